import { describe, expect, it } from "vitest";
import {
  birthdayHighlight,
  celebratedDay,
  countdownLabel,
  daysUntilBirthday,
  isValidMonthDay,
} from "~/features/birthdays/countdown";
import { birthdayInput } from "~/features/birthdays/inputs";

describe("birthday countdown", () => {
  it("is 0 on the day, 1 the day before, and counts across the year end", () => {
    expect(daysUntilBirthday(3, 15, "2025-03-15")).toBe(0);
    expect(daysUntilBirthday(3, 15, "2025-03-14")).toBe(1);
    expect(daysUntilBirthday(1, 2, "2025-12-31")).toBe(2);
    // Yesterday's birthday is next year's: 2025-03-15 → 2026-03-14 is 364 days.
    expect(daysUntilBirthday(3, 14, "2025-03-15")).toBe(364);
  });

  it("labels Today, Tomorrow and N days", () => {
    expect(countdownLabel(0)).toBe("Today");
    expect(countdownLabel(1)).toBe("Tomorrow");
    expect(countdownLabel(2)).toBe("2 days");
    expect(countdownLabel(300)).toBe("300 days");
  });

  it("shows Happy Birthday on the day and Coming Soon at 1 to 7 days only", () => {
    expect(birthdayHighlight(0)).toBe("Happy Birthday");
    expect(birthdayHighlight(1)).toBe("Coming Soon");
    expect(birthdayHighlight(7)).toBe("Coming Soon");
    expect(birthdayHighlight(8)).toBeNull();
  });

  it("celebrates 29 February on 28 February in non-leap years", () => {
    expect(celebratedDay(2, 29, 2025)).toBe(28);
    expect(celebratedDay(2, 29, 2024)).toBe(29);
    expect(celebratedDay(2, 29, 1900)).toBe(28);
    expect(celebratedDay(2, 29, 2000)).toBe(29);
    expect(daysUntilBirthday(2, 29, "2025-02-28")).toBe(0);
    expect(daysUntilBirthday(2, 29, "2025-02-27")).toBe(1);
    expect(daysUntilBirthday(2, 29, "2024-02-28")).toBe(1);
    expect(daysUntilBirthday(2, 29, "2024-02-29")).toBe(0);
    // After 28 Feb 2025 the next one is 29 Feb 2028? No: 28 Feb 2026 (non-leap).
    expect(daysUntilBirthday(2, 29, "2025-03-01")).toBe(364);
    // Crossing into a leap year: from 1 Mar 2027 the next is 29 Feb 2028.
    expect(daysUntilBirthday(2, 29, "2027-03-01")).toBe(365);
  });

  it("accepts only dates that exist in some year", () => {
    expect(isValidMonthDay(2, 29)).toBe(true);
    expect(isValidMonthDay(2, 30)).toBe(false);
    expect(isValidMonthDay(4, 31)).toBe(false);
    expect(isValidMonthDay(12, 31)).toBe(true);
    expect(isValidMonthDay(13, 1)).toBe(false);
    expect(isValidMonthDay(1, 0)).toBe(false);
  });
});

describe("birthday input", () => {
  const message = (raw: unknown) => {
    const r = birthdayInput.safeParse(raw);
    return r.success ? null : r.error.issues[0]?.message;
  };

  it("uses the spec's message for missing fields", () => {
    expect(message({ name: "", month: 1, day: 1 })).toBe("Please fill in all birthday fields");
    expect(message({ name: "Ann", month: "", day: 1 })).toBe("Please fill in all birthday fields");
    expect(message({ name: "Ann", month: 4 })).toBe("Please fill in all birthday fields");
  });

  it("rejects out-of-range months and days and impossible dates", () => {
    expect(message({ name: "Ann", month: 13, day: 1 })).toBe("Month must be between 1 and 12");
    expect(message({ name: "Ann", month: 0, day: 1 })).toBe("Month must be between 1 and 12");
    expect(message({ name: "Ann", month: 1, day: 32 })).toBe("Day must be between 1 and 31");
    expect(message({ name: "Ann", month: 1, day: 1.5 })).toBe("Day must be between 1 and 31");
    expect(message({ name: "Ann", month: 4, day: 31 })).toBe("April has only 30 days");
    expect(message({ name: "Ann", month: 2, day: 30 })).toBe("February has only 29 days");
  });

  it("accepts 29 February and form strings", () => {
    expect(birthdayInput.parse({ name: " Ann ", month: "2", day: "29" })).toEqual({ name: "Ann", month: 2, day: 29 });
  });
});

describe("birthday dates and countdowns in the page's language (issue 40)", () => {
  it("names months through Intl: English as before, others in their own words", async () => {
    const { formatMonthDay, monthName } = await import("~/features/birthdays/countdown");
    expect(formatMonthDay(1, 5)).toBe("January 5");
    expect(formatMonthDay(2, 29, "en")).toBe("February 29");
    expect(formatMonthDay(2, 29, "es")).toBe("29 de febrero");
    expect(formatMonthDay(12, 1, "fr")).toBe("1 décembre");
    expect(monthName(3, "de")).toBe("März");
    expect(monthName(13, "es")).toBe("?");
  });

  it("says Today / Tomorrow / N days with each language's plural forms", async () => {
    const { serverTranslator } = await import("~/lib/i18n/catalog.server");
    const { countdownText } = await import("~/features/birthdays/components/countdown-text");
    const en = serverTranslator("en").t;
    expect([0, 1, 2, 300].map((d) => countdownText(en, d))).toEqual(["Today", "Tomorrow", "2 days", "300 days"]);
    expect([0, 1, 3].map((d) => countdownText(serverTranslator("es").t, d))).toEqual(["Hoy", "Mañana", "en 3 días"]);
    expect(countdownText(serverTranslator("de").t, 3)).toBe("in 3 Tagen");
    const ar = serverTranslator("ar").t;
    expect([2, 3, 11, 100].map((d) => countdownText(ar, d))).toEqual(["بعد يومين", "بعد 3 أيام", "بعد 11 يومًا", "بعد 100 يوم"]);
  });
});
