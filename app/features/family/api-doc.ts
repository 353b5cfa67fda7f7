// Family codes, invites, accounts, roles and settings in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea } from "~/lib/api-doc";
import { rateLimited } from "~/lib/rate-limit-text";
import { ROLES } from "~/lib/permissions";
import { shownBrandingResponse } from "~/features/plans/api-doc";
import { roleChangeInput, settingsInput } from "./inputs";

const role = z.enum(ROLES as [string, ...string[]]);
export const accountResponse = z.object({ id: z.int(), name: z.string(), email: z.string(), role, created_at: z.string() });
export const settingsResponse = z.object({
  allow_all_users_create_events: z.boolean(),
  allow_all_users_add_photos: z.boolean(),
  show_subscription_to_members: z.boolean(),
  show_daily_inspiration: z.boolean(),
  enable_email_notifications: z.boolean(),
  admins_can_export: z.boolean(),
  remember_in_birthdays: z.boolean().describe("Remembered people of the family tree show in Birthdays on their birthday, marked in memory"),
  time_zone: z.string(),
  event_reminders: z.enum(["off", "1d", "1w1d"]).describe("Event reminder emails: off, one day before, or one week and one day before"),
  digest_day: z.int().describe("The weekly digest's day in the family's time zone: 0 = Sunday ... 6 = Saturday"),
  digest_hour: z.int().describe("The weekly digest's hour (0-23) in the family's time zone"),
  language: z.enum(["en", "es", "fr", "de", "ar"]).describe("The family's default language: emails to members who chose none, pages when the browser names none of ours"),
});
const lookupLimit = rateLimited(1);

export const familyDoc = defineArea({
  id: "family",
  title: "Family, invites and roles",
  description: "Family code lookups and invites (public), the family's accounts, role changes and family settings.",
  calls: [
    {
      method: "get",
      path: "/family-code/{code}",
      auth: "public",
      summary: "Look up a family code before joining",
      response: z.object({ name: z.string(), member_count: z.int(), subscription_tier: z.string(), can_join: z.boolean() }),
      errors: [[404, "Invalid family code"], lookupLimit],
    },
    {
      method: "get",
      path: "/invite/{code}",
      auth: "public",
      summary: "What an invite link shows",
      response: z.object({ family_name: z.string(), description: z.string(), member_count: z.int(), branding: shownBrandingResponse }),
      errors: [[404, "Invalid invite link. Please check the link or contact the family member who shared it."], lookupLimit],
    },
    {
      method: "get",
      path: "/invite-stats/{code}",
      summary: "How many people joined through invite links",
      permission: "inviteStats.view",
      response: z.object({
        total_invite_joins: z.int(),
        recent_invite_joins: z.int(),
        recent_joins: z.array(z.object({ user_name: z.string(), joined_at: z.string() })),
      }),
      errors: [[404, "Family group not found"]],
    },
    { method: "get", path: "/family/members", summary: "The family's accounts", response: z.array(accountResponse) },
    {
      method: "post",
      path: "/family/members/{id}/role",
      summary: "Change a member's role (giving `owner` transfers ownership; the previous owner becomes an admin)",
      permission: "member.changeRole",
      rule: "Only the owner may give the owner role; an admin cannot act on an owner; nobody on themselves",
      body: roleChangeInput,
      response: z.object({ message: z.string() }).catchall(z.unknown()),
      errors: [
        [400, "Please select a role"],
        [403, "You do not have permission to change roles"],
        [403, "You cannot change your own role"],
        [403, "Permission Denied: an admin cannot change an owner's role"],
        [403, "Only the owner can transfer ownership"],
        [404, "Member not found"],
        [409, "The family changed in the meantime. Please reload and try again."],
      ],
      example: { new_role: "admin", reason: "Helps organise the reunion" },
    },
    { method: "get", path: "/family/settings", summary: "The family settings", response: settingsResponse },
    {
      method: "post",
      path: "/family/settings",
      summary: "Change the family settings (send every setting)",
      permission: "settings.manage",
      body: settingsInput,
      response: settingsResponse,
      errors: [[400, "Please choose a valid time zone"]],
      example: {
        allow_all_users_create_events: true,
        allow_all_users_add_photos: true,
        show_subscription_to_members: false,
        show_daily_inspiration: true,
        enable_email_notifications: true,
        admins_can_export: false,
        remember_in_birthdays: false,
        time_zone: "America/Chicago",
        event_reminders: "1w1d",
        digest_day: 1,
        digest_hour: 8,
        language: "en",
      },
    },
  ],
});
