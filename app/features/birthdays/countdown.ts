// Pure birthday rules (§2, §5, §9): valid month/day, the next occurrence, countdown labels.
// Only month and day are stored. 29 February counts on 28 February in non-leap years.
// "Today" is a calendar date key (YYYY-MM-DD) computed in the family's time zone by the caller.

/** Days in a month, allowing 29 February (the stored date has no year). */
const MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export const COMING_SOON_DAYS = 7;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function maxDayOfMonth(month: number): number {
  return MAX_DAYS[month - 1] ?? 0;
}

/** True for a month/day that exists in some year (so 29 February yes, 31 April no). */
export function isValidMonthDay(month: number, day: number): boolean {
  return Number.isInteger(month) && Number.isInteger(day) && month >= 1 && month <= 12 && day >= 1 && day <= maxDayOfMonth(month);
}

function parseDateKey(dateKey: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dateKey);
  if (!m) throw new RangeError(`Invalid date key: ${dateKey}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/** The day of the month the birthday is celebrated on in `year` (29 Feb → 28 Feb in non-leap years). */
export function celebratedDay(month: number, day: number, year: number): number {
  return month === 2 && day === 29 && !isLeapYear(year) ? 28 : day;
}

const MS_PER_DAY = 86_400_000;
const utcDay = (year: number, month: number, day: number) => Date.UTC(year, month - 1, day) / MS_PER_DAY;

/** Whole days from `todayKey` until the next celebration of month/day (0 = today). */
export function daysUntilBirthday(month: number, day: number, todayKey: string): number {
  const today = parseDateKey(todayKey);
  const todayNumber = utcDay(today.year, today.month, today.day);
  let next = utcDay(today.year, month, celebratedDay(month, day, today.year));
  if (next < todayNumber) next = utcDay(today.year + 1, month, celebratedDay(month, day, today.year + 1));
  return Math.round(next - todayNumber);
}

/** 'Today', 'Tomorrow' or 'N days'. */
export function countdownLabel(days: number): string {
  if (days === 0) return "Today";
  if (days === 1) return "Tomorrow";
  return `${days} days`;
}

/** 'Happy Birthday' on the day, 'Coming Soon' at 1 to 7 days, otherwise nothing. */
export function birthdayHighlight(days: number): "Happy Birthday" | "Coming Soon" | null {
  if (days === 0) return "Happy Birthday";
  if (days >= 1 && days <= COMING_SOON_DAYS) return "Coming Soon";
  return null;
}

// Month names come from Intl in the page's language (issue 40), never from an English list. A stored
// date has no year: 2000 (a leap year) lets 29 February be shown; UTC keeps the day as stored.
const formats = new Map<string, Intl.DateTimeFormat>();
function monthFormat(language: string, withDay: boolean): Intl.DateTimeFormat {
  const locale = language === "en" ? "en-US" : language;
  const key = `${locale}|${withDay}`;
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, withDay ? { month: "long", day: "numeric", timeZone: "UTC" } : { month: "long", timeZone: "UTC" });
    formats.set(key, f);
  }
  return f;
}

/** "January" (1) in `language`; "?" for a month out of range. */
export function monthName(month: number, language = "en"): string {
  if (!Number.isInteger(month) || month < 1 || month > 12) return "?";
  return monthFormat(language, false).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** "January 5" in English, "5 de enero" in Spanish, ... */
export function formatMonthDay(month: number, day: number, language = "en"): string {
  if (!isValidMonthDay(month, day)) return `${monthName(month, language)} ${day}`;
  return monthFormat(language, true).format(new Date(Date.UTC(2000, month - 1, day)));
}
