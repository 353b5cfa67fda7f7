import { EmptyState } from "~/ui/EmptyState";
import { Link, useLocation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { ComponentProps } from "react";
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction, withInput } from "~/lib/page-action.server";
import { can } from "~/lib/permissions";
import { getSettings } from "~/features/family/family.server";
import {
  OCCURRENCE_CANCELLED,
  cancelOccurrence,
  canCreateEvents,
  createEvent,
  deleteEvent,
  listEventRows,
  rsvpToEvent,
  updateEvent,
  withRsvps,
  type EventView,
} from "~/features/events/events.server";
import { formatEventDate } from "~/lib/dates";
import { signupCounts } from "~/features/events/signups.server";
import { signupIntents, signupModalData } from "~/features/events/signup-page.server";
import { useSignupModals } from "~/features/events/components/signup-modal-state";
import { eventCardData, type EventCardData } from "~/features/events/components/EventCard";
import { FormErrorText } from "~/ui/FormErrorText";
import { lazyModal, lazyModals } from "~/ui/lazy-modal";
import { idParam } from "~/lib/http.server";
import { describeRule } from "~/features/events/recurrence-form";
import { subscribedDates } from "~/features/calendar-subscriptions/subscriptions.server";
import { ModalLink } from "~/ui/ModalLink";
import { TabHeader } from "~/ui/TabHeader";
import { typed, useModalState } from "~/ui/useModalState";
import { mayShareEvent } from "~/features/guest-links/guest-links.server";
import { useT } from "~/lib/i18n/react";
import { pageLanguage } from "~/lib/i18n/language.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.events";

// The modals' bodies load when one opens (issue 37: the first load stays under its budget); the
// server renders them in the page as before.
const EventFormModal = lazyModal(() => import("~/features/events/components/EventFormModal").then((m) => m.EventFormModal));
const RsvpModal = lazyModal(() => import("~/features/events/components/RsvpModal").then((m) => m.RsvpModal));
const SignupModals = lazyModal(() => import("~/features/events/components/SignupModals").then((m) => m.SignupModals));
const { DeleteEventModal, CancelOccurrenceModal } = lazyModals(() => import("~/features/events/components/EventConfirmModals"), "DeleteEventModal", "CancelOccurrenceModal");
// The event cards and the time zone line (with the viewer's-zone re-formatting) likewise, server-rendered
// as they are: their JavaScript comes after the first load, and the page hydrates once it is in.
const EventCard = lazyModal(() => import("~/features/events/components/EventCard").then((m) => m.EventCard));
const TimeZoneNote = lazyModal(() => import("~/features/events/components/LocalTime").then((m) => m.TimeZoneNote));

export const meta = titleMeta((t) => t("Events · Kindred"));

/**
 * How many cards each list shows before its "Show all" link (issue 16, decision record 124): a
 * family with dozens of events gets a page of ~40 KB, not one card per event ever planned.
 * `?events=all` lists every event.
 */
