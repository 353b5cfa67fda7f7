// The `fundraiser` payment purpose: a paid card checkout becomes one `collected` entry on its
// campaign (payer's name, memo "Card contribution", source card, linked to the checkout). The
// payments runtime calls `fulfil` exactly once per paid checkout, inside the transaction that
// marks it fulfilled; the unique checkout_id on entries is a second guard. Only types come from
// the payments module, so there is no import cycle with it. See docs/decisions/090.
import { first, schema, type Tx } from "~/lib/db.server";
import { idInFamily } from "~/lib/family-scope.server";
import { formatCents } from "~/lib/money";
import type { CheckoutRecord, ProviderSession, PurposeHandler } from "~/features/payments/port";
import { CARD_MEMO } from "./rules";

async function fulfil(tx: Tx, checkout: CheckoutRecord, session: ProviderSession) {
  const campaignId = Number(checkout.metadata.campaign_id);
  if (!Number.isInteger(campaignId) || campaignId <= 0) throw new Error(`checkout ${checkout.id} has no campaign_id`);
  const c = schema.campaigns;
  const campaign = await first(tx.select({ id: c.id, title: c.title }).from(c).where(idInFamily(c, campaignId, checkout.familyId)).limit(1));
  if (!campaign) {
    // Deleted while the customer was paying: the checkout stays fulfilled (money was taken),
    // and there is no campaign left to record it on. The audit log keeps the trace.
    console.warn(`[fundraising] checkout ${checkout.id} paid for campaign ${campaignId}, which no longer exists`);
    await audit(tx, checkout, null, `Card contribution of ${formatCents(checkout.amountCents)} for a deleted campaign (${provider(checkout)} session ${session.id})`);
    return;
  }
  // A campaign closed while the customer was paying still records the gift: the money arrived.
  const payer = (checkout.metadata.payer_name ?? "").trim() || "Card contributor";
  const [entry] = await tx
    .insert(schema.campaignEntries)
    .values({
      familyId: checkout.familyId,
      campaignId,
      entryType: "collected",
      amountCents: checkout.amountCents,
      payerName: payer.slice(0, 100),
      memo: CARD_MEMO,
      source: "card",
      checkoutId: checkout.id,
      enteredBy: checkout.userId,
      enteredByName: payer.slice(0, 100),
    })
    .onConflictDoNothing()
    .returning({ id: schema.campaignEntries.id });
  if (!entry) return; // already recorded for this checkout
  await audit(tx, checkout, entry.id, `Card contribution of ${formatCents(checkout.amountCents)} from ${payer} to "${campaign.title}" (${provider(checkout)} session ${session.id})`, payer);
}

const provider = (checkout: CheckoutRecord) => (checkout.provider === "local" ? "test checkout" : "Stripe");

async function audit(tx: Tx, checkout: CheckoutRecord, entryId: number | null, details: string, actorName = "Payments") {
  await tx
    .insert(schema.auditLogs)
    .values({
      familyId: checkout.familyId,
      actorUserId: checkout.userId,
      actorName,
      action: "campaign_card_gift",
      targetType: "campaign_entry",
      targetId: entryId === null ? null : String(entryId),
      details,
    });
}

export const fundraiserPurpose: PurposeHandler = { mode: "payment", fulfil };
