import { RecordMenu } from "~/ui/EditDeleteMenu";
import { EmptyState } from "~/ui/EmptyState";
import { ConfirmDialog, FormModal, ModalActions } from "~/ui/Modal";
import { Checkbox, Field, TextArea } from "~/ui/Field";
import type { ModalState } from "~/ui/useModalState";
import { Link } from "react-router";

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
  return (
    <section className="card announcements" aria-labelledby="announcements-heading">
      <div className="card-head">
        <h2 id="announcements-heading">Announcements</h2>
        {rights.canPublish ? (
          <Link className="button small" to={href("add-announcement")} preventScrollReset>
            Add<span className="wide-only"> announcement</span>
          </Link>
        ) : rights.canSubmit ? (
          <Link className="button small" to={href("add-announcement")} preventScrollReset>
            Submit for review
          </Link>
        ) : null}
      </div>
      {announcements.length === 0 ? (
        <EmptyState title="No announcements yet.">
          News for the whole family{rights.canPublish || rights.canSubmit ? ": post the first one." : " shows up here."}
        </EmptyState>
      ) : (
        <ul className="list" data-testid="announcement-list">
          {announcements.map((a) => (
            <li key={a.id} data-testid="announcement">
              <h3 className="announcement-title">
                {a.pinned ? <span className="badge accent">Pinned</span> : null} {a.title}
              </h3>
              <p className="announcement-content">{a.content}</p>
              {/* The byline closes the item; edit and delete sit in its quiet menu, never between title and body. */}
              <div className="spread byline">
                <p className="muted small">
                  By {a.author_name} · {a.date_label}
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
  if (submissions.length === 0) return null;
  return (
    <section className="card" aria-labelledby="submissions-heading">
      <h2 id="submissions-heading">Your submissions</h2>
      <ul className="list" data-testid="my-submissions">
        {submissions.map((s) => (
          <li key={s.id} data-testid="submission">
            <div className="spread">
              <strong>{s.title}</strong>
              <span className={`badge ${STATUS_BADGE[s.status]}`} data-testid="submission-status">
                {STATUS_LABEL[s.status]}
              </span>
            </div>
            <p className="muted small">Submitted {s.date_label}</p>
            {s.review_feedback ? (
              <p className="small" data-testid="submission-feedback">
                {s.status === "rejected" ? "Reason" : "Notes"} from {s.reviewed_by_name ?? "an admin"}: {s.review_feedback}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Add / edit modal. Members see the submit-for-review wording; notify only for owner/admin when enabled. */
export function AnnouncementFormModal({
  mode,
  closeTo,
  rights,
  initial,
  error,
}: {
  mode: "add" | "edit";
  closeTo: string;
  rights: AnnouncementRights;
  initial?: { id?: number; title?: string; content?: string; pinned?: boolean; send_email_notification?: boolean };
  error?: string | null;
}) {
  const submitOnly = mode === "add" && !rights.canPublish;
  const title = mode === "edit" ? "Edit announcement" : submitOnly ? "Submit an announcement for review" : "Add announcement";
  return (
    <FormModal title={title} intent={mode === "edit" ? "edit-announcement" : "add-announcement"} id={initial?.id} closeTo={closeTo} error={error}>
      {submitOnly ? (
        <p className="muted small">An admin reviews your announcement before the family sees it.</p>
      ) : null}
      <Field label="Title" name="title" defaultValue={initial?.title ?? ""} maxLength={200} />
      <TextArea label="Content" name="content" defaultValue={initial?.content ?? ""} rows={5} />
      {!submitOnly ? <Checkbox label="Pin to the top" name="pinned" defaultChecked={initial?.pinned ?? false} /> : null}
      {mode === "add" && rights.canNotify ? (
        <Checkbox
          label="Send an email notification to the family"
          name="send_email_notification"
          defaultChecked={initial?.send_email_notification ?? false}
        />
      ) : null}
      <ModalActions closeTo={closeTo} submitLabel={mode === "edit" ? "Save" : submitOnly ? "Submit for review" : "Post"} />
    </FormModal>
  );
}

export function DeleteAnnouncementDialog({
  id,
  title,
  closeTo,
  error,
}: {
  id: number;
  title: string;
  closeTo: string;
  error?: string | null;
}) {
  return (
    <ConfirmDialog
      title="Delete announcement"
      message={<>Delete the announcement &ldquo;{title}&rdquo;? This cannot be undone.</>}
      closeTo={closeTo}
      intent="delete-announcement"
      id={id}
      error={error}
    />
  );
}
