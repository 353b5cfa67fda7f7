// The Admin tab's form modals for the family's name and the announcement email template: their own
// module, loaded when one opens (issue 37); the panels that link to them stay in the page.
import { ConfirmDialog, FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import type { Family } from "./FamilyPanel";
import type { Template } from "./TemplatePanel";
import { useT } from "~/lib/i18n/react";

export function TemplateModal({
  template,
  closeTo,
  error,
  values,
}: FormModalProps & { template: Template }) {
  const { t } = useT();
  return (
    <FormModal title={t("Edit email template")} intent="update-template" closeTo={closeTo} error={error} wide>
      <Field label={t("Subject")} name="subject" defaultValue={typed(values, "subject") ?? template.subject} maxLength={200} />
      <TextArea label={t("Body")} name="body" rows={12} defaultValue={typed(values, "body") ?? template.body} />
      <p className="muted small">
        {t("Available variables: {list}. Unknown variables are sent as written.", { list: template.variables.map((v) => `{${v}}`).join(", ") })}
      </p>
      <ModalActions closeTo={closeTo} submitLabel={t("Save template")} />
    </FormModal>
  );
}

/** §6 Edit family name (owner): 'Family name cannot be empty', at most 50 characters. */
export function FamilyNameModal({
  family,
  closeTo,
  error,
  values,
}: FormModalProps & { family: Family }) {
  const { t } = useT();
  return (
    <FormModal title={t("Edit family name")} intent="rename-family" closeTo={closeTo} error={error}>
      <Field label={t("Family name")} name="name" maxLength={50} defaultValue={typed(values, "name") ?? family.name} />
      <TextArea
        label={t("Description")}
        name="description"
        rows={3}
        maxLength={500}
        hint={t("Shown on the invite page.")}
        defaultValue={typed(values, "description") ?? family.description}
      />
      <ModalActions closeTo={closeTo} submitLabel={t("Save")} />
    </FormModal>
  );
}

/** "Generate a new family code": asks before the old code and its invite links stop working. */
export function RotateCodeModal({ code, closeTo, error }: { code: string; closeTo: string; error?: string | null }) {
  const { t } = useT();
  return (
    <ConfirmDialog
      title={t("Generate a new family code")}
      message={t("The current code {code} and every invite link that uses it stop working at once. Members already in the family are not affected.", { code })}
      closeTo={closeTo}
      intent="rotate-code"
      id={code}
      confirmLabel={t("Generate new code")}
      error={error}
    />
  );
}
