// The Plan tab (§2, §6): invite link and code, invite stats, current plan and status, usage,
// plan cards with upgrade (owner, through the checkout) and downgrade (owner, after a confirm).
// Owner and admin; members only while show_subscription_to_members is on (read-only).
// Loader and actions: features/plans/page.server.
import { useActionData, useLocation } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import { planAction, planLoader } from "~/features/plans/page.server";
import { COUNTED, PLANS, downgradeTargets, isTier, type Usage } from "~/features/plans/limits";
import { FormErrorText } from "~/ui/FormErrorText";
import { lazyModal, lazyModals } from "~/ui/lazy-modal";
import { typed, useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.subscription";

// The downgrade modal's body loads when it opens, and the plan cards (with the Upgrade buttons'
// checkout script), the branding and the invite cards (their forms and copy / share buttons) after
// the page (issue 37: the first load stays under its budget); the server renders them all in the
// page as before, and the page hydrates once their chunks are in.
const { CurrentPlanCard, UsageCard, PlanList } = lazyModals(() => import("~/features/plans/components/PlanCards"), "CurrentPlanCard", "UsageCard", "PlanList");
const InvitePanel = lazyModal(() => import("~/features/plans/components/InvitePanel").then((m) => m.InvitePanel));
const BrandingPanel = lazyModal(() => import("~/features/plans/components/BrandingPanel").then((m) => m.BrandingPanel));
const DowngradeModal = lazyModal(() => import("~/features/plans/components/DowngradeModal").then((m) => m.DowngradeModal));

export const meta = titleMeta((t) => t("Plan · Kindred"));

export const loader = planLoader;
export const action = planAction;

export default function PlanTab({ loaderData }: Route.ComponentProps) {
  const d = loaderData;
  const { t } = useT();
  const { group, usage, stats, inviteUrl, canDowngrade, branding } = d;
  const m = useModalState();
  const failure = useActionData<FormFailure>();
  // A colour or logo refused for a reason tied to its field is shown next to that field only.
  const brandingFieldError = !!failure && (failure.intent === "set-accent" || failure.intent === "upload-logo") && Object.keys(failure.fields).length > 0;
  const location = useLocation();
  const current = group.subscription_tier;
  const counts = Object.fromEntries(COUNTED.map((r) => [r, usage[r].current])) as Usage;
  const requested = typed(m.values, "target_tier") ?? new URLSearchParams(location.search).get("tier");
  const downgradeTo = m.modal === "downgrade" && canDowngrade && isTier(requested) && downgradeTargets(current).includes(requested) ? requested : null;

  return (
    <div className="stack">
      <h1>{t("Plan")}</h1>
      <FormErrorText message={brandingFieldError ? null : m.errorOnPage(downgradeTo !== null)} />

      <div className="grid two">
        <CurrentPlanCard group={group} canBill={d.canBill} />
        <UsageCard usage={usage} planLabel={PLANS[current].label} />
      </div>

      <PlanList d={d} href={m.href} />

      <BrandingPanel branding={branding} familyName={group.name} typedColor={failure?.intent === "set-accent" ? typed(failure.values, "accent_color") : undefined} />

      <InvitePanel familyName={group.name} familyCode={group.family_code} inviteUrl={inviteUrl} stats={stats} />

      {downgradeTo ? (
        <DowngradeModal from={current} to={downgradeTo} counts={counts} brandingShown={branding.shown} closeTo={m.closeTo} error={m.error} />
      ) : null}
    </div>
  );
}
