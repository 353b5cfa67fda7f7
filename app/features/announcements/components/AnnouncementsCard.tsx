import { RecordMenu } from "~/ui/EditDeleteMenu";
import { EmptyState } from "~/ui/EmptyState";
import type { ModalState } from "~/ui/useModalState";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";
import { Card } from "~/ui/Card";

export type AnnouncementView = {
  id: number;
  title: string;
  content: string;
  pinned: boolean;
  author_name: string;
  status: "published" | "pending" | "rejected";
  date_label: string;
  review_feedback: string | null;
  reviewed_by_name: string | null;
};

export type AnnouncementRights = {
  canPublish: boolean;
  canSubmit: boolean;
  canEdit: boolean;
  canDelete: boolean;
  canNotify: boolean;
};

/** Home: the latest announcements with add / edit / delete links for those allowed. */
export function AnnouncementsCard({
  announcements,
  rights,
  href,
}: {
  announcements: AnnouncementView[];
  rights: AnnouncementRights;
  href: ModalState["href"];
}) {
  const { t } = useT();
  const canPost = rights.canPublish || rights.canSubmit;
  return (
    <section className="card announcements" aria-labelledby="announcements-heading">
      <div className="card-head">
        <h2 id="announcements-heading">{t("Announcements")}</h2>
        {rights.canPublish ? (
          <Link className="button small" to={href("add-announcement")} preventScrollReset>
            {t("Add announcement")}
          </Link>
        ) : rights.canSubmit ? (
          <Link className="button small" to={href("add-announcement")} preventScrollReset>
            {t("Submit for review")}
          </Link>
        ) : null}
      </div>
      {announcements.length === 0 ? (
        <EmptyState title={t("No announcements yet.")}>
          {canPost ? t("News for the whole family: post the first one.") : t("News for the whole family shows up here.")}
        </EmptyState>
      ) : (
        <ul className="list" data-testid="announcement-list">
          {announcements.map((a) => (
            <li key={a.id} data-testid="announcement">
              <h3 className="announcement-title">
                {a.pinned ? <span className="badge accent">{t("Pinned")}</span> : null} {a.title}
              </h3>
              <p className="announcement-content">{a.content}</p>
              {/* The byline closes the item; edit and delete sit in its quiet menu, never between title and body. */}
              <div className="spread byline">
                <p className="muted small">
                  {t("By {author} · {date}", { author: a.author_name, date: a.date_label })}
                </p>
                <RecordMenu kind="announcement" id={a.id} name={a.title} href={href} canEdit={rights.canEdit} canDelete={rights.canDelete} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const STATUS_LABEL = { pending: "Pending review", published: "Approved", rejected: "Rejected" } as const;
const STATUS_BADGE = { pending: "warn", published: "success", rejected: "danger" } as const;

/** Home: a member's own submissions with the review outcome. */
export function MySubmissions({ submissions }: { submissions: AnnouncementView[] }) {
  const { t } = useT();
  if (submissions.length === 0) return null;
  return (
    <Card id="submissions-heading" title={t("Your submissions")}>
      <ul className="list" data-testid="my-submissions">
        {submissions.map((s) => (
          <li key={s.id} data-testid="submission">
            <div className="spread">
              <strong>{s.title}</strong>
              <span className={`badge ${STATUS_BADGE[s.status]}`} data-testid="submission-status">
                {t(STATUS_LABEL[s.status])}
              </span>
            </div>
            <p className="muted small">{t("Submitted {date}", { date: s.date_label })}</p>
            {s.review_feedback ? (
              <p className="small" data-testid="submission-feedback">
                {s.status === "rejected"
                  ? s.reviewed_by_name
                    ? t("Reason from {name}: {feedback}", { name: s.reviewed_by_name, feedback: s.review_feedback })
                    : t("Reason from an admin: {feedback}", { feedback: s.review_feedback })
                  : s.reviewed_by_name
                    ? t("Notes from {name}: {feedback}", { name: s.reviewed_by_name, feedback: s.review_feedback })
                    : t("Notes from an admin: {feedback}", { feedback: s.review_feedback })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </Card>
  );
}
