// Plans: the tiers, the family's usage, upgrading through a checkout (the `subscription`
// payment purpose), downgrading, and the billing portal. Limits are enforced by
// assertWithinPlan in limits.server.ts.
import { z } from "zod";
import { env } from "~/lib/env.server";
import { HttpError, badRequest, forbidden, parseInput } from "~/lib/http.server";
import { recordAudit } from "~/lib/audit.server";
import { withTransaction } from "~/lib/db.server";
import { can } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";
import { familyGroup } from "~/features/family/family.server";
import { payments, pendingCheckout, startCheckout } from "~/features/payments/payments.server";
import { familyTier, familyUsage } from "./limits.server";
import { PLANS, TIER_ORDER, downgradeNotes, downgradeTargets, isTier, upgradeTargets, usageReport, type SubscriptionTier } from "./limits";
import { billingFor, clearSubscriptionId, setFamilyPlan } from "./subscription-purpose.server";

export const INVALID_PACKAGE = "Invalid subscription package selected";
/** Texts naming a plan, written out whole so the boundary can translate them by exact text (issue 40). */
const ALREADY_ON: Record<SubscriptionTier, string> = {
  free: "Your family is already on the Free plan. To move to a smaller plan, use Downgrade.",
  small_family: "Your family is already on the Small Family plan. To move to a smaller plan, use Downgrade.",
  medium_family: "Your family is already on the Large Family plan. To move to a smaller plan, use Downgrade.",
};
const NOW_ON: Record<SubscriptionTier, string> = {
  free: "Your family is now on the Free plan",
  small_family: "Your family is now on the Small Family plan",
  medium_family: "Your family is now on the Large Family plan",
};
export const BILLING_OWNER_ONLY = "Only the family owner can manage billing and change the plan";

/** GET /api/subscription-tiers */
export function listTiers() {
  return TIER_ORDER.map((id) => {
    const p = PLANS[id];
    return {
      id,
      name: p.label,
      monthly_price: p.monthlyPriceCents / 100,
      features: p.features,
      limits: p.limits,
      integrations: p.integrations,
    };
  });
}

/** GET /api/subscription/usage: §3 Usage (members, photos, events, surveys) and recommended_upgrade. */
export async function subscriptionUsage(actor: Actor) {
  const [tier, usage] = await Promise.all([familyTier(actor.familyId), familyUsage(actor.familyId)]);
  return usageReport(tier, usage);
}

/** GET /api/family-group, with the billing state the Plan tab needs (given the member count it has read, if so). */
export async function familyGroupWithBilling(actor: Actor, memberCount?: number) {
  const [group, pending, b] = await Promise.all([
    familyGroup(actor, memberCount),
    pendingCheckout(actor.familyId, "subscription"),
    billingFor(actor.familyId),
  ]);
  return {
    ...group,
    pending_upgrade: pending && isTier(pending.metadata.tier) ? pending.metadata.tier : null,
    has_billing_portal: payments().name === "stripe" && b?.provider === "stripe" && !!b.customerId,
  };
}

export const checkoutInput = z.object({ package_id: z.string({ message: INVALID_PACKAGE }).trim().max(40, INVALID_PACKAGE) });

function priceIdFor(tier: SubscriptionTier): string | undefined {
  if (tier === "small_family") return env().STRIPE_PRICE_SMALL_FAMILY;
  if (tier === "medium_family") return env().STRIPE_PRICE_MEDIUM_FAMILY;
  return undefined;
}

