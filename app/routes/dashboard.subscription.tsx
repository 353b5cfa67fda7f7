// The Plan tab (§2, §6): invite link and code, invite stats, current plan and status, usage,
// plan cards with upgrade (owner, through the checkout) and downgrade (owner, after a confirm).
// Owner and admin; members only while show_subscription_to_members is on (read-only).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { redirectWithToast, requireUser } from "~/lib/session.server";
import { pageAction, type FormFailure } from "~/lib/page-action.server";
import { HttpError } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { env } from "~/lib/env.server";
import { formatCents } from "~/lib/money";
import { getSettings, inviteStats } from "~/features/family/family.server";
import { canSeeTab } from "~/features/family/tabs";
import {
  billingPortalUrl,
  downgradePlan,
  familyGroupWithBilling,
  listTiers,
  startSubscriptionCheckout,
  subscriptionUsage,
} from "~/features/plans/plans.server";
import { COUNTED, PLANS, downgradeNotes, downgradeTargets, isTier, upgradeTargets, type Usage } from "~/features/plans/limits";
import { getBranding, removeLogo, setAccentColor, setLogoFromRequest } from "~/features/plans/branding.server";
import { BRANDING_MSG } from "~/features/plans/branding";
import { BrandingPanel } from "~/features/plans/components/BrandingPanel";
import { UpgradeForm } from "~/features/plans/components/UpgradeForm";
import { InvitePanel } from "~/features/plans/components/InvitePanel";
import { FormErrorText, Modal } from "~/ui/Modal";
import { typed, useModalState } from "~/ui/useModalState";

