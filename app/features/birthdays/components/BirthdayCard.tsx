import { Icon } from "~/ui/Icon";
import { RecordMenu } from "~/ui/EditDeleteMenu";
import type { ModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { formatMonthDay } from "../countdown";
import { countdownText } from "./countdown-text";

/** One card of the Birthdays tab: date, countdown, highlight, and edit/delete for those allowed. */
export function BirthdayCard({
  birthday: b,
  rights,
  href,
}: {
  birthday: {
    id: number;
    name: string;
    month: number;
    day: number;
    days_until: number;
    countdown: string;
    highlight: string | null;
    is_you: boolean;
    is_manual: boolean;
  };
  rights: { edit: boolean; delete: boolean };
  href: ModalState["href"];
}) {
  const { t, language } = useT();
  return (
    <li className={`card birthday-card${b.highlight === "Happy Birthday" ? " today" : ""}`} data-testid="birthday-card">
      <div className="spread">
        <h2 className="birthday-name">{b.name}</h2>
        <span className="row">
          {b.is_you ? <span className="badge primary">{t("You")}</span> : null}
          {b.is_manual ? <span className="badge">{t("Manual")}</span> : null}
          <RecordMenu kind="birthday" id={b.id} name={b.name} href={href} canEdit={rights.edit} canDelete={rights.delete} />
        </span>
      </div>
      <p className="birthday-date">{formatMonthDay(b.month, b.day, language)}</p>
      <p className="row">
        <strong data-testid="birthday-countdown">{countdownText(t, b.days_until)}</strong>
        {b.highlight === "Happy Birthday" ? <span className="badge accent">
            {t("Happy Birthday")}
            <Icon name="birthdays" size={14} />
          </span> : null}
        {b.highlight === "Coming Soon" ? <span className="badge warn">{t("Coming Soon")}</span> : null}
      </p>
    </li>
  );
}
