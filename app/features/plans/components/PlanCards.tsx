// The Plan tab's cards: the current plan, usage against the plan's limits, and the plan list
// with upgrade (through the checkout) and downgrade (after a confirm).
import { type useLoaderData, Link } from "react-router";
import { formatCents } from "~/lib/money";
import { PostButton } from "~/ui/PostButton";
import type { ModalState } from "~/ui/useModalState";
import type { planLoader } from "../page.server";
import { COUNTED, PLANS, downgradeTargets, upgradeTargets } from "../limits";
import { UpgradeForm } from "./UpgradeForm";
import { useT } from "~/lib/i18n/react";

export type PlanPageData = ReturnType<typeof useLoaderData<typeof planLoader>>;

const RESOURCE_LABEL: Record<(typeof COUNTED)[number], string> = {
  members: "Members",
  photos: "Photos",
  events: "Events",
  surveys: "Surveys",
};

/** The English label of each subscription status (shown translated). */
const STATUS_LABEL: Record<string, string> = {
  active: "{status, select, other {Active}}",
  past_due: "Past due",
  canceled: "Canceled",
  cancelled: "{status, select, other {Cancelled}}",
  trialing: "Trialing",
  incomplete: "Incomplete",
  unpaid: "Unpaid",
};

function statusLabel(status: string): string {
  if (STATUS_LABEL[status]) return STATUS_LABEL[status];
  return status.charAt(0).toUpperCase() + status.slice(1).replace(/_/g, " ");
}

function Features({ list }: { list: readonly string[] }) {
  const { t } = useT();
  return (
    <ul className="list small">
      {list.map((f) => (
        <li key={f}>{t(f)}</li>
      ))}
    </ul>
  );
}

export function CurrentPlanCard({ group, canBill }: Pick<PlanPageData, "group" | "canBill">) {
  const plan = PLANS[group.subscription_tier];
  const { t, language } = useT();
  return (
    <section className="card stack" aria-labelledby="current-plan-heading">
      <h2 id="current-plan-heading">{t("Current plan")}</h2>
      <p>
        <strong data-testid="current-plan">{t(plan.label)}</strong> · {t("{price}/month", { price: formatCents(plan.monthlyPriceCents, language) })}{" "}
        <span className={group.subscription_status === "active" ? "badge success" : "badge warn"} data-testid="plan-status">
          {t(statusLabel(group.subscription_status), { status: group.subscription_status })}
        </span>{" "}
        {group.pending_upgrade ? (
          <span className="badge warn" data-testid="plan-processing">
            {t("Processing")}
          </span>
        ) : null}
      </p>
      {group.pending_upgrade ? (
        <p className="small muted">{t("An upgrade to {plan} has been started and is not finished yet.", { plan: t(PLANS[group.pending_upgrade].label) })}</p>
      ) : null}
      <Features list={plan.features} />
      {canBill && group.has_billing_portal ? <PostButton intent="billing-portal" label={t("Manage billing")} className="secondary small" /> : null}
      {!canBill ? <p className="small muted">{t("Only the family owner can change the plan.")}</p> : null}
    </section>
  );
}

export function UsageCard({ usage, planLabel }: { usage: PlanPageData["usage"]; planLabel: string }) {
  const recommended = usage.recommended_upgrade;
  const { t } = useT();
  return (
    <section className="card stack" aria-labelledby="usage-heading">
      <h2 id="usage-heading">{t("Usage")}</h2>
      {COUNTED.map((r) => {
        const line = usage[r];
        const text =
          line.limit === -1 ? t("{count} (unlimited)", { count: line.current }) : t("{count} of {limit}", { count: line.current, limit: line.limit });
        return (
          <div key={r} className="stack" data-testid={`usage-${r}`}>
            <div className="spread small">
              <span id={`usage-${r}-label`}>{t(RESOURCE_LABEL[r])}</span>
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
          {t("Your family has reached a limit of the {plan} plan. We recommend {recommended}.", { plan: t(planLabel), recommended: t(PLANS[recommended].label) })}
        </p>
      ) : null}
    </section>
  );
}

export function PlanList({ d, href }: { d: PlanPageData; href: ModalState["href"] }) {
  const { group, tiers, canBill, canDowngrade, paymentsOff } = d;
  const current = group.subscription_tier;
  const { t, language } = useT();
  return (
    <section className="stack" aria-labelledby="plans-heading">
      <h2 id="plans-heading">{t("Plans")}</h2>
      {paymentsOff && canBill ? (
        <p className="form-error" role="alert">
          {t("Online payments are turned off on this server. Please contact the site administrator to change plans.")}
        </p>
      ) : null}
      <div className="grid three">
        {tiers.map((p) => (
          <article key={p.id} className="card stack" aria-labelledby={`plan-${p.id}`} data-testid={`plan-card-${p.id}`}>
            <div className="spread">
              <h3 id={`plan-${p.id}`}>{t(p.name)}</h3>
              {p.id === current ? <span className="badge primary">{t("Current plan")}</span> : null}
              {group.pending_upgrade === p.id ? <span className="badge warn">{t("Processing")}</span> : null}
            </div>
            <p>
              {t("{price}/month", { price: formatCents(p.monthly_price * 100, language) })}
            </p>
            <Features list={p.features} />
            {canBill && !paymentsOff && upgradeTargets(current).includes(p.id) ? <UpgradeForm tier={p.id} label={t(p.name)} /> : null}
            {canDowngrade && downgradeTargets(current).includes(p.id) ? (
              <Link className="button secondary" to={href("downgrade", { tier: p.id })} preventScrollReset>
                {t("Downgrade to {plan}", { plan: t(p.name) })}
              </Link>
            ) : null}
          </article>
        ))}
      </div>
      <p className="small muted">{t("Subscription fees are non-refundable. A downgrade takes effect now; a paid plan is billed monthly.")}</p>
    </section>
  );
}
