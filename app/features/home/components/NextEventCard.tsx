import { LocalTime } from "~/features/events/components/LocalTime";
import { Link } from "react-router";

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
  return (
    <section className="card next-event" aria-labelledby="next-event-heading">
      <h2 id="next-event-heading">Next event</h2>
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
        <p className="empty">Nothing planned yet. Events with RSVPs show up here.</p>
      )}
      <p className="muted small">
        <Count testId="upcoming-events-count" n={upcomingEvents} one="upcoming event" many="upcoming events" />
        {activeCampaigns > 0 ? (
          <>
            {" · "}
            <Count testId="active-campaigns-count" n={activeCampaigns} one="active campaign" many="active campaigns" />
          </>
        ) : null}
        {" · "}
        <Link to="/dashboard/events">All events</Link>
      </p>
    </section>
  );
}

function Count({ testId, n, one, many }: { testId: string; n: number; one: string; many: string }) {
  return (
    <>
      <span className="stat-inline" data-testid={testId}>
        {n}
      </span>{" "}
      {n === 1 ? one : many}
    </>
  );
}