/** POST /api/payments/checkout/subscription {package_id} → {url}: owner only (billing, §6). */
export async function startSubscriptionCheckout(actor: Actor, raw: unknown) {
  const input = parseInput(checkoutInput, raw);
  if (!can(actor.role, "plan.billing")) throw forbidden(BILLING_OWNER_ONLY);
  const target = input.package_id;
  if (!isTier(target) || target === "free") throw badRequest(INVALID_PACKAGE);
  const current = await familyTier(actor.familyId);
  if (!upgradeTargets(current).includes(target)) {
    throw badRequest(ALREADY_ON[current]);
  }
  const plan = PLANS[target];
  const old = await billingFor(actor.familyId);
  const result = await startCheckout(actor, {
    purpose: "subscription",
    description: `Kindred ${plan.label} plan (monthly)`,
    amountCents: plan.monthlyPriceCents,
    providerPriceId: priceIdFor(target),
    metadata: {
      tier: target,
      ...(old?.subscriptionId && old.provider === payments().name ? { replaces_subscription: old.subscriptionId } : {}),
    },
    cancelPath: "/dashboard/subscription",
  });
  return { url: result.url, session_id: result.session_id };
}

export const downgradeInput = z.object({ target_tier: z.string({ message: "Please choose a plan to downgrade to" }).trim().max(40) });

/**
 * PUT /api/family-group/downgrade {target_tier}: owner only; medium → small or free, small → free.
 * Nothing is removed (§4): content above the smaller plan's limits is kept, and adding more is
 * refused by assertWithinPlan until the family is under the limit. `over_limits` says what is
 * over (the confirm dialog shows the same list before). A provider subscription is changed (to
 * the smaller price, from the next period) or cancelled. Custom branding is kept, not shown.
 */
export async function downgradePlan(actor: Actor, raw: unknown) {
  const input = parseInput(downgradeInput, raw);
  if (!can(actor.role, "plan.downgrade")) throw forbidden("Only the family owner can downgrade the plan");
  const current = await familyTier(actor.familyId);
  const target = input.target_tier;
  if (!isTier(target) || !downgradeTargets(current).includes(target)) {
    throw badRequest(
      current === "free"
        ? "Your family is already on the Free plan"
        : `${PLANS[current].label} can only be downgraded to ${downgradeTargets(current).map((t) => PLANS[t].label).join(" or ")}`,
    );
  }
  const notes = downgradeNotes(target, await familyUsage(actor.familyId));
  const over = notes.filter((n) => n.over);
  const b = await billingFor(actor.familyId);
  if (b?.subscriptionId && b.provider === payments().name) {
    const plan = PLANS[target];
    try {
      await payments().changeSubscription(
        b.subscriptionId,
        target === "free" ? "cancel" : { priceId: priceIdFor(target), name: `Kindred ${plan.label} plan (monthly)`, amountCents: plan.monthlyPriceCents },
      );
    } catch (error) {
      console.error("[plans] provider subscription change failed", error);
      throw new HttpError(502, "Failed to downgrade subscription");
    }
  }
  const overText = over.map((n) => `${n.current} ${n.resource} of ${n.limit}`).join(", ");
  await withTransaction(async () => {
    await setFamilyPlan(actor.familyId, target);
    if (target === "free" && b) await clearSubscriptionId(actor.familyId);
    await recordAudit(
      actor,
      "plan_downgrade",
      "subscription",
      `Downgraded from ${PLANS[current].label} to ${PLANS[target].label}${over.length ? ` (kept above the new limits: ${overText})` : ""}`,
    );
  });
  return {
    message: NOW_ON[target],
    over_limits: over.map((n) => ({ resource: n.resource, current: n.current, limit: n.limit, text: n.text })),
    family_group: await familyGroupWithBilling(actor),
  };
}

/** "Manage billing": the provider's customer portal (Stripe), owner only. */
export async function billingPortalUrl(actor: Actor): Promise<string> {
  if (!can(actor.role, "plan.billing")) throw forbidden(BILLING_OWNER_ONLY);
  const b = await billingFor(actor.familyId);
  if (!b?.customerId || b.provider !== payments().name) throw badRequest("There is no billing account to manage yet");
  const url = await payments().createPortalSession(b.customerId, `${env().APP_ORIGIN}/dashboard/subscription`);
  if (!url) throw badRequest("There is no billing account to manage yet");
  return url;
}
