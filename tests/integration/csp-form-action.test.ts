// The pages' CSP form-action, over real HTTP against the built server (decision record 151): a
// browser applies it to every redirect of a form submission, so it lists our own origin plus
// exactly the origins our payment forms redirect to: nothing else without Stripe, Stripe's
// Checkout and billing origins with STRIPE_SECRET_KEY, or only the Stripe-compatible server's
// origin when STRIPE_API_BASE is set (where its checkout and portal pages are).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily } from "../helpers/client";
import { startFakeStripe, type FakeStripe } from "../helpers/fake-stripe";

let plain: TestServer;
let stripe: TestServer;
let local: TestServer;
let fake: FakeStripe;

beforeAll(async () => {
  fake = await startFakeStripe();
  [plain, stripe, local] = await Promise.all([
    startServer(),
    startServer({ STRIPE_SECRET_KEY: "sk_test_csp" }),
    startServer({ STRIPE_SECRET_KEY: "sk_test_csp", STRIPE_API_BASE: `${fake.url}/` }),
  ]);
});

afterAll(async () => {
  await Promise.all([plain?.stop(), stripe?.stop(), local?.stop()]);
  await fake?.stop();
});

/** The sources of one CSP directive, e.g. ["'self'", "https://checkout.stripe.com"]. */
function directive(csp: string | null, name: string): string[] | undefined {
  for (const part of (csp ?? "").split(";")) {
    const [key, ...sources] = part.trim().split(/\s+/);
    if (key === name) return sources;
  }
  return undefined;
}

async function formAction(server: TestServer, path: string, token?: string) {
  const res = await fetch(`${server.url}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {}, redirect: "manual" });
  expect(res.status, path).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/html/);
  return directive(res.headers.get("content-security-policy"), "form-action");
}

describe("the pages' CSP form-action", () => {
  it("is only 'self' without Stripe (the built-in test checkout is on our own origin)", async () => {
    expect(await formAction(plain, "/auth")).toEqual(["'self'"]);
    expect(await formAction(plain, "/")).toEqual(["'self'"]);
  });

  it("adds exactly Stripe's Checkout and billing origins when STRIPE_SECRET_KEY is set", async () => {
    expect(await formAction(stripe, "/auth")).toEqual(["'self'", "https://checkout.stripe.com", "https://billing.stripe.com"]);
  });

  it("adds only the Stripe-compatible server's origin when STRIPE_API_BASE is set, on the Plan tab too", async () => {
    expect(await formAction(local, "/auth")).toEqual(["'self'", fake.url]);
    const owner = await createFamily(local.url, "Cora Csp", "The Policies");
    expect(await formAction(local, "/dashboard/subscription", owner.client.token)).toEqual(["'self'", fake.url]);
    // ...which is where the checkout the Plan tab's Upgrade starts sends the browser.
    const start = await owner.client.post("/payments/checkout/subscription", { package_id: "small_family" });
    expect(new URL(start.body.url as string).origin).toBe(fake.url);
  });

  it("leaves the rest of the policy as strict as before", async () => {
    const res = await fetch(`${local.url}/auth`);
    const csp = res.headers.get("content-security-policy");
    expect(directive(csp, "default-src")).toEqual(["'self'"]);
    expect(directive(csp, "connect-src")).toEqual(["'self'"]);
    expect(directive(csp, "frame-ancestors")).toEqual(["'none'"]);
    expect(directive(csp, "base-uri")).toEqual(["'none'"]);
  });
});
