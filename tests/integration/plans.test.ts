// Plans, usage and checkout over real HTTP with the built-in test checkout (no Stripe configured).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, familyWithEveryRole, joinFamily, type RoleFamily } from "../helpers/client";

let server: TestServer;
let fam: RoleFamily;

beforeAll(async () => {
  server = await startServer();
  fam = await familyWithEveryRole(server.url, "The Planners");
});

afterAll(async () => {
  await server?.stop();
});

/** Posts the test checkout page's form (as the signed-in user); returns the redirect target. */
async function testCheckout(client: ApiClient, checkoutUrl: string, intent: "pay" | "cancel") {
  const res = await fetch(checkoutUrl, {
    method: "POST",
    redirect: "manual",
    headers: { Authorization: `Bearer ${client.token}`, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client.ip },
    body: new URLSearchParams({ intent }).toString(),
  });
  return { status: res.status, location: res.headers.get("Location") };
}

async function page(client: ApiClient | null, path: string) {
  const res = await fetch(`${server.url}${path}`, {
    redirect: "manual",
    headers: client ? { Authorization: `Bearer ${client.token}` } : {},
  });
  return { status: res.status, location: res.headers.get("Location"), html: await res.text() };
}

async function auditActions(client: ApiClient): Promise<string[]> {
  const res = await client.get("/family/audit-logs");
  return (res.body as { action: string }[]).map((a) => a.action);
}

describe("plans and usage", () => {
  it("lists the three tiers of §9", async () => {
    const res = await new ApiClient(server.url).get("/subscription-tiers");
    expect(res.status).toBe(200);
    expect(res.body.map((t: { id: string; name: string; monthly_price: number }) => [t.id, t.name, t.monthly_price])).toEqual([
      ["free", "Free", 0],
      ["small_family", "Small Family", 10],
      ["medium_family", "Large Family", 30],
    ]);
    expect(res.body[0].limits).toEqual({ members: 10, photos: 50, surveys: 5, events: -1 });
    expect(res.body[0].integrations).toBe(false);
    expect(res.body[1].limits.members).toBe(30);
    expect(res.body[2].limits.members).toBe(-1);
  });

  it("returns the family group and the usage with percentages", async () => {
    const group = await fam.member.client.get("/family-group");
    expect(group.status).toBe(200);
    expect(group.body).toMatchObject({
      name: "The Planners",
      subscription_tier: "free",
      subscription_status: "active",
      monthly_price: 0,
      member_count: 4,
      features: { unlimited_photos: false, unlimited_events: true },
      pending_upgrade: null,
    });
    const usage = await fam.owner.client.get("/subscription/usage");
    expect(usage.status).toBe(200);
    expect(usage.body.members).toEqual({ current: 4, limit: 10, percentage: 40 });
    expect(usage.body.events).toEqual({ current: 0, limit: -1, percentage: 0 });
    expect(usage.body.photos.limit).toBe(50);
    expect(usage.body.surveys.limit).toBe(5);
    expect(usage.body.recommended_upgrade).toBeNull();
    expect((await new ApiClient(server.url).get("/subscription/usage")).status).toBe(401);
  });
});

