// With Stripe configured, the forms that leave the site reach Stripe's pages in a real browser,
// with JavaScript on and off: the Plan tab's Upgrade (POST → 303 to Checkout), Manage billing
// (POST → 303 to the Customer Portal) and a fundraiser's "Continue to payment" (a document POST
// → 303 to Checkout). A browser applies the page CSP's form-action to every hop of a form
// submission's redirects, so these only work when form-action lists the checkout's origin
// (decision record 151). This spec runs its own server against the local Stripe fake
// (tests/helpers/fake-stripe.ts), whose hosted pages are on its own loopback origin.
import { expect, test } from "@playwright/test";
import { startServer, type TestServer } from "../helpers/server";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";
import { sameOrigin, signUpCreate, uniqueEmail } from "./helpers";

const WEBHOOK_SECRET = "whsec_kindred_e2e_redirects";
let stripe: FakeStripe;
let server: TestServer;

test.beforeAll(async () => {
  stripe = await startFakeStripe();
  server = await startServer({ STRIPE_SECRET_KEY: "sk_test_kindred_e2e", STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: stripe.url });
});

test.afterAll(async () => {
  await server?.stop();
  await stripe?.stop();
});

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

test("Upgrade, Manage billing and a card contribution take the owner to Stripe's pages", async ({ browser, javaScriptEnabled }) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  const owner = await context.newPage();
  const violations: string[] = [];
  owner.on("console", (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  await signUpCreate(owner, { name: "Stella Stripe", email: uniqueEmail("stripe-owner"), familyName: "The Stripes" });

  // Upgrade: the real button on the Plan tab lands on the fake's hosted checkout page.
  await owner.goto("/dashboard/subscription");
  await expect(owner.getByTestId("current-plan")).toHaveText("Free");
  await owner.getByTestId("plan-card-small_family").getByRole("button", { name: "Upgrade to Small Family" }).click();
  await expect(owner).toHaveURL(new RegExp(`^${escape(stripe.url)}/pay/cs_test_`));
  await expect(owner.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const sessionId = new URL(owner.url()).pathname.split("/").pop()!;
  expect(stripe.sessions.get(sessionId)?.mode).toBe("subscription");

  // The customer pays on Stripe's page; Stripe's signed webhook upgrades the family.
  const paid = await stripe.sendWebhook(`${server.url}/api/payments/webhook`, stripe.event("checkout.session.completed", stripe.complete(sessionId)), {
    secret: WEBHOOK_SECRET,
  });
  expect(paid.status).toBe(200);
  const customer = stripe.sessions.get(sessionId)!.customer as string;

  // Manage billing: the real button lands on the fake's Customer Portal for this customer.
  await owner.goto("/dashboard/subscription");
  await expect(owner.getByTestId("current-plan")).toHaveText("Small Family");
  await owner.getByRole("button", { name: "Manage billing" }).click();
  await expect(owner).toHaveURL(`${stripe.url}/portal/${customer}`);
  await expect(owner.getByRole("heading", { name: "Fake Stripe billing portal" })).toBeVisible();

  // A card contribution to a fundraiser (a document POST, with JavaScript on too) lands on Checkout.
  await owner.goto("/dashboard");
  const created = await owner.request.post("/api/campaigns", { data: { title: "Roof repair", goal_amount: 500 }, headers: sameOrigin(owner) });
  expect(created.ok()).toBe(true);
  await owner.goto("/dashboard/fundraising");
  await owner.getByTestId("campaign-card").filter({ hasText: "Roof repair" }).getByRole("link", { name: "View details" }).click();
  await owner.getByRole("dialog", { name: "Roof repair" }).getByRole("link", { name: "Contribute by card" }).click();
  const dialog = owner.getByRole("dialog", { name: "Make a contribution" });
  await dialog.getByLabel("Amount ($)").fill("20");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(owner).toHaveURL(new RegExp(`^${escape(stripe.url)}/pay/cs_test_`));
  await expect(owner.getByRole("heading", { name: "Fake Stripe Checkout" })).toBeVisible();
  const gift = stripe.sessions.get(new URL(owner.url()).pathname.split("/").pop()!);
  expect(gift).toMatchObject({ mode: "payment", amount_total: 2000 });

  expect(violations).toEqual([]);
  await context.close();
});
