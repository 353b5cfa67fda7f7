import { z } from "zod";
import { choice, isTimeZone, text as inputText } from "~/lib/inputs";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());

/** §3 Role change form: `new_role` must be one of the family roles ('Please select a role'). */
export const roleChangeInput = z.object({
  new_role: choice(["owner", "admin", "member", "guest"] as const, { message: "Please select a role" }),
  reason: inputText({ max: 500 }),
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
