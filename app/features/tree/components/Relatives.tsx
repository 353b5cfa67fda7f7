import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

/**
 * One column of the person's card (Parents, Partners, Children, Siblings): each relative's link
 * and what is said about them, an Unlink button where the viewer may change the links, then the
 * column's "Add …" link. "None recorded" when there is no one.
 */
export function Relatives<R extends { id: number; name: string }>({
  title,
  people,
  detail,
  unlink,
  add,
}: {
  title: string;
  people: R[];
  detail: (r: R) => ReactNode;
  unlink?: (r: R) => ReactNode;
  add?: ReactNode;
}) {
  const { t } = useT();
  return (
    <div>
      <h3>{title}</h3>
      <ul className="list">
        {people.map((r) => (
          <li key={r.id} className={unlink ? "spread" : undefined}>
            <span>
              <Link to={`/dashboard/tree?person=${r.id}`}>{r.name}</Link> {detail(r)}
            </span>
            {unlink?.(r)}
          </li>
        ))}
        {people.length === 0 ? <li className="muted small">{t("None recorded")}</li> : null}
      </ul>
      {add}
    </div>
  );
}
