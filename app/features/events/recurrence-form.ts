// Repeat rules as people read them, shared by the server and the Events tab's form (no ical.js
// here: this module is in the browser bundle). The rule itself is checked and expanded in
// recurrence.server.ts.
import { toZonedLocalInput, zonedLocalToUtc } from "~/lib/dates";

export const WEEKDAY_LABELS = [
  ["MO", "Monday"],
  ["TU", "Tuesday"],
  ["WE", "Wednesday"],
  ["TH", "Thursday"],
  ["FR", "Friday"],
  ["SA", "Saturday"],
  ["SU", "Sunday"],
] as const;

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

const ORD = ["", "first", "second", "third", "fourth", "fifth"];
const DAY_NAMES: Record<string, string> = { SU: "Sunday", MO: "Monday", TU: "Tuesday", WE: "Wednesday", TH: "Thursday", FR: "Friday", SA: "Saturday" };

/** "Every week on Sunday", "Every 2 months on the second Sunday, 10 times", for the card. */
export function describeRule(rule: string, zone: string): string {
  const parts = new Map(rule.split(";").map((p) => p.split("=") as [string, string]));
  const n = Number(parts.get("INTERVAL") ?? "1");
  const unit = { DAILY: "day", WEEKLY: "week", MONTHLY: "month", YEARLY: "year" }[parts.get("FREQ") ?? ""] ?? "time";
  let text = n === 1 ? `Every ${unit}` : `Every ${n} ${unit}s`;
  const byday = parts.get("BYDAY");
  if (byday) {
    const names = byday.split(",").map((d) => {
      const m = /^([+-]?\d)?(\w\w)$/.exec(d)!;
      const day = DAY_NAMES[m[2]!] ?? m[2]!;
      if (!m[1]) return day;
      const k = Number(m[1]);
      return `the ${k === -1 ? "last" : (ORD[k] ?? `${k}th`)} ${day}`;
    });
    text += ` on ${names.join(", ")}`;
  } else if (parts.get("BYMONTHDAY")) {
    text += ` on day ${parts.get("BYMONTHDAY")}`;
  }
  if (parts.get("COUNT")) text += `, ${parts.get("COUNT")} times`;
  const until = parts.get("UNTIL");
  const end = until ? untilInstant(until, zone) : null;
  if (end) text += `, until ${toZonedLocalInput(end, zone).slice(0, 10)}`;
  return text;
}
