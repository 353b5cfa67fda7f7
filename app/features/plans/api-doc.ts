// Plans and payments in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, openObject } from "~/lib/api-doc";
import { BILLING_OWNER_ONLY, INVALID_PACKAGE, checkoutInput, downgradeInput } from "./plans.server";
import { LOGO_MAX_BYTES, colorInput } from "./branding.server";
import { BRANDING_MSG, LOGO_MAX_PX } from "./branding";

/** What the header and the invite page show: set only on Large Family, and only when some branding is saved. */
export const shownBrandingResponse = z
  .object({
    accent_color: z.string().nullable().meta({ description: 'A hex colour such as "#2f6f6a"' }),
    logo_url: z.string().nullable().meta({ description: "The logo's path on this server (a WebP image)" }),
  })
  .nullable()
  .meta({ description: "Large Family's custom branding; null on other plans or when none is set" });

const brandingFields = {
  accent_color: z.string().nullable().meta({ description: 'The saved accent colour ("#rrggbb"), or null' }),
  logo_url: z.string().nullable().meta({ description: "The saved logo's path (a WebP of at most 256 px), or null" }),
  available: z.boolean().meta({ description: "Whether the family's plan (Large Family) includes branding; saved branding is kept on other plans" }),
  shown: z.boolean().meta({ description: "Whether the branding shows now (Large Family and something saved)" }),
  can_edit: z.boolean().meta({ description: "Whether the caller may change it (the owner, on Large Family)" }),
};
const brandingResponse = z.object(brandingFields);
const brandingChanged = z.object({ message: z.string(), ...brandingFields });
const brandingGate: Array<[number, string]> = [
  [403, BRANDING_MSG.ownerOnly],
  [403, BRANDING_MSG.largeOnly],
];
const BRANDING_RULE = "Large Family plan only";

const usageLine = z.object({ current: z.int(), limit: z.int().meta({ description: "-1 = unlimited" }), percentage: z.number() });

export const plansDoc = defineArea({
  id: "plans",
  title: "Plan and payments",
  description: "The family's plan, usage, upgrades through the payment provider's checkout, downgrades, billing, and Large Family's custom branding (accent colour and logo).",
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
      path: "/family-group/branding",
      summary: "The family's custom branding (accent colour and logo), whether it shows, and whether you may change it",
      response: brandingResponse,
    },
    {
      method: "put",
      path: "/family-group/branding",
      summary: "Set the accent colour (a hex colour readable behind white text and on the page), or clear it with \"\" or null",
      permission: "plan.branding",
      rule: BRANDING_RULE,
      body: colorInput,
      response: brandingChanged,
      errors: [
        [400, BRANDING_MSG.badColor],
        [400, "White text on #… has a contrast of only …:1; it needs at least 4.5:1 to be readable. Please choose a darker colour."],
        [400, "#… on the page background (#faf7f2) has a contrast of only …:1; it needs at least 4.5:1 to be readable. Please choose a darker colour."],
        ...brandingGate,
      ],
      example: { accent_color: "#2f6f6a" },
    },
    {
      method: "post",
      path: "/family-group/branding/logo",
      summary: `Upload the family logo (multipart/form-data, field \`logo\`; resized to at most ${LOGO_MAX_PX} px, stored as WebP)`,
      description: "The file's content decides its type (JPEG, PNG, WebP, GIF, AVIF or HEIC); a new logo replaces the previous one.",
      permission: "plan.branding",
      rule: BRANDING_RULE,
      multipart: z.object({ logo: z.string().meta({ format: "binary", description: `The image file, at most ${LOGO_MAX_BYTES / (1024 * 1024)} MB` }) }),
      response: brandingChanged,
      errors: [
        [400, BRANDING_MSG.noFile],
        [400, BRANDING_MSG.notImage],
        ...brandingGate,
        [413, `The file is too large. The limit is ${LOGO_MAX_BYTES / (1024 * 1024)} MB.`],
        [415, "Uploads must be sent as multipart/form-data"],
      ],
    },
    {
      method: "delete",
      path: "/family-group/branding/logo",
      summary: "Remove the family logo",
      permission: "plan.branding",
      rule: BRANDING_RULE,
      response: brandingChanged,
      errors: brandingGate,
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
      errors: [[400, INVALID_PACKAGE], [403, BILLING_OWNER_ONLY], [404, "Family group not found. Please try refreshing the page."]],
      example: { package_id: "small_family" },
    },
    {
      method: "post",
      path: "/payments/billing-portal",
      summary: "A link to the payment provider's billing portal",
      permission: "plan.billing",
      response: z.object({ url: z.string() }),
      errors: [[400, "There is no billing account to manage yet"], [403, BILLING_OWNER_ONLY]],
    },
    {
      method: "get",
      path: "/payments/status/{sessionId}",
      summary: "The state of a checkout (asks the provider while it is open)",
      params: { sessionId: z.string().max(255) },
      response: z.object({ payment_status: z.string(), status: z.string() }),
      errors: [[404, "Payment session not found"], [502, "Error checking payment status. Please contact support."]],
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
