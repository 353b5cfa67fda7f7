import { Icon } from "~/ui/Icon";
import { RecordMenu } from "~/ui/EditDeleteMenu";
import type { ModalState } from "~/ui/useModalState";
import { formatMonthDay } from "../countdown";

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
    countdown: string;
    highlight: string | null;
    is_you: boolean;
    is_manual: boolean;
  };
  rights: { edit: boolean; delete: boolean };
  href: ModalState["href"];
}) {
  return (
    <li className={`card birthday-card${b.highlight === "Happy Birthday" ? " today" : ""}`} data-testid="birthday-card">
      <div className="spread">
        <h2 className="birthday-name">{b.name}</h2>
        <span className="row">
          {b.is_you ? <span className="badge primary">You</span> : null}
          {b.is_manual ? <span className="badge">Manual</span> : null}
          <RecordMenu kind="birthday" id={b.id} name={b.name} href={href} canEdit={rights.edit} canDelete={rights.delete} />
        </span>
      </div>
      <p className="birthday-date">{formatMonthDay(b.month, b.day)}</p>
      <p className="row">
        <strong data-testid="birthday-countdown">{b.countdown}</strong>
        {b.highlight === "Happy Birthday" ? <span className="badge accent">
            Happy Birthday
            <Icon name="birthdays" size={14} />
          </span> : null}
        {b.highlight === "Coming Soon" ? <span className="badge warn">Coming Soon</span> : null}
      </p>
    </li>
  );
}
