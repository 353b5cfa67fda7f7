// /api/events* in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, fails, messageResponse, type CallDetails } from "~/lib/api-doc";
import { EVENT_MSG, eventInput, occurrenceInput, rsvpInput } from "./inputs";
import { RECURRENCE_MSG } from "./recurrence.server";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { CREATE_DENIED, EVENT_NOT_FOUND, RSVP_CANCELLED, RSVP_CONFIRMED, SCOPES, WINDOW_MSG } from "./events.server";
import { signupClaimInput, signupItemInput } from "./signup-inputs";
import { SIGNUP_LIMITS, SIGNUP_MSG, belowClaimedMessage, overClaimMessage } from "./signup-rules";

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
  recurrence: z.string().nullable().meta({ description: "RFC 5545 RRULE value of a series (e.g. FREQ=WEEKLY;BYDAY=SU); null for one date" }),
  time_zone: z.string().optional().meta({ description: "A series' time zone: its dates keep their wall-clock time there" }),
  occurrence: z
    .string()
    .nullable()
    .optional()
    .meta({ description: "With from/to: this date's original start (ISO UTC; the key for RSVPs and /occurrences/{occurrence}); null for a one-date event" }),
  cancelled: z.boolean().optional().meta({ description: "With from/to: this date of the series was cancelled" }),
  next_occurrence: z.string().nullable().optional().meta({ description: "Without from/to: a series' next date (original start), null when it has ended" }),
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

const claim = z.object({
  user_id: z.int(),
  user_name: z.string(),
  quantity: z.int(),
  note: z.string(),
  updated_at: z.string(),
});
export const signupItemResponse = z.object({
  id: z.int(),
  name: z.string(),
  note: z.string(),
  quantity: z.int().meta({ description: "How many are needed" }),
  claimed: z.int().meta({ description: "How many people have taken on, all claims together (never more than quantity)" }),
  still_needed: z.int(),
  claims: z.array(claim),
  my_claim: z.object({ quantity: z.int(), note: z.string() }).nullable().meta({ description: "The caller's own claim" }),
});
const signupCounts = z.object({ items: z.int(), needed: z.int(), still_needed: z.int() });
const signupListResponse = z.object({
  event_id: z.int(),
  occurrence: z.string().nullable().meta({ description: "The date of a series this list is for (its original start, ISO UTC); null for a one-date event" }),
  event_title: z.string(),
  items: z.array(signupItemResponse),
  counts: signupCounts.nullable().meta({ description: "All items together (\"3 of 8 still needed\"); null when the list is empty" }),
  can_manage: z.boolean().meta({ description: "The caller is an organizer: the owner, an admin or the event's creator" }),
  can_claim: z.boolean().meta({ description: "The caller may sign up (everyone but guests)" }),
});
const claimResponse = z.object({ message: z.string(), item: signupItemResponse });
// A series' items are defined once; claims and what is still needed are per date (issue 41).
const OCCURRENCE_TEXT = "A date of a series (its original start, ISO UTC or 20270321T140000Z), required on a series; ignored on a one-date event";
const dateQuery = z.object({ occurrence: z.string().max(40).optional().meta({ description: OCCURRENCE_TEXT }) });
const dateErrors: Array<[number, string]> = [
  [400, EVENT_MSG.occurrenceRequired],
  [400, EVENT_MSG.badOccurrence],
  [404, EVENT_MSG.noOccurrence],
];
const ORGANIZERS = "Organizers: the owner and admins on any event; a member on an event they created";
/** Who may add, edit and remove sign-up items: the same on each of those calls. */
const organizers: CallDetails = { permission: ["signup.manageAny", "signup.manageOwn"], rule: ORGANIZERS };
const signupItemErrors: Array<[number, string]> = [
  ...fails(400, SIGNUP_MSG.name, SIGNUP_MSG.nameLong, SIGNUP_MSG.noteLong, SIGNUP_MSG.quantity),
  [403, SIGNUP_MSG.manageDenied],
  [404, EVENT_NOT_FOUND],
];
const itemMissing: [number, string] = [404, SIGNUP_MSG.itemNotFound];

