import { formatCents } from "~/lib/money";
import { PLANS, TIER_ORDER, type SubscriptionTier } from "../limits";
import { Link } from "react-router";

/** The Admin tab's "available plans" summary, linking to the Plan tab. */
export function PlansSummary({ current }: { current: SubscriptionTier }) {
  return (
    <section className="card stack" aria-labelledby="plans-summary-heading">
      <div className="spread">
        <h2 id="plans-summary-heading">Available plans</h2>
        <Link className="button secondary small" to="/dashboard/subscription">
          Open Plan tab
        </Link>
      </div>
      <ul className="list small">
        {TIER_ORDER.map((t) => (
          <li key={t} className="spread">
            <span>
              {PLANS[t].label} {t === current ? <span className="badge primary">Current</span> : null}
            </span>
            <span>{formatCents(PLANS[t].monthlyPriceCents)}/month</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
