// Series of events (issue 41, decision record 250). A series is its first start (ISO UTC), a time
// zone and an RFC 5545 RRULE. The rule is expanded by ical.js on the wall-clock time in that zone
// (floating times: no daylight-saving arithmetic in the expansion at all); each local start is then
// turned into an instant with the runtime's IANA data (Intl), so "Sundays at 10:00" stays 10:00
// local on both sides of a clock change.
import ICAL from "ical.js";
import { toZonedLocalInput, zonedLocalToUtc } from "~/lib/dates";
import { untilInstant } from "./recurrence-form";

type Time = InstanceType<typeof ICAL.Time>;

export const RECURRENCE_MSG = {
  invalid: "Please enter a valid repeat rule",
  interval: "Repeat every must be a whole number from 1 to 99",
  count: "Number of times must be a whole number from 1 to 730",
  until: "Please choose an end date on or after the first date",
  weekdays: "Please choose at least one day of the week",
} as const;

const DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
export type Weekday = (typeof DAYS)[number];
export const WEEKDAYS: readonly Weekday[] = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"];
const FREQS = ["DAILY", "WEEKLY", "MONTHLY", "YEARLY"] as const;
const MAX_RULE = 300;
const MAX_COUNT = 730;
/** The most dates one expansion looks at (a daily series of 27 years); beyond, it stops. */
const MAX_STEPS = 10_000;

export class RecurrenceError extends Error {}

const num = (v: string, min: number, max: number) => /^[+-]?\d{1,4}$/.test(v) && Math.abs(Number(v)) >= min && Math.abs(Number(v)) <= max;

export const compactUtc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");

/**
 * Checks an RRULE value (what the API takes, what the form builds) and returns it in one spelling:
 * parts in a fixed order, UNTIL as a UTC instant (RFC 5545 requires it with a zoned DTSTART). Only
 * what a family calendar needs: DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, COUNT or UNTIL, BYDAY,
 * BYMONTHDAY, BYMONTH, BYSETPOS, WKST. Throws RecurrenceError with the message to show.
 */
export function normalizeRule(raw: string, zone: string, firstStart: string): string {
  const value = raw.trim().replace(/^RRULE:/i, "").toUpperCase();
  if (!value || value.length > MAX_RULE) throw new RecurrenceError(RECURRENCE_MSG.invalid);
  const parts = new Map<string, string>();
  for (const piece of value.split(";")) {
    const [k, v, extra] = piece.split("=");
    if (!k || !v || extra !== undefined || parts.has(k)) throw new RecurrenceError(RECURRENCE_MSG.invalid);
    parts.set(k, v);
  }
  const freq = parts.get("FREQ") as (typeof FREQS)[number] | undefined;
  if (!freq || !FREQS.includes(freq)) throw new RecurrenceError(RECURRENCE_MSG.invalid);
  const out: string[] = [`FREQ=${freq}`];
  for (const key of parts.keys()) {
    if (!["FREQ", "INTERVAL", "COUNT", "UNTIL", "BYDAY", "BYMONTHDAY", "BYMONTH", "BYSETPOS", "WKST"].includes(key)) {
      throw new RecurrenceError(RECURRENCE_MSG.invalid);
    }
  }
  const interval = parts.get("INTERVAL");
  if (interval !== undefined) {
    if (!/^\d{1,2}$/.test(interval) || !num(interval, 1, 99)) throw new RecurrenceError(RECURRENCE_MSG.interval);
    if (Number(interval) !== 1) out.push(`INTERVAL=${Number(interval)}`);
  }
  const byday = parts.get("BYDAY");
  if (byday !== undefined) {
    const days = byday.split(",");
    for (const d of days) {
      const m = /^([+-]?[1-5])?(SU|MO|TU|WE|TH|FR|SA)$/.exec(d);
      if (!m || (m[1] && freq !== "MONTHLY" && freq !== "YEARLY")) throw new RecurrenceError(RECURRENCE_MSG.invalid);
    }
    if (new Set(days).size !== days.length || days.length > 7) throw new RecurrenceError(RECURRENCE_MSG.invalid);
    out.push(`BYDAY=${days.join(",")}`);
  }
  const list = (key: string, min: number, max: number) => {
    const v = parts.get(key);
    if (v === undefined) return;
    const items = v.split(",");
    if (items.length > 31 || items.some((x) => !num(x, min, max) || (min > 0 && x.startsWith("-") && key === "BYMONTH"))) {
      throw new RecurrenceError(RECURRENCE_MSG.invalid);
    }
    out.push(`${key}=${items.map(Number).join(",")}`);
  };
  list("BYMONTHDAY", 1, 31);
  list("BYMONTH", 1, 12);
  list("BYSETPOS", 1, 366);
  const wkst = parts.get("WKST");
  if (wkst !== undefined) {
    if (!DAYS.includes(wkst as Weekday)) throw new RecurrenceError(RECURRENCE_MSG.invalid);
    out.push(`WKST=${wkst}`);
  }
  const count = parts.get("COUNT");
  const until = parts.get("UNTIL");
  if (count !== undefined && until !== undefined) throw new RecurrenceError(RECURRENCE_MSG.invalid);
  if (count !== undefined) {
    if (!/^\d{1,4}$/.test(count) || !num(count, 1, MAX_COUNT)) throw new RecurrenceError(RECURRENCE_MSG.count);
    out.push(`COUNT=${Number(count)}`);
  }
  if (until !== undefined) {
    const end = untilInstant(until, zone);
    if (!end) throw new RecurrenceError(RECURRENCE_MSG.invalid);
    if (end < firstStart) throw new RecurrenceError(RECURRENCE_MSG.until);
    out.push(`UNTIL=${compactUtc(end)}`);
  }
  const rule = out.join(";");
  try {
    ICAL.Recur.fromString(rule);
  } catch {
    throw new RecurrenceError(RECURRENCE_MSG.invalid);
  }
  return rule;
}

