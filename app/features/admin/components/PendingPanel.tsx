import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";
import { Card } from "~/ui/Card";

/** Pending announcements, each with a Review link (the modal is URL state ?modal=review&id=). */
export function PendingPanel({
  pending,
  reviewHref,
}: {
  pending: { id: number; title: string; content: string; author_name: string; date_label: string }[];
  reviewHref: (id: number) => string;
}) {
  const { t } = useT();
  return (
    <Card id="pending-heading" title={t("Pending announcements")} count={pending.length}>
      {pending.length === 0 ? (
        <p className="empty">{t("No announcements waiting for review.")}</p>
      ) : (
        <ul className="list" data-testid="pending-list">
          {pending.map((p) => (
            <li key={p.id} data-testid="pending-announcement">
              <div className="spread">
                <strong>{p.title}</strong>
                <Link className="button small" to={reviewHref(p.id)} preventScrollReset>
                  {t("Review")}
                </Link>
              </div>
              <p className="muted small">
                {t("By {name} · {date}", { name: p.author_name, date: p.date_label })}
              </p>
              <p className="clamp">{p.content}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
