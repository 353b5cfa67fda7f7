// The settings form (shared by the Admin page and its action).
import type { FamilySettings } from "~/features/family/inputs";

export const SETTING_FLAGS = [
  "allow_all_users_create_events",
  "allow_all_users_add_photos",
  "show_subscription_to_members",
  "show_daily_inspiration",
  "enable_email_notifications",
  "remember_in_birthdays",
] as const satisfies readonly (keyof FamilySettings)[];

export const SETTING_LABELS: Record<(typeof SETTING_FLAGS)[number], { label: string; hint: string }> = {
  allow_all_users_create_events: { label: "Allow all users to create events", hint: "Otherwise only owners and admins can." },
  allow_all_users_add_photos: { label: "Allow all users to add photos", hint: "Otherwise only owners and admins can." },
  show_subscription_to_members: { label: "Show the Plan tab to members", hint: "Members can see the invite link and plan." },
  show_daily_inspiration: { label: "Show daily inspiration", hint: "A Bible verse with a short reflection on Home." },
  remember_in_birthdays: {
    label: "Remember those who have died in Birthdays",
    hint: "People of the family tree with a death date show on their birthday, marked in memory (“would have been 90”).",
  },
  enable_email_notifications: {
    label: "Enable email notifications",
    hint: "Owners and admins may email the family about new announcements.",
  },
};

/**
 * The settings form as a complete object: an unticked checkbox is absent from the form, so every
 * flag is set explicitly (updateSettings merges over the current settings).
 */
export function settingsFromInput(input: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of SETTING_FLAGS) out[k] = input[k] === "on";
  out.time_zone = typeof input.time_zone === "string" ? input.time_zone : "";
  for (const k of ["event_reminders", "digest_day", "digest_hour", "language"]) if (typeof input[k] === "string") out[k] = input[k];
  return out;
}