const FIRST_UPCOMING = 8;
const FIRST_PAST = 2;

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const language = await pageLanguage(request);
  const tr = serverTranslator(language);
  const showAll = url.searchParams.get("events") === "all";
  const settings = await getSettings(actor.familyId);
  const zone = settings.time_zone;
  const now = new Date();
  const { upcoming, past } = await listEventRows(actor, now);
  const shownUpcoming = showAll ? upcoming : upcoming.slice(0, FIRST_UPCOMING);
  const shownPast = showAll ? past : past.slice(0, FIRST_PAST);
  // The event a modal (?modal=…&id=…) is about, also when its card is not among those shown.
  const id = Number(url.searchParams.get("id"));
  const occurrence = url.searchParams.get("occurrence");
  const found = url.searchParams.has("modal") && Number.isInteger(id) ? [...upcoming, ...past].find((e) => e.id === id && (!e.occurrence || e.occurrence === occurrence)) : undefined;
  const hidden = found && !shownUpcoming.includes(found) && !shownPast.includes(found) ? [found] : [];
  // RSVPs, headcounts and sign-up counts only for the cards on the page (issue 16).
  const cards = [...shownUpcoming, ...shownPast, ...hidden];
  const [withAnswers, signups, signupList, outside] = await Promise.all([
    withRsvps(actor, cards, now),
    signupCounts(actor.familyId, cards.map((e) => e.id)),
    signupModalData(actor, url),
    // Outside calendars the family subscribes to (read-only; issue 41): the next 30 dates.
    subscribedDates(actor.familyId, now.toISOString(), new Date(now.getTime() + 366 * 86_400_000).toISOString(), showAll ? 500 : 30),
  ]);
  // Only what the page renders goes to the browser (the cards' fields, not the RSVP rows).
  const view = (e: EventView) => ({
    ...eventCardData(e, formatEventDate(e.event_date, zone, false, language), signups(e.id, e.occurrence), e.recurrence ? describeRule(e.recurrence, e.time_zone ?? zone, tr) : null, tr.t),
    can_share: mayShareEvent(actor, e),
  });
  const views = withAnswers.map(view);
  return {
    zone,
    upcoming: views.slice(0, shownUpcoming.length),
    past: views.slice(shownUpcoming.length, shownUpcoming.length + shownPast.length),
    more: { upcoming: upcoming.length - shownUpcoming.length, past: past.length - shownPast.length },
    selected: hidden.length > 0 ? views[views.length - 1]! : null,
    outside: outside.map((o) => ({
      key: `${o.id}`,
      title: o.title,
      location: o.location,
      date_text: o.all_day
        ? language === "en"
          ? formatEventDate(o.event_date, zone, false).replace(/,? \d{1,2}:\d{2}.*$/, "")
          : tr.formatDate(o.event_date, { weekday: "short", year: "numeric", month: "short", day: "numeric", timeZone: zone })
        : formatEventDate(o.event_date, zone, false, language),
      calendar: o.source.name,
      color: o.source.color,
    })),
    // A series' list is for one date (issue 41): its title says which.
    signupList: signupList
      ? { ...signupList, date_text: signupList.occurrence ? formatEventDate(found?.occurrence === signupList.occurrence ? found.event_date : signupList.occurrence, zone, false, language) : null }
      : null,
    perms: {
      create: await canCreateEvents(actor, settings.allow_all_users_create_events),
      edit: can(actor.role, "event.edit"),
      delete: can(actor.role, "event.delete"),
      rsvp: can(actor.role, "event.rsvp"),
    },
  };
}

export const action = pageAction({
  "create-event": { run: withInput(createEvent), success: "Event created successfully!", failure: "Failed to create event", modal: "add-event" },
  "update-event": { run: forRecord(updateEvent), success: "Event updated successfully!", failure: "Failed to update event", modal: "edit-event" },
  "delete-event": { run: forRecord(deleteEvent), success: "Event deleted successfully!", failure: "Failed to delete event" },
  rsvp: { run: withInput(rsvpToEvent), success: (r: { message: string }) => r.message, failure: "RSVP failed", idField: "event_id" },
  "cancel-occurrence": {
    run: ({ actor, input }) => cancelOccurrence(actor, idParam(input.id), input.occurrence),
    success: OCCURRENCE_CANCELLED,
    failure: "Failed to cancel the date",
  },
  ...signupIntents,
});

