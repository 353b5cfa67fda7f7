import { FormModal, ModalActions } from "~/ui/Modal";
import { Checkbox, Field, TextArea } from "~/ui/Field";
import { useT } from "~/lib/i18n/react";
import type { AnnouncementRights } from "./AnnouncementsCard";

// The announcement modals, their own chunk: Home loads them when one opens (lazyModal, issue 37).

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
  const { t } = useT();
  const submitOnly = mode === "add" && !rights.canPublish;
  const title = mode === "edit" ? t("Edit announcement") : submitOnly ? t("Submit an announcement for review") : t("Add announcement");
  return (
    <FormModal title={title} intent={mode === "edit" ? "edit-announcement" : "add-announcement"} id={initial?.id} closeTo={closeTo} error={error}>
      {submitOnly ? (
        <p className="muted small">{t("An admin reviews your announcement before the family sees it.")}</p>
      ) : null}
      <Field label={t("Title")} name="title" defaultValue={initial?.title ?? ""} maxLength={200} />
      <TextArea label={t("Content")} name="content" defaultValue={initial?.content ?? ""} rows={5} />
      {!submitOnly ? <Checkbox label={t("Pin to the top")} name="pinned" defaultChecked={initial?.pinned ?? false} /> : null}
      {mode === "add" && rights.canNotify ? (
        <Checkbox
          label={t("Send an email notification to the family")}
          name="send_email_notification"
          defaultChecked={initial?.send_email_notification ?? false}
        />
      ) : null}
      <ModalActions closeTo={closeTo} submitLabel={mode === "edit" ? t("Save") : submitOnly ? t("Submit for review") : t("Post")} />
    </FormModal>
  );
}
