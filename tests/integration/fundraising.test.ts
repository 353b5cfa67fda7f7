// Fundraising over real HTTP against the built server (built-in test checkout, no Stripe):
// campaigns, entries by role, privacy flags as members see them, closed campaigns, the bank
// account (masked, sealed in the database file), card contributions recorded exactly once.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { ApiClient, familyWithEveryRole, type RoleFamily } from "../helpers/client";

let server: TestServer;
let fam: RoleFamily;

beforeAll(async () => {
  server = await startServer();
  fam = await familyWithEveryRole(server.url, "The Fundraisers");
});

afterAll(async () => {
  await server?.stop();
});

async function newCampaign(body: Record<string, unknown> = {}, who: ApiClient = fam.owner.client) {
  const res = await who.post("/campaigns", { title: "Reunion fund", description: "Hall and food", goal_amount: 1000, ...body });
  expect(res.status).toBe(200);
  return res.body as { id: number; title: string };
}

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

/** Posts a form to the Fundraising page as a browser without JavaScript would (bearer instead of the cookie). */
async function pagePost(client: ApiClient, fields: Record<string, string>, search = "") {
  const res = await fetch(`${server.url}/dashboard/fundraising${search}`, {
    method: "POST",
    redirect: "manual",
    headers: { Authorization: `Bearer ${client.token}`, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client.ip },
    body: new URLSearchParams(fields).toString(),
  });
  return { status: res.status, location: res.headers.get("Location"), html: await res.text() };
}

async function page(client: ApiClient, pathAndQuery: string) {
  const res = await fetch(`${server.url}${pathAndQuery}`, { redirect: "manual", headers: { Authorization: `Bearer ${client.token}` } });
  return { status: res.status, html: await res.text() };
}

const auditActions = async () => ((await fam.owner.client.get("/family/audit-logs")).body as { action: string }[]).map((a) => a.action);

