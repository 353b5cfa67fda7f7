// zod inputs for trip planning, shared by the Trip page and the /api. Messages: SPEC §5.
import { z } from "zod";
import { TRIP_MSG, dateRangeError, isIsoDate, parseDollarsToCents } from "./rules";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());
const trimmed = text.transform((v) => v.trim());

export const reunionInput = z
  .object({
    location: trimmed,
    start_date: trimmed,
    end_date: trimmed,
    description: trimmed,
  })
  .superRefine((v, ctx) => {
    if (v.location === "") return void ctx.addIssue({ code: "custom", message: TRIP_MSG.location });
    const range = dateRangeError(v.start_date, v.end_date);
    if (range) return void ctx.addIssue({ code: "custom", message: range });
    if (v.location.length > 300 || v.description.length > 5000) ctx.addIssue({ code: "custom", message: TRIP_MSG.tooLong });
  });
export type ReunionInput = z.infer<typeof reunionInput>;

/** Blank = back to the default link. */
export const bookingUrlInput = trimmed.refine((v) => {
  if (v === "") return true;
  if (v.length > 2000) return false;
  try {
    const u = new URL(v);
    return u.protocol === "https:" || u.protocol === "http:";
  } catch {
    return false;
  }
}, TRIP_MSG.bookingUrl);

export const activityInput = z
  .object({
    name: trimmed,
    description: trimmed,
    date: trimmed,
    time: trimmed,
    price: z.unknown().optional(),
    location: trimmed,
  })
  .transform((v, ctx) => {
    if (v.name === "" || v.date === "") {
      ctx.addIssue({ code: "custom", message: TRIP_MSG.activity });
      return z.NEVER;
    }
    if (!isIsoDate(v.date)) {
      ctx.addIssue({ code: "custom", message: TRIP_MSG.activityDate });
      return z.NEVER;
    }
    const time = v.time.length === 8 && v.time.endsWith(":00") ? v.time.slice(0, 5) : v.time;
    if (time !== "" && !/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) {
      ctx.addIssue({ code: "custom", message: TRIP_MSG.activityTime });
      return z.NEVER;
    }
    const costCents = parseDollarsToCents(v.price);
    if (costCents === null) {
      ctx.addIssue({ code: "custom", message: TRIP_MSG.cost });
      return z.NEVER;
    }
    if (v.name.length > 200 || v.description.length > 5000 || v.location.length > 300) {
      ctx.addIssue({ code: "custom", message: TRIP_MSG.tooLong });
      return z.NEVER;
    }
    return { name: v.name, description: v.description, date: v.date, time, costCents, location: v.location };
  });
export type ActivityInput = z.infer<typeof activityInput>;
