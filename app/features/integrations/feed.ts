// The family calendar feed as RFC 5545 text: many components in one VCALENDAR. Instants are UTC
// (DTSTART:...Z), so every app shows them in its own zone; birthdays and reunion days are
// all-day DATE values. DTSTAMP is each item's own last change, so the same data gives the same
// bytes (and the same ETag) on every poll.
import { escapeText, foldLine, icsDate } from "~/features/events/ics";

export type FeedTime = { utc: string } | { date: string }; // ISO instant, or YYYY-MM-DD

export type FeedItem = {
  uid: string;
  stamp: string; // ISO instant of the item's last change
  start: FeedTime;
  end: FeedTime;
  summary: string;
  description?: string;
  location?: string;
  url?: string;
  rrule?: string;
  categories?: string;
  transparent?: boolean;
  /** Ready VEVENT lines (a series: master, RRULE, EXDATE, RECURRENCE-ID overrides); the rest is ignored. */
  lines?: string[];
};

function dateValue(d: string): string {
  return d.replace(/-/g, "");
}

function timeProp(name: string, t: FeedTime): string {
  return "utc" in t ? `${name}:${icsDate(t.utc)}` : `${name};VALUE=DATE:${dateValue(t.date)}`;
}

/** The day after YYYY-MM-DD (an all-day DTEND is exclusive). */
export function nextDay(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

export function buildFeed(opts: { name: string; timeZone: string; items: FeedItem[]; timezones?: string[][] }): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Kindred//Family Calendar//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(opts.name)}`,
    `X-WR-TIMEZONE:${opts.timeZone}`,
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
  ];
  for (const tz of opts.timezones ?? []) lines.push(...tz);
  for (const item of opts.items) {
    if (item.lines) {
      lines.push(...item.lines);
      continue;
    }
    lines.push(
      "BEGIN:VEVENT",
      `UID:${item.uid}`,
      `DTSTAMP:${icsDate(item.stamp)}`,
      timeProp("DTSTART", item.start),
      timeProp("DTEND", item.end),
    );
    if (item.rrule) lines.push(`RRULE:${item.rrule}`);
    lines.push(`SUMMARY:${escapeText(item.summary)}`);
    if (item.description) lines.push(`DESCRIPTION:${escapeText(item.description)}`);
    if (item.location) lines.push(`LOCATION:${escapeText(item.location)}`);
    if (item.url) lines.push(`URL:${item.url}`);
    if (item.categories) lines.push(`CATEGORIES:${escapeText(item.categories)}`);
    if (item.transparent) lines.push("TRANSP:TRANSPARENT");
    lines.push("END:VEVENT");
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}

/** A yearly all-day birthday: 29 February falls on the last day of February in other years. */
export function birthdayItem(b: { id: number; name: string; month: number; day: number; createdAt: string }, host: string): FeedItem {
  const mm = String(b.month).padStart(2, "0");
  const dd = String(b.day).padStart(2, "0");
  const start = `2000-${mm}-${dd}`; // 2000 is a leap year, so 29 February exists
  const leap = b.month === 2 && b.day === 29;
  return {
    uid: `birthday-${b.id}@${host}`,
    stamp: b.createdAt,
    start: { date: start },
    end: { date: nextDay(start) },
    rrule: leap ? "FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=-1" : "FREQ=YEARLY",
    summary: `🎂 ${b.name}'s birthday`,
    categories: "Birthday",
    transparent: true,
  };
}
