// zod inputs for trip planning, shared by the Trip page and the /api. Messages: SPEC §5.
// Strict pieces from ~/lib/inputs: only strings in text fields, only numbers (or numeric text)
// in the cost; an object or an array is a 400 with the field's message.
import { z } from "zod";
import { MAX, cents, text } from "~/lib/inputs";
import { TRIP_MSG, dateRangeError, isIsoDate } from "./rules";

const LOCATION_MAX = 300;
const DESCRIPTION_MAX = 5000;
const date = (tooLong: string) => text({ max: 10, tooLong });

export const reunionInput = z
  .object({
    location: text({ max: LOCATION_MAX, required: TRIP_MSG.location, tooLong: TRIP_MSG.tooLong }),
    start_date: date(TRIP_MSG.badDate),
    end_date: date(TRIP_MSG.badDate),
    description: text({ max: DESCRIPTION_MAX, tooLong: TRIP_MSG.tooLong }),
  })
  .superRefine((v, ctx) => {
    const range = dateRangeError(v.start_date, v.end_date);
    if (range) ctx.addIssue({ code: "custom", message: range });
  });
export type ReunionInput = z.infer<typeof reunionInput>;

/** Blank = back to the default link. */
export const bookingUrlInput = text({ max: MAX.url, tooLong: TRIP_MSG.bookingUrl }).refine((v) => {
  if (v === "") return true;
  try {
    const u = new URL(v);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}, TRIP_MSG.bookingUrl);

export const activityInput = z
  .object({
    name: text({ max: 200, required: TRIP_MSG.activity, tooLong: TRIP_MSG.tooLong }),
    description: text({ max: DESCRIPTION_MAX, tooLong: TRIP_MSG.tooLong }),
    date: text({ max: 10, required: TRIP_MSG.activity, tooLong: TRIP_MSG.activityDate }),
    time: text({ max: 8, tooLong: TRIP_MSG.activityTime }),
    // Dollars (12, "12.50", "$1,200"), 0 to 1,000,000; blank is 0.
    price: cents({ message: TRIP_MSG.cost, min: 0, max: 1_000_000_00, fallback: 0 }),
    location: text({ max: LOCATION_MAX, tooLong: TRIP_MSG.tooLong }),
  })
  .transform((v, ctx) => {
    if (!isIsoDate(v.date)) {
      ctx.addIssue({ code: "custom", path: ["date"], message: TRIP_MSG.activityDate });
      return z.NEVER;
    }
    const time = v.time.length === 8 && v.time.endsWith(":00") ? v.time.slice(0, 5) : v.time;
    if (time !== "" && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
      ctx.addIssue({ code: "custom", path: ["time"], message: TRIP_MSG.activityTime });
      return z.NEVER;
    }
    return { name: v.name, description: v.description, date: v.date, time, costCents: v.price, location: v.location };
  });
export type ActivityInput = z.infer<typeof activityInput>;
