// The super admin console's /api/super-admin/* in the OpenAPI document (see app/lib/api-doc.ts).
// Every call is for platform super admins only: any family role gets 403.
import { z } from "zod";
import { defineArea, type ApiCall } from "~/lib/api-doc";
import { int } from "~/lib/inputs";
import { ROLES } from "~/lib/permissions";
import { PLATFORM_FORBIDDEN } from "./platform-actor.server";
import { LIST_LIMIT } from "./superadmin.server";
import { FAMILY_NAME_MAX, PASSWORD_MIN, SA_MSG, TIERS, emailChangeInput, familyNameInput, passwordResetInput, planInput, searchInput, suspendInput } from "./inputs";

const tier = z.enum(TIERS);
const role = z.enum(ROLES as [string, ...string[]]);
const nextCursor = z.int().nullable().meta({ description: "Send it back as `cursor` for the next page; null on the last page" });

const userResponse = z.object({
  id: z.int(),
  name: z.string(),
  email: z.string(),
  role,
  family_id: z.int(),
  family_name: z.string(),
  subscription_tier: tier,
  created_at: z.string(),
  suspended_at: z.string().nullable(),
  suspended_reason: z.string().nullable(),
});

const familyResponse = z.object({
  id: z.int(),
  name: z.string(),
  family_code: z.string(),
  member_count: z.int(),
  actual_member_count: z.int().meta({ description: "The counted accounts (the same as member_count: no stored counter can drift)" }),
  subscription_tier: tier,
  subscription_status: z.string(),
  created_at: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
});

const auditEntry = z.object({
  id: z.int(),
  actor_name: z.string(),
  actor_email: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.int(),
  target_label: z.string(),
  details: z.string(),
  timestamp: z.string(),
});

/** The lists page in the body: `limit` (1 to 100, default 100) and `cursor`, `next_cursor` in the answer. */
const pageQuery = z.object({
  limit: int({ min: 1, max: LIST_LIMIT, fallback: LIST_LIMIT }).meta({ description: `Page size, 1 to ${LIST_LIMIT}` }),
  cursor: int({ min: 1 }).optional().meta({ description: "The next_cursor of the previous page; leave out for the first page" }),
});
const pageErrors: Array<[number, string]> = [
  [400, `limit must be a whole number from 1 to ${LIST_LIMIT}`],
  [400, "cursor must be a positive id"],
];

/** Every call: the platform.admin permission (super admins only), and the one refusal text. */
function platform(call: ApiCall): ApiCall {
  return {
    ...call,
    permission: "platform.admin",
    rule: "Platform super admins only",
    errors: [[403, PLATFORM_FORBIDDEN], ...(call.errors ?? [])],
  };
}
const platformCalls = (calls: ApiCall[]): ApiCall[] => calls.map(platform);

const userNotFound: [number, string] = [404, SA_MSG.userNotFound];
const familyNotFound: [number, string] = [404, SA_MSG.familyNotFound];

