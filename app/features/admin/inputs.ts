// The Admin tab's inputs (page forms and /api JSON alike). Texts are the spec's, verbatim.
import { z } from "zod";
import { int, optionalId, text } from "~/lib/inputs";
import { FAMILY_DESCRIPTION_MAX, FAMILY_NAME_MAX } from "~/features/family/rules";

export { FAMILY_DESCRIPTION_MAX, FAMILY_NAME_MAX };

export const ADMIN_MSG = {
  familyNameEmpty: "Family name cannot be empty",
  familyNameTooLong: `Family name must be at most ${FAMILY_NAME_MAX} characters`,
  removeOwner: "Permission Denied: the owner cannot be removed",
  removeSelf: "You cannot remove yourself",
  removeForbidden: "You do not have permission to remove members",
  renameForbidden: "Only the owner can edit the family name",
  rotateForbidden: "You do not have permission to issue a new family code",
  targetMismatch: "target_user_id does not match the account in the address",
} as const;

/** §3 Removal form: {target_user_id, reason}; the id in the address decides, a different body id is a 400. */
export const removalInput = z.object({
  target_user_id: optionalId().meta({ type: "integer", minimum: 1, description: "Must match the id in the address when given" }),
  reason: text({ max: 500 }),
});

/** §6 Edit family name (owner): the name, and the description shown on the invite page. */
export const familyNameInput = z.object({
  name: text({ max: FAMILY_NAME_MAX, required: ADMIN_MSG.familyNameEmpty, tooLong: ADMIN_MSG.familyNameTooLong }),
  description: text({ max: FAMILY_DESCRIPTION_MAX }).optional(),
});

/** `GET /api/family/audit-logs?limit=&cursor=`: newest first; `cursor` is the last id already seen. */
export const auditQuery = z.object({
  limit: int({ min: 1, max: 500, fallback: 100, message: "limit must be a whole number from 1 to 500" }),
  cursor: optionalId("cursor must be a valid id"),
});
