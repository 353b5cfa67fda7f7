// The frame of reminder and digest emails: a plain-text part and an HTML part (every value
// escaped), the family's branding when it has some (Large Family: accent colour, logo), and the
// one-click unsubscribe link of the email's kind in the footer and the headers (RFC 8058).
import { eq } from "drizzle-orm";
import { db, first, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { escapeHtml } from "~/features/emailTemplates/template";
import { shownBranding } from "~/features/plans/branding.server";
import type { MailMessage } from "~/lib/mail.server";
import type { Translator } from "~/lib/i18n/translator";
import { unsubscribeHeaders, unsubscribeUrl, type NotificationKind } from "./links.server";

export type FamilyLook = { id: number; name: string; accent: string; logoUrl: string | null };

const DEFAULT_ACCENT = "#2f5d50";

export async function familyLook(familyId: number): Promise<FamilyLook | null> {
  const f = schema.families;
  const family = await first(db().select().from(f).where(eq(f.id, familyId)).limit(1));
  if (!family) return null;
  const branding = await shownBranding(family);
  return {
    id: family.id,
    name: family.name,
    accent: branding?.accent_color ?? DEFAULT_ACCENT,
    logoUrl: branding?.logo_url ? `${env().APP_ORIGIN}${branding.logo_url}` : null,
  };
}

/** One block of an email: a heading, lines of text, and the same as HTML (already escaped). */
export type Section = { heading?: string; text: string[]; html: string };

export const esc = escapeHtml;
export const link = (href: string, label: string, accent?: string) =>
  `<a href="${esc(href)}"${accent ? ` style="color:${esc(accent)}"` : ""}>${esc(label)}</a>`;
export const button = (href: string, label: string, accent: string) =>
  `<a href="${esc(href)}" style="display:inline-block;padding:8px 16px;margin:4px 8px 4px 0;border-radius:6px;background:${esc(accent)};color:#ffffff;text-decoration:none;font-weight:bold">${esc(label)}</a>`;

/** Text for an element's content (HTML-safe; an apostrophe needs no escaping there). */
export const escText = (value: string) => value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A translated message whose values are HTML (already escaped, e.g. `<strong>…</strong>`): the
 * words are escaped, the values put in as they are.
 */
export function htmlMessage(t: Translator["t"], id: string, html: Record<string, string>): string {
  const marks = Object.fromEntries(Object.keys(html).map((k, i) => [k, `\u0000${i}\u0000`]));
  let out = escText(t(id, marks));
  Object.values(html).forEach((v, i) => {
    out = out.split(`\u0000${i}\u0000`).join(v);
  });
  return out;
}

/** The footer's "Stop …" link of each kind of email (English; the catalogs' keys). */
const STOP_LABEL: Record<NotificationKind, string> = {
  announcements: "Stop announcement emails",
  event_reminders: "Stop event reminders",
  digest: "Stop the weekly digest",
  birthdays: "Stop birthday reminders",
};

/** The footer's "Stop …" link of each kind of email, in the recipient's language. */
export function stopLabel(t: Translator["t"], kind: NotificationKind): string {
  return t(STOP_LABEL[kind]);
}

export function composeEmail(args: {
  /** The recipient's language (issue 40). */
  tr: Translator;
  to: string;
  userId: number;
  kind: NotificationKind;
  subject: string;
  family: FamilyLook;
  greeting: string;
  sections: Section[];
  now: Date;
}): MailMessage {
  const { family } = args;
  const unsubscribe = unsubscribeUrl(args.userId, args.kind, args.now);
  const { t } = args.tr;
  const stop = stopLabel(t, args.kind);
  const onKindred = t("{family} on Kindred", { family: family.name });
  const text = [
    args.greeting,
    "",
    ...args.sections.flatMap((s) => [...(s.heading ? [s.heading, "-".repeat(s.heading.length)] : []), ...s.text, ""]),
    "--",
    `${onKindred} · ${env().APP_ORIGIN}/dashboard`,
    `${stop}: ${unsubscribe}`,
    "",
  ].join("\n");
  const logo = family.logoUrl ? `<img src="${esc(family.logoUrl)}" alt="" width="48" height="48" style="vertical-align:middle;margin-right:8px">` : "";
  const html =
    `<!DOCTYPE html><html lang="${args.tr.language}"${args.tr.dir === "rtl" ? ' dir="rtl"' : ""}><head><meta charset="utf-8"><title>${esc(args.subject)}</title></head>` +
    `<body style="margin:0;background:#faf7f2;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1f2421">` +
    `<div style="max-width:600px;margin:0 auto;padding:16px">` +
    `<div style="border-top:4px solid ${esc(family.accent)};padding:12px 0;font-size:18px;font-weight:bold">${logo}${esc(family.name)}</div>` +
    `<div style="background:#ffffff;border-radius:8px;padding:16px">` +
    `<p>${esc(args.greeting)}</p>` +
    args.sections.map((s) => (s.heading ? `<h2 style="font-size:16px;color:${esc(family.accent)}">${esc(s.heading)}</h2>` : "") + s.html).join("") +
    `</div>` +
    `<p style="font-size:12px;color:#5c635f">${esc(onKindred)} · ${link(`${env().APP_ORIGIN}/dashboard`, t("Open Kindred"))} · ` +
    `${link(unsubscribe, stop)}</p>` +
    `</div></body></html>`;
  return { to: args.to, subject: args.subject, text, html, headers: unsubscribeHeaders(unsubscribe) };
}
