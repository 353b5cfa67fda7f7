import { formatCents } from "~/lib/money";
import { PLANS, TIER_ORDER, type SubscriptionTier } from "../limits";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

/** The Admin tab's "available plans" summary, linking to the Plan tab. */
export function PlansSummary({ current }: { current: SubscriptionTier }) {
  const { t, language } = useT();
  return (
    <section className="card stack" aria-labelledby="plans-summary-heading">
      <div className="spread">
        <h2 id="plans-summary-heading">{t("Available plans")}</h2>
        <Link className="button secondary small" to="/dashboard/subscription">
          {t("Open Plan tab")}
        </Link>
      </div>
      <ul className="list small">
        {TIER_ORDER.map((tier) => (
          <li key={tier} className="spread">
            <span>
              {t(PLANS[tier].label)} {tier === current ? <span className="badge primary">{t("Current")}</span> : null}
            </span>
            <span>{t("{price}/month", { price: formatCents(PLANS[tier].monthlyPriceCents, language) })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
