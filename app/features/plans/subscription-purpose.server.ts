// The `subscription` payment purpose: a paid checkout moves the family to the tier it bought;
// the provider's subscription and invoice events keep the status in step (deleted → free,
// invoice paid → active, payment failed → past_due and an email to the owner).
// Only types come from the payments module, so there is no import cycle with it.
import { and, eq } from "drizzle-orm";
import { broughtAlong, first, prepared, schema, withTransaction, type Tx, param, limitOf } from "~/lib/db.server";
import { requestReadKey } from "~/lib/request-context.server";
import { enqueueMail } from "~/lib/mail.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { recipientLanguage } from "~/lib/i18n/language.server";
import { env } from "~/lib/env.server";
import type { CheckoutRecord, PaymentsPort, ProviderEvent, ProviderSession, PurposeHandler } from "~/features/payments/port";
import { PLANS, isTier, type SubscriptionTier } from "./limits";

const f = schema.families;
const billing = schema.familyBilling;

async function systemAudit(tx: Tx, familyId: number, actorUserId: number | null, actorName: string, action: string, details: string) {
  await tx.insert(schema.auditLogs).values({ familyId, actorUserId, actorName, action, targetType: "subscription", details });
}

/** Sets the family's tier (with its monthly price) and status (joins the caller's transaction). */
export async function setFamilyPlan(familyId: number, tier: SubscriptionTier, status = "active") {
  await withTransaction((tx) =>
    tx
      .update(f)
      .set({ subscriptionTier: tier, subscriptionStatus: status, monthlyPriceCents: PLANS[tier].monthlyPriceCents })
      .where(eq(f.id, familyId)),
  );
}

/** The family's billing row (inside a transaction, read with it). */
// The Plan tab reads it on every visit: prepared once (decision record 270).
const billingOf = prepared((d) => d.select().from(billing).where(eq(billing.familyId, param("familyId"))).limit(limitOf(1)).prepare());

export async function billingFor(familyId: number): Promise<typeof billing.$inferSelect | undefined> {
  // On PostgreSQL a page's session statement brings the row (or its absence) along (decision record 275).
  const brought = broughtAlong<typeof billing.$inferSelect | null>(requestReadKey.billingRow(familyId));
  if (brought) return (await brought) ?? undefined;
  return billingOf.one({ familyId });
}

async function fulfil(tx: Tx, checkout: CheckoutRecord, session: ProviderSession) {
  const tier = checkout.metadata.tier;
  if (!isTier(tier)) throw new Error(`checkout ${checkout.id} has no valid tier`);
  const before = await first(tx.select({ tier: f.subscriptionTier }).from(f).where(eq(f.id, checkout.familyId)).limit(1));
  if (!before) return; // the family was deleted meanwhile
  await setFamilyPlan(checkout.familyId, tier);
  const previous = await first(tx.select().from(billing).where(eq(billing.familyId, checkout.familyId)).limit(1));
  const values = {
    provider: checkout.provider,
    customerId: session.customerId ?? previous?.customerId ?? null,
    subscriptionId: session.subscriptionId,
    updatedAt: new Date().toISOString(),
  };
  await tx.insert(billing).values({ familyId: checkout.familyId, ...values }).onConflictDoUpdate({ target: billing.familyId, set: values });
  const user = checkout.userId
    ? await first(tx.select({ name: schema.users.name }).from(schema.users).where(eq(schema.users.id, checkout.userId)).limit(1))
    : undefined;
  await systemAudit(
    tx,
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
async function familyForSubscription(tx: Tx, subscriptionId: string | null): Promise<number | null> {
  if (!subscriptionId) return null;
  const row = await first(tx.select({ familyId: billing.familyId }).from(billing).where(eq(billing.subscriptionId, subscriptionId)).limit(1));
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

/** Forgets the provider subscription id (joins the caller's transaction). */
export async function clearSubscriptionId(familyId: number) {
  await withTransaction((tx) =>
    tx.update(billing).set({ subscriptionId: null, updatedAt: new Date().toISOString() }).where(eq(billing.familyId, familyId)),
  );
}

async function toFree(tx: Tx, familyId: number, why: string) {
  await setFamilyPlan(familyId, "free");
  await clearSubscriptionId(familyId);
  await systemAudit(tx, familyId, null, "Billing", "plan_cancelled", why);
}

async function onEvent(tx: Tx, event: ProviderEvent) {
  const o = event.object;
  switch (event.type) {
    case "customer.subscription.deleted": {
      const familyId = await familyForSubscription(tx, str(o.id));
      if (familyId) await toFree(tx, familyId, `Subscription ${String(o.id)} ended; the family is on the Free plan`);
      return;
    }
    case "customer.subscription.updated": {
      const familyId = await familyForSubscription(tx, str(o.id));
      if (!familyId) return;
      const status = String(o.status);
      if (status === "canceled" || status === "incomplete_expired") return toFree(tx, familyId, `Subscription ${String(o.id)} was cancelled`);
      const items = (o.items as { data?: { price?: { id?: string } }[] } | undefined)?.data ?? [];
      const tier = tierForPrice(items[0]?.price?.id ?? null);
      const mapped = status === "past_due" || status === "unpaid" ? "past_due" : "active";
      const current = await first(tx.select({ tier: f.subscriptionTier }).from(f).where(eq(f.id, familyId)).limit(1));
      if (current) await setFamilyPlan(familyId, tier ?? current.tier, mapped);
      return;
    }
    case "invoice.paid": {
      const familyId = await familyForSubscription(tx, invoiceSubscription(o));
      if (familyId) await tx.update(f).set({ subscriptionStatus: "active" }).where(eq(f.id, familyId));
      return;
    }
    case "invoice.payment_failed": {
      const familyId = await familyForSubscription(tx, invoiceSubscription(o));
      if (!familyId) return;
      await tx.update(f).set({ subscriptionStatus: "past_due" }).where(eq(f.id, familyId));
      const family = await first(tx.select({ name: f.name, tier: f.subscriptionTier }).from(f).where(eq(f.id, familyId)).limit(1));
      const owner = await first(
        tx
          .select({ name: schema.users.name, email: schema.users.email, language: schema.users.language, familyLanguage: schema.familySettings.language })
          .from(schema.users)
          .leftJoin(schema.familySettings, eq(schema.familySettings.familyId, schema.users.familyId))
          .where(and(eq(schema.users.familyId, familyId), eq(schema.users.role, "owner")))
          .limit(1),
      );
      await systemAudit(tx, familyId, null, "Billing", "payment_failed", "A subscription payment failed; the plan is past due");
      if (owner && family) {
        // In the owner's language (issue 40): their own choice, else the family's default.
        const { t } = serverTranslator(recipientLanguage(owner.language, owner.familyLanguage));
        const values = { family: family.name, plan: t(PLANS[family.tier].label), name: owner.name, link: `${env().APP_ORIGIN}/dashboard/subscription` };
        await enqueueMail({
          to: owner.email,
          subject: t("Payment failed for {family}'s {plan} plan", values),
          text:
            `${t("Hello {name},", values)}\n\n` +
            `${t("The latest payment for {family}'s {plan} plan did not go through, so the plan is past due. Please update your card from the Plan tab (Manage billing): {link}", values)}\n`,
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
