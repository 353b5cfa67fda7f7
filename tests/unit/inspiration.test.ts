import { describe, it, expect } from "vitest";
import { VERSES } from "~/features/inspiration/verses";
import { dateKeyInTimeZone } from "~/lib/dates";
import {
  dayNumberFromDateKey,
  verseForDate,
  verseIndexForDate,
} from "~/features/inspiration/rotation";

/** The `YYYY-MM-DD` key `days` days after `dateKey`, computed in UTC. */
function addDays(dateKey: string, days: number): string {
  const date = new Date(`${dateKey}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("VERSES", () => {
  it("has at least 90 verses", () => {
    expect(VERSES.length).toBeGreaterThanOrEqual(90);
  });

  it("has non-empty verse, reference and reflection for every entry", () => {
    for (const entry of VERSES) {
      expect(entry.verse.trim(), entry.reference).not.toBe("");
      expect(entry.reference.trim()).not.toBe("");
      expect(entry.reflection.trim(), entry.reference).not.toBe("");
    }
  });

  it("has unique references", () => {
    const references = VERSES.map((v) => v.reference);
    const duplicates = references.filter((ref, i) => references.indexOf(ref) !== i);
    expect(duplicates).toEqual([]);
  });

  it("uses references shaped like 'Book 1:2' or 'Book 1:2-3'", () => {
    for (const { reference } of VERSES) {
      expect(reference).toMatch(/^(?:[1-3] )?[A-Z][A-Za-z]+(?: of [A-Z][a-z]+)? \d+:\d+(?:-\d+)?$/);
    }
  });
});

describe("verseIndexForDate", () => {
  it("counts days from 1970-01-01 in UTC", () => {
    expect(dayNumberFromDateKey("1970-01-01")).toBe(0);
    expect(dayNumberFromDateKey("1970-01-02")).toBe(1);
    expect(dayNumberFromDateKey("2000-01-01")).toBe(10957);
    expect(verseIndexForDate("1970-01-01", 7)).toBe(0);
    expect(verseIndexForDate("1970-01-08", 7)).toBe(0);
    expect(verseIndexForDate("2000-01-01", 100)).toBe(57);
  });

  it("starts the rotation at the first verse on 1970-01-01 and walks the list in order", () => {
    expect(verseForDate("1970-01-01").reference).toBe("Psalm 133:1");
    expect(verseForDate("1970-01-02").reference).toBe("1 Corinthians 13:4-7");
    // Day number VERSES.length wraps back to the first verse.
    expect(verseForDate(addDays("1970-01-01", VERSES.length)).reference).toBe("Psalm 133:1");
    expect(verseForDate(addDays("1970-01-01", VERSES.length - 1))).toBe(VERSES[VERSES.length - 1]);
  });

  it("shows a known verse on a known date (changing the list changes what families see)", () => {
    // 2026-03-01 is day 20513; with 174 verses that is index 155.
    expect(VERSES.length).toBe(174);
    expect(verseIndexForDate("2026-03-01", VERSES.length)).toBe(155);
    expect(verseForDate("2026-03-01")).toMatchObject({
      reference: "Deuteronomy 6:6-7",
      verse: expect.stringContaining("thou shalt teach them diligently unto thy children"),
    });
    expect(verseForDate("2026-03-02").reference).toBe("Deuteronomy 31:6");
  });

  it("gives consecutive dates consecutive indices, wrapping at the list length", () => {
    const count = VERSES.length;
    let dateKey = "2024-02-20"; // crosses a leap day, month ends and a year end
    let wrapped = false;
    for (let i = 0; i < count + 320; i++) {
      const next = addDays(dateKey, 1);
      const index = verseIndexForDate(dateKey, count);
      const nextIndex = verseIndexForDate(next, count);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(count);
      expect(nextIndex, `${dateKey} -> ${next}`).toBe((index + 1) % count);
      if (nextIndex === 0) wrapped = true;
      dateKey = next;
    }
    expect(wrapped).toBe(true);
  });

  it("gives different verses on consecutive days", () => {
    expect(verseForDate("2025-12-31")).not.toBe(verseForDate("2026-01-01"));
  });

  it("handles dates before 1970 without negative indices", () => {
    expect(verseIndexForDate("1969-12-31", 7)).toBe(6);
    expect(verseIndexForDate("1969-12-25", 7)).toBe(0);
  });

  it("rejects malformed dates and non-positive counts", () => {
    expect(() => verseIndexForDate("2026-3-1", 10)).toThrow(RangeError);
    expect(() => verseIndexForDate("2026-02-30", 10)).toThrow(RangeError);
    expect(() => verseIndexForDate("not a date", 10)).toThrow(RangeError);
    expect(() => verseIndexForDate("2026-03-01", 0)).toThrow(RangeError);
  });
});

describe("dateKeyInTimeZone", () => {
  // 05:00 UTC is 18:00 on 1 March in Auckland (NZDT, UTC+13)
  // and 21:00 on 28 February in Los Angeles (PST, UTC-8).
  const instant = new Date("2026-03-01T05:00:00Z");

  it("returns the calendar date in the given zone", () => {
    expect(dateKeyInTimeZone(instant, "Pacific/Auckland")).toBe("2026-03-01");
    expect(dateKeyInTimeZone(instant, "America/Los_Angeles")).toBe("2026-02-28");
    expect(dateKeyInTimeZone(instant, "UTC")).toBe("2026-03-01");
  });

  it("handles a date that is ahead of UTC", () => {
    const lateUtc = new Date("2026-12-31T12:30:00Z");
    expect(dateKeyInTimeZone(lateUtc, "Pacific/Auckland")).toBe("2027-01-01");
    expect(dateKeyInTimeZone(lateUtc, "UTC")).toBe("2026-12-31");
  });

  it("turns the date at the zone's midnight to the millisecond, asked again and again (the answer is kept per minute)", () => {
    // Kathmandu is UTC+05:45, the Chatham Islands UTC+12:45 in winter: midnight is at :15 past a UTC hour.
    for (const [zone, lastMs] of [
      ["Asia/Kathmandu", Date.UTC(2026, 5, 14, 18, 14, 59, 999)],
      ["Pacific/Chatham", Date.UTC(2026, 5, 14, 11, 14, 59, 999)],
    ] as const) {
      for (let pass = 0; pass < 2; pass++) {
        expect(dateKeyInTimeZone(new Date(lastMs - 30_000), zone), zone).toBe("2026-06-14");
        expect(dateKeyInTimeZone(new Date(lastMs), zone), zone).toBe("2026-06-14");
        expect(dateKeyInTimeZone(new Date(lastMs + 1), zone), zone).toBe("2026-06-15");
        expect(dateKeyInTimeZone(new Date(lastMs + 59_999), zone), zone).toBe("2026-06-15");
      }
    }
    // Each of 3 days of minutes in a zone agrees with Intl asked afresh.
    const fresh = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kathmandu", year: "numeric", month: "2-digit", day: "2-digit" });
    for (let ms = Date.UTC(2026, 0, 1); ms < Date.UTC(2026, 0, 4); ms += 60_000 - 7) {
      expect(dateKeyInTimeZone(new Date(ms), "Asia/Kathmandu")).toBe(fresh.format(new Date(ms)));
    }
  });

  it("falls back to UTC for an invalid zone", () => {
    expect(dateKeyInTimeZone(instant, "Not/A_Zone")).toBe("2026-03-01");
    expect(dateKeyInTimeZone(new Date("2026-02-28T23:30:00Z"), "Mars/Olympus_Mons")).toBe("2026-02-28");
    expect(dateKeyInTimeZone(instant, "")).toBe("2026-03-01");
  });

  it("produces keys that verseIndexForDate accepts", () => {
    const key = dateKeyInTimeZone(instant, "Asia/Kolkata");
    expect(key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(() => verseForDate(key)).not.toThrow();
  });
});
