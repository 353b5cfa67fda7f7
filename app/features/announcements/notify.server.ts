// Announcement notification emails: rendered from the family's announcement_notification template
// and written to the persisted mail outbox (delivered in the background; see lib/mail.server.ts).
import { and, eq, ne } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { enqueueMail } from "~/lib/mail.server";
import { formatLongDate } from "~/lib/dates";
import { getFamily, getSettings } from "~/features/family/family.server";
import { loadTemplate } from "~/features/emailTemplates/emailTemplates.server";
import { escapeHtml, renderHtml, renderSubject, renderText, type TemplateValues } from "~/features/emailTemplates/template";
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
  await queuePush(
    members.map((m) => m.id),
    "announcements",
    { title: announcement.title, body: announcement.content, url: "/dashboard" },
    `announcement:${announcement.id}`,
    { ttl: 2 * 86_400, urgency: "normal" },
  );
  const candidates = (
    await db()
      .select({ id: u.id, name: u.name, email: u.email })
      .from(u)
      .where(excludeUserId === null ? eq(u.familyId, familyId) : and(eq(u.familyId, familyId), ne(u.id, excludeUserId)))
  ).filter((r) => r.email.includes("@"));
  // Each member's own choice (profile → Notifications, or the email's one-click unsubscribe).
  const wanting = await wantingEmail(candidates.map((r) => r.id), "announcements");
  const recipients = candidates.filter((r) => wanting.has(r.id));
  if (recipients.length === 0) return 0;
  const family = await getFamily(familyId);
  const { time_zone } = await getSettings(familyId);
  const template = await loadTemplate(familyId);
  const date = formatLongDate(announcement.published_at ?? announcement.created_at, time_zone);
  await enqueueMail(
    recipients.map((r) => {
      const values: TemplateValues = {
        user_name: r.name,
        family_name: family.name,
        title: announcement.title,
        content: announcement.content,
        announcement_date: date,
      };
      const unsubscribe = unsubscribeUrl(r.id, "announcements");
      return {
        to: r.email,
        subject: renderSubject(template.subject, values),
        text: `${renderText(template.body, values)}\n\n--\nStop announcement emails: ${unsubscribe}\n`,
        html: renderHtml(template.body, values).replace(
          "</body>",
          `<p style="font-size:12px;color:#5c635f"><a href="${escapeHtml(unsubscribe)}">Stop announcement emails</a></p></body>`,
        ),
        headers: unsubscribeHeaders(unsubscribe),
      };
    }),
  );
  return recipients.length;
}
