import { Link } from "react-router";

export type Template = { subject: string; body: string; variables: readonly string[]; is_default: boolean };

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
