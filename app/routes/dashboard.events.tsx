import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser, redirectWithToast } from "~/lib/session.server";
import { handleForm, formObject, orToast, type FormFailure } from "~/lib/form.server";
import { idParam } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { getSettings } from "~/features/family/family.server";
import {
  canCreateEvents,
  createEvent,
  deleteEvent,
  listEvents,
  rsvpToEvent,
  updateEvent,
  type EventView,
} from "~/features/events/events.server";
import { formatEventDate, toZonedLocalInput } from "~/lib/dates";
import { EventCard } from "~/features/events/components/EventCard";
import { EventFormModal } from "~/features/events/components/EventFormModal";
import { RsvpModal } from "~/features/events/components/RsvpModal";
import { ConfirmDialog } from "~/ui/Modal";
import { closeHref } from "~/ui/modal-url";

export const meta: MetaFunction = () => [{ title: "Events · Kindred" }];

const PATH = "/dashboard/events";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const settings = getSettings(actor.familyId);
  const zone = settings.time_zone;
  const view = (e: EventView) => ({ ...e, date_text: formatEventDate(e.event_date, zone) });
  const { upcoming, past } = listEvents(actor);
  return {
    zone,
    upcoming: upcoming.map(view),
    past: past.map(view),
    perms: {
      create: canCreateEvents(actor, settings.allow_all_users_create_events),
      edit: can(actor.role, "event.edit"),
      delete: can(actor.role, "event.delete"),
      rsvp: can(actor.role, "event.rsvp"),
    },
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  return handleForm(request, {
    "create-event": (form) =>
      orToast(() => {
        createEvent(actor, formObject(form));
        return redirectWithToast(PATH, "Event created successfully!");
      }, "Failed to create event", PATH),
    "update-event": (form) =>
      orToast(() => {
        const values = formObject(form);
        updateEvent(actor, idParam(values.id), values);
        return redirectWithToast(PATH, "Event updated successfully!");
      }, "Failed to update event", PATH),
    "delete-event": (form) =>
      orToast(() => {
        deleteEvent(actor, idParam(formObject(form).id));
        return redirectWithToast(PATH, "Event deleted successfully!");
      }, "Failed to delete event", PATH),
    rsvp: (form) =>
      orToast(() => {
        const result = rsvpToEvent(actor, formObject(form));
        return redirectWithToast(PATH, result.message);
      }, "RSVP failed", PATH),
  });
}

const FAILURE_MODAL: Record<string, string> = {
  "create-event": "add-event",
  "update-event": "edit-event",
  "delete-event": "delete-event",
  rsvp: "rsvp",
};

export default function EventsTab() {
  const { zone, upcoming, past, perms } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const sp = new URLSearchParams(location.search);
  const closeTo = closeHref(location.pathname, location.search);

  let modal = sp.get("modal");
  let id = Number(sp.get("id"));
  const failed = failure && FAILURE_MODAL[failure.intent] ? failure : null;
  if (failed) {
    modal = FAILURE_MODAL[failed.intent];
    id = Number(failed.values.id ?? failed.values.event_id);
  }
  const error = failed?.error ?? null;
  const values = failed?.values;
  const selected = [...upcoming, ...past].find((e) => e.id === id) ?? null;
  const addHref = (() => {
    const q = new URLSearchParams(location.search);
    q.delete("id");
    q.set("modal", "add-event");
    return `?${q.toString()}`;
  })();

  return (
    <div className="stack">
      <div className="spread">
        <h1>Events</h1>
        {perms.create ? (
          <Link className="button" to={addHref} preventScrollReset>
            Create Event
          </Link>
        ) : null}
      </div>
      {failure && !(failed && (modal === "add-event" || selected)) ? (
        <p className="form-error" role="alert">
          {failure.error}
        </p>
      ) : null}

      <section aria-labelledby="upcoming-heading" className="stack">
        <h2 id="upcoming-heading">Upcoming</h2>
        {upcoming.length === 0 ? <p className="empty">No upcoming events yet.</p> : null}
        <div className="grid two">
          {upcoming.map((e) => (
            <EventCard key={e.id} event={e} search={location.search} perms={perms} />
          ))}
        </div>
      </section>
      {past.length > 0 ? (
        <section aria-labelledby="past-heading" className="stack">
          <h2 id="past-heading">Past events</h2>
          <div className="grid two">
            {past.map((e) => (
              <EventCard key={e.id} event={e} search={location.search} perms={perms} />
            ))}
          </div>
        </section>
      ) : null}

      {modal === "add-event" && perms.create ? (
        <EventFormModal closeTo={closeTo} event={null} values={values} error={error} zone={zone} />
      ) : null}
      {modal === "edit-event" && perms.edit && selected ? (
        <EventFormModal
          closeTo={closeTo}
          event={{ ...selected, local_date: toZonedLocalInput(selected.event_date, zone) }}
          values={values}
          error={error}
          zone={zone}
        />
      ) : null}
      {modal === "delete-event" && perms.delete && selected ? (
        <ConfirmDialog
          title="Delete Event"
          message={`Delete "${selected.title}"? Its RSVPs are deleted too. This cannot be undone.`}
          closeTo={closeTo}
          intent="delete-event"
          id={selected.id}
          error={error}
        />
      ) : null}
      {modal === "rsvp" && perms.rsvp && selected ? (
        <RsvpModal closeTo={closeTo} event={selected} previous={selected.my_rsvp} values={values} error={error} />
      ) : null}
    </div>
  );
}
