// zod inputs for events and RSVPs, shared by the Events page and the /api. Messages: SPEC §5.
// Strict pieces from ~/lib/inputs: `{"title":{"a":1}}` is a 400, never "[object Object]".
import { z } from "zod";
import { MAX, id, int, optionalFlag, text, timeZone } from "~/lib/inputs";

export const EVENT_MSG = {
  required: "Please fill in all required fields",
  badDate: "Please enter a valid date and time",
  titleLong: "Title must be at most 200 characters",
  descriptionLong: "Description must be at most 5000 characters",
  locationLong: "Location must be at most 300 characters",
  badZone: "Please choose a valid time zone",
  guestCount: "Guest count must be a whole number from 1 to 20",
  attending: "Please choose whether you are attending",
  eventId: "Please choose an event",
  commentsLong: "Comments must be at most 1000 characters",
  recurrenceType: "recurrence must be an RRULE value such as FREQ=WEEKLY;BYDAY=SU",
  badScope: "scope must be this, following or all",
  notSeries: "This event does not repeat",
  badOccurrence: "Please choose a date of the series",
  noOccurrence: "This date is not part of the series",
  occurrenceRequired: "Please choose which date you are answering for",
  occurrenceCancelled: "This date was cancelled",
} as const;

/** The raw fields; the date is resolved against a time zone by the server function. */
export const eventInput = z.object({
  title: text({ max: 200, required: EVENT_MSG.required, tooLong: EVENT_MSG.titleLong }),
  description: text({ max: 5000, required: EVENT_MSG.required, tooLong: EVENT_MSG.descriptionLong }),
  event_date: text({ max: 64, required: EVENT_MSG.required, tooLong: EVENT_MSG.badDate }),
  location: text({ max: 300, tooLong: EVENT_MSG.locationLong }),
  // Zone of a zone-less event_date (datetime-local); "" = the family's time zone setting.
  time_zone: timeZone({ message: EVENT_MSG.badZone, optional: true }),
});
export type EventInput = z.infer<typeof eventInput>;

/** One date of a series changed: every field optional (the series' value stays). */
export const occurrenceInput = z.object({
  title: text({ max: 200, required: EVENT_MSG.required, tooLong: EVENT_MSG.titleLong }).optional(),
  description: text({ max: 5000, required: EVENT_MSG.required, tooLong: EVENT_MSG.descriptionLong }).optional(),
  event_date: text({ max: 64, tooLong: EVENT_MSG.badDate }).optional(),
  location: text({ max: 300, tooLong: EVENT_MSG.locationLong }).optional(),
  time_zone: timeZone({ message: EVENT_MSG.badZone, optional: true }),
});

const COMMENTS_MAX = 1000;
const guestCount = int({ min: 1, max: 20, message: EVENT_MSG.guestCount, fallback: 1 });

/**
 * One answer per user. Form radios send "yes"/"no"; JSON sends booleans. When not attending,
 * guest_count and comments are ignored (stored as 1 / "") so a hidden field cannot make an
 * otherwise valid "no" fail; they must still be of their type (a number, or text).
 */
export const rsvpInput = z
  .object({
    event_id: id(EVENT_MSG.eventId),
    attending: optionalFlag(EVENT_MSG.attending).refine((v) => v !== undefined, EVENT_MSG.attending),
    guest_count: z.unknown().optional().meta({ type: "integer", minimum: 1, maximum: 20, default: 1 }),
    comments: text({ max: MAX.text, tooLong: EVENT_MSG.commentsLong }),
    // The date of a series (its original start, ISO UTC or 20270321T140000Z); "" or absent for one date.
    occurrence: text({ max: 40, tooLong: EVENT_MSG.badOccurrence }).optional(),
  })
  .transform((v, ctx) => {
    const count = guestCount.safeParse(v.guest_count);
    const wrongType = v.guest_count != null && typeof v.guest_count !== "string" && typeof v.guest_count !== "number";
    if ((v.attending && !count.success) || wrongType) {
      ctx.addIssue({ code: "custom", path: ["guest_count"], message: EVENT_MSG.guestCount });
      return z.NEVER;
    }
    const occurrence = v.occurrence ? v.occurrence : undefined;
    if (!v.attending || !count.success) return { event_id: v.event_id, occurrence, attending: false, guest_count: 1, comments: "" };
    if (v.comments.length > COMMENTS_MAX) {
      ctx.addIssue({ code: "custom", path: ["comments"], message: EVENT_MSG.commentsLong });
      return z.NEVER;
    }
    return { event_id: v.event_id, occurrence, attending: true, guest_count: count.data, comments: v.comments };
  });
export type RsvpInput = z.infer<typeof rsvpInput>;