describe("campaigns", () => {
  it("owner and admin create campaigns with the §3 defaults; members and guests may not", async () => {
    const res = await fam.admin.client.post("/campaigns", { title: "  Summer reunion  ", goal_amount: "2,500.50" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: "Summer reunion",
      status: "live",
      visibility: "family",
      show_donor_names: true,
      show_progress_details: true,
      goal_amount: 2500.5,
      goal_cents: 250050,
      current_amount: 0,
      pledged_amount: 0,
      progress_percentage: 0,
      created_by_name: "Adam Admin",
    });
    for (const who of [fam.member, fam.guest]) {
      const denied = await who.client.post("/campaigns", { title: "Mine", goal_amount: 10 });
      expect(denied.status).toBe(403);
    }
    expect((await new ApiClient(server.url).get("/campaigns")).status).toBe(401);
    expect(await auditActions()).toContain("campaign_create");
  });

  it("validates with the spec's messages", async () => {
    const c = fam.owner.client;
    expect((await c.post("/campaigns", { title: "", goal_amount: 10 })).body.detail).toBe("Campaign title is required");
    expect((await c.post("/campaigns", { title: "X", goal_amount: 0 })).body.detail).toBe("Please enter a valid goal amount");
    expect((await c.post("/campaigns", { title: "X", goal_amount: "12.345" })).body.detail).toBe("Please enter a valid goal amount");
    expect((await c.post("/campaigns", { title: "X", goal_amount: { v: 1 } })).status).toBe(400);
    expect((await c.post("/campaigns", { title: "X", goal_amount: 5, visibility: "public" })).status).toBe(400);
  });

  it("admins-only campaigns are invisible to members and guests (404), and another family's are 404", async () => {
    const secret = await newCampaign({ title: "Surprise gift", visibility: "admins" });
    const open = await newCampaign({ title: "Open fund" });
    for (const who of [fam.member, fam.guest]) {
      const list = (await who.client.get("/campaigns")).body as { id: number }[];
      expect(list.map((x) => x.id)).toContain(open.id);
      expect(list.map((x) => x.id)).not.toContain(secret.id);
      expect((await who.client.get(`/campaigns/${secret.id}/summary`)).status).toBe(404);
      expect((await who.client.get(`/campaigns/${secret.id}`)).status).toBe(404);
      expect((await who.client.post(`/campaigns/${secret.id}/entries`, { amount: 5, payer_name: who.name })).status).toBe(404);
      expect((await who.client.post("/payments/checkout/fundraiser", { campaign_id: secret.id, amount: 5 })).status).toBe(404);
    }
    expect((await fam.admin.client.get(`/campaigns/${secret.id}/summary`)).status).toBe(200);
    const s = fam.stranger.client;
    expect((await s.get(`/campaigns/${open.id}/summary`)).status).toBe(404);
    expect((await s.put(`/campaigns/${open.id}`, { title: "Mine now" })).status).toBe(404);
    expect((await s.del(`/campaigns/${open.id}`)).status).toBe(404);
    expect((await s.post(`/campaigns/${open.id}/entries`, { entry_type: "collected", amount: 5, payer_name: "Sam" })).status).toBe(404);
    expect((await s.post("/payments/checkout/fundraiser", { campaign_id: open.id, amount: 5 })).status).toBe(404);
    expect(((await s.get("/campaigns")).body as unknown[]).length).toBe(0);
  });

  it("Home counts the live campaigns the viewer may see", async () => {
    const countOn = async (who: ApiClient) => {
      const html = (await page(who, "/dashboard")).html;
      return Number(/data-testid="active-campaigns-count">(\d+)</.exec(html)?.[1]);
    };
    const before = { owner: await countOn(fam.owner.client), member: await countOn(fam.member.client) };
    const hidden = await newCampaign({ title: "Admins count", visibility: "admins" });
    const open = await newCampaign({ title: "Everyone counts" });
    expect(await countOn(fam.owner.client)).toBe(before.owner + 2);
    expect(await countOn(fam.member.client)).toBe(before.member + 1);
    expect((await fam.owner.client.put(`/campaigns/${open.id}`, { status: "closed" })).status).toBe(200);
    expect(await countOn(fam.member.client)).toBe(before.member);
    await fam.owner.client.del(`/campaigns/${hidden.id}`);
    await fam.owner.client.del(`/campaigns/${open.id}`);
    expect(await countOn(fam.owner.client)).toBe(before.owner);
  });

  it("owner and admin edit, close, reopen and delete; members may not", async () => {
    const camp = await newCampaign({ title: "Edit me" });
    expect((await fam.member.client.put(`/campaigns/${camp.id}`, { title: "Nope" })).status).toBe(403);
    expect((await fam.member.client.del(`/campaigns/${camp.id}`)).status).toBe(403);
    const edited = await fam.admin.client.put(`/campaigns/${camp.id}`, { title: "Edited", goal_amount: "1500.25", show_donor_names: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Edited", goal_cents: 150025, description: "Hall and food", show_donor_names: false, show_progress_details: true });
    expect((await fam.admin.client.put(`/campaigns/${camp.id}`, { status: "paused" })).status).toBe(400);
    expect((await fam.admin.client.put(`/campaigns/${camp.id}`, { title: "" })).body.detail).toBe("Campaign title is required");
    const closed = await fam.owner.client.put(`/campaigns/${camp.id}`, { status: "closed" });
    expect(closed.body.status).toBe("closed");
    expect(closed.body.closed_at).toBeTruthy();
    expect((await fam.owner.client.put(`/campaigns/${camp.id}`, { status: "live" })).body.status).toBe("live");
    await fam.owner.client.post(`/campaigns/${camp.id}/entries`, { entry_type: "collected", amount: 10, payer_name: "Ann" });
    expect((await fam.owner.client.del(`/campaigns/${camp.id}`)).status).toBe(200);
    expect((await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).status).toBe(404);
    const actions = await auditActions();
    for (const a of ["campaign_update", "campaign_close", "campaign_reopen", "campaign_delete"]) expect(actions).toContain(a);
  });
});

describe("entries", () => {
  it("members pledge only, in their own name; owner and admin record either type; guests nothing", async () => {
    const camp = await newCampaign({ goal_amount: 1000 });
    const url = `/campaigns/${camp.id}/entries`;
    const pledge = await fam.member.client.post(url, { entry_type: "pledge", amount: "25.50", payer_name: "Mia Member", memo: "By June" });
    expect(pledge.status).toBe(200);
    expect(pledge.body).toMatchObject({ entry_type: "pledge", amount: 25.5, amount_cents: 2550, payer_name: "Mia Member", memo: "By June", source: "manual" });
    expect(pledge.body.entered_at).toBeTruthy();
    expect((await fam.member.client.post(url, { entry_type: "collected", amount: 5, payer_name: "Mia Member" })).status).toBe(403);
    expect((await fam.member.client.post(url, { amount: 5, payer_name: "Somebody Else" })).status).toBe(403);
    expect((await fam.guest.client.post(url, { amount: 5, payer_name: "Gus Guest" })).status).toBe(403);
    expect((await fam.guest.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: 5 })).status).toBe(403);

    const collected = await fam.admin.client.post(url, { entry_type: "collected", amount: 200, payer_name: "Uncle Bob", memo: "Cash at dinner" });
    expect(collected.status).toBe(200);
    expect(collected.body.entered_by_name).toBe("Adam Admin");
    expect((await fam.owner.client.post(url, { entry_type: "pledge", amount: 100.1, payer_name: "Aunt Sue" })).status).toBe(200);
    expect((await fam.owner.client.post(url, { entry_type: "collected", amount: "0.10", payer_name: "Kid" })).status).toBe(200);
    expect((await fam.owner.client.post(url, { entry_type: "collected", amount: "0.20", payer_name: "Kid" })).status).toBe(200);

    expect((await fam.owner.client.post(url, { entry_type: "collected", amount: 5, payer_name: " " })).body.detail).toBe("Payer name is required");
    expect((await fam.owner.client.post(url, { entry_type: "collected", amount: 0, payer_name: "Ann" })).body.detail).toBe("Please enter a valid amount");
    expect((await fam.owner.client.post(url, { entry_type: "collected", amount: -3, payer_name: "Ann" })).body.detail).toBe("Please enter a valid amount");
    expect((await fam.owner.client.post(url, { entry_type: "donation", amount: 3, payer_name: "Ann" })).status).toBe(400);

    const summary = await fam.member.client.get(`/campaigns/${camp.id}/summary`);
    expect(summary.body).toMatchObject({
      pledged_total: 125.6,
      collected_total: 200.3,
      goal_amount: 1000,
      total_amount: 325.9,
      progress_percentage: 20,
      pledged_cents: 12560,
      collected_cents: 20030,
      total_cents: 32590,
      entry_count: 5,
    });
    expect(summary.body.recent_entries.map((e: { payer_name: string }) => e.payer_name)).toEqual(["Kid", "Kid", "Aunt Sue", "Uncle Bob", "Mia Member"]);
    const list = (await fam.member.client.get("/campaigns")).body.find((x: { id: number }) => x.id === camp.id);
    expect(list).toMatchObject({ current_amount: 200.3, goal_amount: 1000, pledged_amount: 125.6 });
    expect((await auditActions()).filter((a) => a === "campaign_entry_create").length).toBeGreaterThanOrEqual(5);
  });

  it("the summary lists the latest 10 entries", async () => {
    const camp = await newCampaign({ goal_amount: 100 });
    for (let i = 1; i <= 12; i++) {
      await fam.owner.client.post(`/campaigns/${camp.id}/entries`, { entry_type: "collected", amount: i, payer_name: `Payer ${i}` });
    }
    const s = (await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).body;
    expect(s.recent_entries).toHaveLength(10);
    expect(s.recent_entries[0].payer_name).toBe("Payer 12");
    expect(s.recent_entries[9].payer_name).toBe("Payer 3");
    expect(s.collected_total).toBe(78);
    expect(s.progress_percentage).toBe(78);
    expect(s.entry_count).toBe(12);
  });

  it("owner and admin delete entries; members may not; another family's entry is 404", async () => {
    const camp = await newCampaign();
    const other = await newCampaign();
    const entry = (await fam.member.client.post(`/campaigns/${camp.id}/entries`, { amount: 10, payer_name: "Mia Member" })).body;
    expect((await fam.member.client.del(`/campaigns/${camp.id}/entries/${entry.id}`)).status).toBe(403);
    expect((await fam.stranger.client.del(`/campaigns/${camp.id}/entries/${entry.id}`)).status).toBe(404);
    expect((await fam.admin.client.del(`/campaigns/${other.id}/entries/${entry.id}`)).status).toBe(404);
    expect((await fam.admin.client.del(`/campaigns/${camp.id}/entries/${entry.id}`)).status).toBe(200);
    expect((await fam.admin.client.del(`/campaigns/${camp.id}/entries/${entry.id}`)).status).toBe(404);
    expect((await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).body.pledged_total).toBe(0);
    expect(await auditActions()).toContain("campaign_entry_delete");
  });

  it("a closed campaign refuses entries and card gifts", async () => {
    const camp = await newCampaign();
    await fam.owner.client.put(`/campaigns/${camp.id}`, { status: "closed" });
    const refused = await fam.owner.client.post(`/campaigns/${camp.id}/entries`, { entry_type: "collected", amount: 5, payer_name: "Ann" });
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toMatch(/closed/);
    expect((await fam.member.client.post(`/campaigns/${camp.id}/entries`, { amount: 5, payer_name: "Mia Member" })).status).toBe(409);
    expect((await fam.member.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: 5 })).status).toBe(409);
    expect((await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).body.entry_count).toBe(0);
  });
});