describe("checkout with the built-in test checkout", () => {
  it("is for the owner only and refuses a wrong package", async () => {
    for (const who of [fam.admin, fam.member, fam.guest]) {
      const res = await who.client.post("/payments/checkout/subscription", { package_id: "small_family" });
      expect(res.status).toBe(403);
    }
    const bad = await fam.owner.client.post("/payments/checkout/subscription", { package_id: "gold" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Invalid subscription package selected");
    const free = await fam.owner.client.post("/payments/checkout/subscription", { package_id: "free" });
    expect(free.status).toBe(400);
    expect(free.body.detail).toBe("Invalid subscription package selected");
    const typed = await fam.owner.client.post("/payments/checkout/subscription", { package_id: { tier: "small_family" } });
    expect(typed.status).toBe(400);
    expect((await new ApiClient(server.url).post("/payments/checkout/subscription", { package_id: "small_family" })).status).toBe(401);
  });

  it("upgrades once through the test checkout page; the status call follows it", async () => {
    const start = await fam.owner.client.post("/payments/checkout/subscription", { package_id: "small_family" });
    expect(start.status).toBe(200);
    const url = start.body.url as string;
    expect(url).toMatch(new RegExp(`^${server.url}/checkout/cs_test_local_`));
    const sessionId = url.split("/").pop()!;

    // Started, not paid: Processing, and the status is open/unpaid.
    expect((await fam.owner.client.get("/family-group")).body.pending_upgrade).toBe("small_family");
    expect((await fam.owner.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "open" });

    // The checkout page says plainly that it is a test and charges nothing; other families see nothing.
    const view = await page(fam.owner.client, `/checkout/${sessionId}`);
    expect(view.status).toBe(200);
    expect(view.html).toContain("no card is asked for and nothing is charged");
    expect(view.html).toContain("$10.00 per month");
    expect((await page(fam.stranger.client, `/checkout/${sessionId}`)).status).toBe(404);
    expect((await testCheckout(fam.stranger.client, url, "pay")).status).toBe(404);
    expect((await fam.stranger.client.get(`/payments/status/${sessionId}`)).status).toBe(404);
    expect((await fam.member.client.get(`/payments/status/nope_${sessionId}`)).status).toBe(404);

    const paid = await testCheckout(fam.owner.client, url, "pay");
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${server.url}/payment-success?session_id=${sessionId}`);
    expect((await fam.owner.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });

    const group = await fam.owner.client.get("/family-group");
    expect(group.body).toMatchObject({ subscription_tier: "small_family", subscription_status: "active", monthly_price: 10, pending_upgrade: null });
    expect(group.body.features).toEqual({ unlimited_photos: true, unlimited_events: true });
    expect((await fam.owner.client.get("/subscription/usage")).body.members).toEqual({ current: 4, limit: 30, percentage: 13 });

    // Paying again changes nothing.
    expect((await testCheckout(fam.owner.client, url, "pay")).status).toBe(303);
    expect((await auditActions(fam.owner.client)).filter((a) => a === "plan_upgrade")).toHaveLength(1);
  });

  it("shows the result page states, and only to signed-in users", async () => {
    expect((await page(null, "/payment-success?session_id=x")).location).toBe("/");
    const start = await fam.owner.client.post("/payments/checkout/subscription", { package_id: "medium_family" });
    const sessionId = (start.body.url as string).split("/").pop()!;
    const checking = await page(fam.owner.client, `/payment-success?session_id=${sessionId}`);
    expect(checking.html).toContain("Checking your payment");
    expect(checking.html).toContain(`attempt=2`);
    const timeout = await page(fam.owner.client, `/payment-success?session_id=${sessionId}&attempt=5`);
    expect(timeout.html).toContain("Payment status check timed out. Please check your account.");
    const error = await page(fam.owner.client, `/payment-success?session_id=cs_unknown`);
    expect(error.html).toContain("Error checking payment status. Please contact support.");

    // Cancel on the test checkout: the session expires, the plan is unchanged.
    const cancelled = await testCheckout(fam.owner.client, start.body.url, "cancel");
    expect(cancelled.location).toBe(`${server.url}/dashboard/subscription`);
    expect((await fam.owner.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "expired" });
    const failed = await page(fam.owner.client, `/payment-success?session_id=${sessionId}`);
    expect(failed.html).toContain("Payment session expired. Please try again.");
    expect((await fam.owner.client.get("/family-group")).body.subscription_tier).toBe("small_family");

    // /dashboard?session_id= starts the same check.
    const dash = await page(fam.owner.client, `/dashboard?session_id=${sessionId}`);
    expect(dash.status).toBe(302);
    expect(dash.location).toBe(`/payment-success?session_id=${sessionId}`);
  });

  it("refuses webhooks while Stripe is not configured", async () => {
    const res = await fetch(`${server.url}/api/payments/webhook`, { method: "POST", body: "{}", headers: { "Stripe-Signature": "t=1,v1=x" } });
    expect(res.status).toBe(400);
  });
});

describe("downgrade", () => {
  it("is owner only and goes down only", async () => {
    const admin = await fam.admin.client.put("/family-group/downgrade", { target_tier: "free" });
    expect(admin.status).toBe(403);
    const up = await fam.owner.client.put("/family-group/downgrade", { target_tier: "medium_family" });
    expect(up.status).toBe(400);
    expect(up.body.detail).toBe("Small Family can only be downgraded to Free");
    const same = await fam.owner.client.put("/family-group/downgrade", { target_tier: "small_family" });
    expect(same.status).toBe(400);
    const ok = await fam.owner.client.put("/family-group/downgrade", { target_tier: "free" });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Your family is now on the Free plan");
    expect(ok.body.family_group).toMatchObject({ subscription_tier: "free", monthly_price: 0 });
    expect(await auditActions(fam.owner.client)).toContain("plan_downgrade");
    const again = await fam.owner.client.put("/family-group/downgrade", { target_tier: "free" });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe("Your family is already on the Free plan");
  });

  it("keeps everything above the smaller plan's limits and refuses adding more until the family is under them", async () => {
    const owner = await createFamily(server.url, "Big Owner", "The Many");
    const start = await owner.client.post("/payments/checkout/subscription", { package_id: "small_family" });
    await testCheckout(owner.client, start.body.url, "pay");
    const cousins = [];
    for (let i = 0; i < 11; i++) cousins.push(await joinFamily(server.url, owner.familyCode, `Cousin ${i}`));
    for (let i = 0; i < 51; i++) {
      const p = await owner.client.post("/photos", { title: `Photo ${i}`, image_url: `https://example.com/p${i}.jpg` });
      expect(p.status).toBe(200);
    }
    const survey = { title: "Menu", description: "What to cook", questions: [{ question: "Main course?", question_type: "text" }] };
    for (let i = 0; i < 6; i++) expect((await owner.client.post("/surveys", { ...survey, title: `Menu ${i}` })).status).toBe(200);

    // The confirm dialog lists what is over before anything happens.
    const dialog = await page(owner.client, "/dashboard/subscription?modal=downgrade&tier=free");
    expect(dialog.status).toBe(200);
    expect(dialog.html).toContain("Members: 12 of 10 — nobody is removed, but nobody new can join until you are under 10");
    expect(dialog.html).toContain("Photos: 51 of 50 — every photo is kept, but no new photos can be added until you are under 50");
    expect(dialog.html).toContain("Surveys: 6 of 5 — every survey is kept, but no new surveys can be created until you are under 5");

    const res = await owner.client.put("/family-group/downgrade", { target_tier: "free" });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Your family is now on the Free plan");
    expect(res.body.over_limits.map((o: { resource: string; current: number; limit: number }) => [o.resource, o.current, o.limit])).toEqual([
      ["members", 12, 10],
      ["photos", 51, 50],
      ["surveys", 6, 5],
    ]);
    expect(res.body.family_group.subscription_tier).toBe("free");
    const logs = (await owner.client.get("/family/audit-logs")).body as { action: string; details: string }[];
    expect(logs.find((l) => l.action === "plan_downgrade")?.details).toBe(
      "Downgraded from Small Family to Free (kept above the new limits: 12 members of 10, 51 photos of 50, 6 surveys of 5)",
    );

    // Nothing was removed.
    const usage = (await owner.client.get("/subscription/usage")).body;
    expect(usage.members).toEqual({ current: 12, limit: 10, percentage: 100 });
    expect(usage.photos).toEqual({ current: 51, limit: 50, percentage: 100 });
    expect(usage.surveys).toEqual({ current: 6, limit: 5, percentage: 100 });
    expect((await owner.client.get("/photos?limit=200")).body).toHaveLength(51);
    expect((await owner.client.get("/surveys")).body).toHaveLength(6);
    expect((await cousins[0]!.client.get("/auth/me")).status).toBe(200);

    // Adding more is refused, each with the spec's text.
    const join = await new ApiClient(server.url).post("/auth/register", {
      email: `late.${Date.now()}@example.test`,
      name: "Late Cousin",
      password: "correct horse",
      family_option: "join",
      family_code: owner.familyCode,
    });
    expect(join.status).toBe(403);
    expect(join.body.detail).toBe("This family has reached its plan's member limit. Ask the family owner to upgrade the plan.");
    const photo = await owner.client.post("/photos", { title: "One more", image_url: "https://example.com/more.jpg" });
    expect(photo.status).toBe(403);
    expect(photo.body.detail).toBe("Photo limit reached. Please upgrade your subscription.");
    const more = await owner.client.post("/surveys", survey);
    expect(more.status).toBe(403);
    expect(more.body.detail).toBe("Free tier allows up to 5 surveys. Please upgrade to create unlimited surveys.");

    // Once under the limit, adding works again (and stops again at it).
    for (const c of cousins.slice(0, 3)) {
      const removed = await owner.client.call("DELETE", `/admin/users/${c.userId}`, { target_user_id: c.userId, reason: "moved away" });
      expect(removed.status).toBe(200);
    }
    expect((await owner.client.get("/subscription/usage")).body.members.current).toBe(9);
    await joinFamily(server.url, owner.familyCode, "Welcome Back");
    await expect(joinFamily(server.url, owner.familyCode, "One Too Many")).rejects.toThrow(/join failed: 403/);
  });
});
