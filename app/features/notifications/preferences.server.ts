// A member's own email choices (issue 28): announcements, event reminders, the weekly digest and
// birthday reminders, each on unless turned off. Changed from the profile, /api/profile/notifications
// or an email's one-click unsubscribe (that one changes only its own kind). Beside them, the Web Push
// switches (issue 39): the same kinds on this person's subscribed devices, plus photo comments.
import { eq, inArray } from "drizzle-orm";
import { z } from "zod";
import { db, first, prepared, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { optionalFlag } from "~/lib/inputs";
import { parseInput } from "~/lib/http.server";
import type { Actor } from "~/lib/session.server";
import { NOTIFICATION_KINDS, type NotificationKind } from "./links.server";
import { NOTIFICATION_LABELS } from "./labels";

export const PUSH_KINDS = ["announcements", "event_reminders", "birthdays", "photo_comments"] as const;
export type PushKind = (typeof PUSH_KINDS)[number];
export const PUSH_FIELDS = ["push_announcements", "push_event_reminders", "push_birthdays", "push_photo_comments"] as const;
type PushField = (typeof PUSH_FIELDS)[number];

export type NotificationPreferences = Record<NotificationKind, boolean> & Record<PushField, boolean>;

export { NOTIFICATION_LABELS };

export const preferencesInput = z.object({
  announcements: optionalFlag(),
  event_reminders: optionalFlag(),
  digest: optionalFlag(),
  birthdays: optionalFlag(),
  push_announcements: optionalFlag(),
  push_event_reminders: optionalFlag(),
  push_birthdays: optionalFlag(),
  push_photo_comments: optionalFlag(),
});

const ALL_ON: NotificationPreferences = {
  announcements: true,
  event_reminders: true,
  digest: true,
  birthdays: true,
  push_announcements: true,
  push_event_reminders: true,
  push_birthdays: true,
  push_photo_comments: true,
};

type Row = typeof schema.notificationPreferences.$inferSelect;
const fromRow = (row: Row | undefined): NotificationPreferences =>
  row
    ? {
        announcements: row.announcements,
        event_reminders: row.eventReminders,
        digest: row.digest,
        birthdays: row.birthdays,
        push_announcements: row.pushAnnouncements,
        push_event_reminders: row.pushEventReminders,
        push_birthdays: row.pushBirthdays,
        push_photo_comments: row.pushPhotoComments,
      }
    : { ...ALL_ON };

// Home reads them on every visit: prepared once (decision record 270).
const preferencesOf = prepared((d) =>
  d
    .select()
    .from(schema.notificationPreferences)
    .where(eq(schema.notificationPreferences.userId, param("userId")))
    .limit(limitOf(1))
    .prepare(),
);

export async function getPreferences(userId: number): Promise<NotificationPreferences> {
  return fromRow(await preferencesOf.one({ userId }));
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
      pushAnnouncements: next.push_announcements,
      pushEventReminders: next.push_event_reminders,
      pushBirthdays: next.push_birthdays,
      pushPhotoComments: next.push_photo_comments,
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
  const input = Object.fromEntries([...NOTIFICATION_KINDS, ...PUSH_FIELDS].map((k) => [k, form[k] === "on" || form[k] === "true"]));
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

/** Of `userIds`, those who want push notifications of `kind` (on unless turned off). */
export async function wantingPush(userIds: number[], kind: PushKind): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const p = schema.notificationPreferences;
  const field = `push_${kind}` as PushField;
  const rows = await db().select().from(p).where(inArray(p.userId, userIds));
  const off = new Set(rows.filter((r) => !fromRow(r)[field]).map((r) => r.userId));
  return new Set(userIds.filter((id) => !off.has(id)));
}
