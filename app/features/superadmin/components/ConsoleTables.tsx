// The console's data: analytics cards, users, families and the platform audit log. Plain tables
// that become stacked rows (a label before each cell) on narrow screens.
import type { ReactNode } from "react";
import { PLANS } from "~/features/plans/limits";
import { roleLabel } from "~/lib/permissions";
import type { PlatformAuditEntry, PlatformFamily, PlatformUser } from "../superadmin.server";
import { EmptyState } from "~/ui/EmptyState";
import { Link } from "react-router";

type Href = (modal: string, params?: Record<string, string | number>) => string;

export type AnalyticsView = {
  users: { total: number; recent_30_days: number };
  families: { total: number; average_size: number };
  subscriptions: { total_mrr: number; conversion_rate: number; free: number; small_family: number; medium_family: number };
  feature_usage: { photos: number; events: number; surveys: number };
};

// The rows as the loader sends them (the server's own types: one definition).
export type UserRow = Omit<PlatformUser, "family_id" | "role"> & { role: string };
export type FamilyRow = Omit<PlatformFamily, "subscription_status">;
export type AuditRow = PlatformAuditEntry;

const number = (n: number) => n.toLocaleString("en-US");
const dollars = (n: number) => n.toLocaleString("en-US", { style: "currency", currency: "USD" });
const day = (iso: string) => iso.slice(0, 10);
const minute = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId: string }) {
  return (
    <div className="card" data-testid={testId}>
      <h3 className="small muted">{label}</h3>
      <p className="stat">{value}</p>
      {note ? <p className="small muted">{note}</p> : null}
    </div>
  );
}

