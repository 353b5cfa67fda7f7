// zod inputs for events and RSVPs, shared by the Events page and the /api. Messages: SPEC §5.
import { z } from "zod";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());

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
export const eventInput = z
  .object({
    title: text.transform((v) => v.trim()),
    description: text.transform((v) => v.trim()),
    event_date: text.transform((v) => v.trim()),
    location: text.transform((v) => v.trim()),
    // Zone of a zone-less event_date (datetime-local); default: the family's time zone setting.
    time_zone: text.transform((v) => v.trim()),
  })
  .refine((v) => v.title !== "" && v.description !== "" && v.event_date !== "", EVENT_MSG.required)
  .refine((v) => v.title.length <= 200, EVENT_MSG.titleLong)
  .refine((v) => v.description.length <= 5000, EVENT_MSG.descriptionLong)
  .refine((v) => v.location.length <= 300, EVENT_MSG.locationLong);
export type EventInput = z.infer<typeof eventInput>;

/** Form radios send "yes"/"no"; JSON sends booleans. */
const attendingFlag = z.preprocess((v) => {
  if (v === true || v === "true" || v === "yes" || v === "on" || v === "1" || v === 1) return true;
  if (v === false || v === "false" || v === "no" || v === "0" || v === 0) return false;
  return undefined;
}, z.boolean({ error: EVENT_MSG.attending }));

const guestCount = z.preprocess(
  (v) => (v === undefined || v === null || v === "" ? 1 : typeof v === "string" ? Number(v.trim()) : v),
  z.number({ error: EVENT_MSG.guestCount }).int(EVENT_MSG.guestCount).min(1, EVENT_MSG.guestCount).max(20, EVENT_MSG.guestCount),
);

const eventId = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
  z.number({ error: EVENT_MSG.eventId }).int(EVENT_MSG.eventId).positive(EVENT_MSG.eventId),
);

/**
 * One answer per user. When not attending, guest_count and comments are ignored (stored as 1 / "")
 * so a hidden field cannot make an otherwise valid "no" fail.
 */
export const rsvpInput = z
  .object({ event_id: eventId, attending: attendingFlag, guest_count: z.unknown().optional(), comments: text })
  .transform((v, ctx) => {
    if (!v.attending) return { event_id: v.event_id, attending: false, guest_count: 1, comments: "" };
    const count = guestCount.safeParse(v.guest_count);
    if (!count.success) {
      ctx.addIssue({ code: "custom", message: EVENT_MSG.guestCount });
      return z.NEVER;
    }
    const comments = v.comments.trim();
    if (comments.length > 1000) {
      ctx.addIssue({ code: "custom", message: EVENT_MSG.commentsLong });
      return z.NEVER;
    }
    return { event_id: v.event_id, attending: true, guest_count: count.data, comments };
  });
export type RsvpInput = z.infer<typeof rsvpInput>;
