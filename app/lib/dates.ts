// Dates in the family's time zone, shared by the server and the browser: calendar-date keys
// (birthdays, the daily verse), event instants (stored as ISO-8601 UTC; a datetime-local value has
// no zone and is read in a named IANA zone), and display formats.
// zod-free on purpose: this module is in the browser bundle (LocalTime), and the input schemas
// (lib/inputs.ts, zod) import these checks from here, not the other way round (issue 16: the
// first-load JS of /dashboard).

export function isRealDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** An IANA time zone name known to this runtime. */
export function isTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  const known = zoneChecks.get(zone);
  if (known !== undefined) return known;
  let ok: boolean;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    ok = true;
  } catch {
    ok = false;
  }
  // Remembered (building a formatter per check was a hot path, issue 16); bounded, since the
  // names come from user input.
  if (zoneChecks.size >= 1000) zoneChecks.clear();
  zoneChecks.set(zone, ok);
  return ok;
}
const zoneChecks = new Map<string, boolean>();

// Building an Intl.DateTimeFormat is far slower than using one (issue 16): formatters are made
// once per options + zone + locale and kept. Zones reaching here are valid (checked first), so the
// cache stays small; it is bounded anyway.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, zone: string | undefined, options: Intl.DateTimeFormatOptions, kind: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${zone ?? ""}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    if (formatters.size >= 500) formatters.clear();
    formatters.set(key, f);
  }
  return f;
}

const OFFSET_PARTS: Intl.DateTimeFormatOptions = {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
};
const EVENT_DATE: Intl.DateTimeFormatOptions = {
  weekday: "short",
  year: "numeric",
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
};
const DATE_KEY: Intl.DateTimeFormatOptions = { year: "numeric", month: "2-digit", day: "2-digit" };
const LONG_DATE: Intl.DateTimeFormatOptions = { dateStyle: "long" };

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;
const ZONED_RE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/** Offset of `zone` from UTC at instant `ms`, in milliseconds (positive east of Greenwich). */
export function zoneOffsetMs(ms: number, zone: string): number {
  const parts = formatter("en-US", zone, OFFSET_PARTS, "offset").formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  const asUtc = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour") % 24, get("minute"), get("second"));
  return asUtc - (ms - (ms % 1000));
}

/** "2026-07-04T15:00" read in `zone` → ISO UTC, or null when the value is not a valid local date-time. */
export function zonedLocalToUtc(local: string, zone: string): string | null {
  const m = LOCAL_RE.exec(local.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number);
  const guess = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(guess);
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) {
    return null;
  }
  const tz = isTimeZone(zone) ? zone : "UTC";
  let utc = guess - zoneOffsetMs(guess, tz);
  const second = guess - zoneOffsetMs(utc, tz);
  if (second !== utc) utc = second; // across a DST change, the second estimate is right
  return new Date(utc).toISOString();
}

/**
 * An event date from a form or the API: an ISO string with Z or an offset is taken as is;
 * a zone-less value is read in `zone`. Returns ISO UTC, or null when invalid.
 */
export function parseEventDate(value: string, zone: string): string | null {
  const v = value.trim();
  if (ZONED_RE.test(v)) {
    const ms = Date.parse(v);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  return zonedLocalToUtc(v, zone);
}

/** ISO UTC → the "YYYY-MM-DDTHH:MM" a datetime-local input shows in `zone`. */
export function toZonedLocalInput(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return "";
  const tz = isTimeZone(zone) ? zone : "UTC";
  const local = new Date(ms + zoneOffsetMs(ms, tz));
  return local.toISOString().slice(0, 16);
}

const EVENT_DATE_NO_ZONE: Intl.DateTimeFormatOptions = { ...EVENT_DATE, timeZoneName: undefined };

/**
 * Human date and time in `zone` (undefined = the runtime's own zone), with the zone's short name
 * unless `zoneName` is false (a list that names its zone once, like the Events tab).
 */
export function formatEventDate(iso: string, zone?: string, zoneName = true, locale = "en-US"): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  const tz = zone && isTimeZone(zone) ? zone : zone === undefined ? undefined : "UTC";
  return (zoneName ? formatter(intlLocale(locale), tz, EVENT_DATE, "event") : formatter(intlLocale(locale), tz, EVENT_DATE_NO_ZONE, "event-nz")).format(new Date(ms));
}

/** Our language codes as Intl locales: English stays US English (the spec's formats). */
export function intlLocale(language: string): string {
  return language === "en" ? "en-US" : language;
}

function formatDateKey(now: Date, timeZone: string): string {
  const parts = formatter("en-CA", timeZone, DATE_KEY, "key").formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/**
 * The calendar date (`YYYY-MM-DD`) of the instant `now` in the IANA time zone
 * `timeZone`. An unknown or invalid zone falls back to UTC.
 */
export function dateKeyInTimeZone(now: Date, timeZone: string): string {
  // Since 1972 every zone's offset is a whole number of minutes (the last with seconds, Liberia's,
  // ended then), so its date changes only on a UTC minute: from 1980 on the answer is kept per zone
  // for the minute (the home page asks on every visit, for the verse).
  const minute = Math.floor(now.getTime() / 60_000);
  const kept = dateKeys.get(timeZone);
  if (kept?.minute === minute) return kept.key;
  let key: string;
  try {
    key = formatDateKey(now, timeZone);
  } catch (error) {
    if (error instanceof RangeError && !Number.isNaN(now.getTime())) {
      key = formatDateKey(now, "UTC");
    } else throw error;
  }
  if (minute >= SINCE_1980) {
    if (dateKeys.size >= 1000 && !dateKeys.has(timeZone)) dateKeys.clear();
    dateKeys.set(timeZone, { minute, key });
  }
  return key;
}
const dateKeys = new Map<string, { minute: number; key: string }>();
const SINCE_1980 = Date.UTC(1980, 0, 1) / 60_000;

export function formatLongDate(iso: string, timeZone: string, locale = "en-US"): string {
  const date = new Date(iso.includes("T") ? iso : `${iso.replace(" ", "T")}Z`);
  try {
    return formatter(intlLocale(locale), timeZone, LONG_DATE, "long").format(date);
  } catch {
    return formatter(intlLocale(locale), "UTC", LONG_DATE, "long").format(date);
  }
}
