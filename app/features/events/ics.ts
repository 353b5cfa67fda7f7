// RFC 5545 calendar file for one event: CRLF line ends, lines folded at 75 octets, TEXT values
// escaped, a UID stable per event, DTSTART/DTEND in UTC (a default length of 2 hours). A series
// (issue 41) is DTSTART;TZID= its wall-clock time, RRULE, EXDATE for cancelled dates, one VEVENT
// with RECURRENCE-ID per changed date, and a VTIMEZONE built from the runtime's zone data.
import { toZonedLocalInput, zoneOffsetMs } from "~/lib/dates";
import type { EventRow } from "./events.server";

export const DEFAULT_EVENT_HOURS = 2;

/**
 * An event as its calendar file needs it: a row of the events table (`event_date` in ISO UTC) and, for
 * a series, its RRULE and zone with its changed or cancelled dates.
 */
export type IcsEvent = Pick<EventRow, "id" | "title" | "description" | "location" | "event_date"> &
  Partial<Pick<EventRow, "updated_at" | "recurrence" | "time_zone">> & { exceptions?: IcsException[] };

export type IcsException = {
  occurrence: string; // original start, ISO UTC
  cancelled: boolean;
  event_date: string | null;
  title: string | null;
  description: string | null;
  location: string | null;
};

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line so no line is longer than 75 octets (UTF-8), never splitting a character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let octets = 0;
  let limit = 75;
  for (const ch of line) {
    const size = Buffer.byteLength(ch, "utf8");
    if (octets + size > limit) {
      out.push(current);
      current = " ";
      octets = 1;
      limit = 75;
    }
    current += ch;
    octets += size;
  }
  out.push(current);
  return out.join("\r\n");
}

