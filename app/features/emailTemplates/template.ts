// Email templates: `{variable}` placeholders, rendered for the text part as they are and for the
// HTML part with every value (and the template's own text) escaped. Unknown placeholders stay as written.
// The DEFAULT template's words are translated into the recipient's language (issue 40); a family's
// own edited template goes out as the family wrote it.
import type { Translator } from "~/lib/i18n/translator";

export const ANNOUNCEMENT_TEMPLATE_KEY = "announcement_notification";

export const TEMPLATE_VARIABLES = ["user_name", "family_name", "title", "content", "announcement_date"] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Partial<Record<string, string>>;

export const DEFAULT_ANNOUNCEMENT_TEMPLATE = {
  subject: "New Announcement: {title}",
  body: [
    "Hello {user_name},",
    "",
    "There is a new announcement in {family_name} ({announcement_date}):",
    "",
    "{title}",
    "",
    "{content}",
    "",
    "Sign in to Kindred to see all of your family's news.",
  ].join("\n"),
} as const;

/** Every variable as its own placeholder: a translated line keeps `{name}` for renderTemplate. */
const KEEP = Object.fromEntries(TEMPLATE_VARIABLES.map((v) => [v, `{${v}}`]));

/** The default template in a language (English: exactly DEFAULT_ANNOUNCEMENT_TEMPLATE). */
export function defaultAnnouncementTemplate({ t }: Pick<Translator, "t">): { subject: string; body: string } {
  return {
    subject: t("New Announcement: {title}", KEEP),
    body: [
      t("Hello {user_name},", KEEP),
      "",
      t("There is a new announcement in {family_name} ({announcement_date}):", KEEP),
      "",
      "{title}",
      "",
      "{content}",
      "",
      t("Sign in to Kindred to see all of your family's news."),
    ].join("\n"),
  };
}

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

const PLACEHOLDER = /\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;

/** Replaces `{name}` with values[name]; placeholders without a value are left as written. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.prototype.hasOwnProperty.call(values, name) ? values[name] : undefined;
    return value === undefined ? whole : value;
  });
}

/** One line for a mail subject (no header injection through newlines). */
export function renderSubject(template: string, values: TemplateValues): string {
  return renderTemplate(template, values).replace(/[\r\n]+/g, " ").trim();
}

export function renderText(template: string, values: TemplateValues): string {
  return renderTemplate(template, values);
}

/** HTML part: the template text and each value are escaped, then line breaks become <br>. */
export function renderHtml(template: string, values: TemplateValues, language?: { language: string; dir: string }): string {
  const escaped: TemplateValues = {};
  for (const [k, v] of Object.entries(values)) if (v !== undefined) escaped[k] = escapeHtml(v);
  const body = renderTemplate(escapeHtml(template), escaped).replace(/\r?\n/g, "<br>\n");
  const lang = language && language.language !== "en" ? ` lang="${language.language}" dir="${language.dir}"` : "";
  return `<!doctype html><html${lang}><body style="font-family:sans-serif;line-height:1.5">${body}</body></html>`;
}
