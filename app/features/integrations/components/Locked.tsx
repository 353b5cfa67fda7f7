import { Icon } from "~/ui/Icon";
import { Modal } from "~/ui/Modal";
import { Link } from "react-router";

export const PLAN_PATH = "/dashboard/subscription";

/** The lock shown next to each integration on the free plan (an inline SVG: no emoji font needed). */
export function LockIcon() {
  return (
    <span className="lock" role="img" aria-label="Locked on the free plan" title="Locked on the free plan">
      <Icon name="lock" size={18} />
    </span>
  );
}

export function UpgradePrompt() {
  return (
    <section className="card upgrade-prompt" aria-labelledby="upgrade-heading" data-testid="upgrade-prompt">
      <h2 id="upgrade-heading">
        <LockIcon /> Integrations need a paid plan
      </h2>
      <p>
        Calendar subscriptions, video calls, social sharing and cloud backup come with the Small Family and Large Family plans.
      </p>
      <Link className="button" to={PLAN_PATH}>
        See plans and upgrade
      </Link>
    </section>
  );
}

export function UpgradeModal({ closeTo, message }: { closeTo: string; message?: string | null }) {
  return (
    <Modal title="Upgrade to use integrations" closeTo={closeTo}>
      <p>{message || "Integrations need a paid plan. Please upgrade your subscription to connect integrations."}</p>
      <div className="actions">
        <Link to={closeTo} className="button secondary" preventScrollReset>
          Not now
        </Link>
        <Link to={PLAN_PATH} className="button">
          See plans and upgrade
        </Link>
      </div>
    </Modal>
  );
}
