// /api/events* in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, messageResponse } from "~/lib/api-doc";
import { EVENT_MSG, eventInput, rsvpInput } from "./inputs";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { CREATE_DENIED, EVENT_NOT_FOUND, RSVP_CANCELLED, RSVP_CONFIRMED } from "./events.server";

const rsvp = z.object({
  user_id: z.int(),
  user_name: z.string(),
  attending: z.boolean(),
  guest_count: z.int(),
  comments: z.string(),
  updated_at: z.string(),
});
const person = z.object({ user_id: z.int(), name: z.string() });

export const eventResponse = z.object({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  event_date: z.string().meta({ format: "date-time", description: "ISO-8601 UTC instant" }),
  location: z.string(),
  created_by: z.int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  is_past: z.boolean(),
  rsvp_responses: z.array(rsvp),
  headcount: z.object({
    attending_people: z.int(),
    guests: z.int(),
    total_headcount: z.int(),
    not_attending: z.int(),
    not_answered: z.int(),
    attending: z.array(person.extend({ guest_count: z.int(), comments: z.string() })),
    declined: z.array(person),
    not_answered_names: z.array(person),
  }),
  my_rsvp: rsvp.nullable(),
});

const eventErrors: Array<[number, string]> = [
  [400, EVENT_MSG.required],
  [400, EVENT_MSG.badDate],
  [400, EVENT_MSG.titleLong],
  [400, EVENT_MSG.badZone],
];
const example = { title: "Summer picnic", description: "Bring a dish", event_date: "2026-07-04T12:00:00Z", location: "Riverside Park" };

export const eventsDoc = defineArea({
  id: "events",
  title: "Events",
  description: "Family events with RSVPs and headcounts.",
  calls: [
    {
      method: "get",
      path: "/events",
      summary: "List events",
      description:
        "Without `limit` or `cursor`: upcoming events (soonest first, at most 200) then past ones (latest first, at most 50). With `limit` and/or `cursor`: every event, newest first by id, one page at a time.",
      paged: { defaultLimit: 50, max: 200 },
      etag: true,
      response: z.array(eventResponse),
    },
    {
      method: "post",
      path: "/events",
      summary: "Create an event",
      permission: ["event.create", "event.createWhenAllowed"],
      rule: "Members only when the family setting allow_all_users_create_events is on",
      body: eventInput,
      response: eventResponse,
      errors: [...eventErrors, [403, CREATE_DENIED], [403, PLAN_LIMIT_MESSAGE.events]],
      example,
    },
    { method: "get", path: "/events/{id}", summary: "One event", response: eventResponse, errors: [[404, EVENT_NOT_FOUND]] },
    {
      method: "put",
      path: "/events/{id}",
      summary: "Edit an event",
      permission: "event.edit",
      body: eventInput,
      response: eventResponse,
      errors: [...eventErrors, [403, "Only the owner and admins can edit events"], [404, EVENT_NOT_FOUND]],
      example,
    },
    {
      method: "delete",
      path: "/events/{id}",
      summary: "Delete an event",
      permission: "event.delete",
      response: messageResponse,
      errors: [
        [403, "Only the owner and admins can delete events"],
        [404, EVENT_NOT_FOUND],
      ],
    },
    {
      method: "get",
      path: "/events/{id}/ics",
      summary: "The event as an iCalendar file",
      responseType: "text/calendar",
      errors: [[404, EVENT_NOT_FOUND]],
    },
    {
      method: "post",
      path: "/events/rsvp",
      summary: "Answer an event (one answer per person; answering again replaces it)",
      permission: "event.rsvp",
      body: rsvpInput,
      response: z.object({ message: z.string().meta({ description: `"${RSVP_CONFIRMED}" or "${RSVP_CANCELLED}"` }), rsvp: rsvp.extend({ event_id: z.int() }) }),
      errors: [
        [400, EVENT_MSG.attending],
        [400, EVENT_MSG.guestCount],
        [400, EVENT_MSG.eventId],
        [403, "Guests cannot RSVP"],
        [404, EVENT_NOT_FOUND],
      ],
      example: { event_id: 1, attending: true, guest_count: 2, comments: "We'll bring lemonade" },
    },
  ],
});
