// The payments runtime: one provider chosen at start (Stripe when STRIPE_SECRET_KEY is set, the
// built-in test checkout otherwise), checkouts for any purpose, provider events (signed webhooks,
// or the test checkout's confirmation) each handled once, and a status call that re-checks with
// the provider so nothing depends on webhook timing. See docs/decisions/030 and 031.
import { randomBytes } from "node:crypto";
import { and, desc, eq, gte, isNull } from "drizzle-orm";
import { afterCommit, changes, db, first, prepared, schema, withTransaction, type Tx, param, limitOf } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { HttpError, notFound } from "~/lib/http.server";
import type { Actor } from "~/lib/session.server";
import type { CheckoutRecord, PaymentsPort, ProviderEvent, ProviderSession, PurposeHandler, PurposeKind } from "./port";
import { PURPOSES } from "./purposes.server";
import { stripeProvider, stripeRedirectOrigins, toProviderSession } from "./stripe.server";
import { getTestSession, settleTestSession, testProvider } from "./test-checkout.server";

export type { PurposeKind, ProviderSession, CheckoutRecord, PurposeHandler } from "./port";

export const PAYMENTS_OFF_MESSAGE = "Online payments are turned off on this server. Please contact the site administrator to change plans.";
export const CHECKOUT_FAILED = "Failed to create checkout session";
export const STATUS_CHECK_FAILED = "Error checking payment status. Please contact support.";

let port: PaymentsPort | undefined;

/** The active provider (chosen once, from the environment). */
export function payments(): PaymentsPort {
  if (port) return port;
  const e = env();
  port = e.STRIPE_SECRET_KEY
    ? stripeProvider({ secretKey: e.STRIPE_SECRET_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET, apiBase: e.STRIPE_API_BASE })
    : testProvider();
  return port;
}

/**
 * The other origins our payment forms send the browser to (a 303 from the page action to the
 * provider's checkout or billing portal), for the pages' CSP form-action. Empty for the built-in
 * test checkout, which is on our own origin.
 */
export function paymentRedirectOrigins(): string[] {
  const e = env();
  return stripeRedirectOrigins({ secretKey: e.STRIPE_SECRET_KEY, apiBase: e.STRIPE_API_BASE });
}

/** The start-up log line. */
export function paymentsStartupLine(): string {
  const e = env();
  if (e.PAYMENTS === "off") return "[payments] off (PAYMENTS=off): upgrades are disabled";
  if (e.STRIPE_SECRET_KEY) {
    const where = e.STRIPE_API_BASE ? ` at ${e.STRIPE_API_BASE}` : "";
    const hooks = e.STRIPE_WEBHOOK_SECRET ? "webhooks verified with STRIPE_WEBHOOK_SECRET" : "no STRIPE_WEBHOOK_SECRET: webhooks refused";
    return `[payments] Stripe${where}; ${hooks}`;
  }
  return "[payments] built-in test checkout (no STRIPE_SECRET_KEY): no card is charged";
}

function handlerFor(purpose: string): PurposeHandler {
  const handler = PURPOSES[purpose as PurposeKind];
  if (!handler) throw new Error(`No payment purpose registered for "${purpose}"`);
  return handler;
}

const cs = schema.checkoutSessions;
type CheckoutRow = typeof cs.$inferSelect;

function record(row: CheckoutRow): CheckoutRecord {
  return {
    id: row.id,
    familyId: row.familyId,
    userId: row.userId,
    purpose: row.purpose,
    metadata: JSON.parse(row.metadata) as Record<string, string>,
    description: row.description,
    amountCents: row.amountCents,
    provider: row.provider,
  };
}

export type CheckoutSpec = {
  purpose: PurposeKind;
  /** Shown on the provider's checkout page ("Kindred Small Family plan"). */
  description: string;
  amountCents: number;
  metadata?: Record<string, string>;
  /** A price configured at the provider (Stripe price id); otherwise the amount is used. */
  providerPriceId?: string;
  /** Where the provider sends the customer after paying; must contain {CHECKOUT_SESSION_ID}. */
  successPath?: string;
  /** Where the provider sends the customer when they cancel. */
  cancelPath: string;
};

/**
 * Starts a checkout for the actor's family. The caller checks permissions and validates the
 * purpose's input first. Returns the provider's checkout URL and session id.
 */
