import { Link } from "@remix-run/react";
import { initials, telHref } from "../rules";
import type { ModalState } from "~/ui/useModalState";

export function DirectoryCard({
  entry,
  href,
}: {
  entry: { id: number; name: string; phone: string; email: string; comments: string; can_edit: boolean };
  href: ModalState["href"];
}) {
  return (
    <article className="card member-card" data-testid="directory-card" aria-label={entry.name}>
      <div className="row">
        <span className="avatar" aria-hidden="true">
          {initials(entry.name)}
        </span>
        <h3>{entry.name}</h3>
      </div>
      {entry.phone ? (
        <p>
          <span className="muted small">Phone: </span>
          <a href={telHref(entry.phone)}>{entry.phone}</a>
        </p>
      ) : null}
      {entry.email ? (
        <p>
          <span className="muted small">Email: </span>
          <a href={`mailto:${entry.email}`}>{entry.email}</a>
        </p>
      ) : null}
      {entry.comments ? <p className="small pre-line">{entry.comments}</p> : null}
      {entry.can_edit ? (
        <div className="row">
          <Link className="button secondary small" to={href("edit-member", { id: entry.id })} preventScrollReset>
            Edit
          </Link>
          <Link className="button secondary small" to={href("delete-member", { id: entry.id })} preventScrollReset>
            Delete
          </Link>
        </div>
      ) : null}
    </article>
  );
}
