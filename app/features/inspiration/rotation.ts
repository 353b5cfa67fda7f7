import { VERSES, type DailyVerse } from "./verses";

const MS_PER_DAY = 86_400_000;
const DATE_KEY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whole days between 1970-01-01 and the given `YYYY-MM-DD` calendar date, computed
 * purely from the date key (in UTC), so the result never depends on the server's
 * local time zone. Throws a RangeError for malformed or impossible dates.
 */
export function dayNumberFromDateKey(dateKey: string): number {
  const match = DATE_KEY_PATTERN.exec(dateKey);
  if (!match) throw new RangeError(`Invalid date key: ${dateKey}`);
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);

  const date = new Date(0);
  // setUTCFullYear (unlike Date.UTC) does not remap years 0-99 to 1900-1999.
  date.setUTCFullYear(year, month - 1, day);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw new RangeError(`Invalid date key: ${dateKey}`);
  }
  return Math.floor(date.getTime() / MS_PER_DAY);
}

/**
 * Index of the verse to show on `dateKey` (`YYYY-MM-DD`) in a list of `count` verses.
 * Consecutive days map to consecutive indices, wrapping around at `count`, and every
 * user sees the same index for the same date.
 */
export function verseIndexForDate(dateKey: string, count: number): number {
  if (!Number.isInteger(count) || count <= 0) {
    throw new RangeError(`count must be a positive integer, got ${count}`);
  }
  const dayNumber = dayNumberFromDateKey(dateKey);
  return ((dayNumber % count) + count) % count;
}

function formatDateKey(now: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/**
 * The calendar date (`YYYY-MM-DD`) of the instant `now` in the IANA time zone
 * `timeZone`. An unknown or invalid zone falls back to UTC.
 */
export function dateKeyInTimeZone(now: Date, timeZone: string): string {
  try {
    return formatDateKey(now, timeZone);
  } catch (error) {
    if (error instanceof RangeError && !Number.isNaN(now.getTime())) {
      return formatDateKey(now, "UTC");
    }
    throw error;
  }
}

/** The verse of the day for the calendar date `dateKey` (`YYYY-MM-DD`). */
export function verseForDate(dateKey: string): DailyVerse {
  const verse = VERSES[verseIndexForDate(dateKey, VERSES.length)];
  if (!verse) throw new Error("No verses available");
  return verse;
}
