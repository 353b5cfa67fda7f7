// Series expansion (issue 41): wall-clock times across both daylight-saving changes, COUNT and
// UNTIL, the form's rules, the API's rule checks, and calendar files that parse back with ical.js.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { expandSeries, normalizeRule, parseOccurrence, ruleFromForm, RecurrenceError } from "~/features/events/recurrence.server";
import { describeRule, formFromRule } from "~/features/events/recurrence-form";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { buildIcs } from "~/features/events/ics";
import { toZonedLocalInput } from "~/lib/dates";

const local = (iso: string, zone: string) => toZonedLocalInput(iso, zone);

describe("expanding a series on wall-clock time", () => {
  it("Sunday 10:00 stays 10:00 in America/New_York across the spring and autumn changes", () => {
    const zone = "America/New_York";
    // First Sunday: 1 March 2026, 10:00 EST (15:00 UTC); clocks go forward 8 March, back 1 November.
    const dates = expandSeries({ event_date: "2026-03-01T15:00:00.000Z", recurrence: "FREQ=WEEKLY;BYDAY=SU", time_zone: zone }, { limit: 40 });
    expect(dates).toHaveLength(40);
    for (const d of dates) expect(local(d, zone)).toMatch(/T10:00$/);
    expect(dates.slice(0, 2)).toEqual(["2026-03-01T15:00:00.000Z", "2026-03-08T14:00:00.000Z"]);
    expect(dates).toContain("2026-10-25T14:00:00.000Z");
    expect(dates).toContain("2026-11-01T15:00:00.000Z");
    expect(new Set(dates.map((d) => new Date(d).getUTCDay()))).toEqual(new Set([0]));
  });

  it("Sunday 10:00 stays 10:00 in Europe/Berlin across the spring and autumn changes", () => {
    const zone = "Europe/Berlin";
    const dates = expandSeries({ event_date: "2026-03-22T09:00:00.000Z", recurrence: "FREQ=WEEKLY;BYDAY=SU", time_zone: zone }, { limit: 34 });
    for (const d of dates) expect(local(d, zone)).toMatch(/T10:00$/);
    expect(dates.slice(0, 2)).toEqual(["2026-03-22T09:00:00.000Z", "2026-03-29T08:00:00.000Z"]);
    expect(dates).toContain("2026-10-18T08:00:00.000Z");
    expect(dates).toContain("2026-10-25T09:00:00.000Z");
  });

  it("COUNT and UNTIL end the series; a window returns only its dates", () => {
    const s = { event_date: "2026-01-04T18:00:00.000Z", recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=4", time_zone: "UTC" };
    expect(expandSeries(s)).toEqual(["2026-01-04T18:00:00.000Z", "2026-01-11T18:00:00.000Z", "2026-01-18T18:00:00.000Z", "2026-01-25T18:00:00.000Z"]);
    const until = { ...s, recurrence: normalizeRule("FREQ=WEEKLY;BYDAY=SU;UNTIL=20260118", "UTC", s.event_date) };
    expect(until.recurrence).toBe("FREQ=WEEKLY;BYDAY=SU;UNTIL=20260118T235959Z");
    expect(expandSeries(until)).toHaveLength(3);
    expect(expandSeries({ ...s, recurrence: "FREQ=DAILY" }, { from: "2026-02-01T00:00:00.000Z", to: "2026-02-04T00:00:00.000Z" })).toEqual([
      "2026-02-01T18:00:00.000Z",
      "2026-02-02T18:00:00.000Z",
      "2026-02-03T18:00:00.000Z",
    ]);
  });

  it("monthly on the second Sunday, every 2 months, yearly", () => {
    const zone = "America/New_York";
    const start = "2026-03-08T22:00:00.000Z"; // second Sunday of March, 18:00 local
    const rule = ruleFromForm({ repeat: "monthly", repeat_monthly: "weekday", repeat_ends: "after", repeat_count: "4" }, start, zone);
    expect(rule).toBe("FREQ=MONTHLY;BYDAY=2SU;COUNT=4");
    expect(describeRule(rule!, zone, serverTranslator("en"))).toBe("Every month on the second Sunday, 4 times");
    expect(expandSeries({ event_date: start, recurrence: rule!, time_zone: zone }).map((d) => local(d, zone))).toEqual([
      "2026-03-08T18:00",
      "2026-04-12T18:00",
      "2026-05-10T18:00",
      "2026-06-14T18:00",
    ]);
    const every2 = ruleFromForm({ repeat: "monthly", repeat_interval: "2" }, start, zone);
    expect(every2).toBe("FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=8");
    expect(ruleFromForm({ repeat: "yearly", repeat_ends: "on", repeat_until: "2028-12-31" }, start, zone)).toBe("FREQ=YEARLY;UNTIL=20290101T045959Z");
    expect(ruleFromForm({ repeat: "weekly", repeat_days: ["SU", "WE"] }, start, zone)).toBe("FREQ=WEEKLY;BYDAY=WE,SU");
    expect(ruleFromForm({ repeat: "weekly" }, start, zone)).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(ruleFromForm({ repeat: "none" }, start, zone)).toBeNull();
    expect(formFromRule("FREQ=WEEKLY;BYDAY=WE,SU;COUNT=3", zone)).toMatchObject({ repeat: "weekly", repeat_days: ["WE", "SU"], repeat_ends: "after", repeat_count: "3" });
  });

  it("refuses rules outside what a family calendar needs, and bad occurrence keys", () => {
    const bad = ["", "FREQ=HOURLY", "FREQ=WEEKLY;BYDAY=2SU", "FREQ=DAILY;COUNT=3;UNTIL=20300101", "FREQ=DAILY;BYHOUR=3", "FREQ=DAILY;INTERVAL=0", "FREQ=DAILY;COUNT=5000", "x".repeat(400)];
    for (const r of bad) expect(() => normalizeRule(r, "UTC", "2026-01-01T00:00:00.000Z"), r).toThrow(RecurrenceError);
    expect(() => normalizeRule("FREQ=DAILY;UNTIL=20250101", "UTC", "2026-01-01T00:00:00.000Z")).toThrow("Please choose an end date on or after the first date");
    expect(normalizeRule("rrule:freq=weekly;byday=su;interval=1", "UTC", "2026-01-01T00:00:00.000Z")).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(parseOccurrence("20270321T140000Z")).toBe("2027-03-21T14:00:00.000Z");
    expect(parseOccurrence("2027-03-21T15:00:00+01:00")).toBe("2027-03-21T14:00:00.000Z");
    expect(parseOccurrence("2027-03-21")).toBeNull();
    expect(parseOccurrence({})).toBeNull();
  });
});

describe("a series as an .ics file", () => {
  it("carries RRULE, EXDATE, RECURRENCE-ID and a VTIMEZONE, and ical.js reads back the same dates", () => {
    const zone = "Europe/Berlin";
    const event = {
      id: 7,
      title: "Sunday dinner",
      description: "Every week",
      location: "Oma's",
      event_date: "2026-03-22T17:00:00.000Z", // 18:00 CET
      recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=4",
      time_zone: zone,
      exceptions: [
        { occurrence: "2026-03-29T16:00:00.000Z", cancelled: true, event_date: null, title: null, description: null, location: null },
        { occurrence: "2026-04-05T16:00:00.000Z", cancelled: false, event_date: "2026-04-05T17:00:00.000Z", title: "Easter dinner", description: null, location: null },
      ],
    };
    const body = buildIcs(event, "kindred.test", new Date("2026-03-01T00:00:00Z"));
    expect(body).toContain("DTSTART;TZID=Europe/Berlin:20260322T180000");
    expect(body).toContain("RRULE:FREQ=WEEKLY;BYDAY=SU;COUNT=4");
    expect(body).toContain("EXDATE;TZID=Europe/Berlin:20260329T180000");
    expect(body).toContain("RECURRENCE-ID;TZID=Europe/Berlin:20260405T180000");
    expect(body).toContain("BEGIN:VTIMEZONE");

    const cal = new ICAL.Component(ICAL.parse(body));
    const tz = new ICAL.Timezone(cal.getFirstSubcomponent("vtimezone")!);
    ICAL.TimezoneService.register(tz, zone);
    const [master, override] = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    master!.relateException(override!);
    const it = master!.iterator();
    const seen: string[] = [];
    for (let next = it.next(); next; next = it.next()) {
      if (master!.component.getAllProperties("exdate").some((p) => (p.getFirstValue() as InstanceType<typeof ICAL.Time>).compare(next!) === 0)) continue;
      const details = master!.getOccurrenceDetails(next);
      seen.push(`${details.item.summary}@${details.startDate.toJSDate().toISOString()}`);
    }
    ICAL.TimezoneService.remove(zone);
    expect(seen).toEqual([
      "Sunday dinner@2026-03-22T17:00:00.000Z",
      "Easter dinner@2026-04-05T17:00:00.000Z",
      "Sunday dinner@2026-04-12T16:00:00.000Z",
    ]);
  });
});
