// Every integrations call: the family needs a paid plan (403 with the plan text, checked first so
// a free family always learns why), then the caller needs integrations.use (owner and admin).
import { assertWithinPlan, familyTier } from "~/features/plans/limits.server";
import { authorize } from "~/lib/guard.server";
import type { Actor } from "~/lib/session.server";

export const ROLE_DENIED = "Only the owner and admins can manage integrations";

export async function requireIntegrations(actor: Actor): Promise<void> {
  await assertWithinPlan(actor.familyId, "integrations");
  authorize(actor, "integrations.use", ROLE_DENIED);
}

/** For the page: whether the family's plan unlocks integrations (no throw). */
export async function integrationsUnlocked(familyId: number): Promise<boolean> {
  return (await familyTier(familyId)) !== "free";
}
