import { useT } from "~/lib/i18n/react";
import { Card, CardHeadLink } from "~/ui/Card";

export type Template = { subject: string; body: string; variables: readonly string[]; is_default: boolean };

/** Email template summary with an Edit link (the modal is URL state ?modal=edit-template). */
export function TemplatePanel({ template, editHref }: { template: Template; editHref: string }) {
  const { t } = useT();
  return (
    <Card id="template-heading" title={t("Email template")} action={<CardHeadLink to={editHref} verb={t("Edit")} what={t("template")} />}>
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
    </Card>
  );
}