describe("privacy flags, as members see them", () => {
  it("show_donor_names off: members and guests see Anonymous; owner and admin see names", async () => {
    const camp = await newCampaign({ show_donor_names: false });
    await fam.admin.client.post(`/campaigns/${camp.id}/entries`, { entry_type: "collected", amount: 50, payer_name: "Uncle Bob" });
    for (const who of [fam.member.client, fam.guest.client]) {
      const s = (await who.get(`/campaigns/${camp.id}/summary`)).body;
      expect(s.collected_total).toBe(50);
      expect(s.recent_entries[0].payer_name).toBe("Anonymous");
      expect(s.recent_entries[0].entered_by_name).toBeNull();
      expect(JSON.stringify(s)).not.toContain("Uncle Bob");
      expect(JSON.stringify(s)).not.toContain("Adam Admin");
    }
    const html = (await page(fam.member.client, `/dashboard/fundraising?modal=campaign&id=${camp.id}`)).html;
    expect(html).toContain("Anonymous");
    expect(html).not.toContain("Uncle Bob");
    expect((await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).body.recent_entries[0].payer_name).toBe("Uncle Bob");
  });

  it("show_progress_details off: members see the campaign and can pledge, but no amounts or progress", async () => {
    const camp = await newCampaign({ title: "Quiet fund", goal_amount: 777, show_progress_details: false });
    await fam.admin.client.post(`/campaigns/${camp.id}/entries`, { entry_type: "collected", amount: 123.45, payer_name: "Uncle Bob" });
    expect((await fam.member.client.post(`/campaigns/${camp.id}/entries`, { amount: 10, payer_name: "Mia Member" })).status).toBe(200);
    const listed = (await fam.member.client.get("/campaigns")).body.find((x: { id: number }) => x.id === camp.id);
    expect(listed).toMatchObject({ title: "Quiet fund", details_hidden: true, goal_amount: null, current_amount: null, progress_percentage: null });
    const s = (await fam.member.client.get(`/campaigns/${camp.id}/summary`)).body;
    expect(s).toMatchObject({ details_hidden: true, pledged_total: null, collected_total: null, goal_amount: null, total_amount: null, progress_percentage: null, recent_entries: [] });
    const html = (await page(fam.member.client, `/dashboard/fundraising?modal=campaign&id=${camp.id}`)).html;
    expect(html).toContain("Quiet fund");
    expect(html).not.toContain("$777.00");
    expect(html).not.toContain("$123.45");
    const admin = (await fam.admin.client.get(`/campaigns/${camp.id}/summary`)).body;
    expect(admin).toMatchObject({ details_hidden: false, collected_total: 123.45, pledged_total: 10, goal_amount: 777 });
  });
});