/** A console table: hidden caption, one header row, and rows that stack on a phone (data-label). */
function ConsoleTable({ caption, columns, testId, children }: { caption: string; columns: string[]; testId?: string; children: ReactNode }) {
  return (
    <table className="sa-table" data-testid={testId}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((c) => (
            <th key={c} scope="col">
              {c}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** A card of labelled counts (subscription breakdown, feature usage). */
function CountsCard({ id, title, testId, rows }: { id: string; title: string; testId: string; rows: [string, number][] }) {
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="list" data-testid={testId}>
        {rows.map(([label, n]) => (
          <li key={label} className="spread">
            <span>{label}</span>
            <strong>{number(n)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function AnalyticsCards({ a }: { a: AnalyticsView }) {
  return (
    <>
      <div className="sa-cards">
        <Stat testId="stat-users" label="Users" value={number(a.users.total)} note={`${number(a.users.recent_30_days)} joined in the last 30 days`} />
        <Stat testId="stat-families" label="Families" value={number(a.families.total)} note={`${a.families.average_size} people per family on average`} />
        <Stat testId="stat-mrr" label="Monthly recurring revenue" value={dollars(a.subscriptions.total_mrr)} />
        <Stat testId="stat-conversion" label="Paid conversion" value={`${a.subscriptions.conversion_rate}%`} note="of families on a paid plan" />
      </div>
      <div className="grid two">
        <CountsCard
          id="sa-subscriptions"
          title="Subscription breakdown"
          testId="subscription-breakdown"
          rows={[
            [PLANS.free.label, a.subscriptions.free],
            [PLANS.small_family.label, a.subscriptions.small_family],
            [PLANS.medium_family.label, a.subscriptions.medium_family],
          ]}
        />
        <CountsCard
          id="sa-usage"
          title="Feature usage"
          testId="feature-usage"
          rows={[
            ["Photos", a.feature_usage.photos],
            ["Events", a.feature_usage.events],
            ["Surveys", a.feature_usage.surveys],
          ]}
        />
      </div>
    </>
  );
}

const USER_COLUMNS = ["Name", "Email", "Role", "Family", "Plan", "Joined", "Status", "Actions"];

export function UsersTable({ users, href, caption }: { users: UserRow[]; href: Href; caption: string }) {
  if (users.length === 0) return <EmptyState title="No users found.">Try part of a name, an email address or a family name.</EmptyState>;
  return (
    <ConsoleTable caption={caption} columns={USER_COLUMNS}>
        {users.map((u) => {
          const superAdmin = u.role === "super_admin";
          return (
            <tr key={u.id} data-testid={`user-row-${u.id}`}>
              <td data-label="Name">{u.name}</td>
              <td data-label="Email">{u.email}</td>
              <td data-label="Role">{roleLabel(u.role)}</td>
              <td data-label="Family">{u.family_name}</td>
              <td data-label="Plan">{PLANS[u.subscription_tier].label}</td>
              <td data-label="Joined">{day(u.created_at)}</td>
              <td data-label="Status">
                {u.suspended_at ? (
                  <span className="badge danger" title={u.suspended_reason ?? undefined}>Suspended</span>
                ) : (
                  "Active"
                )}
              </td>
              <td data-label="Actions" className="sa-actions">
                <Link className="button small secondary" to={href("edit-user", { id: u.id })} preventScrollReset>
                  Edit<span className="visually-hidden"> {u.name}</span>
                </Link>
                {superAdmin ? null : (
                  <Link className="button small secondary" to={href("suspend-user", { id: u.id })} preventScrollReset>
                    {u.suspended_at ? "Restore" : "Suspend"}
                    <span className="visually-hidden"> {u.name}</span>
                  </Link>
                )}
                {superAdmin ? (
                  <button type="button" className="small danger" disabled title="Super admin accounts cannot be deleted">
                    Delete<span className="visually-hidden"> {u.name} (super admin accounts cannot be deleted)</span>
                  </button>
                ) : (
                  <Link className="button small danger" to={href("delete-user", { id: u.id })} preventScrollReset>
                    Delete<span className="visually-hidden"> {u.name}</span>
                  </Link>
                )}
              </td>
            </tr>
          );
        })}
    </ConsoleTable>
  );
}

const FAMILY_COLUMNS = ["Name", "Code", "Members", "Plan", "Owner", "Created", "Actions"];

export function FamiliesTable({ families, href }: { families: FamilyRow[]; href: Href }) {
  if (families.length === 0) return <EmptyState title="No families yet.">Families show here once someone signs up and creates one.</EmptyState>;
  return (
    <ConsoleTable caption="Families, newest first" columns={FAMILY_COLUMNS}>
        {families.map((f) => (
          <tr key={f.id} data-testid={`family-row-${f.id}`}>
            <td data-label="Name">{f.name}</td>
            <td data-label="Code">{f.family_code}</td>
            <td data-label="Members">{f.actual_member_count}</td>
            <td data-label="Plan">{PLANS[f.subscription_tier].label}</td>
            <td data-label="Owner">
              {f.owner ? (
                <>
                  {f.owner.name}
                  <br />
                  <span className="small muted">{f.owner.email}</span>
                </>
              ) : (
                <span className="muted">No owner</span>
              )}
            </td>
            <td data-label="Created">{day(f.created_at)}</td>
            <td data-label="Actions" className="sa-actions">
              <Link className="button small secondary" to={href("rename-family", { id: f.id })} preventScrollReset>
                Rename<span className="visually-hidden"> {f.name}</span>
              </Link>
              <Link className="button small secondary" to={href("set-plan", { id: f.id })} preventScrollReset>
                Change plan<span className="visually-hidden"> of {f.name}</span>
              </Link>
            </td>
          </tr>
        ))}
    </ConsoleTable>
  );
}

const ACTION_LABEL: Record<string, string> = {
  change_email: "Changed email",
  reset_password: "Reset password",
  delete_user: "Deleted user",
  suspend_user: "Suspended user",
  restore_user: "Restored user",
  rename_family: "Renamed family",
  set_plan: "Set plan",
  export_users: "Exported users",
};

const AUDIT_COLUMNS = ["When", "Who", "What", "On whom", "Details"];

export function AuditTable({ entries }: { entries: AuditRow[] }) {
  if (entries.length === 0) return <EmptyState title="No platform changes yet.">Every change made from this console is recorded here.</EmptyState>;
  return (
    <ConsoleTable caption="Platform audit log, newest first" columns={AUDIT_COLUMNS} testId="platform-audit">
        {entries.map((e) => (
          <tr key={e.id}>
            <td data-label="When">{minute(e.timestamp)}</td>
            <td data-label="Who">{e.actor_name}</td>
            <td data-label="What">{ACTION_LABEL[e.action] ?? e.action}</td>
            <td data-label="On whom">
              {e.target_label} <span className="small muted">({e.target_type}{e.target_id ? ` #${e.target_id}` : ""})</span>
            </td>
            <td data-label="Details">{e.details}</td>
          </tr>
        ))}
    </ConsoleTable>
  );
}
