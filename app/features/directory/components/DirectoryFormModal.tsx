import { FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";

type Entry = { id: number; name: string; phone: string; email: string; comments: string };

export function DirectoryFormModal({
  closeTo,
  entry,
  values,
  error,
}: FormModalProps & { entry: Entry | null }) {
  const v = (k: "name" | "phone" | "email" | "comments") => typed(values, k) ?? entry?.[k] ?? "";
  return (
    <FormModal title={entry ? "Edit contact" : "Add contact"} intent={entry ? "update-member" : "add-member"} id={entry?.id} closeTo={closeTo} error={error}>
      <Field label="Name" name="name" defaultValue={v("name")} maxLength={100} autoComplete="off" />
      <Field label="Phone (optional)" name="phone" type="tel" defaultValue={v("phone")} autoComplete="off" />
      <Field label="Email (optional)" name="email" type="text" inputMode="email" defaultValue={v("email")} autoComplete="off" />
      <TextArea label="Comments (optional)" name="comments" rows={3} maxLength={1000} defaultValue={v("comments")} />
      <ModalActions closeTo={closeTo} submitLabel={entry ? "Save changes" : "Add contact"} />
    </FormModal>
  );
}
