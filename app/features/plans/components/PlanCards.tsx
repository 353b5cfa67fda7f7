// The Plan tab's cards: the current plan, usage against the plan's limits, and the plan list
// with upgrade (through the checkout) and downgrade (after a confirm).
import { type useLoaderData, Link } from "react-router";
import { formatCents } from "~/lib/money";
import { PostButton } from "~/ui/PostButton";
import type { ModalState } from "~/ui/useModalState";
import type { planLoader } from "../page.server";
import { COUNTED, PLANS, downgradeTargets, upgradeTargets } from "../limits";
import { UpgradeForm } from "./UpgradeForm";

export type PlanPageData = ReturnType<typeof useLoaderData<typeof planLoader>>;

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

function Features({ list }: { list: readonly string[] }) {
  return (
    <ul className="list small">
      {list.map((f) => (
        <li key={f}>{f}</li>
      ))}
    </ul>
  );
}

export function CurrentPlanCard({ group, canBill }: Pick<PlanPageData, "group" | "canBill">) {
  const plan = PLANS[group.subscription_tier];
  return (
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
      <Features list={plan.features} />
      {canBill && group.has_billing_portal ? <PostButton intent="billing-portal" label="Manage billing" className="secondary small" /> : null}
      {!canBill ? <p className="small muted">Only the family owner can change the plan.</p> : null}
    </section>
  );
}

export function UsageCard({ usage, planLabel }: { usage: PlanPageData["usage"]; planLabel: string }) {
  const recommended = usage.recommended_upgrade;
  return (
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
          Your family has reached a limit of the {planLabel} plan. We recommend <strong>{PLANS[recommended].label}</strong>.
        </p>
      ) : null}
    </section>
  );
}

export function PlanList({ d, href }: { d: PlanPageData; href: ModalState["href"] }) {
  const { group, tiers, canBill, canDowngrade, paymentsOff } = d;
  const current = group.subscription_tier;
  return (
    <section className="stack" aria-labelledby="plans-heading">
      <h2 id="plans-heading">Plans</h2>
      {paymentsOff && canBill ? (
        <p className="form-error" role="alert">
          Online payments are turned off on this server. Please contact the site administrator to change plans.
        </p>
      ) : null}
      <div className="grid three">
        {tiers.map((t) => (
          <article key={t.id} className="card stack" aria-labelledby={`plan-${t.id}`} data-testid={`plan-card-${t.id}`}>
            <div className="spread">
              <h3 id={`plan-${t.id}`}>{t.name}</h3>
              {t.id === current ? <span className="badge primary">Current plan</span> : null}
              {group.pending_upgrade === t.id ? <span className="badge warn">Processing</span> : null}
            </div>
            <p>
              <strong>{formatCents(t.monthly_price * 100)}</strong>/month
            </p>
            <Features list={t.features} />
            {canBill && !paymentsOff && upgradeTargets(current).includes(t.id) ? <UpgradeForm tier={t.id} label={t.name} /> : null}
            {canDowngrade && downgradeTargets(current).includes(t.id) ? (
              <Link className="button secondary" to={href("downgrade", { tier: t.id })} preventScrollReset>
                Downgrade to {t.name}
              </Link>
            ) : null}
          </article>
        ))}
      </div>
      <p className="small muted">Subscription fees are non-refundable. A downgrade takes effect now; a paid plan is billed monthly.</p>
    </section>
  );
}
