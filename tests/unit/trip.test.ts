import { describe, expect, it } from "vitest";
import { TRIP_MSG, dateRangeError, formatDollars, parseDollarsToCents } from "~/features/trip/rules";
import { activityInput, reunionInput } from "~/features/trip/inputs";

describe("reunion date range", () => {
  it("needs both dates", () => {
    expect(dateRangeError("", "2026-07-05")).toBe("Please set start and end dates");
    expect(dateRangeError("2026-07-01", " ")).toBe("Please set start and end dates");
  });
  it("refuses an end before the start, allows the same day", () => {
    expect(dateRangeError("2026-07-05", "2026-07-04")).toBe(TRIP_MSG.endBeforeStart);
    expect(dateRangeError("2026-07-05", "2026-07-05")).toBeNull();
    expect(dateRangeError("2026-07-05", "2026-07-08")).toBeNull();
  });
  it("refuses dates that do not exist", () => {
    expect(dateRangeError("2026-02-30", "2026-03-02")).toBe(TRIP_MSG.badDate);
  });
  it("checks the location first", () => {
    const r = reunionInput.safeParse({ location: " ", start_date: "", end_date: "" });
    expect(r.error?.issues[0].message).toBe("Please enter a reunion location");
  });
});

describe("activity cost", () => {
  it("stores dollars as integer cents", () => {
    expect(parseDollarsToCents(12.5)).toBe(1250);
    expect(parseDollarsToCents("$1,234.05")).toBe(123405);
    expect(parseDollarsToCents("")).toBe(0);
    expect(parseDollarsToCents(undefined)).toBe(0);
    expect(parseDollarsToCents(0.1 + 0.2)).toBe(30);
    expect(parseDollarsToCents(-1)).toBeNull();
    expect(parseDollarsToCents("abc")).toBeNull();
    expect(parseDollarsToCents(1.234)).toBeNull();
  });
  it("shows cents as dollars", () => {
    expect(formatDollars(0)).toBe("$0.00");
    expect(formatDollars(1250)).toBe("$12.50");
    expect(formatDollars(123405)).toBe("$1,234.05");
  });
  it("requires name and date", () => {
    const r = activityInput.safeParse({ name: "Hike", date: "" });
    expect(r.error?.issues[0].message).toBe("Please fill in activity name and date");
    expect(activityInput.parse({ name: "Hike", date: "2026-07-05", price: "15" }).costCents).toBe(1500);
  });
});
