import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";
import { formatMonthDay, monthName } from "../countdown";
import { useCountdown } from "./countdown-text";

/** Home: this month's birthdays, at most 3 sorted by day, and a '+N more' line. */
export function MonthBirthdaysCard({
  month,
  items,
  more,
}: {
  month: number;
  items: { id: number; name: string; month: number; day: number; celebrated_day: number; countdown: string; days_until: number }[];
  more: number;
}) {
  const { t, language } = useT();
  const countdown = useCountdown();
  return (
    <section className="card" aria-labelledby="month-birthdays-heading" data-testid="month-birthdays">
      <h2 id="month-birthdays-heading">{t("Birthdays in {month}", { month: monthName(month, language) })}</h2>
      {items.length === 0 ? (
        <p className="empty">{t("No birthdays this month.")}</p>
      ) : (
        <ul className="list">
          {items.map((b) => (
            <li key={b.id} className="spread birthday-row">
              <span>
                <strong>{b.name}</strong> <span className="muted">{formatMonthDay(b.month, b.celebrated_day, language)}</span>
              </span>
              {b.days_until <= 31 ? (
                <span className={b.days_until === 0 ? "badge today" : b.days_until <= 7 ? "badge soon" : "badge"}>{countdown(b.days_until)}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p className="muted small" data-testid="birthdays-more">{t("+{count} more", { count: more })}</p> : null}
      <Link to="/dashboard/birthdays" className="small">
        {t("All birthdays")}
      </Link>
    </section>
  );
}
