import type { EventView } from "../events.server";
import { LocalTime } from "./LocalTime";
import { CardMenu, CardMenuLink } from "~/ui/CardMenu";
import type { ModalState } from "~/ui/useModalState";
import { Link } from "react-router";
import { stillNeededText, type SignupCounts } from "../signup-rules";
import { guestLinksHref } from "~/features/guest-links/components/guest-links-href";
import { Fragment, type ReactNode } from "react";
import { useT } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";

/**
 * What a card renders, and all the Events tab sends the browser per event (issue 16): the counts
 * once, the names (no ids, no RSVP rows), the caller's own answer.
 */
export type EventCardData = Pick<EventView, "id" | "title" | "description" | "event_date" | "location" | "occurrence" | "cancelled" | "recurrence" | "time_zone"> & {
  /** "Every week on Sunday" for a date of a series; null for one date. */
  repeat_text: string | null;
  date_text: string;
  counts: { attending: number; guests: number; total: number; declined: number; waiting: number };
  attending: { name: string; people: number; comments: string }[];
  declined: string[];
  waiting: string[];
  my_rsvp: { attending: boolean; guest_count: number; comments: string } | null;
  /** The sign-up list at a glance ("3 of 8 still needed", made on the server); null when it has no items. */
  signups: string | null;
  /** The caller may share it with a guest link (owner/admin, or the member who created it). */
  can_share?: boolean;
};

export function eventCardData(
  e: EventView,
  dateText: string,
  signups: SignupCounts | null = null,
  repeatText: string | null = null,
  t?: Translator["t"],
): EventCardData {
  const h = e.headcount;
  const mine = e.my_rsvp;
  return {
    id: e.id,
    occurrence: e.occurrence,
    cancelled: e.cancelled,
    recurrence: e.recurrence,
    time_zone: e.time_zone,
    repeat_text: repeatText,
    title: e.title,
    description: e.description,
    event_date: e.event_date,
    location: e.location,
    date_text: dateText,
    counts: { attending: h.attending_people, guests: h.guests, total: h.total_headcount, declined: h.not_attending, waiting: h.not_answered },
    attending: h.attending.map((a) => ({ name: a.name, people: a.guest_count, comments: a.comments })),
    declined: h.declined.map((d) => d.name),
    waiting: h.not_answered_names.map((d) => d.name),
    my_rsvp: mine ? { attending: mine.attending, guest_count: mine.guest_count, comments: mine.comments } : null,
    signups: signups ? stillNeededText(signups, t) : null,
  };
}

/**
 * A translated text whose values are elements (a count in its own <span>): the message is made with
 * markers in the values' places, then each marker becomes its element.
 */
function withElements(t: Translator["t"], id: string, nodes: Record<string, ReactNode>): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(nodes).map((k) => [k, `\uE000${k}\uE000`]));
  return t(id, markers)
    .split(/\uE000(\w+)\uE000/)
    .map((piece, i) => (i % 2 === 1 ? <Fragment key={i}>{nodes[piece]}</Fragment> : piece));
}

/** "Ann", "Ben +2" (a party of three), with the comment when there is one. */
const attendee = (a: EventCardData["attending"][number]) =>
  `${a.name}${a.people > 1 ? ` +${a.people - 1}` : ""}${a.comments ? ` (“${a.comments}”)` : ""}`;

/**
 * One event (issue 15's design pass): title with the quiet ⋯ menu (Edit, Delete), when, where,
 * what, a one-line headcount, the names behind a "Who is coming" disclosure, and one primary
 * action (RSVP). Times leave the zone out: the tab says it once above the list.
 */
