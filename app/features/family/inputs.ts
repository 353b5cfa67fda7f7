import { z } from "zod";
import { isTimeZone } from "~/lib/inputs";
import { ROLES, type Role } from "~/lib/permissions";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());

export const roleChangeInput = z.object({
  new_role: text.refine((v): v is Role => (ROLES as readonly string[]).includes(v) && v !== "super_admin", "Please select a role")
    .transform((v) => v as Role),
  reason: text.transform((v) => v.trim().slice(0, 500)),
});

/** Checkbox values from forms ("on") and JSON booleans both count. */
const flag = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1" || v === 1, z.boolean());


export const settingsInput = z.object({
  allow_all_users_create_events: flag,
  allow_all_users_add_photos: flag,
  show_subscription_to_members: flag,
  show_daily_inspiration: flag,
  enable_email_notifications: flag,
  time_zone: text.transform((v) => v.trim() || "UTC").refine(isTimeZone, "Please choose a valid time zone"),
});
export type FamilySettings = z.infer<typeof settingsInput>;
