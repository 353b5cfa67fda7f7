import { describe, expect, it } from "vitest";
import { buildIcs, escapeText, foldLine, icsFilename } from "~/features/events/ics";

/** Parses an .ics back: unfold (CRLF + space), split properties, unescape TEXT values. */
function parseIcs(ics: string) {
  const unfolded = ics.replace(/\r\n[ \t]/g, "");
  const lines = unfolded.split("\r\n");
  const props: Record<string, string> = {};
  for (const line of lines) {
    const i = line.indexOf(":");
    if (i < 0) continue;
    props[line.slice(0, i)] = line
      .slice(i + 1)
      .replace(/\\n/gi, "\n")
      .replace(/\\([,;\\])/g, "$1");
  }
  return { lines, props };
}

const event = {
  id: 42,
  title: "Grandma's 90th; cake, games & more",
  description: "Bring photos, stories\nand a dish. Path: C:\\family\\album. " + "Long text ".repeat(20),
  location: "Riverside Park, Pavilion 3; north entrance",
  event_date: "2026-07-04T19:00:00.000Z",
  updated_at: "2026-06-01T10:00:00.000Z",
};

describe(".ics output", () => {
  const ics = buildIcs(event, "kindred.example", new Date("2026-06-15T08:30:00Z"));

  it("uses CRLF line endings and folds every line to at most 75 octets", () => {
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of ics.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    expect(ics).toMatch(/\r\n /); // the long description was folded
  });

  it("parses back to the event's fields", () => {
    const { lines, props } = parseIcs(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(props.VERSION).toBe("2.0");
    expect(props.PRODID).toContain("Kindred");
    expect(lines).toContain("BEGIN:VEVENT");
    expect(lines).toContain("END:VEVENT");
    expect(lines.filter(Boolean).at(-1)).toBe("END:VCALENDAR");
    expect(props.UID).toBe("event-42@kindred.example");
    expect(props.DTSTAMP).toBe("20260615T083000Z");
    expect(props.DTSTART).toBe("20260704T190000Z");
    expect(props.DTEND).toBe("20260704T210000Z"); // default 2 hours
    expect(props.SUMMARY).toBe(event.title);
    expect(props.DESCRIPTION).toBe(event.description);
    expect(props.LOCATION).toBe(event.location);
  });

  it("keeps the UID stable across downloads", () => {
    const again = buildIcs(event, "kindred.example", new Date("2026-06-20T00:00:00Z"));
    expect(parseIcs(again).props.UID).toBe(parseIcs(ics).props.UID);
  });

  it("escapes TEXT values", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
  });

  it("never splits a multi-byte character when folding", () => {
    const folded = foldLine("SUMMARY:" + "é".repeat(80));
    for (const l of folded.split("\r\n")) {
      expect(Buffer.byteLength(l, "utf8")).toBeLessThanOrEqual(75);
      expect(l).not.toContain("\uFFFD");
    }
    expect(folded.replace(/\r\n /g, "")).toBe("SUMMARY:" + "é".repeat(80));
  });

  it("names the download after the title", () => {
    expect(icsFilename("Summer Picnic 2026!")).toBe("summer-picnic-2026.ics");
    expect(icsFilename("!!!")).toBe("event.ics");
  });
});