export async function startCheckout(actor: Actor, spec: CheckoutSpec): Promise<{ url: string; session_id: string; checkout_id: number }> {
  if (env().PAYMENTS === "off") throw new HttpError(503, PAYMENTS_OFF_MESSAGE);
  const provider = payments();
  const handler = handlerFor(spec.purpose);
  const metadata = { ...spec.metadata, purpose: spec.purpose, family_id: String(actor.familyId) };
  const row = await withTransaction(
    async (tx) =>
      (
        await tx
          .insert(cs)
          .values({
            familyId: actor.familyId,
            userId: actor.userId,
            purpose: spec.purpose,
            metadata: JSON.stringify(metadata),
            description: spec.description,
            amountCents: spec.amountCents,
            provider: provider.name,
          })
          .returning()
      )[0]!,
  );
  const origin = env().APP_ORIGIN;
  let session: ProviderSession;
  try {
    session = await provider.createCheckoutSession({
      clientReferenceId: String(row.id),
      idempotencyKey: `kindred-checkout-${row.id}`,
      mode: handler.mode,
      lineItem: { name: spec.description, amountCents: spec.amountCents, providerPriceId: spec.providerPriceId },
      successUrl: origin + (spec.successPath ?? "/payment-success?session_id={CHECKOUT_SESSION_ID}"),
      cancelUrl: origin + spec.cancelPath,
      metadata: { ...metadata, checkout_id: String(row.id) },
      customerEmail: actor.email,
    });
  } catch (error) {
    console.error("[payments] could not create a checkout session", error);
    await withTransaction((tx) => tx.update(cs).set({ status: "expired", updatedAt: new Date().toISOString() }).where(eq(cs.id, row.id)));
    throw new HttpError(502, CHECKOUT_FAILED);
  }
  if (!session.url) throw new HttpError(502, "Invalid checkout session response");
  await withTransaction((tx) =>
    tx
      .update(cs)
      .set({ providerSessionId: session.id, url: session.url, updatedAt: new Date().toISOString() })
      .where(eq(cs.id, row.id)),
  );
  return { url: session.url, session_id: session.id, checkout_id: row.id };
}

async function findRow(tx: Tx, session: ProviderSession): Promise<CheckoutRow | undefined> {
  const byId = await first(tx.select().from(cs).where(eq(cs.providerSessionId, session.id)).limit(1));
  if (byId) return byId;
  // A webhook can arrive before our create call stored the session id: use our reference.
  const ref = Number(session.clientReferenceId);
  if (!Number.isInteger(ref) || ref <= 0) return undefined;
  const row = await first(tx.select().from(cs).where(eq(cs.id, ref)).limit(1));
  return row && (row.providerSessionId === null || row.providerSessionId === session.id) ? row : undefined;
}

/**
 * Applies what the provider says about a session. A paid session is fulfilled exactly once: the
 * lookup, the conditional update on `fulfilled_at` and the purpose's fulfilment share one
 * transaction (a savepoint of the event's transaction when called from handleProviderEvent).
 */
export async function applySession(session: ProviderSession): Promise<void> {
  await withTransaction(async (tx) => {
    const row = await findRow(tx, session);
    if (!row) return; // not one of ours
    const now = new Date().toISOString();
    const paid = session.status === "complete" && (session.paymentStatus === "paid" || session.paymentStatus === "no_payment_required");
    if (paid) {
      const claimed = await changes(
        tx
          .update(cs)
          .set({ status: "complete", paymentStatus: "paid", providerSessionId: session.id, fulfilledAt: now, updatedAt: now })
          .where(and(eq(cs.id, row.id), isNull(cs.fulfilledAt))),
      );
      if (claimed === 1) {
        const handler = handlerFor(row.purpose);
        await handler.fulfil(tx, record(row), session);
        const after = handler.afterFulfil;
        // Provider calls once the fulfilment is committed (never after a rollback).
        if (after) {
          afterCommit(() => {
            after(record(row), session, payments()).catch((error) => console.error(`[payments] after-fulfilment of checkout ${row.id} failed`, error));
          });
        }
      }
    } else if (session.status === "expired") {
      await tx.update(cs).set({ status: "expired", updatedAt: now }).where(and(eq(cs.id, row.id), isNull(cs.fulfilledAt)));
    } else if (session.status === "complete") {
      // Complete but not yet paid (delayed payment methods): wait for the async success event.
      await tx.update(cs).set({ paymentStatus: session.paymentStatus, updatedAt: now }).where(and(eq(cs.id, row.id), isNull(cs.fulfilledAt)));
    }
  });
}

const CHECKOUT_EVENTS = new Set([
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
]);

