// The built-in test checkout: the provider when Stripe is not configured. It keeps its own
// sessions (like a provider would) and its checkout page is /checkout/{id} on this server, where
// the user confirms a test payment: no card data is asked for and nothing is charged.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, first, schema, withTransaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { HttpError, notFound } from "~/lib/http.server";
import type { CheckoutRequest, PaymentsPort, ProviderSession } from "./port";

type Row = typeof schema.testCheckoutSessions.$inferSelect;

function toSession(row: Row): ProviderSession {
  return {
    id: row.id,
    url: `${env().APP_ORIGIN}/checkout/${row.id}`,
    status: row.status,
    paymentStatus: row.paymentStatus,
    clientReferenceId: row.clientReferenceId,
    // The test checkout has no customers or subscriptions to manage later.
    customerId: null,
    subscriptionId: null,
  };
}

export async function getTestSession(id: string): Promise<Row | undefined> {
  if (!/^cs_test_local_[A-Za-z0-9_-]{10,64}$/.test(id)) return undefined;
  return first(db().select().from(schema.testCheckoutSessions).where(eq(schema.testCheckoutSessions.id, id)).limit(1));
}

/** The customer confirmed (pay) or left (cancel) the test checkout page. */
export async function settleTestSession(id: string, outcome: "paid" | "cancelled"): Promise<{ session: ProviderSession; redirectTo: string }> {
  // The read and the update share one transaction: an open session is settled once.
  const fresh = await withTransaction(async (tx) => {
    const row = await getTestSession(id);
    if (!row) throw notFound("Checkout session not found");
    if (row.status === "open") {
      const set = outcome === "paid" ? ({ status: "complete", paymentStatus: "paid" } as const) : ({ status: "expired" } as const);
      await tx.update(schema.testCheckoutSessions).set(set).where(eq(schema.testCheckoutSessions.id, id));
    }
    return (await getTestSession(id))!;
  });
  const redirectTo = fresh.status === "complete" ? fresh.successUrl.replace("{CHECKOUT_SESSION_ID}", id) : fresh.cancelUrl;
  return { session: toSession(fresh), redirectTo };
}

export function testProvider(): PaymentsPort {
  return {
    name: "local",

    async createCheckoutSession(req: CheckoutRequest) {
      const id = `cs_test_local_${randomBytes(18).toString("base64url")}`;
      const row = await withTransaction(
        async (tx) =>
          (
            await tx
              .insert(schema.testCheckoutSessions)
              .values({
                id,
                clientReferenceId: req.clientReferenceId,
                description: req.lineItem.name,
                amountCents: req.lineItem.amountCents,
                mode: req.mode,
                successUrl: req.successUrl,
                cancelUrl: req.cancelUrl,
                metadata: JSON.stringify(req.metadata),
              })
              .returning()
          )[0]!,
      );
      return toSession(row);
    },

    async retrieveSession(id: string) {
      const row = await getTestSession(id);
      if (!row) throw notFound("Checkout session not found");
      return toSession(row);
    },

    parseWebhook() {
      throw new HttpError(400, "Webhooks are only accepted when Stripe is configured");
    },

    async createPortalSession() {
      return null;
    },

    async changeSubscription() {
      // Nothing is billed by the test checkout, so there is nothing to change or cancel.
    },
  };
}
