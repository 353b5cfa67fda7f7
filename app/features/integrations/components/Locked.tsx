import { Icon } from "~/ui/Icon";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

export const PLAN_PATH = "/dashboard/subscription";

/** The lock shown next to each integration on the free plan (an inline SVG: no emoji font needed). */
export function LockIcon() {
  const { t } = useT();
  return (
    <span className="lock" role="img" aria-label={t("Locked on the free plan")} title={t("Locked on the free plan")}>
      <Icon name="lock" size={18} />
    </span>
  );
}

export function UpgradePrompt() {
  const { t } = useT();
  return (
    <section className="card upgrade-prompt" aria-labelledby="upgrade-heading" data-testid="upgrade-prompt">
      <h2 id="upgrade-heading">
        <LockIcon /> {t("Integrations need a paid plan")}
      </h2>
      <p>
        {t("Calendar subscriptions, video calls, social sharing and cloud backup come with the Small Family and Large Family plans.")}
      </p>
      <Link className="button" to={PLAN_PATH}>
        {t("See plans and upgrade")}
      </Link>
    </section>
  );
}
