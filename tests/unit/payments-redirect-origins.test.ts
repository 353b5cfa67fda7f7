// Where the payment forms send the browser, for the pages' CSP form-action (decision record 151).
import { describe, expect, it } from "vitest";
import { stripeRedirectOrigins } from "~/features/payments/stripe.server";

describe("stripeRedirectOrigins", () => {
  it("is empty without a Stripe key: the built-in test checkout is on our own origin", () => {
    expect(stripeRedirectOrigins({})).toEqual([]);
    expect(stripeRedirectOrigins({ apiBase: "http://127.0.0.1:12111" })).toEqual([]);
  });

  it("is Stripe's Checkout and billing origins with a key", () => {
    expect(stripeRedirectOrigins({ secretKey: "sk_live_x" })).toEqual(["https://checkout.stripe.com", "https://billing.stripe.com"]);
  });

  it("is only the origin of a Stripe-compatible server when STRIPE_API_BASE is set", () => {
    expect(stripeRedirectOrigins({ secretKey: "sk_test_x", apiBase: "http://127.0.0.1:12111/" })).toEqual(["http://127.0.0.1:12111"]);
    expect(stripeRedirectOrigins({ secretKey: "sk_test_x", apiBase: "https://Stripe-Mock.example:443" })).toEqual(["https://stripe-mock.example"]);
  });
});
