import { Form, Link } from "react-router";
import { Modal } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { Checkbox, Field, TextArea } from "~/ui/Field";
import { useT } from "~/lib/i18n/react";

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
  const { t } = useT();
  return (
    <Modal title={t("Review announcement")} closeTo={closeTo} wide>
      <p className="muted small">
        {t("Submitted by {author} · {date}", { author: announcement.author_name, date: announcement.date_label })}
      </p>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="id" value={announcement.id} />
        <FormErrorText message={error} />
        <Field label={t("Title")} name="updated_title" defaultValue={values?.updated_title ?? announcement.title} maxLength={200} />
        <TextArea label={t("Content")} name="updated_content" defaultValue={values?.updated_content ?? announcement.content} rows={6} />
        <Checkbox
          label={t("Pin to the top")}
          name="updated_pinned"
          defaultChecked={values ? values.updated_pinned === "on" : announcement.pinned}
        />
        {canNotify ? (
          <Checkbox
            label={t("Email the family when approved")}
            name="send_email_notification"
            defaultChecked={values?.send_email_notification === "on"}
          />
        ) : null}
        <TextArea
          label={t("Notes for the author (required to reject: the reason)")}
          name="feedback"
          defaultValue={values?.feedback ?? ""}
          rows={3}
        />
        <div className="actions">
          <Link to={closeTo} className="button secondary" preventScrollReset>
            {t("Cancel")}
          </Link>
          <button type="submit" name="action" value="approve">
            {t("Approve")}
          </button>
          <button type="submit" name="action" value="reject" className="button danger">
            {t("Reject")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
