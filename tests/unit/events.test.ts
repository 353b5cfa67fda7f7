import { describe, expect, it } from "vitest";
import { summarizeHeadcount } from "~/features/events/headcount";
import { formatEventDate, parseEventDate, toZonedLocalInput, zonedLocalToUtc } from "~/lib/dates";
import { rsvpInput, eventInput, EVENT_MSG } from "~/features/events/inputs";

const accounts = [
  { id: 1, name: "Olivia Owner", role: "owner" },
  { id: 2, name: "Adam Admin", role: "admin" },
  { id: 3, name: "Mia Member", role: "member" },
  { id: 4, name: "Gus Guest", role: "guest" },
  { id: 5, name: "Max Member", role: "member" },
];

describe("headcount summary", () => {
  it("counts people, guests, total, declines and who has not answered", () => {
    const h = summarizeHeadcount(
      [
        { user_id: 3, user_name: "Mia Member", attending: true, guest_count: 3, comments: "Bringing pie" },
        { user_id: 2, user_name: "Adam Admin", attending: true, guest_count: 1, comments: "" },
        { user_id: 1, user_name: "Olivia Owner", attending: false, guest_count: 1, comments: "" },
      ],
      accounts,
    );
    expect(h.attending_people).toBe(2);
    expect(h.guests).toBe(2); // Mia brings two people besides herself
    expect(h.total_headcount).toBe(4);
    expect(h.not_attending).toBe(1);
    expect(h.declined.map((d) => d.name)).toEqual(["Olivia Owner"]);
    // Guests cannot RSVP, so they are not waited for; Max has not answered.
    expect(h.not_answered).toBe(1);
    expect(h.not_answered_names.map((d) => d.name)).toEqual(["Max Member"]);
    expect(h.attending.find((a) => a.user_id === 3)).toMatchObject({ guest_count: 3, comments: "Bringing pie" });
  });

  it("is all zeros with everyone waiting when nobody answered", () => {
    const h = summarizeHeadcount([], accounts);
    expect([h.attending_people, h.guests, h.total_headcount, h.not_attending]).toEqual([0, 0, 0, 0]);
    expect(h.not_answered).toBe(4);
  });
});

describe("event dates", () => {
  it("reads a datetime-local value in the family's time zone", () => {
    expect(zonedLocalToUtc("2026-07-04T15:00", "UTC")).toBe("2026-07-04T15:00:00.000Z");
    expect(zonedLocalToUtc("2026-07-04T15:00", "America/New_York")).toBe("2026-07-04T19:00:00.000Z"); // EDT
    expect(zonedLocalToUtc("2026-01-10T15:00", "America/New_York")).toBe("2026-01-10T20:00:00.000Z"); // EST
    expect(zonedLocalToUtc("2026-07-04T15:00", "Asia/Kolkata")).toBe("2026-07-04T09:30:00.000Z");
    expect(zonedLocalToUtc("2026-02-30T10:00", "UTC")).toBeNull();
    expect(zonedLocalToUtc("tomorrow", "UTC")).toBeNull();
  });

  it("takes API values with an offset as they are", () => {
    expect(parseEventDate("2026-07-04T15:00:00Z", "America/New_York")).toBe("2026-07-04T15:00:00.000Z");
    expect(parseEventDate("2026-07-04T15:00:00+02:00", "UTC")).toBe("2026-07-04T13:00:00.000Z");
    expect(parseEventDate("2026-07-04T15:00", "Europe/Berlin")).toBe("2026-07-04T13:00:00.000Z");
  });

  it("round-trips to the datetime-local value and formats in a zone", () => {
    expect(toZonedLocalInput("2026-07-04T19:00:00.000Z", "America/New_York")).toBe("2026-07-04T15:00");
    expect(formatEventDate("2026-07-04T19:00:00.000Z", "America/New_York")).toMatch(/Jul 4, 2026.*3:00\sPM.*EDT/);
  });
});

describe("inputs", () => {
  it("requires title, description and date", () => {
    const r = eventInput.safeParse({ title: "Picnic", description: "", event_date: "2026-07-04T12:00" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0].message).toBe("Please fill in all required fields");
  });

  it("bounds the guest count to 1..20 and ignores it when not attending", () => {
    for (const bad of [0, 21, 2.5, "abc", -1]) {
      const r = rsvpInput.safeParse({ event_id: 1, attending: true, guest_count: bad });
      expect(r.success, String(bad)).toBe(false);
      expect(r.error?.issues[0].message).toBe(EVENT_MSG.guestCount);
    }
    expect(rsvpInput.parse({ event_id: 1, attending: true, guest_count: 20 }).guest_count).toBe(20);
    expect(rsvpInput.parse({ event_id: "1", attending: "yes" }).guest_count).toBe(1); // default 1
    expect(rsvpInput.parse({ event_id: 1, attending: "no", guest_count: 99, comments: "x" })).toEqual({
      event_id: 1,
      attending: false,
      guest_count: 1,
      comments: "",
    });
  });
});
