import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

export type Template = { subject: string; body: string; variables: readonly string[]; is_default: boolean };

/** Email template summary with an Edit link (the modal is URL state ?modal=edit-template). */
export function TemplatePanel({ template, editHref }: { template: Template; editHref: string }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="template-heading">
      <div className="card-head">
        <h2 id="template-heading">{t("Email template")}</h2>
        <Link className="button secondary small" to={editHref} preventScrollReset>
          {t("Edit")}<span className="wide-only"> {t("template")}</span>
        </Link>
      </div>
      <p className="muted small">{template.is_default ? t("Announcement notification (default)") : t("Announcement notification")}</p>
      <p>
        <strong>{t("Subject:")}</strong> <span data-testid="template-subject">{template.subject}</span>
      </p>
      {/* Scrolls when long: focusable so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <pre className="template-preview" tabIndex={0} role="region" aria-label={t("Email body")}>
        {template.body}
      </pre>
      <p className="muted small">
        {t("Variables: {list}", { list: template.variables.map((v) => `{${v}}`).join(", ") })}
      </p>
    </section>
  );
}
