import { Link } from "@remix-run/react";
import type { EventView } from "../events.server";
import { LocalTime } from "./LocalTime";
import type { ModalState } from "~/ui/useModalState";

/** What a card renders, and all the Events tab sends the browser per event (issue 16). */
export type EventCardData = Pick<EventView, "id" | "title" | "description" | "event_date" | "location" | "is_past" | "headcount"> & {
  date_text: string;
  my_rsvp: { attending: boolean; guest_count: number; comments: string } | null;
};

export function eventCardData(e: EventView, dateText: string): EventCardData {
  const mine = e.my_rsvp;
  return {
    id: e.id,
    title: e.title,
    description: e.description,
    event_date: e.event_date,
    location: e.location,
    is_past: e.is_past,
    headcount: e.headcount,
    date_text: dateText,
    my_rsvp: mine ? { attending: mine.attending, guest_count: mine.guest_count, comments: mine.comments } : null,
  };
}

export function EventCard({
  event,
  href,
  perms,
}: {
  event: EventCardData;
  href: ModalState["href"];
  perms: { edit: boolean; delete: boolean; rsvp: boolean };
}) {
  const h = event.headcount;
  const mine = event.my_rsvp;
  return (
    <article className="card event-card" data-testid="event-card" aria-labelledby={`event-${event.id}-title`}>
      <div className="spread">
        <h3 id={`event-${event.id}-title`}>{event.title}</h3>
        {event.is_past ? <span className="badge">Past</span> : <span className="badge accent">Upcoming</span>}
      </div>
      <p className="event-when">
        <LocalTime iso={event.event_date} text={event.date_text} />
      </p>
      {event.location ? <p className="muted">Location: {event.location}</p> : null}
      <p className="event-description">{event.description}</p>

      <dl className="headcount" data-testid="headcount">
        <div>
          <dt>Attending</dt>
          <dd data-testid="hc-attending">{h.attending_people}</dd>
        </div>
        <div>
          <dt>Guests</dt>
          <dd data-testid="hc-guests">{h.guests}</dd>
        </div>
        <div>
          <dt>Total headcount</dt>
          <dd data-testid="hc-total">{h.total_headcount}</dd>
        </div>
        <div>
          <dt>Not attending</dt>
          <dd data-testid="hc-declined">{h.not_attending}</dd>
        </div>
        <div>
          <dt>Not answered</dt>
          <dd data-testid="hc-waiting">{h.not_answered}</dd>
        </div>
      </dl>
      {h.attending.length + h.declined.length + h.not_answered_names.length > 0 ? (
        <details className="rsvp-details">
          <summary>Who is coming</summary>
          {h.attending.length > 0 ? (
            <>
              <h4>Attending</h4>
              <ul className="list" data-testid="attending-list">
                {h.attending.map((a) => (
                  <li key={a.user_id}>
                    {a.name} <span className="muted">({a.guest_count} {a.guest_count === 1 ? "person" : "people"})</span>
                    {a.comments ? <span className="rsvp-comment">: “{a.comments}”</span> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {h.declined.length > 0 ? (
            <p>
              <strong>Not attending:</strong> {h.declined.map((d) => d.name).join(", ")}
            </p>
          ) : null}
          {h.not_answered_names.length > 0 ? (
            <p>
              <strong>Not answered yet:</strong> {h.not_answered_names.map((d) => d.name).join(", ")}
            </p>
          ) : null}
        </details>
      ) : null}

      {mine ? (
        <p className="small" data-testid="my-rsvp">
          Your answer:{" "}
          {mine.attending ? `Attending (${mine.guest_count} ${mine.guest_count === 1 ? "person" : "people"})` : "Not attending"}
        </p>
      ) : null}

      <div className="row event-actions">
        {perms.rsvp ? (
          <Link className="button small" to={href("rsvp", { id: event.id })} preventScrollReset>
            {mine ? "Change RSVP" : "RSVP"}
          </Link>
        ) : null}
        <a className="button secondary small" href={`/api/events/${event.id}/ics`} download>
          Add to calendar
        </a>
        {perms.edit ? (
          <Link className="button secondary small" to={href("edit-event", { id: event.id })} preventScrollReset>
            Edit
          </Link>
        ) : null}
        {perms.delete ? (
          <Link className="button secondary small danger" to={href("delete-event", { id: event.id })} preventScrollReset>
            Delete
          </Link>
        ) : null}
      </div>
    </article>
  );
}
