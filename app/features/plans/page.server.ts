// The Plan tab's loader and actions (the route file only composes the page): upgrade through the
// checkout, downgrade, billing portal, and the branding settings (the logo form is multipart).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { data, redirect } from "react-router";
import { redirectWithToast, requireUser } from "~/lib/session.server";
import { pageAction, type FormFailure } from "~/lib/page-action.server";
import { HttpError } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { env } from "~/lib/env.server";
import { getSettings, ownInviteStats } from "~/features/family/family.server";
import { canSeeTab } from "~/features/family/tabs";
import { billingPortalUrl, downgradePlan, familyGroupWithBilling, listTiers, startSubscriptionCheckout, subscriptionUsage } from "./plans.server";
import { getBranding, removeLogo, setAccentColor, setLogoFromRequest } from "./branding.server";
import { BRANDING_MSG } from "./branding";

export async function planLoader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const settings = await getSettings(actor.familyId);
  if (!canSeeTab("subscription", actor.role, { showSubscriptionToMembers: settings.show_subscription_to_members })) {
    throw new Response("Not found", { status: 404 });
  }
  // The usage's member count is the family's (one count less to read).
  const [usage, branding] = await Promise.all([subscriptionUsage(actor), getBranding(actor)]);
  const group = await familyGroupWithBilling(actor, usage.members.current);
  return {
    group,
    usage,
    tiers: listTiers(),
    stats: can(actor.role, "inviteStats.view") ? await ownInviteStats(actor) : null,
    inviteUrl: `${env().APP_ORIGIN}/invite/${group.family_code}`,
    canBill: can(actor.role, "plan.billing"),
    canDowngrade: can(actor.role, "plan.downgrade"),
    paymentsOff: env().PAYMENTS === "off",
    branding,
  };
}

const PLAN_PATH = "/dashboard/subscription";

const table = pageAction({
  upgrade: {
    run: async ({ actor, input }) => redirect((await startSubscriptionCheckout(actor, { package_id: input.package_id })).url, 303),
    failure: "Failed to create checkout session",
  },
  downgrade: {
    run: ({ actor, input }) => downgradePlan(actor, { target_tier: input.target_tier }),
    success: (result: { message: string }) => result.message,
    failure: "Failed to downgrade subscription",
  },
  "billing-portal": {
    run: async ({ actor }) => redirect(await billingPortalUrl(actor), 303),
    failure: "An unexpected error occurred. Please try again.",
  },
  "set-accent": {
    run: ({ actor, input }) => setAccentColor(actor, { accent_color: input.accent_color }),
    success: (r: { message: string }) => r.message,
    failure: BRANDING_MSG.failed,
  },
  "clear-accent": {
    run: ({ actor }) => setAccentColor(actor, { accent_color: "" }),
    success: BRANDING_MSG.colorCleared,
    failure: BRANDING_MSG.failed,
  },
  "remove-logo": {
    run: ({ actor }) => removeLogo(actor),
    success: BRANDING_MSG.logoRemoved,
    failure: BRANDING_MSG.failed,
  },
});

/**
 * The logo form is multipart (up to 5 MB), so it is read by upload.server (streamed, capped)
 * instead of the page adapter's 1 MB form reader; every other form goes through the table.
 */
export async function planAction(args: ActionFunctionArgs) {
  const type = (args.request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (type !== "multipart/form-data") return table(args);
  const actor = await requireUser(args.request);
  try {
    await setLogoFromRequest(actor, args.request);
    return redirectWithToast(PLAN_PATH, BRANDING_MSG.logoSaved);
  } catch (error) {
    if (!(error instanceof HttpError)) {
      console.error(error);
      return redirectWithToast(PLAN_PATH, BRANDING_MSG.failed, "error");
    }
    const failure: FormFailure = { intent: "upload-logo", error: error.message, fields: { logo: error.message }, values: {}, modal: null, id: null };
    return data(failure, { status: error.status, headers: error.headers });
  }
}

