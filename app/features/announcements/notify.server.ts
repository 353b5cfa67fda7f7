// Announcement notification emails: rendered from the family's announcement_notification template
// and written to the persisted mail outbox (delivered in the background; see lib/mail.server.ts).
import { and, eq, ne } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { enqueueMail } from "~/lib/mail.server";
import { formatLongDate } from "~/lib/dates";
import { getFamily, getSettings } from "~/features/family/family.server";
import { loadTemplate } from "~/features/emailTemplates/emailTemplates.server";
import { defaultAnnouncementTemplate, escapeHtml, renderHtml, renderSubject, renderText, type TemplateValues } from "~/features/emailTemplates/template";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { recipientLanguage } from "~/lib/i18n/language.server";
import type { Language } from "~/lib/i18n/languages";
import { wantingEmail } from "~/features/notifications/preferences.server";
import { unsubscribeHeaders, unsubscribeUrl } from "~/features/notifications/links.server";
import { queuePush } from "~/features/notifications/push.server";

/**
 * Queues one email per family account with an email address, except `excludeUserId` (the author).
 * Returns how many were queued. Never throws for delivery problems: sending happens later. Called
 * inside the caller's transaction, the emails are part of it (sent once it commits).
 */
export async function notifyFamily(
  familyId: number,
  announcement: { id: number; title: string; content: string; published_at: string | null; created_at: string },
  excludeUserId: number | null,
): Promise<number> {
  const u = schema.users;
  // Push follows the same choices as the email (the poster's "send notification", the family's
  // switch): each subscribed device of the family, once, except the author's.
  const members = await db()
    .select({ id: u.id })
    .from(u)
    .where(excludeUserId === null ? eq(u.familyId, familyId) : and(eq(u.familyId, familyId), ne(u.id, excludeUserId)));
  // Push texts are the announcement's own words (never translated); only the email's frame is.
  await queuePush(
    members.map((m) => m.id),
    "announcements",
    { title: announcement.title, body: announcement.content, url: "/dashboard" },
    `announcement:${announcement.id}`,
    { ttl: 2 * 86_400, urgency: "normal" },
  );
  const candidates = (
    await db()
      .select({ id: u.id, name: u.name, email: u.email, language: u.language })
      .from(u)
      .where(excludeUserId === null ? eq(u.familyId, familyId) : and(eq(u.familyId, familyId), ne(u.id, excludeUserId)))
  ).filter((r) => r.email.includes("@"));
  // Each member's own choice (profile → Notifications, or the email's one-click unsubscribe).
  const wanting = await wantingEmail(candidates.map((r) => r.id), "announcements");
  const recipients = candidates.filter((r) => wanting.has(r.id));
  if (recipients.length === 0) return 0;
  const family = await getFamily(familyId);
  const settings = await getSettings(familyId);
  const template = await loadTemplate(familyId);
  // Each recipient's language (issue 40): the texts are made once per language. A family's own
  // template goes out as written; the default one is translated.
  type Frame = { subject: string; body: string; date: string; stop: string; language: { language: string; dir: string } | undefined };
  const frames = new Map<Language, Frame>();
  const frameIn = (language: Language): Frame => {
    let frame = frames.get(language);
    if (!frame) {
      const tr = serverTranslator(language);
      const words = template.is_default ? defaultAnnouncementTemplate(tr) : template;
      frame = {
        ...words,
        date: formatLongDate(announcement.published_at ?? announcement.created_at, settings.time_zone, language),
        stop: tr.t("Stop announcement emails"),
        language: template.is_default ? tr : undefined,
      };
      frames.set(language, frame);
    }
    return frame;
  };
  await enqueueMail(
    recipients.map((r) => {
      const frame = frameIn(recipientLanguage(r.language, settings.language));
      const values: TemplateValues = {
        user_name: r.name,
        family_name: family.name,
        title: announcement.title,
        content: announcement.content,
        announcement_date: frame.date,
      };
      const unsubscribe = unsubscribeUrl(r.id, "announcements");
      return {
        to: r.email,
        subject: renderSubject(frame.subject, values),
        text: `${renderText(frame.body, values)}\n\n--\n${frame.stop}: ${unsubscribe}\n`,
        html: renderHtml(frame.body, values, frame.language).replace(
          "</body>",
          `<p style="font-size:12px;color:#5c635f"><a href="${escapeHtml(unsubscribe)}">${escapeHtml(frame.stop)}</a></p></body>`,
        ),
        headers: unsubscribeHeaders(unsubscribe),
      };
    }),
  );
  return recipients.length;
}
