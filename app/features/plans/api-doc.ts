// Plans and payments in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, openObject } from "~/lib/api-doc";
import { BILLING_OWNER_ONLY, INVALID_PACKAGE, checkoutInput, downgradeInput } from "./plans.server";

const usageLine = z.object({ current: z.int(), limit: z.int().meta({ description: "-1 = unlimited" }), percentage: z.number() });

export const plansDoc = defineArea({
  id: "plans",
  title: "Plan and payments",
  description: "The family's plan, usage, upgrades through the payment provider's checkout, downgrades and billing.",
  calls: [
    {
      method: "get",
      path: "/family-group",
      summary: "The family group with its plan",
      response: openObject({
        id: z.int(),
        name: z.string(),
        family_code: z.string(),
        description: z.string(),
        subscription_tier: z.enum(["free", "small_family", "medium_family"]),
        subscription_status: z.string(),
        monthly_price: z.number(),
        member_count: z.int(),
        features: z.object({ unlimited_photos: z.boolean(), unlimited_events: z.boolean() }),
        pending_upgrade: z.string().nullable(),
        has_billing_portal: z.boolean(),
      }),
    },
    {
      method: "put",
      path: "/family-group/downgrade",
      summary: "Move to a smaller plan (refused while the family uses more than it allows)",
      permission: "plan.downgrade",
      body: downgradeInput,
      response: openObject({ message: z.string() }),
      errors: [
        [400, "Please choose a plan to downgrade to"],
        [403, "Only the family owner can downgrade the plan"],
        [409, "Cannot downgrade to Free: the family has … Please remove some first."],
      ],
      example: { target_tier: "free" },
    },
    {
      method: "get",
      path: "/subscription-tiers",
      auth: "public",
      summary: "The plans",
      response: z.array(openObject({ id: z.string(), name: z.string(), monthly_price: z.number(), features: z.array(z.string()), integrations: z.boolean() })),
    },
    {
      method: "get",
      path: "/subscription/usage",
      summary: "The family's usage against its plan",
      response: z.object({ members: usageLine, photos: usageLine, events: usageLine, surveys: usageLine, recommended_upgrade: z.string().nullable() }),
    },
    {
      method: "post",
      path: "/payments/checkout/subscription",
      summary: "Start a checkout for a paid plan; open the returned url in a browser",
      permission: "plan.billing",
      body: checkoutInput,
      response: openObject({ url: z.string() }),
      errors: [
        [400, INVALID_PACKAGE],
        [403, BILLING_OWNER_ONLY],
        [404, "Family group not found. Please try refreshing the page."],
      ],
      example: { package_id: "small_family" },
    },
    {
      method: "post",
      path: "/payments/billing-portal",
      summary: "A link to the payment provider's billing portal",
      permission: "plan.billing",
      response: z.object({ url: z.string() }),
      errors: [
        [400, "There is no billing account to manage yet"],
        [403, BILLING_OWNER_ONLY],
      ],
    },
    {
      method: "get",
      path: "/payments/status/{sessionId}",
      summary: "The state of a checkout (asks the provider while it is open)",
      params: { sessionId: z.string().max(255) },
      response: z.object({ payment_status: z.string(), status: z.string() }),
      errors: [
        [404, "Payment session not found"],
        [502, "Error checking payment status. Please contact support."],
      ],
    },
    {
      method: "post",
      path: "/payments/webhook",
      auth: "public",
      summary: "The payment provider's signed webhook (not for scripts)",
      description: "Verified against the Stripe-Signature header on the raw body; each event id is handled once.",
      body: z.object({}).catchall(z.unknown()),
      response: z.object({ received: z.boolean(), duplicate: z.boolean() }),
      errors: [[400, "Invalid webhook signature"]],
    },
  ],
});
