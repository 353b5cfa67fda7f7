// A member's own email choices (issue 28): announcements, event reminders, the weekly digest and
// birthday reminders, each on unless turned off. Changed from the profile, /api/profile/notifications
// or an email's one-click unsubscribe (that one changes only its own kind).
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db, first, schema, withTransaction } from "~/lib/db.server";
import { optionalFlag } from "~/lib/inputs";
import { parseInput } from "~/lib/http.server";
import type { Actor } from "~/lib/session.server";
import { NOTIFICATION_KINDS, type NotificationKind } from "./links.server";
import { NOTIFICATION_LABELS } from "./labels";

export type NotificationPreferences = Record<NotificationKind, boolean>;

export { NOTIFICATION_LABELS };

export const preferencesInput = z.object({
  announcements: optionalFlag(),
  event_reminders: optionalFlag(),
  digest: optionalFlag(),
  birthdays: optionalFlag(),
});

const ALL_ON: NotificationPreferences = { announcements: true, event_reminders: true, digest: true, birthdays: true };

type Row = typeof schema.notificationPreferences.$inferSelect;
const fromRow = (row: Row | undefined): NotificationPreferences =>
  row ? { announcements: row.announcements, event_reminders: row.eventReminders, digest: row.digest, birthdays: row.birthdays } : { ...ALL_ON };

export async function getPreferences(userId: number): Promise<NotificationPreferences> {
  const p = schema.notificationPreferences;
  return fromRow(await first(db().select().from(p).where(eq(p.userId, userId)).limit(1)));
}

/** GET /api/profile/notifications */
export async function myPreferences(actor: Actor): Promise<NotificationPreferences> {
  return getPreferences(actor.userId);
}

/** Writes the choices given (the others stay as they are). */
export async function setPreferences(userId: number, changes: Partial<NotificationPreferences>): Promise<NotificationPreferences> {
  const p = schema.notificationPreferences;
  return withTransaction(async (tx) => {
    const current = fromRow(await first(tx.select().from(p).where(eq(p.userId, userId)).limit(1)));
    const next = { ...current, ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) } as NotificationPreferences;
    const values = {
      announcements: next.announcements,
      eventReminders: next.event_reminders,
      digest: next.digest,
      birthdays: next.birthdays,
      updatedAt: new Date().toISOString(),
    };
    await tx.insert(p).values({ userId, ...values }).onConflictDoUpdate({ target: p.userId, set: values });
    return next;
  });
}

/** PUT /api/profile/notifications: a partial object of flags. */
export async function updateMyPreferences(actor: Actor, raw: unknown): Promise<NotificationPreferences> {
  const input = parseInput(preferencesInput, raw ?? {});
  return setPreferences(actor.userId, input);
}

/** The profile form: every flag is sent (an unticked checkbox is absent, so off). */
export async function updateMyPreferencesFromForm(actor: Actor, form: Record<string, unknown>): Promise<NotificationPreferences> {
  const input = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, form[k] === "on" || form[k] === "true"]));
  return updateMyPreferences(actor, input);
}

/** Of `userIds`, those who want emails of `kind`. */
export async function wantingEmail(userIds: number[], kind: NotificationKind): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const p = schema.notificationPreferences;
  const rows = await db().select().from(p).where(inArray(p.userId, userIds));
  const off = new Set(rows.filter((r) => !fromRow(r)[kind]).map((r) => r.userId));
  return new Set(userIds.filter((id) => !off.has(id)));
}
