// Announcement notification emails: rendered from the family's announcement_notification template
// and written to the persisted mail outbox (delivered in the background; see lib/mail.server.ts).
import { and, eq, ne } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { enqueueMail } from "~/lib/mail.server";
import { formatLongDate } from "~/lib/dates";
import { getFamily, getSettings } from "~/features/family/family.server";
import { loadTemplate } from "~/features/emailTemplates/emailTemplates.server";
import { renderHtml, renderSubject, renderText, type TemplateValues } from "~/features/emailTemplates/template";

/**
 * Queues one email per family account with an email address, except `excludeUserId` (the author).
 * Returns how many were queued. Never throws for delivery problems: sending happens later. Called
 * inside the caller's transaction, the emails are part of it (sent once it commits).
 */
export async function notifyFamily(
  familyId: number,
  announcement: { title: string; content: string; published_at: string | null; created_at: string },
  excludeUserId: number | null,
): Promise<number> {
  const u = schema.users;
  const recipients = (
    await db()
      .select({ id: u.id, name: u.name, email: u.email })
      .from(u)
      .where(excludeUserId === null ? eq(u.familyId, familyId) : and(eq(u.familyId, familyId), ne(u.id, excludeUserId)))
  ).filter((r) => r.email.includes("@"));
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
      return {
        to: r.email,
        subject: renderSubject(template.subject, values),
        text: renderText(template.body, values),
        html: renderHtml(template.body, values),
      };
    }),
  );
  return recipients.length;
}
