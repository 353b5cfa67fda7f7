import { Form, Link } from "react-router";
import { FormErrorText, Modal } from "~/ui/Modal";
import { Checkbox, Field, TextArea } from "~/ui/Field";

/** Admin: approve (optionally editing title, content, pinned, with notes) or reject (reason required). */
export function ReviewModal({
  announcement,
  closeTo,
  canNotify,
  error,
  values,
}: {
  announcement: { id: number; title: string; content: string; pinned: boolean; author_name: string; date_label: string };
  closeTo: string;
  canNotify: boolean;
  error?: string | null;
  values?: Record<string, string>;
}) {
  return (
    <Modal title="Review announcement" closeTo={closeTo} wide>
      <p className="muted small">
        Submitted by {announcement.author_name} · {announcement.date_label}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="id" value={announcement.id} />
        <FormErrorText message={error} />
        <Field label="Title" name="updated_title" defaultValue={values?.updated_title ?? announcement.title} maxLength={200} />
        <TextArea label="Content" name="updated_content" defaultValue={values?.updated_content ?? announcement.content} rows={6} />
        <Checkbox
          label="Pin to the top"
          name="updated_pinned"
          defaultChecked={values ? values.updated_pinned === "on" : announcement.pinned}
        />
        {canNotify ? (
          <Checkbox
            label="Email the family when approved"
            name="send_email_notification"
            defaultChecked={values?.send_email_notification === "on"}
          />
        ) : null}
        <TextArea
          label="Notes for the author (required to reject: the reason)"
          name="feedback"
          defaultValue={values?.feedback ?? ""}
          rows={3}
        />
        <div className="actions">
          <Link to={closeTo} className="button secondary" preventScrollReset>
            Cancel
          </Link>
          <button type="submit" name="action" value="approve">
            Approve
          </button>
          <button type="submit" name="action" value="reject" className="button danger">
            Reject
          </button>
        </div>
      </Form>
    </Modal>
  );
}
