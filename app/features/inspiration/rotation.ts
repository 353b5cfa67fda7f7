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

/** The verse of the day for the calendar date `dateKey` (`YYYY-MM-DD`). */
export function verseForDate(dateKey: string): DailyVerse {
  const verse = VERSES[verseIndexForDate(dateKey, VERSES.length)];
  if (!verse) throw new Error("No verses available");
  return verse;
}
