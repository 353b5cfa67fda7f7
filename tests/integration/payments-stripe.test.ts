// Checkout with Stripe: the real `stripe` SDK talks to a local fake of Stripe's API
// (STRIPE_API_BASE), and webhooks are signed the way Stripe signs them.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, joinFamily, type Account } from "../helpers/client";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";

const WEBHOOK_SECRET = "whsec_kindred_test_secret";
let server: TestServer;
let stripe: FakeStripe;
let hook: string;

beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startServer({
    STRIPE_SECRET_KEY: "sk_test_kindred",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
    STRIPE_PRICE_MEDIUM_FAMILY: "price_large_monthly",
  });
  hook = `${server.url}/api/payments/webhook`;
});

afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

async function startUpgrade(owner: Account, tier = "small_family") {
  const res = await owner.client.post("/payments/checkout/subscription", { package_id: tier });
  expect(res.status).toBe(200);
  expect(res.body.url).toMatch(new RegExp(`^${stripe.url}/pay/cs_test_`));
  return res.body.session_id as string;
}

const tier = async (c: ApiClient) => (await c.get("/family-group")).body;
const upgrades = async (c: ApiClient) => ((await c.get("/family/audit-logs")).body as { action: string }[]).filter((a) => a.action === "plan_upgrade").length;

