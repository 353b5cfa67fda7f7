// zod inputs for role changes and family settings (strict pieces from ~/lib/inputs).
import { z } from "zod";
import { choice, flag, int, text, timeZone } from "~/lib/inputs";
import type { Role } from "~/lib/permissions";
import { LANGUAGES } from "~/lib/i18n/languages";

/** Roles that can be given (super_admin is never granted through a family). */
const ASSIGNABLE = ["owner", "admin", "member", "guest"] as const satisfies readonly Role[];

export const roleChangeInput = z.object({
  new_role: choice(ASSIGNABLE, { message: "Please select a role" }),
  reason: text({ max: 500, tooLong: "Reason must be at most 500 characters" }),
});

/** off, one day before (the default), or one week and one day before. */
export const EVENT_REMINDER_CHOICES = ["off", "1d", "1w1d"] as const;

export const settingsInput = z.object({
  allow_all_users_create_events: flag(),
  allow_all_users_add_photos: flag(),
  show_subscription_to_members: flag(),
  show_daily_inspiration: flag(),
  enable_email_notifications: flag(),
  admins_can_export: flag(),
  remember_in_birthdays: flag(),
  time_zone: timeZone({ message: "Please choose a valid time zone", optional: true }).transform((v) => v || "UTC"),
  // Reminders and digests (decision record 180).
  event_reminders: choice(EVENT_REMINDER_CHOICES, { message: "Please choose when event reminders are sent", fallback: "1d" }),
  digest_day: int({ min: 0, max: 6, message: "Please choose the digest's day (0 = Sunday ... 6 = Saturday)", fallback: 1 }),
  digest_hour: int({ min: 0, max: 23, message: "Please choose the digest's hour (0 to 23)", fallback: 8 }),
  // The family's default language (issue 40): emails to members who chose none, and pages when
  // the browser names none of ours.
  language: choice(LANGUAGES, { message: "Please choose one of the languages offered", fallback: "en" }),
});
export type FamilySettings = z.infer<typeof settingsInput>;
