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
  })
  .transform((v, ctx) => {
    const count = guestCount.safeParse(v.guest_count);
    const wrongType = v.guest_count != null && typeof v.guest_count !== "string" && typeof v.guest_count !== "number";
    if ((v.attending && !count.success) || wrongType) {
      ctx.addIssue({ code: "custom", path: ["guest_count"], message: EVENT_MSG.guestCount });
      return z.NEVER;
    }
    if (!v.attending || !count.success) return { event_id: v.event_id, attending: false, guest_count: 1, comments: "" };
    if (v.comments.length > COMMENTS_MAX) {
      ctx.addIssue({ code: "custom", path: ["comments"], message: EVENT_MSG.commentsLong });
      return z.NEVER;
    }
    return { event_id: v.event_id, attending: true, guest_count: count.data, comments: v.comments };
  });
export type RsvpInput = z.infer<typeof rsvpInput>;
