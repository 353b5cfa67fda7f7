import { FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import { Link } from "react-router";

type Template = { subject: string; body: string; variables: readonly string[]; is_default: boolean };

/** Email template summary with an Edit link (the modal is URL state ?modal=edit-template). */
export function TemplatePanel({ template, editHref }: { template: Template; editHref: string }) {
  return (
    <section className="card" aria-labelledby="template-heading">
      <div className="card-head">
        <h2 id="template-heading">Email template</h2>
        <Link className="button secondary small" to={editHref} preventScrollReset>
          Edit<span className="wide-only"> template</span>
        </Link>
      </div>
      <p className="muted small">Announcement notification{template.is_default ? " (default)" : ""}</p>
      <p>
        <strong>Subject:</strong> <span data-testid="template-subject">{template.subject}</span>
      </p>
      {/* Scrolls when long: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <pre className="template-preview" tabIndex={0} role="region" aria-label="Email body">
        {template.body}
      </pre>
      <p className="muted small">
        Variables: {template.variables.map((v) => `{${v}}`).join(", ")}
      </p>
    </section>
  );
}

export function TemplateModal({
  template,
  closeTo,
  error,
  values,
}: FormModalProps & { template: Template }) {
  return (
    <FormModal title="Edit email template" intent="update-template" closeTo={closeTo} error={error} wide>
      <Field label="Subject" name="subject" defaultValue={typed(values, "subject") ?? template.subject} maxLength={200} />
      <TextArea label="Body" name="body" rows={12} defaultValue={typed(values, "body") ?? template.body} />
      <p className="muted small">
        Available variables: {template.variables.map((v) => `{${v}}`).join(", ")}. Unknown variables are sent as written.
      </p>
      <ModalActions closeTo={closeTo} submitLabel="Save template" />
    </FormModal>
  );
}