describe("the bank account", () => {
  const ACCOUNT = "987654321012";

  it("owner and admin connect it; it comes back masked and is sealed in the database file", async () => {
    for (const who of [fam.member, fam.guest]) {
      expect((await who.client.get("/admin/bank-account")).status).toBe(403);
      expect((await who.client.post("/admin/bank-account", { account_number: ACCOUNT, routing_number: "011000015", account_holder_name: "X" })).status).toBe(403);
    }
    expect((await fam.owner.client.get("/admin/bank-account")).body).toMatchObject({ connected: false, account_last4: null });
    const c = fam.admin.client;
    expect((await c.post("/admin/bank-account", { routing_number: "011000015", account_holder_name: "The Fundraisers" })).body.detail).toBe(
      "Please fill in all bank account details",
    );
    expect((await c.post("/admin/bank-account", { account_number: ACCOUNT, routing_number: "", account_holder_name: "X" })).body.detail).toBe(
      "Please fill in all bank account details",
    );
    const badRouting = await c.post("/admin/bank-account", { account_number: ACCOUNT, routing_number: "011000016", account_holder_name: "X" });
    expect(badRouting.status).toBe(400);
    expect(badRouting.body.detail).toBe("Please enter a valid 9-digit routing number");
    expect((await c.post("/admin/bank-account", { account_number: ACCOUNT, routing_number: "12345678", account_holder_name: "X" })).status).toBe(400);

    const saved = await c.post("/admin/bank-account", { account_number: ACCOUNT, routing_number: "011000015", account_holder_name: "The Fundraisers" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ connected: true, account_holder_name: "The Fundraisers", routing_number: "011000015", account_last4: "1012", account_number_masked: "••••1012" });
    const got = await fam.owner.client.get("/admin/bank-account");
    expect(got.body.account_last4).toBe("1012");
    expect(JSON.stringify(got.body)).not.toContain(ACCOUNT);
    expect(JSON.stringify(saved.body)).not.toContain(ACCOUNT);
    const html = (await page(fam.owner.client, "/dashboard/fundraising?modal=bank-account")).html;
    expect(html).toContain("••••1012");
    expect(html).not.toContain(ACCOUNT);
    expect(await auditActions()).toContain("bank_account_connect");
    const audit = JSON.stringify((await fam.owner.client.get("/family/audit-logs")).body);
    expect(audit).not.toContain(ACCOUNT);

    // Not readable anywhere in the database (and its files on SQLite: main file and write-ahead log).
    const sqlite = await openSql(server);
    const row = (await sqlite.get<{ sealed: string; last4: string }>("select account_number_sealed as sealed, account_last4 as last4 from bank_accounts"))!;
    const everything = JSON.stringify(await sqlite.all("select * from bank_accounts"));
    await sqlite.close();
    expect(everything).not.toContain(ACCOUNT);
    expect(row.last4).toBe("1012");
    expect(row.sealed).toMatch(/^v1\./);
    expect(row.sealed).not.toContain(ACCOUNT);
    for (const file of ["app.db", "app.db-wal"]) {
      const p = path.join(server.dataDir, file);
      if (fs.existsSync(p)) expect(fs.readFileSync(p).includes(Buffer.from(ACCOUNT))).toBe(false);
    }

    // Replacing it is audited too.
    const replaced = await fam.owner.client.post("/admin/bank-account", { account_number: "11112222", routing_number: "021000021", account_holder_name: "Olivia Owner" });
    expect(replaced.body.account_number_masked).toBe("••••2222");
    expect(await auditActions()).toContain("bank_account_update");
  });

  it("the page form reports a missing field and never echoes the typed number", async () => {
    const res = await pagePost(fam.owner.client, { intent: "save-bank-account", account_holder_name: "Olivia", routing_number: "", account_number: "55556666777" }, "?modal=bank-account");
    expect(res.status).toBe(400);
    expect(res.html).toContain("Please fill in all bank account details");
    expect(res.html).not.toContain("55556666777");
  });
});

