// The Stripe provider: Checkout Sessions, signed webhooks, the Customer Portal, subscription
// changes, through the official `stripe` SDK. STRIPE_API_BASE points the SDK at another server
// (stripe-mock, or the tests' fake); by default it talks to api.stripe.com.
import type Stripe from "stripe";
import { lazyModule } from "~/lib/lazy-module.server";

const StripeSdk = lazyModule<typeof Stripe>("stripe");
import { HttpError } from "~/lib/http.server";
import type { CheckoutRequest, PaymentsPort, ProviderEvent, ProviderSession } from "./port";

function idOf(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "id" in value && typeof value.id === "string") return value.id;
  return null;
}

export function toProviderSession(s: Stripe.Checkout.Session): ProviderSession {
  return {
    id: s.id,
    url: s.url ?? null,
    status: s.status === "complete" ? "complete" : s.status === "expired" ? "expired" : "open",
    paymentStatus: s.payment_status,
    clientReferenceId: s.client_reference_id ?? null,
    customerId: idOf(s.customer),
    subscriptionId: idOf(s.subscription),
  };
}

/** Where Stripe sends a browser: hosted Checkout (session.url) and the Customer Portal (portal.url). */
export const STRIPE_CHECKOUT_ORIGIN = "https://checkout.stripe.com";
export const STRIPE_BILLING_ORIGIN = "https://billing.stripe.com";

/**
 * The origins a browser is redirected to when one of our forms starts a checkout or opens the
 * billing portal: none without Stripe (the built-in test checkout is on our own origin), Stripe's
 * Checkout and billing origins, or, with a Stripe-compatible server at `apiBase` (stripe-mock, the
 * tests' fake), that server's origin only. The pages' CSP form-action lists these (decision 151).
 */
export function stripeRedirectOrigins(opts: { secretKey?: string; apiBase?: string }): string[] {
  if (!opts.secretKey) return [];
  if (opts.apiBase) return [new URL(opts.apiBase).origin];
  return [STRIPE_CHECKOUT_ORIGIN, STRIPE_BILLING_ORIGIN];
}

export function stripeProvider(opts: { secretKey: string; webhookSecret?: string; apiBase?: string }): PaymentsPort {
  const base = opts.apiBase ? new URL(opts.apiBase) : null;
  const stripe = new (StripeSdk())(opts.secretKey, {
    maxNetworkRetries: 1,
    timeout: 15_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });

  return {
    name: "stripe",

    async createCheckoutSession(req: CheckoutRequest) {
      const recurring = req.mode === "subscription" ? { recurring: { interval: "month" as const } } : {};
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = req.lineItem.providerPriceId
        ? { price: req.lineItem.providerPriceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: { currency: "usd", unit_amount: req.lineItem.amountCents, product_data: { name: req.lineItem.name }, ...recurring },
          };
      const session = await stripe.checkout.sessions.create(
        {
          mode: req.mode,
          line_items: [lineItem],
          client_reference_id: req.clientReferenceId,
          success_url: req.successUrl,
          cancel_url: req.cancelUrl,
          metadata: req.metadata,
          ...(req.customerEmail ? { customer_email: req.customerEmail } : {}),
          ...(req.mode === "subscription"
            ? { subscription_data: { metadata: req.metadata } }
            : { payment_intent_data: { metadata: req.metadata } }),
        },
        { idempotencyKey: req.idempotencyKey },
      );
      return toProviderSession(session);
    },

    async retrieveSession(id: string) {
      return toProviderSession(await stripe.checkout.sessions.retrieve(id));
    },

    parseWebhook(rawBody: Uint8Array, signature: string | null): ProviderEvent {
      if (!opts.webhookSecret) throw new HttpError(400, "Webhooks are not configured (STRIPE_WEBHOOK_SECRET is not set)");
      if (!signature) throw new HttpError(400, "Missing Stripe-Signature header");
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(Buffer.from(rawBody), signature, opts.webhookSecret);
      } catch {
        throw new HttpError(400, "Invalid webhook signature");
      }
      return { id: event.id, type: event.type, object: event.data.object as unknown as Record<string, unknown> };
    },

    async createPortalSession(customerId: string, returnUrl: string) {
      const portal = await stripe.billingPortal.sessions.create({ customer: customerId, return_url: returnUrl });
      return portal.url;
    },

    async changeSubscription(subscriptionId, to) {
      if (to === "cancel") {
        await stripe.subscriptions.cancel(subscriptionId);
        return;
      }
      const sub = await stripe.subscriptions.retrieve(subscriptionId);
      const item = sub.items.data[0];
      if (!item) throw new Error(`Stripe subscription ${subscriptionId} has no items`);
      const product = typeof item.price.product === "string" ? item.price.product : item.price.product.id;
      await stripe.subscriptions.update(subscriptionId, {
        // Fees are non-refundable (§1): the new price applies from the next period, no proration.
        proration_behavior: "none",
        items: [
          to.priceId
            ? { id: item.id, price: to.priceId }
            : { id: item.id, price_data: { currency: "usd", unit_amount: to.amountCents, product, recurring: { interval: "month" } } },
        ],
      });
    },
  };
}
