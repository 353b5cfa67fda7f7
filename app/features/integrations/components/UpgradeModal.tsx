import { Link } from "react-router";
import { Modal } from "~/ui/Modal";
import { useT } from "~/lib/i18n/react";
import { PLAN_PATH } from "./Locked";

/** "Upgrade to use integrations": shown for a locked integration on the free plan (its own chunk, loaded when shown). */
export function UpgradeModal({ closeTo, message }: { closeTo: string; message?: string | null }) {
  const { t } = useT();
  return (
    <Modal title={t("Upgrade to use integrations")} closeTo={closeTo}>
      <p>{message ? t(message) : t("Integrations need a paid plan. Please upgrade your subscription to connect integrations.")}</p>
      <div className="actions">
        <Link to={closeTo} className="button secondary" preventScrollReset>
          {t("Not now")}
        </Link>
        <Link to={PLAN_PATH} className="button">
          {t("See plans and upgrade")}
        </Link>
      </div>
    </Modal>
  );
}