describe("card contributions through the test checkout", () => {
  it("records exactly one collected card entry, even when the payment is confirmed twice", async () => {
    const camp = await newCampaign({ title: "Card fund", goal_amount: 500 });
    expect((await fam.member.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: "0.99" })).body.detail).toBe(
      "Please enter a valid amount",
    );
    expect((await fam.member.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id })).body.detail).toBe("Please enter a valid amount");
    const start = await fam.member.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: "25" });
    expect(start.status).toBe(200);
    const { url, session_id: sessionId } = start.body as { url: string; session_id: string };
    expect(url).toBe(`${server.url}/checkout/${sessionId}`);

    const view = await page(fam.member.client, `/checkout/${sessionId}`);
    expect(view.html).toContain("Contribution to Card fund");
    expect(view.html).toContain("$25.00");
    expect(view.html).not.toContain("per month");
    expect((await fam.member.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "unpaid", status: "open" });
    expect((await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).body.collected_total).toBe(0);

    const paid = await testCheckout(fam.member.client, url, "pay");
    expect(paid.status).toBe(303);
    expect(paid.location).toBe(`${server.url}/payment-success?session_id=${sessionId}`);
    // Confirmed again: the page again, and the status call twice.
    expect((await testCheckout(fam.member.client, url, "pay")).status).toBe(303);
    expect((await fam.member.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });
    expect((await fam.member.client.get(`/payments/status/${sessionId}`)).body).toEqual({ payment_status: "paid", status: "complete" });
    const success = await page(fam.member.client, `/payment-success?session_id=${sessionId}`);
    expect(success.html).toContain("Payment successful!");

    const s = (await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).body;
    expect(s.collected_total).toBe(25);
    expect(s.progress_percentage).toBe(5);
    expect(s.entry_count).toBe(1);
    expect(s.recent_entries[0]).toMatchObject({ entry_type: "collected", amount_cents: 2500, payer_name: "Mia Member", memo: "Card contribution", source: "card" });
    expect((await auditActions()).filter((a) => a === "campaign_card_gift").length).toBe(1);
  });

  it("a cancelled checkout records nothing; another family cannot pay or see it", async () => {
    const camp = await newCampaign({ title: "Cancel fund" });
    const start = await fam.admin.client.post("/payments/checkout/fundraiser", { campaign_id: camp.id, amount: 40 });
    expect((await testCheckout(fam.stranger.client, start.body.url, "pay")).status).toBe(404);
    const cancelled = await testCheckout(fam.admin.client, start.body.url, "cancel");
    expect(cancelled.location).toBe(`${server.url}/dashboard/fundraising`);
    expect((await fam.admin.client.get(`/payments/status/${start.body.session_id}`)).body).toEqual({ payment_status: "unpaid", status: "expired" });
    expect((await testCheckout(fam.admin.client, start.body.url, "pay")).location).toBe(`${server.url}/dashboard/fundraising`);
    expect((await fam.owner.client.get(`/campaigns/${camp.id}/summary`)).body.entry_count).toBe(0);
  });

  it("the page's contribute form answers with a 303 to the checkout; a too-small amount re-shows the modal", async () => {
    const camp = await newCampaign({ title: "Form fund" });
    const small = await pagePost(fam.member.client, { intent: "contribute", id: String(camp.id), amount: "0.50" }, `?modal=contribute&id=${camp.id}`);
    expect(small.status).toBe(400);
    expect(small.html).toContain("Please enter a valid amount");
    expect(small.html).toContain("Make a contribution");
    const ok = await pagePost(fam.member.client, { intent: "contribute", id: String(camp.id), amount: "12.34" }, `?modal=contribute&id=${camp.id}`);
    expect(ok.status).toBe(303);
    expect(ok.location).toMatch(new RegExp(`^${server.url}/checkout/cs_test_local_`));
    const modal = await page(fam.member.client, `/dashboard/fundraising?modal=contribute&id=${camp.id}`);
    expect(modal.html).toContain("2-3%");
    expect(modal.html).toContain("Minimum contribution $1.00");
  });
});