const eventErrors: Array<[number, string]> = [
  [400, EVENT_MSG.required],
  [400, EVENT_MSG.badDate],
  [400, EVENT_MSG.titleLong],
  [400, EVENT_MSG.badZone],
];
const example = { title: "Summer picnic", description: "Bring a dish", event_date: "2026-07-04T12:00:00Z", location: "Riverside Park" };
const recurrenceField = z
  .string()
  .max(300)
  .nullable()
  .optional()
  .meta({ description: "An RFC 5545 RRULE value (FREQ DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, COUNT or UNTIL, BYDAY, BYMONTHDAY, BYMONTH, BYSETPOS, WKST); null or \"\" = one date; left out on PUT = unchanged" });
const eventBody = eventInput.extend({ recurrence: recurrenceField });
const editBody = eventBody.extend({
  scope: z.enum(SCOPES).optional().meta({ description: "For a series: all (default), this (only `occurrence`), following (`occurrence` and later become a new series)" }),
  occurrence: z.string().max(40).optional().meta({ description: "A date of the series (its original start, ISO UTC or 20270321T140000Z); with scope all, event_date is that date's new start" }),
});
const seriesErrors: Array<[number, string]> = [
  [400, RECURRENCE_MSG.invalid],
  [400, RECURRENCE_MSG.count],
  [400, RECURRENCE_MSG.until],
  [400, EVENT_MSG.recurrenceType],
];
const occurrenceErrors: Array<[number, string]> = [
  [400, EVENT_MSG.badOccurrence],
  [400, EVENT_MSG.notSeries],
  [403, "Only the owner and admins can edit events"],
  [404, EVENT_NOT_FOUND],
  [404, EVENT_MSG.noOccurrence],
];

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
        "Without `limit` or `cursor`: upcoming events (soonest first, at most 200) then past ones (latest first, at most 50). With `limit` and/or `cursor`: every event, newest first by id, one page at a time. A series is one item with `recurrence` and `next_occurrence`. With `from` and `to` (ISO 8601, or YYYY-MM-DD; at most 366 days apart): every one-date event and every date of a series starting in the window, soonest first, each with `occurrence` and `cancelled`; with them, read-only dates of the family's outside calendars ({id, uid, occurrence, title, description, location, event_date, end_date, all_day, read_only: true, source {calendar_id, name, color}}, no RSVP fields).",
      paged: { defaultLimit: 50, max: 200 },
      query: z.object({
        from: z.string().optional().meta({ description: "Window start (ISO 8601 or YYYY-MM-DD); with `to`" }),
        to: z.string().optional().meta({ description: "Window end, exclusive; at most 366 days after `from`" }),
      }),
      errors: [
        [400, WINDOW_MSG.both],
        [400, WINDOW_MSG.bad],
        [400, WINDOW_MSG.order],
        [400, WINDOW_MSG.long],
      ],
      etag: true,
      response: z.array(eventResponse),
    },
    {
      method: "post",
      path: "/events",
      summary: "Create an event",
      permission: ["event.create", "event.createWhenAllowed"],
      rule: "Members only when the family setting allow_all_users_create_events is on",
      body: eventBody,
      response: eventResponse,
      errors: [...eventErrors, ...seriesErrors, [403, CREATE_DENIED], [403, PLAN_LIMIT_MESSAGE.events]],
      example: { ...example, recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=4" },
    },
    { method: "get", path: "/events/{id}", summary: "One event", response: eventResponse, errors: [[404, EVENT_NOT_FOUND]] },
    {
      method: "put",
      path: "/events/{id}",
      summary: "Edit an event, or dates of a series (scope)",
      permission: "event.edit",
      body: editBody,
      response: eventResponse,
      errors: [...eventErrors, ...seriesErrors, [400, EVENT_MSG.badScope], ...occurrenceErrors],
      example,
    },
    {
      method: "get",
      path: "/events/{id}/occurrences/{occurrence}",
      summary: "One date of a series (`occurrence`: its original start, ISO UTC URL-encoded, or 20270321T140000Z)",
      response: eventResponse,
      errors: occurrenceErrors.filter(([status]) => status !== 403),
    },
    {
      method: "put",
      path: "/events/{id}/occurrences/{occurrence}",
      summary: "Move or change one date of a series (title, description, time, place; fields left out keep the series' value)",
      permission: "event.edit",
      body: occurrenceInput,
      response: eventResponse,
      errors: [...occurrenceErrors, [400, EVENT_MSG.badDate]],
      example: { event_date: "2027-03-20T18:00", location: "The park" },
    },
    {
      method: "delete",
      path: "/events/{id}/occurrences/{occurrence}",
      summary: "Cancel one date of a series (an EXDATE in calendar files)",
      permission: "event.edit",
      response: messageResponse,
      errors: occurrenceErrors,
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
      summary: "Answer an event (one answer per person and date; answering again replaces it). A series needs `occurrence`",
      permission: "event.rsvp",
      body: rsvpInput,
      response: z.object({
        message: z.string().meta({ description: `"${RSVP_CONFIRMED}" or "${RSVP_CANCELLED}"` }),
        rsvp: rsvp.extend({ event_id: z.int(), occurrence: z.string().optional() }),
      }),
      errors: [
        ...fails(400, EVENT_MSG.attending, EVENT_MSG.guestCount, EVENT_MSG.eventId, EVENT_MSG.occurrenceRequired),
        [403, "Guests cannot RSVP"],
        ...fails(404, EVENT_NOT_FOUND, EVENT_MSG.noOccurrence),
        [409, EVENT_MSG.occurrenceCancelled],
      ],
      example: { event_id: 1, attending: true, guest_count: 2, comments: "We'll bring lemonade" },
    },
    {
      method: "get",
      path: "/events/{id}/signups",
      summary: "The event's sign-up list: items, who signed up for what, what is still needed (on a series: on the date `occurrence`)",
      query: dateQuery,
      response: signupListResponse,
      errors: [[404, EVENT_NOT_FOUND], ...dateErrors],
    },
    {
      method: "post",
      path: "/events/{id}/signups",
      summary: "Add an item to the sign-up list",
      ...organizers,
      rule: `${ORGANIZERS}. At most ${SIGNUP_LIMITS.items} items per event`,
      body: signupItemInput,
      response: signupItemResponse,
      errors: [...signupItemErrors, [409, SIGNUP_MSG.tooMany]],
      example: { name: "Potato salad, serves 10", note: "", quantity: 2 },
    },
    {
      method: "put",
      path: "/events/{id}/signups/{itemId}",
      summary: "Edit an item (never below what people have already signed up for)",
      ...organizers,
      body: signupItemInput,
      response: signupItemResponse,
      errors: [...signupItemErrors, itemMissing, [409, belowClaimedMessage("Potato salad", 3)]],
      example: { name: "Set up chairs, 9:00-10:00", note: "Bring gloves", quantity: 4 },
    },
    {
      method: "delete",
      path: "/events/{id}/signups/{itemId}",
      summary: "Remove an item; everyone who had signed up for it is told by email",
      ...organizers,
      response: z.object({ message: z.string(), notified: z.int().meta({ description: "How many people were emailed" }) }),
      errors: [[403, SIGNUP_MSG.manageDenied], [404, EVENT_NOT_FOUND], itemMissing],
    },
    {
      method: "post",
      path: "/events/{id}/signups/{itemId}/claim",
      summary: "Sign up for an item: sets the caller's claim (how many, a note), replacing a previous one",
      description:
        "At most what is still needed (on that date, for a series) plus the caller's own current claim. Two people claiming the last place at once: one gets it, the other a 409. On a series `occurrence` names the date: each date has its own claims and its own 'still needed'; a cancelled date is a 409.",
      permission: "signup.claim",
      body: signupClaimInput.extend({ occurrence: z.string().max(40).optional().meta({ description: OCCURRENCE_TEXT }) }),
      response: claimResponse,
      errors: [
        ...fails(400, SIGNUP_MSG.claimQuantity, SIGNUP_MSG.noteLong),
        [403, SIGNUP_MSG.claimDenied],
        [404, EVENT_NOT_FOUND],
        itemMissing,
        [409, overClaimMessage("Potato salad", 1)],
        [409, overClaimMessage("Potato salad", 0)],
        ...dateErrors,
        [409, EVENT_MSG.occurrenceCancelled],
      ],
      example: { quantity: 1, note: "vegan version" },
    },
    {
      method: "delete",
      path: "/events/{id}/signups/{itemId}/claim",
      summary: "Release the caller's claim on an item (on a series: on the date `occurrence`)",
      permission: "signup.claim",
      query: dateQuery,
      response: claimResponse,
      errors: [[403, SIGNUP_MSG.claimDenied], [404, EVENT_NOT_FOUND], itemMissing, ...dateErrors],
    },
  ],
});