/** A 409 (someone took the last place meanwhile) shows the page as it now is, also with JavaScript. */
export function shouldRevalidate({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionStatus === 409 ? true : defaultShouldRevalidate;
}

type EventGridProps = Pick<ComponentProps<typeof EventCard>, "href" | "perms"> & {
  events: EventCardData[];
  /** How many more the list has than it shows (see FIRST_UPCOMING). */
  hidden: number;
  which: "upcoming" | "past";
};

/** One list's cards and, when some are left out, the link that shows them all (`?events=all`). */
function EventGrid({ events, hidden, which, href, perms }: EventGridProps) {
  const { t } = useT();
  const count = events.length + hidden;
  return (
    <>
      <div className="grid two">
        {events.map((e) => (
          <EventCard key={`${e.id}|${e.occurrence ?? ""}`} event={e} href={href} perms={perms} />
        ))}
      </div>
      {hidden > 0 ? (
        <p>
          <Link to="?events=all" preventScrollReset>{which === "upcoming" ? t("Show all {count} upcoming events", { count }) : t("Show all {count} past events", { count })}</Link>
        </p>
      ) : null}
    </>
  );
}

export default function EventsTab({ loaderData }: Route.ComponentProps) {
  const { zone, upcoming, past, more, selected: hidden, perms, signupList, outside } = loaderData;
  const { t } = useT();
  const m = useModalState();
  const location = useLocation();
  const signupModals = useSignupModals(signupList, m);
  // A date of a series is the card with that id and `occurrence` (URL, or the failed form's field).
  const occurrence = typed(m.values, "occurrence") ?? new URLSearchParams(location.search).get("occurrence");
  const matches = (e: EventCardData) => e.id === m.id && (!e.occurrence || e.occurrence === occurrence);
  const selected = [...upcoming, ...past].find(matches) ?? (hidden && matches(hidden) ? hidden : null);
  const shown =
    (m.modal === "add-event" && perms.create) ||
    (selected !== null &&
      ((m.modal === "edit-event" && perms.edit) || (m.modal === "delete-event" && perms.delete) || (m.modal === "rsvp" && perms.rsvp))) ||
    signupModals.shown;
  const pageError = m.errorOnPage(shown);

  return (
    <div className="stack">
      <TabHeader title={t("Events")}>
        {perms.create ? <ModalLink to={m.href("add-event")}>{t("Create Event")}</ModalLink> : null}
      </TabHeader>
      <FormErrorText message={pageError} />
      {upcoming.length + past.length > 0 ? <TimeZoneNote zone={zone} /> : null}

      <section aria-labelledby="upcoming-heading" className="stack">
        <h2 id="upcoming-heading">{t("Upcoming")}</h2>
        {upcoming.length === 0 ? (
          <EmptyState
            title={t("No upcoming events yet.")}
            action={perms.create ? <ModalLink to={m.href("add-event")} look="small">{t("Plan the first event")}</ModalLink> : null}
          >
            {t("Gatherings, calls and reunions go here, with RSVPs so everyone knows who is coming.")}
          </EmptyState>
        ) : null}
        <EventGrid events={upcoming} hidden={more.upcoming} which="upcoming" href={m.href} perms={perms} />
      </section>
      {outside.length > 0 ? (
        <section aria-labelledby="outside-heading" className="stack" data-testid="outside-events">
          <h2 id="outside-heading">{t("From other calendars")}</h2>
          <ul className="outside-events">
            {outside.map((o) => (
              <li key={o.key} className="card outside-event" style={{ borderInlineStart: `0.4rem solid ${o.color}` }}>
                <strong>{o.title}</strong>
                <span className="small">{` · ${o.date_text}`}</span>
                {o.location ? <span className="small muted">{` · ${o.location}`}</span> : null}
                <span className="small muted">{` · ${o.calendar}`}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="stack">
          <h2 id="past-heading">{t("Past events")}</h2>
          <EventGrid events={past} hidden={more.past} which="past" href={m.href} perms={perms} />
        </section>
      ) : null}

      {m.modal === "add-event" && perms.create ? (
        <EventFormModal closeTo={m.closeTo} event={null} values={m.values} error={m.error} zone={zone} />
      ) : null}
      {m.modal === "edit-event" && perms.edit && selected ? (
        <EventFormModal
          closeTo={m.closeTo}
          event={selected}
          values={m.values}
          error={m.error}
          zone={zone}
        />
      ) : null}
      {m.modal === "delete-event" && perms.delete && selected ? (
        <DeleteEventModal selected={selected} closeTo={m.closeTo} error={m.error} />
      ) : null}
      {m.modal === "cancel-occurrence" && perms.edit && selected?.occurrence ? (
        <CancelOccurrenceModal selected={selected} occurrence={selected.occurrence} closeTo={m.closeTo} error={m.error} />
      ) : null}
      {m.modal === "rsvp" && perms.rsvp && selected ? (
        <RsvpModal closeTo={m.closeTo} event={selected} previous={selected.my_rsvp} values={m.values} error={m.error} />
      ) : null}
      {signupList && signupModals.shown ? <SignupModals list={signupList} m={m} open={signupModals} /> : null}
    </div>
  );
}
