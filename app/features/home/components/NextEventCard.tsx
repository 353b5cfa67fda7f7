import { LocalTime } from "~/features/events/components/LocalTime";
import { Link } from "react-router";
import { useT } from "~/lib/i18n/react";

/** Home: the next event and the counts (campaigns only when one is live), first on a phone. */
export function NextEventCard({
  next,
  upcomingEvents,
  activeCampaigns,
}: {
  next: { title: string; event_date: string; date_text: string; location: string | null } | null;
  upcomingEvents: number;
  activeCampaigns: number;
}) {
  const { t } = useT();
  return (
    <section className="card next-event" aria-labelledby="next-event-heading">
      <h2 id="next-event-heading">{t("Next event")}</h2>
      {next ? (
        <>
          <p className="next-event-title">
            <Link to="/dashboard/events">{next.title}</Link>
          </p>
          <p className="event-when">
            <LocalTime iso={next.event_date} text={next.date_text} />
            {next.location ? <span className="muted"> · {next.location}</span> : null}
          </p>
        </>
      ) : (
        <p className="empty">{t("Nothing planned yet. Events with RSVPs show up here.")}</p>
      )}
      <p className="muted small">
        <Count
          testId="upcoming-events-count"
          n={upcomingEvents}
          label={t("{count, plural, one {upcoming event} other {upcoming events}}", { count: upcomingEvents })}
        />
        {activeCampaigns > 0 ? (
          <>
            {" · "}
            <Count
              testId="active-campaigns-count"
              n={activeCampaigns}
              label={t("{count, plural, one {active campaign} other {active campaigns}}", { count: activeCampaigns })}
            />
          </>
        ) : null}
        {" · "}
        <Link to="/dashboard/events">{t("All events")}</Link>
      </p>
    </section>
  );
}

/** A count (its own element, which tests read) and its words (the language's plural form of them). */
function Count({ testId, n, label }: { testId: string; n: number; label: string }) {
  return (
    <>
      <span className="stat-inline" data-testid={testId}>
        {n}
      </span>{" "}
      {label}
    </>
  );
}
