import { MONTH_NAMES } from "../countdown";
import { Link } from "react-router";

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
  return (
    <section className="card" aria-labelledby="month-birthdays-heading" data-testid="month-birthdays">
      <h2 id="month-birthdays-heading">Birthdays in {MONTH_NAMES[month - 1]}</h2>
      {items.length === 0 ? (
        <p className="empty">No birthdays this month.</p>
      ) : (
        <ul className="list">
          {items.map((b) => (
            <li key={b.id} className="spread birthday-row">
              <span>
                <strong>{b.name}</strong> <span className="muted">{MONTH_NAMES[b.month - 1]} {b.celebrated_day}</span>
              </span>
              {b.days_until <= 31 ? (
                <span className={b.days_until === 0 ? "badge today" : b.days_until <= 7 ? "badge soon" : "badge"}>{b.countdown}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {more > 0 ? <p className="muted small" data-testid="birthdays-more">+{more} more</p> : null}
      <Link to="/dashboard/birthdays" className="small">
        All birthdays
      </Link>
    </section>
  );
}
