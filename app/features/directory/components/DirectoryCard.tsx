import { RecordMenu } from "~/ui/EditDeleteMenu";
import { initials, telHref } from "../rules";
import type { ModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";

/** One of six avatar colours, always the same for the same name (all ≥ 4.5:1 against white text). */
function avatarTone(name: string): number {
  let h = 0;
  for (const ch of name.trim().toLowerCase()) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return h % 6;
}

export function DirectoryCard({
  entry,
  href,
}: {
  entry: { id: number; name: string; phone: string; email: string; comments: string; can_edit: boolean };
  href: ModalState["href"];
}) {
  const { t } = useT();
  return (
    <article className="card member-card" data-testid="directory-card" aria-label={entry.name}>
      <div className="member-head">
        <span className={`avatar avatar-${avatarTone(entry.name)}`} aria-hidden="true">
          {initials(entry.name)}
        </span>
        <h3>{entry.name}</h3>
        {entry.can_edit ? (
          <RecordMenu kind="member" id={entry.id} name={entry.name} href={href} canEdit canDelete />
        ) : null}
      </div>
      {entry.phone ? (
        <p>
          <span className="muted small">{t("Phone:")} </span>
          <a href={telHref(entry.phone)}>{entry.phone}</a>
        </p>
      ) : null}
      {entry.email ? (
        <p>
          <span className="muted small">{t("Email:")} </span>
          <a href={`mailto:${entry.email}`}>{entry.email}</a>
        </p>
      ) : null}
      {entry.comments ? <p className="small pre-line">{entry.comments}</p> : null}
    </article>
  );
}