describe("checkout through Stripe", () => {
  it("logs the active provider at start", () => {
    expect(server.output()).toContain(`[payments] Stripe at ${stripe.url}`);
  });

  it("creates a subscription Checkout Session with our reference, an idempotency key and the return URLs", async () => {
    const owner = await createFamily(server.url, "Stella Stripe", "The Stripes");
    const sessionId = await startUpgrade(owner);
    const call = stripe.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions" && stripe.sessions.get(sessionId)?.client_reference_id === r.params.get("client_reference_id"))!;
    expect(call.params.get("mode")).toBe("subscription");
    expect(call.idempotencyKey).toMatch(/^kindred-checkout-\d+$/);
    expect(call.params.get("success_url")).toBe(`${server.url}/payment-success?session_id={CHECKOUT_SESSION_ID}`);
    expect(call.params.get("cancel_url")).toBe(`${server.url}/dashboard/subscription`);
    expect(call.params.get("line_items[0][price_data][unit_amount]")).toBe("1000");
    expect(call.params.get("line_items[0][price_data][recurring][interval]")).toBe("month");
    expect(call.params.get("metadata[tier]")).toBe("small_family");
    expect(call.params.get("customer_email")).toBe(owner.email);
    // A configured price id is used for the Large Family plan.
    const owner2 = await createFamily(server.url, "Lars Large", "The Larges");
    await startUpgrade(owner2, "medium_family");
    expect(stripe.requests.at(-1)!.params.get("line_items[0][price]")).toBe("price_large_monthly");
    expect((await owner.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "open" });
  });

  it("upgrades once on a signed checkout.session.completed, even when it is delivered twice", async () => {
    const owner = await createFamily(server.url, "Wendy Webhook", "The Hooks");
    const sessionId = await startUpgrade(owner);
    const event = stripe.event("checkout.session.completed", stripe.complete(sessionId));
    const first = await stripe.sendWebhook(hook, event, { secret: WEBHOOK_SECRET });
    expect(first).toEqual({ status: 200, body: { received: true, duplicate: false } });
    expect(await tier(owner.client)).toMatchObject({ subscription_tier: "small_family", subscription_status: "active", monthly_price: 10 });
    const replay = await stripe.sendWebhook(hook, event, { secret: WEBHOOK_SECRET });
    expect(replay).toEqual({ status: 200, body: { received: true, duplicate: true } });
    expect(await upgrades(owner.client)).toBe(1);
    expect((await owner.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });
    expect((await tier(owner.client)).has_billing_portal).toBe(true);
  });

  it("refuses a forged or unsigned webhook with 400 and changes nothing", async () => {
    const owner = await createFamily(server.url, "Fiona Forged", "The Forged");
    const sessionId = await startUpgrade(owner);
    const event = stripe.event("checkout.session.completed", stripe.complete(sessionId));
    const forged = await stripe.sendWebhook(hook, event, { secret: WEBHOOK_SECRET, forge: true });
    expect(forged.status).toBe(400);
    expect(forged.body).toEqual({ detail: "Invalid webhook signature" });
    const unsigned = await stripe.sendWebhook(hook, event, { secret: WEBHOOK_SECRET, unsigned: true });
    expect(unsigned.status).toBe(400);
    expect((await tier(owner.client)).subscription_tier).toBe("free");
    // The same event, properly signed afterwards, is still handled (the forged one was not recorded).
    expect((await stripe.sendWebhook(hook, event, { secret: WEBHOOK_SECRET })).body).toEqual({ received: true, duplicate: false });
    expect((await tier(owner.client)).subscription_tier).toBe("small_family");
  });

  it("covers a late webhook with the status call, and the late webhook then changes nothing", async () => {
    const owner = await createFamily(server.url, "Lena Late", "The Lates");
    const stranger = await createFamily(server.url, "Sid Stranger", "Not Them");
    const sessionId = await startUpgrade(owner, "medium_family");
    const session = stripe.complete(sessionId);
    expect((await stranger.client.get(`/payments/status/${sessionId}`)).status).toBe(404);
    expect((await owner.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });
    expect(await tier(owner.client)).toMatchObject({ subscription_tier: "medium_family", monthly_price: 30 });
    const late = await stripe.sendWebhook(hook, stripe.event("checkout.session.completed", session), { secret: WEBHOOK_SECRET });
    expect(late.status).toBe(200);
    expect(await upgrades(owner.client)).toBe(1);
    const usage = await owner.client.get("/subscription/usage");
    expect(usage.body.members).toEqual({ current: 1, limit: -1, percentage: 0 });
  });

  it("follows invoices and subscription events; emails the owner when a payment fails", async () => {
    const owner = await createFamily(server.url, "Ivy Invoice", "The Invoices");
    const sessionId = await startUpgrade(owner);
    const session = stripe.complete(sessionId);
    await owner.client.get(`/payments/status/${sessionId}`);
    const sub = session.subscription as string;

    const failed = await stripe.sendWebhook(hook, stripe.event("invoice.payment_failed", { id: "in_1", object: "invoice", subscription: sub }), { secret: WEBHOOK_SECRET });
    expect(failed.status).toBe(200);
    expect((await tier(owner.client)).subscription_status).toBe("past_due");
    const outbox = path.join(server.dataDir, "outbox");
    await expect
      .poll(() => (fs.existsSync(outbox) ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), "utf8")) : []).some((m) => m.includes(`To: ${owner.email}`) && m.includes("Payment failed")), { timeout: 10_000 })
      .toBe(true);

    await stripe.sendWebhook(hook, stripe.event("invoice.paid", { id: "in_2", object: "invoice", parent: { subscription_details: { subscription: sub } } }), { secret: WEBHOOK_SECRET });
    expect((await tier(owner.client)).subscription_status).toBe("active");

    await stripe.sendWebhook(hook, stripe.event("customer.subscription.updated", { ...stripe.subscriptions.get(sub), status: "past_due" }), { secret: WEBHOOK_SECRET });
    expect((await tier(owner.client)).subscription_status).toBe("past_due");

    await stripe.sendWebhook(hook, stripe.event("customer.subscription.deleted", { ...stripe.subscriptions.get(sub), status: "canceled" }), { secret: WEBHOOK_SECRET });
    expect(await tier(owner.client)).toMatchObject({ subscription_tier: "free", subscription_status: "active", monthly_price: 0 });
  });

  it("downgrades at Stripe too, and opens the billing portal for the owner only", async () => {
    const owner = await createFamily(server.url, "Dora Down", "The Downs");
    const member = await joinFamily(server.url, owner.familyCode, "Milo Member");
    const sessionId = await startUpgrade(owner, "medium_family");
    const sub = stripe.complete(sessionId).subscription as string;
    await owner.client.get(`/payments/status/${sessionId}`);

    expect((await member.client.post("/payments/billing-portal")).status).toBe(403);
    const portal = await owner.client.post("/payments/billing-portal");
    expect(portal.status).toBe(200);
    expect(portal.body.url).toMatch(new RegExp(`^${stripe.url}/portal/cus_`));

    const small = await owner.client.put("/family-group/downgrade", { target_tier: "small_family" });
    expect(small.status).toBe(200);
    const update = stripe.requests.find((r) => r.method === "POST" && r.path === `/v1/subscriptions/${sub}`)!;
    expect(update.params.get("proration_behavior")).toBe("none");
    expect(update.params.get("items[0][price_data][unit_amount]")).toBe("1000");
    expect((await tier(owner.client)).subscription_tier).toBe("small_family");

    const free = await owner.client.put("/family-group/downgrade", { target_tier: "free" });
    expect(free.status).toBe(200);
    expect(stripe.subscriptions.get(sub)!.status).toBe("canceled");
    expect(await tier(owner.client)).toMatchObject({ subscription_tier: "free", monthly_price: 0 });
  });

  it("cancels the old subscription when a paid family upgrades again", async () => {
    const owner = await createFamily(server.url, "Uma Up", "The Ups");
    const first = await startUpgrade(owner, "small_family");
    const oldSub = stripe.complete(first).subscription as string;
    await owner.client.get(`/payments/status/${first}`);
    const second = await startUpgrade(owner, "medium_family");
    stripe.complete(second);
    await owner.client.get(`/payments/status/${second}`);
    expect((await tier(owner.client)).subscription_tier).toBe("medium_family");
    await expect.poll(() => stripe.subscriptions.get(oldSub)!.status).toBe("canceled");
  });
});
