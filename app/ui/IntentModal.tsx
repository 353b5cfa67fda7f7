import { Form } from "react-router";
import type { ReactNode } from "react";
import { FormErrorText, Modal, ModalActions } from "./Modal";

/**
 * A modal whose one form posts an intent (with the record's id when editing): the failure message
 * above the fields, Cancel and the submit button below.
 */
export function IntentModal({
  title,
  intent,
  id,
  submitLabel,
  closeTo,
  error,
  children,
}: {
  title: string;
  intent: string;
  id?: number | null;
  submitLabel: string;
  closeTo: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <Modal title={title} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value={intent} />
        {id != null ? <input type="hidden" name="id" value={id} /> : null}
        <FormErrorText message={error} />
        {children}
        <ModalActions closeTo={closeTo} submitLabel={submitLabel} />
      </Form>
    </Modal>
  );
}

/** What a create-or-edit modal says in each case. */
export type CreateOrEditWords = Record<"create" | "edit", { title: string; intent: string; submitLabel: string }>;

/**
 * One form that creates a record, or edits `record` when there is one: the same fields, the
 * words (title, intent, button) of the case, and the record's id when editing.
 */
export function CreateOrEditModal({
  record,
  words,
  closeTo,
  error,
  children,
}: {
  record: { id: number } | null;
  words: CreateOrEditWords;
  closeTo: string;
  error?: string | null;
  children: ReactNode;
}) {
  return (
    <IntentModal {...(record ? words.edit : words.create)} id={record?.id} closeTo={closeTo} error={error}>
      {children}
    </IntentModal>
  );
}