export function EventCard({
  event,
  href,
  perms,
}: {
  event: EventCardData;
  href: ModalState["href"];
  perms: { edit: boolean; delete: boolean; rsvp: boolean };
}) {
  const { t } = useT();
  const c = event.counts;
  const mine = event.my_rsvp;
  const key: Record<string, string | number> = event.occurrence ? { id: event.id, occurrence: event.occurrence } : { id: event.id };
  const titleId = `event-${event.id}${event.occurrence ? `-${event.occurrence.replace(/\W/g, "")}` : ""}-title`;
  return (
    <article className="card event-card" data-testid="event-card" aria-labelledby={titleId}>
      <div className="event-head">
        <h3 id={titleId}>{event.title}</h3>
        {perms.edit || perms.delete || event.can_share ? (
          <CardMenu label={t("Actions for {title}", { title: event.title })}>
            {perms.edit ? <CardMenuLink to={href("edit-event", key)}>{t("Edit")}</CardMenuLink> : null}
            {perms.edit && event.occurrence && !event.cancelled ? (
              <CardMenuLink to={href("cancel-occurrence", key)}>{t("Cancel this date")}</CardMenuLink>
            ) : null}
            {event.can_share ? <CardMenuLink to={guestLinksHref("event", event.id)}>{t("Share a guest link")}</CardMenuLink> : null}
            {perms.delete ? (
              <CardMenuLink to={href("delete-event", key)} danger>
                {event.occurrence ? t("Delete series") : t("Delete")}
              </CardMenuLink>
            ) : null}
          </CardMenu>
        ) : null}
      </div>
      <p className="event-when">
        <LocalTime iso={event.event_date} text={event.date_text} zoneName={false} />
      </p>
      {event.repeat_text ? (
        <p className="small muted" data-testid="event-repeats">
          {t("Repeats: {rule}", { rule: event.repeat_text })}
        </p>
      ) : null}
      {event.cancelled ? (
        <p className="badge" data-testid="event-cancelled">
          {t("Cancelled")}
        </p>
      ) : null}
      {event.location ? <p className="muted">{t("Location: {location}", { location: event.location })}</p> : null}
      <p className="event-description">{event.description}</p>

      <p className="event-headcount" data-testid="headcount">
        {withElements(t, "Headcount {total} ({attending} attending + {guests} guests) · {declined} not attending · {waiting} not answered", {
          total: <strong data-testid="hc-total">{c.total}</strong>,
          attending: <span data-testid="hc-attending">{c.attending}</span>,
          guests: <span data-testid="hc-guests">{c.guests}</span>,
          declined: <span data-testid="hc-declined">{c.declined}</span>,
          waiting: <span data-testid="hc-waiting">{c.waiting}</span>,
        })}
      </p>
      {event.attending.length + event.declined.length + event.waiting.length > 0 ? (
        <details className="rsvp-details">
          <summary>{t("Who is coming")}</summary>
          {event.attending.length > 0 ? (
            <p data-testid="attending-list">{t("Attending: {names}", { names: event.attending.map(attendee).join(", ") })}</p>
          ) : null}
          {event.declined.length > 0 ? <p>{t("Not attending: {names}", { names: event.declined.join(", ") })}</p> : null}
          {event.waiting.length > 0 ? <p>{t("Not answered yet: {names}", { names: event.waiting.join(", ") })}</p> : null}
        </details>
      ) : null}

      {event.signups ? (
        <p className="small" data-testid="signup-summary">
          {withElements(t, "Sign-up list: {summary}", { summary: <strong>{event.signups}</strong> })}
        </p>
      ) : null}

      {mine ? (
        <p className="small" data-testid="my-rsvp">
          {mine.attending
            ? t("{count, plural, one {Your answer: Attending (# person)} other {Your answer: Attending (# people)}}", { count: mine.guest_count })
            : t("Your answer: Not attending")}
        </p>
      ) : null}

      <div className="row event-actions">
        {perms.rsvp && !event.cancelled ? (
          <Link className="button small" to={href("rsvp", key)} preventScrollReset discover="none">
            {mine ? t("Change RSVP") : t("RSVP")}
          </Link>
        ) : null}
        <Link className="small" to={href("signups", key)} preventScrollReset discover="none">
          {t("Sign-up list")}
        </Link>
        <a className="small" href={`/api/events/${event.id}/ics`} download>
          {t("Add to calendar")}
        </a>
      </div>
    </article>
  );
}
