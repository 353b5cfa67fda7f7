import { FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";

type Entry = { id: number; name: string; phone: string; email: string; comments: string };

export function DirectoryFormModal({
  closeTo,
  entry,
  values,
  error,
}: FormModalProps & { entry: Entry | null }) {
  const { t } = useT();
  const v = (k: "name" | "phone" | "email" | "comments") => typed(values, k) ?? entry?.[k] ?? "";
  return (
    <FormModal title={entry ? t("Edit contact") : t("Add contact")} intent={entry ? "update-member" : "add-member"} id={entry?.id} closeTo={closeTo} error={error}>
      <Field label={t("Name")} name="name" defaultValue={v("name")} maxLength={100} autoComplete="off" />
      <Field label={t("Phone (optional)")} name="phone" type="tel" defaultValue={v("phone")} autoComplete="off" />
      <Field label={t("Email (optional)")} name="email" type="text" inputMode="email" defaultValue={v("email")} autoComplete="off" />
      <TextArea label={t("Comments (optional)")} name="comments" rows={3} maxLength={1000} defaultValue={v("comments")} />
      <ModalActions closeTo={closeTo} submitLabel={entry ? t("Save changes") : t("Add contact")} />
    </FormModal>
  );
}