export const meta: MetaFunction = () => [{ title: "Plan · Kindred" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const settings = getSettings(actor.familyId);
  if (!canSeeTab("subscription", actor.role, { showSubscriptionToMembers: settings.show_subscription_to_members })) {
    throw new Response("Not found", { status: 404 });
  }
  const group = familyGroupWithBilling(actor);
  return {
    group,
    usage: subscriptionUsage(actor),
    tiers: listTiers(),
    stats: can(actor.role, "inviteStats.view") ? inviteStats(actor, group.family_code) : null,
    inviteUrl: `${env().APP_ORIGIN}/invite/${group.family_code}`,
    canBill: can(actor.role, "plan.billing"),
    canDowngrade: can(actor.role, "plan.downgrade"),
    paymentsOff: env().PAYMENTS === "off",
    branding: getBranding(actor),
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
    modal: "downgrade",
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
export async function action(args: ActionFunctionArgs) {
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

const RESOURCE_LABEL: Record<(typeof COUNTED)[number], string> = {
  members: "Members",
  photos: "Photos",
  events: "Events",
  surveys: "Surveys",
};

function statusLabel(status: string): string {
  if (status === "past_due") return "Past due";
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

export default function PlanTab() {
  const { group, usage, tiers, stats, inviteUrl, canBill, canDowngrade, paymentsOff, branding } = useLoaderData<typeof loader>();
  const m = useModalState();
  const failure = useActionData<FormFailure>();
  // A colour or logo refused for a reason tied to its field is shown next to that field only.
  const brandingFieldError = !!failure && (failure.intent === "set-accent" || failure.intent === "upload-logo") && Object.keys(failure.fields).length > 0;
  const location = useLocation();
  const current = group.subscription_tier;
  const plan = PLANS[current];
  const counts = Object.fromEntries(COUNTED.map((r) => [r, usage[r].current])) as Usage;
  const requested = typed(m.values, "target_tier") ?? new URLSearchParams(location.search).get("tier");
  const downgradeTo = m.modal === "downgrade" && canDowngrade && isTier(requested) && downgradeTargets(current).includes(requested) ? requested : null;
  const notes = downgradeTo ? downgradeNotes(downgradeTo, counts) : [];
  const recommended = usage.recommended_upgrade;

  return (
    <div className="stack">
      <h1>Plan</h1>
      <FormErrorText message={(brandingFieldError ? null : m.pageError) ?? (m.error && !downgradeTo ? m.error : null)} />

      <div className="grid two">
        <section className="card stack" aria-labelledby="current-plan-heading">
          <h2 id="current-plan-heading">Current plan</h2>
          <p>
            <strong data-testid="current-plan">{plan.label}</strong> · {formatCents(plan.monthlyPriceCents)}/month{" "}
            <span className={group.subscription_status === "active" ? "badge success" : "badge warn"} data-testid="plan-status">
              {statusLabel(group.subscription_status)}
            </span>{" "}
            {group.pending_upgrade ? (
              <span className="badge warn" data-testid="plan-processing">
                Processing
              </span>
            ) : null}
          </p>
          {group.pending_upgrade ? (
            <p className="small muted">An upgrade to {PLANS[group.pending_upgrade].label} has been started and is not finished yet.</p>
          ) : null}
          <ul className="list small">
            {plan.features.map((f) => (
              <li key={f}>{f}</li>
            ))}
          </ul>
          {canBill && group.has_billing_portal ? (
            <Form method="post">
              <input type="hidden" name="intent" value="billing-portal" />
              <button type="submit" className="secondary small">
                Manage billing
              </button>
            </Form>
          ) : null}
          {!canBill ? <p className="small muted">Only the family owner can change the plan.</p> : null}
        </section>

        <section className="card stack" aria-labelledby="usage-heading">
          <h2 id="usage-heading">Usage</h2>
          {COUNTED.map((r) => {
            const line = usage[r];
            const text = line.limit === -1 ? `${line.current} (unlimited)` : `${line.current} of ${line.limit}`;
            return (
              <div key={r} className="stack" data-testid={`usage-${r}`}>
                <div className="spread small">
                  <span id={`usage-${r}-label`}>{RESOURCE_LABEL[r]}</span>
                  <span>{text}</span>
                </div>
                <div
                  className="progress"
                  role="progressbar"
                  aria-labelledby={`usage-${r}-label`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={line.percentage}
                  aria-valuetext={text}
                >
                  <span style={{ width: `${line.percentage}%` }} />
                </div>
              </div>
            );
          })}
          {recommended ? (
            <p className="small" data-testid="recommended-upgrade">
              Your family has reached a limit of the {plan.label} plan. We recommend <strong>{PLANS[recommended].label}</strong>.
            </p>
          ) : null}
        </section>
      </div>

      <section className="stack" aria-labelledby="plans-heading">
        <h2 id="plans-heading">Plans</h2>
        {paymentsOff && canBill ? (
          <p className="form-error" role="alert">
            Online payments are turned off on this server. Please contact the site administrator to change plans.
          </p>
        ) : null}
        <div className="grid three">
          {tiers.map((t) => {
            const isCurrent = t.id === current;
            return (
              <article key={t.id} className="card stack" aria-labelledby={`plan-${t.id}`} data-testid={`plan-card-${t.id}`}>
                <div className="spread">
                  <h3 id={`plan-${t.id}`}>{t.name}</h3>
                  {isCurrent ? <span className="badge primary">Current plan</span> : null}
                  {group.pending_upgrade === t.id ? <span className="badge warn">Processing</span> : null}
                </div>
                <p>
                  <strong>{formatCents(t.monthly_price * 100)}</strong>/month
                </p>
                <ul className="list small">
                  {t.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
                {canBill && !paymentsOff && upgradeTargets(current).includes(t.id) ? <UpgradeForm tier={t.id} label={t.name} /> : null}
                {canDowngrade && downgradeTargets(current).includes(t.id) ? (
                  <Link className="button secondary" to={m.href("downgrade", { tier: t.id })} preventScrollReset>
                    Downgrade to {t.name}
                  </Link>
                ) : null}
              </article>
            );
          })}
        </div>
        <p className="small muted">Subscription fees are non-refundable. A downgrade takes effect now; a paid plan is billed monthly.</p>
      </section>

      <BrandingPanel branding={branding} familyName={group.name} typedColor={failure?.intent === "set-accent" ? typed(failure.values, "accent_color") : undefined} />

      <InvitePanel familyName={group.name} familyCode={group.family_code} inviteUrl={inviteUrl} stats={stats} />

      {downgradeTo ? (
        <Modal title="Downgrade plan" closeTo={m.closeTo}>
          <p>
            Move from {plan.label} to <strong>{PLANS[downgradeTo].label}</strong> ({formatCents(PLANS[downgradeTo].monthlyPriceCents)}
            /month)? Fees already paid are not refunded.
          </p>
          {notes.length > 0 ? (
            <>
              <p>Nothing is deleted. Your family is at or over the {PLANS[downgradeTo].label} plan&apos;s limits:</p>
              <ul className="list small" data-testid="downgrade-over">
                {notes.map((n) => (
                  <li key={n.resource}>{n.text}</li>
                ))}
              </ul>
            </>
          ) : null}
          {branding.shown ? (
            <p className="small" data-testid="downgrade-branding">
              Your custom branding is kept but not shown on the {PLANS[downgradeTo].label} plan; it shows again if you return to Large Family.
            </p>
          ) : null}
          <FormErrorText message={m.error} />
          <Form method="post" className="actions" preventScrollReset>
            <input type="hidden" name="intent" value="downgrade" />
            <input type="hidden" name="target_tier" value={downgradeTo} />
            <Link to={m.closeTo} className="button secondary" preventScrollReset>
              Cancel
            </Link>
            <button type="submit" className="button danger">
              Downgrade to {PLANS[downgradeTo].label}
            </button>
          </Form>
        </Modal>
      ) : null}
    </div>
  );
}
