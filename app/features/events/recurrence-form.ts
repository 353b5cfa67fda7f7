// Repeat rules as people read them, shared by the server and the Events tab's form (no ical.js
// here: this module is in the browser bundle). The rule itself is checked and expanded in
// recurrence.server.ts.
import { toZonedLocalInput, zonedLocalToUtc } from "~/lib/dates";
import type { Translator } from "~/lib/i18n/translator";

/** The days of the week, Monday first (their names come from Intl in the page's language). */
export const WEEKDAY_CODES = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"] as const;

/** "20270321T140000Z" → ISO UTC; "20270321" (a date) → the end of that day in `zone`. */
export function untilInstant(value: string, zone: string): string | null {
  let m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (m) {
    const ms = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
    return Number.isNaN(ms) ? null : new Date(ms).toISOString();
  }
  m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2}))?$/.exec(value);
  if (!m) return null;
  return zonedLocalToUtc(`${m[1]}-${m[2]}-${m[3]}T${m[4] ?? "23"}:${m[5] ?? "59"}:${m[6] ?? "59"}`, zone);
}

/** A rule back into the form's fields (to pre-fill "Edit"). */
export function formFromRule(rule: string | null, zone: string): Record<string, string | string[]> {
  if (!rule) return { repeat: "none" };
  const parts = new Map(rule.split(";").map((p) => p.split("=") as [string, string]));
  const freq = parts.get("FREQ") ?? "";
  const byday = parts.get("BYDAY") ?? "";
  const until = parts.get("UNTIL");
  const untilIso = until ? untilInstant(until, zone) : null;
  return {
    repeat: freq.toLowerCase(),
    repeat_interval: parts.get("INTERVAL") ?? "1",
    repeat_days: freq === "WEEKLY" ? byday.split(",").filter(Boolean) : [],
    repeat_monthly: freq === "MONTHLY" && byday ? "weekday" : "day",
    repeat_ends: parts.has("COUNT") ? "after" : untilIso ? "on" : "never",
    repeat_count: parts.get("COUNT") ?? "",
    repeat_until: untilIso ? toZonedLocalInput(untilIso, zone).slice(0, 10) : "",
  };
}

const DAY_INDEX: Record<string, number> = { MO: 0, TU: 1, WE: 2, TH: 3, FR: 4, SA: 5, SU: 6 };
const NTH: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", [-1]: "last" };

type Words = Pick<Translator, "t" | "formatDate" | "formatList">;

/** A weekday's name in the translator's language ("MO" → "Monday", "lundi"), from Intl. */
export function weekdayName(tr: Pick<Translator, "formatDate">, code: string): string {
  const i = DAY_INDEX[code];
  // 2024-01-01 was a Monday.
  return i === undefined ? code : tr.formatDate(Date.UTC(2024, 0, 1 + i, 12), { weekday: "long", timeZone: "UTC" });
}

/**
 * "Every week on Sunday", "Every 2 months on the second Sunday, 10 times", for the card: one ICU
 * message (plural and select) in the translator's language, with Intl's weekday and month names.
 */
export function describeRule(rule: string, zone: string, tr: Words): string {
  const { t } = tr;
  const parts = new Map(rule.split(";").map((p) => p.split("=") as [string, string]));
  const n = Number(parts.get("INTERVAL") ?? "1");
  const freq = { DAILY: "daily", WEEKLY: "weekly", MONTHLY: "monthly", YEARLY: "yearly" }[parts.get("FREQ") ?? ""] ?? "other";
  const byday = parts.get("BYDAY");
  const days = byday
    ? tr.formatList(
        byday.split(",").map((d) => {
          const m = /^([+-]?\d)?(\w\w)$/.exec(d)!;
          const day = weekdayName(tr, m[2]!);
          if (!m[1]) return day;
          const k = Number(m[1]);
          return t("{nth, select, first {the first {day}} second {the second {day}} third {the third {day}} fourth {the fourth {day}} fifth {the fifth {day}} last {the last {day}} other {the {k}th {day}}}", {
            nth: NTH[k] ?? "other",
            k,
            day,
          });
        }),
      )
    : "";
  const monthday = parts.get("BYMONTHDAY") ?? "";
  const count = Number(parts.get("COUNT") ?? "0");
  const until = parts.get("UNTIL");
  const end = until ? untilInstant(until, zone) : null;
  return t(
    "{freq, select, daily {{n, plural, one {Every day} other {Every # days}}} weekly {{n, plural, one {Every week} other {Every # weeks}}} monthly {{n, plural, one {Every month} other {Every # months}}} yearly {{n, plural, one {Every year} other {Every # years}}} other {Repeats}}{on, select, days { on {days}} monthday { on day {monthday}} other {}}{ends, select, count {, {count, plural, one {# time} other {# times}}} until {, until {until}} other {}}",
    {
      freq,
      n,
      on: byday ? "days" : monthday ? "monthday" : "none",
      days,
      monthday,
      ends: count > 0 ? "count" : end ? "until" : "never",
      count,
      until: end ? tr.formatDate(end, { day: "numeric", month: "short", year: "numeric", timeZone: zone }) : "",
    },
  );
}