export function icsDate(iso: string): string {
  return new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

export function eventUid(id: number, host: string): string {
  return `event-${id}@${host}`;
}

/** An instant as the wall-clock "YYYYMMDDTHHMMSS" of `zone` (a DTSTART;TZID= value). */
export function localStamp(iso: string, zone: string): string {
  const seconds = String(new Date(iso).getUTCSeconds()).padStart(2, "0");
  return `${toZonedLocalInput(iso, zone).replace(/[-:]/g, "")}${seconds}`;
}

const offsetText = (ms: number) => {
  const m = Math.round(Math.abs(ms) / 60_000);
  return `${ms < 0 ? "-" : "+"}${String(Math.floor(m / 60)).padStart(2, "0")}${String(m % 60).padStart(2, "0")}`;
};
const DAY = 86_400_000;
const zoneCache = new Map<string, string[]>();

/**
 * A VTIMEZONE for `zone` from the runtime's IANA data: one observance per clock change between the
 * start of `fromYear` and the end of `toYear` (found day by day, then to the minute), so a client
 * that does not know the zone's name still places every date right in those years.
 */
export function vtimezone(zone: string, fromYear: number, toYear: number): string[] {
  const key = `${zone}|${fromYear}|${toYear}`;
  const cached = zoneCache.get(key);
  if (cached) return cached;
  const start = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const wall = (ms: number, offset: number) => new Date(ms + offset).toISOString().replace(/[-:]/g, "").slice(0, 15);
  const first = zoneOffsetMs(start, zone);
  const lines = ["BEGIN:VTIMEZONE", `TZID:${zone}`];
  const observance = (kind: string, at: number, from: number, to: number) =>
    lines.push(`BEGIN:${kind}`, `DTSTART:${wall(at, from)}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, `END:${kind}`);
  observance("STANDARD", start, first, first);
  let prev = first;
  for (let t = start; t < end; t += DAY) {
    const next = zoneOffsetMs(t + DAY, zone);
    if (next === prev) continue;
    let lo = t;
    let hi = t + DAY;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (zoneOffsetMs(mid, zone) === prev) lo = mid;
      else hi = mid;
    }
    observance(next > prev ? "DAYLIGHT" : "STANDARD", hi, prev, next);
    prev = next;
  }
  lines.push("END:VTIMEZONE");
  if (zoneCache.size > 100) zoneCache.clear();
  zoneCache.set(key, lines);
  return lines;
}

/** The years a series' VTIMEZONE covers: from its first date to five years past now (or its end). */
export function seriesYears(event: { event_date: string; recurrence?: string | null }, now: Date): [number, number] {
  const from = new Date(event.event_date).getUTCFullYear();
  const until = /UNTIL=(\d{4})/.exec(event.recurrence ?? "")?.[1];
  const to = until ? Number(until) : Math.max(from, now.getUTCFullYear()) + 5;
  return [from, Math.min(to, from + 30)];
}

/**
 * The VEVENT(s) of an event: one date in UTC, or a series (master with RRULE and EXDATE, then one
 * VEVENT per changed date). `durationMs` is the event's length; `extra` goes under the description.
 */
export function eventComponents(
  event: IcsEvent,
  opts: { uid: string; stamp: string; durationMs?: number; extra?: string },
): string[] {
  const length = opts.durationMs ?? DEFAULT_EVENT_HOURS * 3600 * 1000;
  const text = (title: string, description: string, location: string) => [
    `SUMMARY:${escapeText(title)}`,
    ...([description, opts.extra ?? ""].filter(Boolean).length ? [`DESCRIPTION:${escapeText([description, opts.extra ?? ""].filter(Boolean).join("\n\n"))}`] : []),
    ...(location ? [`LOCATION:${escapeText(location)}`] : []),
  ];
  const head = [`UID:${opts.uid}`, `DTSTAMP:${icsDate(opts.stamp)}`, ...(event.updated_at ? [`LAST-MODIFIED:${icsDate(event.updated_at)}`] : [])];
  const until = (iso: string) => new Date(Date.parse(iso) + length).toISOString();
  if (!event.recurrence || !event.time_zone) {
    return [
      "BEGIN:VEVENT",
      ...head,
      `DTSTART:${icsDate(event.event_date)}`,
      `DTEND:${icsDate(until(event.event_date))}`,
      ...text(event.title, event.description, event.location),
      "END:VEVENT",
    ];
  }
  const zone = event.time_zone;
  const exceptions = event.exceptions ?? [];
  const lines = [
    "BEGIN:VEVENT",
    ...head,
    `DTSTART;TZID=${zone}:${localStamp(event.event_date, zone)}`,
    `DTEND;TZID=${zone}:${localStamp(until(event.event_date), zone)}`,
    `RRULE:${event.recurrence}`,
    ...exceptions.filter((x) => x.cancelled).map((x) => `EXDATE;TZID=${zone}:${localStamp(x.occurrence, zone)}`),
    ...text(event.title, event.description, event.location),
    "END:VEVENT",
  ];
  for (const x of exceptions.filter((y) => !y.cancelled)) {
    const start = x.event_date ?? x.occurrence;
    lines.push(
      "BEGIN:VEVENT",
      ...head,
      `RECURRENCE-ID;TZID=${zone}:${localStamp(x.occurrence, zone)}`,
      `DTSTART;TZID=${zone}:${localStamp(start, zone)}`,
      `DTEND;TZID=${zone}:${localStamp(until(start), zone)}`,
      ...text(x.title ?? event.title, x.description ?? event.description, x.location ?? event.location),
      "END:VEVENT",
    );
  }
  return lines;
}

export function buildIcs(event: IcsEvent, host: string, now = new Date()): string {
  const zone = event.recurrence && event.time_zone ? event.time_zone : null;
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kindred//Family Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    ...(zone ? vtimezone(zone, ...seriesYears(event, now)) : []),
    ...eventComponents(event, { uid: eventUid(event.id, host), stamp: now.toISOString() }),
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A safe download name: "family-picnic.ics". */
export function icsFilename(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[^\w\s-]/g, "")
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "-")
    .slice(0, 60);
  return `${slug || "event"}.ics`;
}