/**
 * Handles one verified provider event, once: the event id is stored in the same transaction as
 * its effects, so a replay changes nothing and a failure leaves it to be retried.
 */
export async function handleProviderEvent(event: ProviderEvent): Promise<{ duplicate: boolean }> {
  return withTransaction(async (tx) => {
    const fresh = await changes(tx.insert(schema.paymentEvents).values({ id: event.id, type: event.type }).onConflictDoNothing());
    if (fresh === 0) return { duplicate: true };
    if (CHECKOUT_EVENTS.has(event.type)) {
      const session = toProviderSession(event.object as never);
      await applySession(event.type === "checkout.session.async_payment_failed" ? { ...session, status: "expired" } : session);
    } else {
      for (const handler of Object.values(PURPOSES)) await handler?.onEvent?.(tx, event);
    }
    return { duplicate: false };
  });
}

/** POST /api/payments/webhook: the raw body and its signature. */
export async function handleWebhook(rawBody: Uint8Array, signature: string | null) {
  const event = payments().parseWebhook(rawBody, signature);
  const { duplicate } = await handleProviderEvent(event);
  return { received: true, duplicate };
}

/**
 * GET /api/payments/status/{sessionId}: the caller's own family's session only. While it is not
 * settled, asks the provider and applies the answer (idempotent), so a late webhook does not matter.
 */
export async function checkPaymentStatus(actor: Actor, providerSessionId: string) {
  const find = () =>
    first(
      db()
        .select()
        .from(cs)
        .where(and(eq(cs.providerSessionId, providerSessionId), eq(cs.familyId, actor.familyId)))
        .limit(1),
    );
  const row = await find();
  if (!row) throw notFound("Payment session not found");
  if (!row.fulfilledAt && row.status !== "expired") {
    let session: ProviderSession;
    try {
      session = await (row.provider === payments().name ? payments() : testProvider()).retrieveSession(providerSessionId);
    } catch (error) {
      console.error("[payments] status check failed", error);
      throw new HttpError(502, STATUS_CHECK_FAILED);
    }
    await applySession(session);
  }
  const now = (await find())!;
  return { payment_status: now.paymentStatus, status: now.status };
}

/** The newest unfinished checkout of a purpose started in the last `minutes` (shown as 'Processing'). */
// The Plan tab asks on every visit: prepared once (decision record 270).
const openCheckoutOf = prepared((d) =>
  d
    .select()
    .from(cs)
    .where(
      and(
        eq(cs.familyId, param("familyId")),
        eq(cs.purpose, param("purpose")),
        eq(cs.status, param("status")),
        gte(cs.createdAt, param("since")),
      ),
    )
    .orderBy(desc(cs.createdAt))
    .limit(limitOf(1))
    .prepare(),
);

export async function pendingCheckout(familyId: number, purpose: PurposeKind, minutes = 30) {
  const since = new Date(Date.now() - minutes * 60_000).toISOString();
  const row = await openCheckoutOf.one({ familyId, purpose, status: "open", since });
  return row ? record(row) : null;
}

// ---- The test checkout page (/checkout/{id}) ----

async function ownTestSession(actor: Actor, id: string) {
  const session = await getTestSession(id);
  const row = session
    ? await first(db().select().from(cs).where(and(eq(cs.providerSessionId, id), eq(cs.familyId, actor.familyId))).limit(1))
    : undefined;
  if (!session || !row) throw notFound("Checkout session not found");
  return { session, row };
}

export async function testCheckoutView(actor: Actor, id: string) {
  const { session, row } = await ownTestSession(actor, id);
  return {
    id: session.id,
    description: session.description,
    amountCents: session.amountCents,
    mode: session.mode,
    status: session.status,
    purpose: row.purpose,
  };
}

/** Pay or Cancel on the test checkout page: the same event path as Stripe's confirmation. */
export async function finishTestCheckout(actor: Actor, id: string, outcome: "paid" | "cancelled"): Promise<string> {
  await ownTestSession(actor, id);
  const { session, redirectTo } = await settleTestSession(id, outcome);
  await handleProviderEvent({
    id: `evt_local_${randomBytes(12).toString("base64url")}`,
    type: session.status === "complete" ? "checkout.session.completed" : "checkout.session.expired",
    object: {
      id: session.id,
      object: "checkout.session",
      status: session.status,
      payment_status: session.paymentStatus,
      client_reference_id: session.clientReferenceId,
      customer: null,
      subscription: null,
      url: session.url,
    },
  });
  return redirectTo;
}