export type Series = { event_date: string; recurrence: string; time_zone: string };

/** A floating (zone-less) ICAL.Time for the wall-clock start of the series. */
function floatingStart(firstStart: string, zone: string): Time {
  const local = toZonedLocalInput(firstStart, zone); // "YYYY-MM-DDTHH:MM"
  const seconds = new Date(firstStart).getUTCSeconds();
  const [d, t] = local.split("T") as [string, string];
  const [year, month, day] = d.split("-").map(Number) as [number, number, number];
  const [hour, minute] = t.split(":").map(Number) as [number, number];
  return ICAL.Time.fromData({ year, month, day, hour, minute, second: seconds, isDate: false });
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");
const localText = (t: Time) => `${pad(t.year, 4)}-${pad(t.month)}-${pad(t.day)}T${pad(t.hour)}:${pad(t.minute)}:${pad(t.second)}`;

/**
 * The original starts (ISO UTC) of a series in [from, to), soonest first, at most `limit`.
 * `from`/`to` are ISO instants (either may be omitted). UNTIL is compared as an instant.
 */
export function expandSeries(series: Series, window: { from?: string; to?: string; limit?: number } = {}): string[] {
  const zone = series.time_zone;
  const parts = series.recurrence.split(";");
  const untilPart = parts.find((p) => p.startsWith("UNTIL="));
  const until = untilPart ? untilInstant(untilPart.slice(6), zone) : null;
  const rule = ICAL.Recur.fromString(parts.filter((p) => !p.startsWith("UNTIL=")).join(";"));
  const it = rule.iterator(floatingStart(series.event_date, zone));
  const limit = window.limit ?? 1000;
  const out: string[] = [];
  for (let step = 0; step < MAX_STEPS && out.length < limit; step++) {
    const next = it.next();
    if (!next) break;
    const utc = zonedLocalToUtc(localText(next), zone);
    if (!utc) continue;
    if (until && utc > until) break;
    if (window.to && utc >= window.to) break;
    if (!window.from || utc >= window.from) out.push(utc);
  }
  return out;
}

/** Whether `occurrence` (ISO UTC) is one of the series' original starts. */
export function isOccurrence(series: Series, occurrence: string): boolean {
  const at = expandSeries(series, { from: occurrence, limit: 1 });
  return at[0] === occurrence;
}

/** How many occurrences come before `occurrence` (for splitting a COUNT series). */
export function occurrencesBefore(series: Series, occurrence: string): number {
  return expandSeries(series, { to: occurrence, limit: MAX_COUNT + 1 }).length;
}

/**
 * The `{occurrence}` of a URL or body: ISO 8601 with Z or an offset, or the compact
 * "20270321T140000Z". Returns ISO UTC (milliseconds, as stored) or null.
 */
export function parseOccurrence(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 40) return null;
  const v = value.trim();
  const compact = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/i.exec(v);
  if (compact) {
    const ms = Date.UTC(+compact[1]!, +compact[2]! - 1, +compact[3]!, +compact[4]!, +compact[5]!, +compact[6]!);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i.test(v)) return null;
  const ms = Date.parse(v);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

// ---- The form's "Repeats" fields ↔ a rule ----

export type RepeatFields = {
  repeat?: unknown;
  repeat_interval?: unknown;
  repeat_days?: unknown;
  repeat_monthly?: unknown;
  repeat_ends?: unknown;
  repeat_until?: unknown;
  repeat_count?: unknown;
};

const str = (v: unknown) => (typeof v === "string" ? v.trim() : Array.isArray(v) && typeof v[0] === "string" ? v[0].trim() : "");

/**
 * The form's fields → an RRULE (or null for "Does not repeat"). Monthly "by weekday" and the
 * weekly default day come from the first start's local date: "the second Sunday" is the first
 * date's place in its month (the last one when it is the fifth).
 */
export function ruleFromForm(f: RepeatFields, firstStart: string, zone: string): string | null {
  const repeat = str(f.repeat) || "none";
  if (repeat === "none") return null;
  const freq = { daily: "DAILY", weekly: "WEEKLY", monthly: "MONTHLY", yearly: "YEARLY" }[repeat];
  if (!freq) throw new RecurrenceError(RECURRENCE_MSG.invalid);
  const parts = [`FREQ=${freq}`];
  const interval = str(f.repeat_interval) || "1";
  if (!/^\d{1,2}$/.test(interval) || !num(interval, 1, 99)) throw new RecurrenceError(RECURRENCE_MSG.interval);
  parts.push(`INTERVAL=${Number(interval)}`);
  const local = toZonedLocalInput(firstStart, zone);
  const [y, mo, d] = local.slice(0, 10).split("-").map(Number) as [number, number, number];
  const weekday = DAYS[new Date(Date.UTC(y, mo - 1, d)).getUTCDay()]!;
  if (freq === "WEEKLY") {
    const raw = f.repeat_days;
    const chosen = (Array.isArray(raw) ? raw : raw === undefined || raw === "" ? [] : [raw]).map((x) => (typeof x === "string" ? x : ""));
    if (chosen.length > 7 || chosen.some((x) => !DAYS.includes(x as Weekday))) throw new RecurrenceError(RECURRENCE_MSG.invalid);
    const days = chosen.length > 0 ? WEEKDAYS.filter((w) => chosen.includes(w)) : [weekday];
    parts.push(`BYDAY=${days.join(",")}`);
  }
  if (freq === "MONTHLY") {
    if (str(f.repeat_monthly) === "weekday") {
      const nth = Math.ceil(d / 7);
      parts.push(`BYDAY=${nth === 5 ? -1 : nth}${weekday}`);
    } else {
      parts.push(`BYMONTHDAY=${d}`);
    }
  }
  const ends = str(f.repeat_ends) || "never";
  if (ends === "after") {
    const count = str(f.repeat_count);
    if (!/^\d{1,4}$/.test(count) || !num(count, 1, MAX_COUNT)) throw new RecurrenceError(RECURRENCE_MSG.count);
    parts.push(`COUNT=${Number(count)}`);
  } else if (ends === "on") {
    const until = str(f.repeat_until);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(until)) throw new RecurrenceError(RECURRENCE_MSG.until);
    parts.push(`UNTIL=${until.replace(/-/g, "")}`);
  } else if (ends !== "never") {
    throw new RecurrenceError(RECURRENCE_MSG.invalid);
  }
  return normalizeRule(parts.join(";"), zone, firstStart);
}

