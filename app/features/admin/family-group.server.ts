// The family's name, description and code, edited from the Admin tab.
import { eq } from "drizzle-orm";
import { schema, withTransaction } from "~/lib/db.server";
import { parseInput } from "~/lib/http.server";
import { recordAudit } from "~/lib/audit.server";
import { authorize } from "~/lib/guard.server";
import { uniqueFamilyCode } from "~/lib/family-code.server";
import type { Actor } from "~/lib/session.server";
import { getFamily } from "~/features/family/family.server";
import { ADMIN_MSG, familyNameInput } from "./inputs";

/**
 * §6 `PUT /api/family-group/name` {name, description?} (owner): 'Family name cannot be empty',
 * at most 50 characters. The description is what the invite page shows; left out, it is kept.
 */
export async function renameFamily(actor: Actor, raw: unknown) {
  authorize(actor, "family.rename", ADMIN_MSG.renameForbidden);
  const input = parseInput(familyNameInput, raw);
  // Read and written in one transaction: the audit line describes the change actually made.
  return withTransaction(async (tx) => {
    const family = await getFamily(actor.familyId);
    const description = input.description ?? family.description;
    const changes = [
      input.name !== family.name ? `Renamed the family from "${family.name}" to "${input.name}"` : null,
      description !== family.description ? "Updated the family description" : null,
    ].filter((c): c is string => c !== null);
    if (changes.length > 0) {
      await tx.update(schema.families).set({ name: input.name, description }).where(eq(schema.families.id, actor.familyId));
      await recordAudit(actor, "family_rename", "family", changes.join("; "), actor.familyId);
    }
    return { message: "Family name updated successfully", name: input.name, description };
  });
}

/**
 * A new family code (owner and admin): the old code and every invite link built on it stop
 * working at once (the invite page shows 'Invalid Invite Link'). Accounts are not affected.
 */
export async function rotateFamilyCode(actor: Actor) {
  authorize(actor, "family.rotateCode", ADMIN_MSG.rotateForbidden);
  const code = await withTransaction(async (tx) => {
    const old = (await getFamily(actor.familyId)).familyCode;
    const next = await uniqueFamilyCode();
    await tx.update(schema.families).set({ familyCode: next }).where(eq(schema.families.id, actor.familyId));
    await recordAudit(actor, "family_code_rotate", "family", `Issued a new family code; the old code ${old} and its invite links no longer work`, actor.familyId);
    return next;
  });
  return { message: "A new family code was generated. The old code and invite links no longer work.", family_code: code };
}
