// Pure trip rules, shared by the server and unit tests.
import { formatCents } from "~/lib/money";
import { intlLocale } from "~/lib/dates";

export const DEFAULT_BOOKING_URL = "https://www.google.com/travel/";

export const TRIP_MSG = {
  location: "Please enter a reunion location",
  dates: "Please set start and end dates",
  badDate: "Please enter valid dates (YYYY-MM-DD)",
  endBeforeStart: "The end date cannot be before the start date",
  activity: "Please fill in activity name and date",
  activityDate: "Please enter a valid activity date",
  activityTime: "Please enter a valid time (HH:MM)",
  cost: "Please enter a valid cost (0 or more dollars)",
  bookingUrl: "Please enter a valid booking link starting with http:// or https://",
  tooLong: "Please keep each field shorter",
} as const;

/** A real calendar date "YYYY-MM-DD". */
export function isIsoDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** §5 reunion date range: both set, both valid, end not before start (same day is fine). */
export function dateRangeError(start: string, end: string): string | null {
  if (!start.trim() || !end.trim()) return TRIP_MSG.dates;
  if (!isIsoDate(start.trim()) || !isIsoDate(end.trim())) return TRIP_MSG.badDate;
  if (end.trim() < start.trim()) return TRIP_MSG.endBeforeStart;
  return null;
}

/** "$12.50" from cents (in another language, that language's money format). */
export function formatDollars(cents: number, language = "en"): string {
  if (language !== "en") return formatCents(cents, language);
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}$${Math.floor(abs / 100).toLocaleString("en-US")}.${String(abs % 100).padStart(2, "0")}`;
}

/** Dollars (number or text like "12.5" / "$12.50") → integer cents, or null when invalid. Blank = 0. */
export function parseDollarsToCents(value: unknown): number | null {
  if (value === undefined || value === null || value === "") return 0;
  let n: number;
  if (typeof value === "number") n = value;
  else if (typeof value === "string") {
    const t = value.trim().replace(/^\$/, "").replace(/,/g, "");
    if (t === "") return 0;
    if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
    n = Number(t);
  } else return null;
  if (!Number.isFinite(n) || n < 0 || n > 1_000_000) return null;
  const cents = Math.round(n * 100);
  if (Math.abs(cents - n * 100) > 1e-6 && typeof value === "number") return null; // more than 2 decimals
  return cents;
}

/** "Sat, Jul 4, 2026" for a "YYYY-MM-DD" date (no time zone involved), in the given language. */
export function formatDay(date: string, language = "en"): string {
  if (!isIsoDate(date)) return date;
  return dayFormat(language).format(new Date(`${date}T00:00:00Z`));
}
// Made once: building a formatter per call is the slow part (issue 16).
const DAY_FORMATS = new Map<string, Intl.DateTimeFormat>();
const CLOCK_FORMATS = new Map<string, Intl.DateTimeFormat>();
function dayFormat(language: string): Intl.DateTimeFormat {
  let f = DAY_FORMATS.get(language);
  if (!f) {
    f = new Intl.DateTimeFormat(intlLocale(language), { timeZone: "UTC", weekday: "short", year: "numeric", month: "short", day: "numeric" });
    if (DAY_FORMATS.size < 20) DAY_FORMATS.set(language, f);
  }
  return f;
}

/** "3:30 PM" for "15:30" (in another language, that language's clock: "15:30"). */
export function formatClock(time: string, language = "en"): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  if (language !== "en") {
    let f = CLOCK_FORMATS.get(language);
    if (!f) {
      f = new Intl.DateTimeFormat(intlLocale(language), { timeZone: "UTC", hour: "numeric", minute: "2-digit" });
      if (CLOCK_FORMATS.size < 20) CLOCK_FORMATS.set(language, f);
    }
    return f.format(new Date(Date.UTC(2000, 0, 1, h, Number(m[2]))));
  }
  return `${h % 12 === 0 ? 12 : h % 12}:${m[2]} ${h < 12 ? "AM" : "PM"}`;
}
