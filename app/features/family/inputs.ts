// zod inputs for role changes and family settings (strict pieces from ~/lib/inputs).
import { z } from "zod";
import { choice, flag, text, timeZone } from "~/lib/inputs";
import type { Role } from "~/lib/permissions";

/** Roles that can be given (super_admin is never granted through a family). */
const ASSIGNABLE = ["owner", "admin", "member", "guest"] as const satisfies readonly Role[];

export const roleChangeInput = z.object({
  new_role: choice(ASSIGNABLE, { message: "Please select a role" }),
  reason: text({ max: 500, tooLong: "Reason must be at most 500 characters" }),
});

export const settingsInput = z.object({
  allow_all_users_create_events: flag(),
  allow_all_users_add_photos: flag(),
  show_subscription_to_members: flag(),
  show_daily_inspiration: flag(),
  enable_email_notifications: flag(),
  admins_can_export: flag(),
  time_zone: timeZone({ message: "Please choose a valid time zone", optional: true }).transform((v) => v || "UTC"),
});
export type FamilySettings = z.infer<typeof settingsInput>;
