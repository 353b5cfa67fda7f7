import { Link } from "react-router";

export type AuditRow = { id: number; action: string; actor_name: string; target_type: string; details: string; when: string };

/** "role_change" → "Role change". */
export function actionLabel(action: string): string {
  const s = action.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function AuditList({ entries }: { entries: AuditRow[] }) {
  if (entries.length === 0) return <p className="empty">No admin actions recorded yet.</p>;
  return (
    <ul className="list" data-testid="audit-list">
      {entries.map((e) => (
        <li key={e.id} data-testid="audit-entry">
          <div className="spread">
            <strong data-testid="audit-action">{actionLabel(e.action)}</strong>
            <span className="muted small">{e.when}</span>
          </div>
          <p className="small">
            {e.actor_name} · {e.target_type.replace(/_/g, " ")}
          </p>
          {e.details ? <p className="muted small">{e.details}</p> : null}
        </li>
      ))}
    </ul>
  );
}

/** §9: the newest 10 entries; "Show more" is a link to the next page (works without JavaScript). */
export function AuditPanel({ entries, nextCursor }: { entries: AuditRow[]; nextCursor: number | null }) {
  return (
    <section className="card" aria-labelledby="audit-heading">
      <h2 id="audit-heading">Audit log</h2>
      <AuditList entries={entries} />
      {nextCursor !== null ? (
        <p>
          <Link to={`/dashboard/admin/audit?cursor=${nextCursor}`} className="button secondary small">
            Show more
          </Link>
        </p>
      ) : null}
    </section>
  );
}
