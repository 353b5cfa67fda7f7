// The `subscription` payment purpose: a paid checkout moves the family to the tier it bought;
// the provider's subscription and invoice events keep the status in step (deleted → free,
// invoice paid → active, payment failed → past_due and an email to the owner).
// Only types come from the payments module, so there is no import cycle with it.
import { and, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { enqueueMail } from "~/lib/mail.server";
import { env } from "~/lib/env.server";
import type { CheckoutRecord, PaymentsPort, ProviderEvent, ProviderSession, PurposeHandler } from "~/features/payments/port";
import { PLANS, isTier, type SubscriptionTier } from "./limits";

const f = schema.families;
const billing = schema.familyBilling;

function systemAudit(familyId: number, actorUserId: number | null, actorName: string, action: string, details: string) {
  db().insert(schema.auditLogs).values({ familyId, actorUserId, actorName, action, targetType: "subscription", details }).run();
}

/** Sets the family's tier (with its monthly price) and status. */
export function setFamilyPlan(familyId: number, tier: SubscriptionTier, status = "active") {
  db()
    .update(f)
    .set({ subscriptionTier: tier, subscriptionStatus: status, monthlyPriceCents: PLANS[tier].monthlyPriceCents })
    .where(eq(f.id, familyId))
    .run();
}

export function billingFor(familyId: number) {
  return db().select().from(billing).where(eq(billing.familyId, familyId)).get();
}

function fulfil(checkout: CheckoutRecord, session: ProviderSession) {
  const tier = checkout.metadata.tier;
  if (!isTier(tier)) throw new Error(`checkout ${checkout.id} has no valid tier`);
  const before = db().select({ tier: f.subscriptionTier }).from(f).where(eq(f.id, checkout.familyId)).get();
  if (!before) return; // the family was deleted meanwhile
  setFamilyPlan(checkout.familyId, tier);
  const previous = billingFor(checkout.familyId);
  const values = {
    provider: checkout.provider,
    customerId: session.customerId ?? previous?.customerId ?? null,
    subscriptionId: session.subscriptionId,
    updatedAt: new Date().toISOString(),
  };
  db().insert(billing).values({ familyId: checkout.familyId, ...values }).onConflictDoUpdate({ target: billing.familyId, set: values }).run();
  const user = checkout.userId ? db().select({ name: schema.users.name }).from(schema.users).where(eq(schema.users.id, checkout.userId)).get() : undefined;
  systemAudit(
    checkout.familyId,
    checkout.userId,
    user?.name ?? "Billing",
    "plan_upgrade",
    `Upgraded from ${PLANS[before.tier].label} to ${PLANS[tier].label} (${checkout.provider === "local" ? "test checkout" : "Stripe"} session ${session.id})`,
  );
}

function str(v: unknown): string | null {
  if (typeof v === "string") return v;
  if (v && typeof v === "object" && "id" in v && typeof v.id === "string") return v.id;
  return null;
}

/** The family a subscription event is about: by the stored subscription id, else our metadata. */
function familyForSubscription(subscriptionId: string | null): number | null {
  if (!subscriptionId) return null;
  const row = db().select({ familyId: billing.familyId }).from(billing).where(eq(billing.subscriptionId, subscriptionId)).get();
  return row?.familyId ?? null;
}

function invoiceSubscription(invoice: Record<string, unknown>): string | null {
  const direct = str(invoice.subscription);
  if (direct) return direct;
  const parent = invoice.parent as { subscription_details?: { subscription?: unknown } } | undefined;
  return str(parent?.subscription_details?.subscription);
}

function tierForPrice(priceId: string | null): SubscriptionTier | null {
  if (!priceId) return null;
  if (priceId === env().STRIPE_PRICE_SMALL_FAMILY) return "small_family";
  if (priceId === env().STRIPE_PRICE_MEDIUM_FAMILY) return "medium_family";
  return null;
}

export function clearSubscriptionId(familyId: number) {
  db().update(billing).set({ subscriptionId: null, updatedAt: new Date().toISOString() }).where(eq(billing.familyId, familyId)).run();
}

function toFree(familyId: number, why: string) {
  setFamilyPlan(familyId, "free");
  clearSubscriptionId(familyId);
  systemAudit(familyId, null, "Billing", "plan_cancelled", why);
}

function onEvent(event: ProviderEvent) {
  const o = event.object;
  switch (event.type) {
    case "customer.subscription.deleted": {
      const familyId = familyForSubscription(str(o.id));
      if (familyId) toFree(familyId, `Subscription ${String(o.id)} ended; the family is on the Free plan`);
      return;
    }
    case "customer.subscription.updated": {
      const familyId = familyForSubscription(str(o.id));
      if (!familyId) return;
      const status = String(o.status);
      if (status === "canceled" || status === "incomplete_expired") return toFree(familyId, `Subscription ${String(o.id)} was cancelled`);
      const items = (o.items as { data?: { price?: { id?: string } }[] } | undefined)?.data ?? [];
      const tier = tierForPrice(items[0]?.price?.id ?? null);
      const mapped = status === "past_due" || status === "unpaid" ? "past_due" : "active";
      const current = db().select({ tier: f.subscriptionTier }).from(f).where(eq(f.id, familyId)).get();
      if (current) setFamilyPlan(familyId, tier ?? current.tier, mapped);
      return;
    }
    case "invoice.paid": {
      const familyId = familyForSubscription(invoiceSubscription(o));
      if (familyId) db().update(f).set({ subscriptionStatus: "active" }).where(eq(f.id, familyId)).run();
      return;
    }
    case "invoice.payment_failed": {
      const familyId = familyForSubscription(invoiceSubscription(o));
      if (!familyId) return;
      db().update(f).set({ subscriptionStatus: "past_due" }).where(eq(f.id, familyId)).run();
      const family = db().select({ name: f.name, tier: f.subscriptionTier }).from(f).where(eq(f.id, familyId)).get();
      const owner = db()
        .select({ name: schema.users.name, email: schema.users.email })
        .from(schema.users)
        .where(and(eq(schema.users.familyId, familyId), eq(schema.users.role, "owner")))
        .get();
      systemAudit(familyId, null, "Billing", "payment_failed", "A subscription payment failed; the plan is past due");
      if (owner && family) {
        enqueueMail({
          to: owner.email,
          subject: `Payment failed for ${family.name}'s ${PLANS[family.tier].label} plan`,
          text:
            `Hello ${owner.name},\n\nThe latest payment for ${family.name}'s ${PLANS[family.tier].label} plan did not go through, ` +
            `so the plan is past due. Please update your card from the Plan tab (Manage billing): ${env().APP_ORIGIN}/dashboard/subscription\n`,
        });
      }
      return;
    }
    default:
      return;
  }
}

/**
 * After an upgrade through a new checkout (small → large with Stripe), the old subscription is
 * cancelled at the provider, so the family is never billed twice.
 */
async function afterFulfil(checkout: CheckoutRecord, session: ProviderSession, port: PaymentsPort) {
  const old = checkout.metadata.replaces_subscription;
  if (old && old !== session.subscriptionId) await port.changeSubscription(old, "cancel");
}

export const subscriptionPurpose: PurposeHandler = { mode: "subscription", fulfil, onEvent, afterFulfil };
