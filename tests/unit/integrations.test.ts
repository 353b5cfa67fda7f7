import { describe, expect, it } from "vitest";
import { callStatus, joinUrl, shareLinks, subscribeUrl, webcalUrl } from "~/features/integrations/rules";
import { birthdayItem, buildFeed, nextDay } from "~/features/integrations/feed";
import { safeName } from "~/features/integrations/backup.server";

describe("video call status from the clock", () => {
  const start = "2030-05-01T18:00:00.000Z";
  it("scheduled before the start, live during, ended after", () => {
    expect(callStatus(start, 60, new Date("2030-05-01T17:59:59Z"))).toBe("scheduled");
    expect(callStatus(start, 60, new Date("2030-05-01T18:00:00Z"))).toBe("live");
    expect(callStatus(start, 60, new Date("2030-05-01T18:59:59Z"))).toBe("live");
    expect(callStatus(start, 60, new Date("2030-05-01T19:00:00Z"))).toBe("ended");
    expect(callStatus(start, 90, new Date("2030-05-01T19:00:00Z"))).toBe("live");
  });
  it("Join fills in the display name as Jitsi's JSON fragment value", () => {
    expect(joinUrl("https://meet.jit.si/", "Kindred-abc", 'Zoë "Z" O\'Neil')).toBe(
      `https://meet.jit.si/Kindred-abc#userInfo.displayName=${encodeURIComponent(JSON.stringify('Zoë "Z" O\'Neil'))}`,
    );
  });
});

describe("subscribe and share links", () => {
  const feed = "https://family.example.org/calendar/tok.ics";
  it("webcal, Google and Outlook subscribe addresses carry the feed", () => {
    expect(webcalUrl(feed)).toBe("webcal://family.example.org/calendar/tok.ics");
    expect(subscribeUrl("google", feed, "Rivers")).toBe(
      "https://calendar.google.com/calendar/render?cid=webcal%3A%2F%2Ffamily.example.org%2Fcalendar%2Ftok.ics",
    );
    expect(subscribeUrl("outlook", feed, "The Rivers")).toBe(
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feed)}&name=The%20Rivers`,
    );
  });
  it("share dialogs are prefilled where the platform allows it", () => {
    const [tw, fb, ig] = shareLinks("A & B?", ["twitter", "facebook", "instagram"], "https://x.example");
    expect(tw.url).toBe("https://twitter.com/intent/tweet?text=A%20%26%20B%3F");
    expect(fb.url).toBe("https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.example");
    expect(ig.url).toBeNull();
  });
});

describe("feed text", () => {
  it("all-day ends are exclusive; folded lines stay within 75 octets; birthdays repeat yearly", () => {
    expect(nextDay("2030-12-31")).toBe("2031-01-01");
    const ics = buildFeed({
      name: "The Rivers (Kindred)",
      timeZone: "America/Chicago",
      items: [birthdayItem({ id: 1, name: "Ana, the eldest; ".repeat(6), month: 7, day: 4, createdAt: "2030-01-01T00:00:00Z" }, "h")],
    });
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(ics).toContain("DTSTART;VALUE=DATE:20000704\r\nDTEND;VALUE=DATE:20000705\r\nRRULE:FREQ=YEARLY");
    expect(ics).toContain("X-WR-TIMEZONE:America/Chicago");
    expect(ics).toContain("DTSTAMP:20300101T000000Z");
  });
  it("folder names are safe on every provider", () => {
    expect(safeName("Summer/2030: at \"Gran's\"")).toBe("Summer 2030 at Gran's");
    expect(safeName("..")).toBe("untitled");
    expect(safeName("  ")).toBe("untitled");
  });
});
