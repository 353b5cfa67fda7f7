// RFC 5545 calendar file for one event: CRLF line ends, lines folded at 75 octets, TEXT values
// escaped, a UID stable per event, DTSTART/DTEND in UTC (a default length of 2 hours).

export const DEFAULT_EVENT_HOURS = 2;

export type IcsEvent = {
  id: number;
  title: string;
  description: string;
  location: string;
  event_date: string; // ISO UTC
  updated_at?: string;
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

export function buildIcs(event: IcsEvent, host: string, now = new Date()): string {
  const start = new Date(event.event_date);
  const end = new Date(start.getTime() + DEFAULT_EVENT_HOURS * 3600 * 1000);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kindred//Family Events//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${eventUid(event.id, host)}`,
    `DTSTAMP:${icsDate(now.toISOString())}`,
    `DTSTART:${icsDate(start.toISOString())}`,
    `DTEND:${icsDate(end.toISOString())}`,
    ...(event.updated_at ? [`LAST-MODIFIED:${icsDate(event.updated_at)}`] : []),
    `SUMMARY:${escapeText(event.title)}`,
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    "END:VEVENT",
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