describe("the Fundraising page without JavaScript", () => {
  it("creates a campaign, pledges as a member, and a guest sees no forms", async () => {
    const created = await pagePost(fam.owner.client, { intent: "create-campaign", title: "", goal_amount: "100" }, "?modal=create-campaign");
    expect(created.status).toBe(400);
    expect(created.html).toContain("Campaign title is required");
    const ok = await pagePost(fam.owner.client, { intent: "create-campaign", title: "Page fund", goal_amount: "100", visibility: "family", show_donor_names: "on" });
    expect(ok.status).toBe(302);
    const camp = ((await fam.owner.client.get("/campaigns")).body as { id: number; title: string; show_donor_names: boolean; show_progress_details: boolean }[]).find(
      (x) => x.title === "Page fund",
    )!;
    expect(camp).toMatchObject({ show_donor_names: true, show_progress_details: false });

    const pledgeForm = await page(fam.member.client, `/dashboard/fundraising?modal=add-entry&id=${camp.id}`);
    expect(pledgeForm.html).toContain("Make a pledge");
    expect(pledgeForm.html).toMatch(/value="Mia Member"[^>]*readOnly|readOnly[^>]*value="Mia Member"/i);
    const pledged = await pagePost(fam.member.client, { intent: "add-entry", id: String(camp.id), entry_type: "pledge", amount: "15", payer_name: "Mia Member" });
    expect(pledged.status).toBe(302);
    expect(pledged.location).toBe(`/dashboard/fundraising?modal=campaign&id=${camp.id}`);
    const sneaky = await pagePost(fam.member.client, { intent: "add-entry", id: String(camp.id), entry_type: "collected", amount: "15", payer_name: "Mia Member" });
    expect(sneaky.status).toBe(403);

    const guestView = await page(fam.guest.client, `/dashboard/fundraising?modal=campaign&id=${camp.id}`);
    expect(guestView.html).toContain("Page fund");
    expect(guestView.html).not.toContain("Make pledge");
    expect(guestView.html).not.toContain("Contribute by card");
    expect(guestView.html).not.toContain("Create campaign");
  });
});
