// Admin calls (member removal, family name and code, audit log, email template) in the OpenAPI
// document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, fails, messageResponse } from "~/lib/api-doc";
import { templateInput, TEMPLATE_MSG } from "~/features/emailTemplates/inputs";
import { ADMIN_MSG, familyNameInput, removalInput } from "./inputs";

/** One audit log entry: the API's answer and the server's type (`AuditEntry`) are this one shape. */
export const auditEntryResponse = z.object({ id: z.int(), action: z.string(), actor_name: z.string(), target_type: z.string(), details: z.string(), timestamp: z.string() });

const templateResponse = z.object({
  key: z.string(),
  subject: z.string(),
  body: z.string(),
  variables: z.array(z.string()),
  is_default: z.boolean(),
  updated_at: z.string().nullable(),
});

export const adminDoc = defineArea({
  id: "admin",
  title: "Admin",
  description: "Removing members, the family's name and code, the audit log and the announcement email template.",
  calls: [
    {
      method: "delete",
      path: "/admin/users/{id}",
      summary: "Remove an account from the family (its sessions and tokens end)",
      permission: "member.remove",
      body: removalInput,
      response: messageResponse.catchall(z.unknown()),
      errors: [
        [400, ADMIN_MSG.targetMismatch],
        ...fails(403, ADMIN_MSG.removeForbidden, ADMIN_MSG.removeSelf, ADMIN_MSG.removeOwner),
        [404, "Member not found"],
        [409, "The family changed in the meantime. Please reload and try again."],
      ],
      example: { target_user_id: 7, reason: "Left the family group" },
    },
    {
      method: "put",
      path: "/family-group/name",
      summary: "Rename the family (and its invite-page description)",
      permission: "family.rename",
      body: familyNameInput,
      response: z.object({ message: z.string(), name: z.string(), description: z.string() }),
      errors: [...fails(400, ADMIN_MSG.familyNameEmpty, ADMIN_MSG.familyNameTooLong), [403, ADMIN_MSG.renameForbidden]],
      example: { name: "The Lovelaces", description: "Everyone descended from Ada and William" },
    },
    {
      method: "post",
      path: "/family-group/rotate-code",
      summary: "Issue a new family code (the old code and invite links stop working)",
      permission: "family.rotateCode",
      response: z.object({ message: z.string(), family_code: z.string() }),
      errors: [[403, ADMIN_MSG.rotateForbidden]],
    },
    {
      method: "get",
      path: "/family/audit-logs",
      summary: "The audit log, newest first",
      permission: "audit.view",
      paged: { defaultLimit: 100, max: 500 },
      headers: { Link: 'The next page as rel="next"' },
      response: z.array(auditEntryResponse),
    },
    {
      method: "get",
      path: "/email-templates/{key}",
      summary: "An email template (key: announcement_notification)",
      permission: "emailTemplate.manage",
      params: { key: z.enum(["announcement_notification"]) },
      response: templateResponse,
      errors: [[404, "Email template not found"]],
    },
    {
      method: "post",
      path: "/email-templates/{key}",
      summary: "Change an email template",
      permission: "emailTemplate.manage",
      params: { key: z.enum(["announcement_notification"]) },
      body: templateInput,
      response: templateResponse,
      errors: [[400, TEMPLATE_MSG.fillBoth], [404, "Email template not found"]],
      example: { subject: "New Announcement: {title}", body: "Hello {user_name},\n\n{content}" },
    },
  ],
});
