// The payments port: what the app needs from a card payment provider, and what a purpose
// (a plan subscription, a fundraising contribution, ...) plugs in. Types only, so a purpose's
// module can depend on it without importing the payments runtime. See docs/decisions/030.
import type { Tx } from "~/lib/db.server";

/** What a checkout pays for. Each kind has one PurposeHandler in purposes.server.ts. */
export type PurposeKind = "subscription" | "fundraiser";

/** A checkout session as the provider reports it (Stripe's vocabulary). */
export type ProviderSession = {
  id: string;
  url: string | null;
  status: "open" | "complete" | "expired";
  /** "paid", "unpaid" or "no_payment_required". */
  paymentStatus: string;
  /** Our checkout_sessions row id, as we gave it. */
  clientReferenceId: string | null;
  customerId: string | null;
  subscriptionId: string | null;
};

/** A verified provider event (Stripe's shape: `data.object` is the thing it is about). */
export type ProviderEvent = { id: string; type: string; object: Record<string, unknown> };

export type CheckoutRequest = {
  /** Our checkout row id (Stripe: client_reference_id). */
  clientReferenceId: string;
  /** One per checkout row, so a retried create never makes two sessions. */
  idempotencyKey: string;
  mode: "payment" | "subscription";
  /** One line: a configured provider price id, or a name and an amount (monthly for subscriptions). */
  lineItem: { name: string; amountCents: number; providerPriceId?: string };
  /** Contains `{CHECKOUT_SESSION_ID}`, replaced by the provider. */
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  customerEmail?: string;
};

export interface PaymentsPort {
  readonly name: "stripe" | "local";
  createCheckoutSession(request: CheckoutRequest): Promise<ProviderSession>;
  retrieveSession(providerSessionId: string): Promise<ProviderSession>;
  /** Verifies the signature on the raw body; throws HttpError 400 when it is missing or wrong. */
  parseWebhook(rawBody: Uint8Array, signature: string | null): ProviderEvent;
  /** A page where the customer changes the card or cancels (null when the provider has none). */
  createPortalSession(customerId: string, returnUrl: string): Promise<string | null>;
  /** Moves a provider subscription to another price (at the next period, no refund) or cancels it. */
  changeSubscription(subscriptionId: string, to: { priceId?: string; name: string; amountCents: number } | "cancel"): Promise<void>;
}

/** Our record of a checkout, as a purpose's fulfilment sees it. */
export type CheckoutRecord = {
  id: number;
  familyId: number;
  userId: number | null;
  purpose: string;
  metadata: Record<string, string>;
  description: string;
  amountCents: number;
  provider: "stripe" | "local";
};

/**
 * What a purpose plugs into the port. `fulfil` is called exactly once per paid checkout, inside
 * the database transaction that marks the checkout fulfilled: every statement it runs uses that
 * transaction's `tx`. If it throws, nothing is recorded and the next webhook or status check retries.
 */
export type PurposeHandler = {
  mode: "payment" | "subscription";
  fulfil(tx: Tx, checkout: CheckoutRecord, session: ProviderSession): Promise<void>;
  /** Provider calls to make once the fulfilment is committed (best effort, errors are logged). */
  afterFulfil?(checkout: CheckoutRecord, session: ProviderSession, port: PaymentsPort): Promise<void>;
  /** Provider events not about a checkout session (subscription and invoice events), inside the event's transaction. */
  onEvent?(tx: Tx, event: ProviderEvent): Promise<void>;
};
