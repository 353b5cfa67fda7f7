// Card contributions with Stripe: the real `stripe` SDK against the tests' local fake of Stripe's
// API (STRIPE_API_BASE); the gift is recorded once from a signed webhook, delivered twice.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily, joinFamily } from "../helpers/client";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";

const WEBHOOK_SECRET = "whsec_kindred_fundraising_secret";
let server: TestServer;
let stripe: FakeStripe;
let hook: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startServer({ STRIPE_SECRET_KEY: "sk_test_kindred", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url });
  hook = `${server.url}/api/payments/webhook`;
});

afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

describe("card contributions through Stripe", () => {
  it("starts a one-time payment Checkout Session and records one collected entry from a webhook delivered twice", async () => {
    const owner = await createFamily(server.url, "Petra Payer", "The Payers");
    const member = await joinFamily(server.url, owner.familyCode, "Carl Card");
    const camp = (await owner.client.post("/campaigns", { title: "Roof repair", goal_amount: 2000 })).body;

    const start = await member.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: "75.25" });
    expect(start.status).toBe(200);
    const sessionId = start.body.session_id as string;
    expect(start.body.url).toBe(`${stripe.url}/pay/${sessionId}`);
    const call = stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && r.params.get("metadata[campaign_id]") === String(camp.id))!;
    expect(call.params.get("mode")).toBe("payment");
    expect(call.params.get("line_items[0][price_data][unit_amount]")).toBe("7525");
    expect(call.params.get("line_items[0][price_data][recurring][interval]")).toBeNull();
    expect(call.params.get("line_items[0][price_data][product_data][name]")).toBe("Contribution to Roof repair");
    expect(call.params.get("metadata[purpose]")).toBe("fundraiser");
    expect(call.params.get("metadata[payer_name]")).toBe("Carl Card");
    expect(call.params.get("cancel_url")).toBe(`${server.url}/dashboard/fundraising`);
    expect(call.params.get("success_url")).toBe(`${server.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`);

    const event = stripe.event("checkout.session.completed", stripe.complete(sessionId));
    expect(await stripe.sendWebhook(hook, event, { secret: WEBHOOK_SECRET })).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await stripe.sendWebhook(hook, event, { secret: WEBHOOK_SECRET })).toEqual({ status: 200, body: { received: true, duplicate: true } });
    // A second, distinct event about the same session (Stripe may send both) and the status call change nothing.
    const again = stripe.event("checkout.session.completed", stripe.sessions.get(sessionId)!);
    expect((await stripe.sendWebhook(hook, again, { secret: WEBHOOK_SECRET })).body).toEqual({ received: true, duplicate: false });
    expect((await member.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });

    const s = (await owner.client.get(`/campaigns/${camp.id}/summary`)).body;
    expect(s.entry_count).toBe(1);
    expect(s.collected_total).toBe(75.25);
    expect(s.recent_entries[0]).toMatchObject({ entry_type: "collected", payer_name: "Carl Card", memo: "Card contribution", source: "card", amount_cents: 7525 });
  });

  it("a forged webhook records nothing; an expired session records nothing", async () => {
    const owner = await createFamily(server.url, "Frank Forge", "The Forges");
    const camp = (await owner.client.post("/campaigns", { title: "Forged", goal_amount: 100 })).body;
    const start = await owner.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: 10 });
    const forged = await stripe.sendWebhook(hook, stripe.event("checkout.session.completed", stripe.complete(start.body.session_id)), {
      secret: WEBHOOK_SECRET,
      forge: true,
    });
    expect(forged.status).toBe(400);
    expect((await owner.client.get(`/campaigns/${camp.id}/summary`)).body.entry_count).toBe(0);

    const second = await owner.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: 10 });
    await stripe.sendWebhook(hook, stripe.event("checkout.session.expired", stripe.expire(second.body.session_id)), { secret: WEBHOOK_SECRET });
    expect((await owner.client.get(`/payments/status/${second.body.session_id}`)).body).toEqual({ payment_status: "unpaid", status: "expired" });
    expect((await owner.client.get(`/campaigns/${camp.id}/summary`)).body.entry_count).toBe(0);
  });
});