export const superAdminDoc = defineArea({
  id: "super-admin",
  title: "Super admin",
  description:
    "The platform console: analytics, every user and family across the server, account changes and the platform audit log. Every change is written to the platform audit log (and changes to a family also to that family's own log).",
  calls: platformCalls([
    {
      method: "get",
      path: "/super-admin/analytics/overview",
      summary: "Platform totals: users, families, subscriptions and feature usage",
      response: z.object({
        users: z.object({ total: z.int(), recent_30_days: z.int() }),
        families: z.object({ total: z.int(), average_size: z.number().meta({ description: "Users per family, one decimal" }) }),
        subscriptions: z.object({
          total_mrr: z.number().meta({ description: "Monthly recurring revenue of active paid plans, in dollars" }),
          conversion_rate: z.number().meta({ description: "Percent of families on a paid plan, one decimal" }),
          free: z.int(),
          small_family: z.int(),
          medium_family: z.int(),
        }),
        feature_usage: z.object({ photos: z.int(), events: z.int(), surveys: z.int() }),
      }),
    },
    {
      method: "get",
      path: "/super-admin/users/search",
      summary: "Find users by name, email or family name (case-insensitive, newest first, at most 100)",
      query: searchInput,
      response: z.object({ users: z.array(userResponse), count: z.int() }),
      errors: [[400, SA_MSG.searchShort]],
    },
    {
      method: "get",
      path: "/super-admin/users/all",
      summary: "Every user, newest first, a page at a time",
      query: pageQuery,
      response: z.object({ users: z.array(userResponse), next_cursor: nextCursor }),
      errors: pageErrors,
    },
    {
      method: "get",
      path: "/super-admin/users/{id}",
      summary: "One user",
      response: userResponse,
      errors: [userNotFound],
    },
    {
      method: "delete",
      path: "/super-admin/users/{id}",
      summary: "Delete a user (never a super admin)",
      description:
        "An owner's family passes to the longest-standing admin, else member, else guest. Deleting the last person of a family deletes the family and all its data.",
      response: z.object({
        message: z.string(),
        family_deleted: z.boolean(),
        new_owner: z.object({ id: z.int(), name: z.string() }).nullable().meta({ description: "Who became owner, when an owner was deleted" }),
      }),
      errors: [[403, SA_MSG.superAdminDelete], userNotFound],
    },
    {
      method: "put",
      path: "/super-admin/users/{id}/email",
      summary: "Change a user's email address",
      body: emailChangeInput,
      response: z.object({ message: z.string(), email: z.string() }),
      errors: [[400, SA_MSG.newEmail], [400, SA_MSG.validEmail], userNotFound, [409, SA_MSG.emailTaken]],
      example: { new_email: "someone@example.org" },
    },
    {
      method: "put",
      path: "/super-admin/users/{id}/password",
      summary: `Set a user's password (at least ${PASSWORD_MIN} characters); they are signed out everywhere`,
      body: passwordResetInput,
      response: z.object({ message: z.string() }),
      errors: [[400, SA_MSG.password], userNotFound],
      example: { new_password: "a-new-password" },
    },
    {
      method: "put",
      path: "/super-admin/users/{id}/suspended",
      summary: "Suspend a user (signed out at once, cannot sign in) or restore them; never a super admin",
      body: suspendInput,
      response: z.object({ message: z.string(), suspended: z.boolean() }),
      errors: [[403, SA_MSG.superAdminSuspend], userNotFound],
      example: { suspended: true, reason: "Spam" },
    },
    {
      method: "get",
      path: "/super-admin/families/list",
      summary: "Every family, newest first, a page at a time",
      query: pageQuery,
      response: z.object({ families: z.array(familyResponse), next_cursor: nextCursor }),
      errors: pageErrors,
    },
    {
      method: "put",
      path: "/super-admin/families/{id}/name",
      summary: `Rename a family (not blank, different, at most ${FAMILY_NAME_MAX} characters)`,
      body: familyNameInput,
      response: z.object({ message: z.string(), name: z.string() }),
      errors: [[400, SA_MSG.differentName], [400, SA_MSG.nameTooLong], familyNotFound],
      example: { new_name: "The Robinsons" },
    },
    {
      method: "put",
      path: "/super-admin/families/{id}/plan",
      summary: "Set a family's plan without payment (nothing is charged; the provider's subscription, if any, is not touched)",
      body: planInput,
      response: z.object({ message: z.string(), subscription_tier: tier }),
      errors: [[400, SA_MSG.plan], familyNotFound],
      example: { tier: "medium_family" },
    },
    {
      method: "get",
      path: "/super-admin/export/users",
      summary: "Every user as CSV (id, name, email, role, family, plan, joined), streamed",
      responseType: "text/csv",
      headers: { "Content-Disposition": 'attachment; filename="users-YYYY-MM-DD.csv"' },
    },
    {
      method: "get",
      path: "/super-admin/audit-log",
      summary: "The platform audit log, newest first, a page at a time",
      query: pageQuery,
      response: z.object({ entries: z.array(auditEntry), next_cursor: nextCursor }),
      errors: pageErrors,
    },
  ]),
});
