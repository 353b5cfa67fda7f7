// The family export and the personal export (issue 29) over real HTTP: who may export, what the
// zip holds (opened with the standard unzip tool), family.json against its published schema, the
// .ics through a calendar parser, the originals byte for byte, no bank details, audit and limits.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient } from "../helpers/client";
import { BANK_ACCOUNT_NUMBER, richFamily, SERIES, type RichFamily } from "../helpers/rich-family";

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-export-test-"));
let server: TestServer;
let fam: RichFamily;

async function download(client: ApiClient, url: string) {
  const res = await fetch(`${server.url}/api${url}`, { headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(bytes.toString()) };
}

function unzipTo(zip: Buffer, name: string): string {
  const file = path.join(tmp, `${name}.zip`);
  fs.writeFileSync(file, zip);
  execFileSync("unzip", ["-tq", file]); // the standard tool reads it and every CRC holds
  const dir = path.join(tmp, name);
  execFileSync("unzip", ["-q", "-o", file, "-d", dir]);
  return dir;
}

function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

beforeAll(async () => {
  server = await startServer();
  fam = await richFamily(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("GET /api/family/export", () => {
  let dir: string;
  let family: any; // eslint-disable-line @typescript-eslint/no-explicit-any

  beforeAll(async () => {
    const res = await download(fam.owner.client, "/family/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="kindred-the-movers-\d{4}-\d\d-\d\d\.zip"$/);
    dir = unzipTo(res.bytes, "family");
    family = JSON.parse(fs.readFileSync(path.join(dir, "family.json"), "utf8"));
  });

  it("holds family.json, the CSVs, events.ics, index.html and the originals in album folders", () => {
    const files = filesUnder(dir);
    for (const f of ["README.txt", "family.json", "events.ics", "index.html", "csv/members.csv", "csv/events.csv", "csv/rsvps.csv", "csv/survey-answers.csv", "csv/campaign-entries.csv", "csv/photos.csv", "csv/directory.csv", "csv/birthdays.csv", "family-tree.ged", "family-tree.json"]) {
      expect(files, f).toContain(f);
    }
    for (const p of fam.photos) {
      const entry = family.photos.find((x: { id: number }) => x.id === p.id);
      expect(entry.file).toMatch(new RegExp(`^photos/${p.album === "general" ? "general" : "summer-2025"}/${p.id}-`));
      expect(fs.readFileSync(path.join(dir, entry.file)).equals(p.bytes), p.title).toBe(true);
      expect(files).toContain(`thumbs/${p.id}.webp`);
    }
  });

  it("family.json validates against its published schema and carries everything", () => {
    const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(fs.readFileSync(path.resolve(__dirname, "../../docs/export/family-export.schema.json"), "utf8")));
    const ok = validate(family);
    expect(validate.errors ?? []).toEqual([]);
    expect(ok).toBe(true);
    // The schema can fail: a wrong version or a missing field is refused.
    expect(validate({ ...family, version: 4 })).toBe(false);
    const { members: _m, ...noMembers } = family;
    expect(validate(noMembers)).toBe(false);

    expect(family).toMatchObject({ format: "kindred-family-export", version: 3, kind: "family", family: { name: "The Movers" } });
    expect(family.members.map((m: { name: string; role: string }) => `${m.name}:${m.role}`).sort()).toEqual(["Adam Admin:admin", "Gus Guest:guest", "Mia Member:member", "Olivia Owner:owner"]);
    const event = family.events.find((e: { id: number }) => e.id === fam.eventId);
    expect(event.rsvps).toHaveLength(2);
    expect(event.rsvps.find((r: { userId: number }) => r.userId === fam.member.userId)).toMatchObject({ attending: true, guestCount: 3, comments: "Bringing pie" });
    expect(event).toMatchObject({ recurrence: null, timeZone: null });
    expect(event.rsvps.every((r: { occurrence: string }) => r.occurrence === "")).toBe(true);
    // Version 3: the series with its rule and zone, its changed dates and its answers per date.
    const series = family.events.find((e: { id: number }) => e.id === fam.seriesId);
    expect(series).toMatchObject({ title: "Sunday dinner", eventDate: "2030-03-03T10:00:00.000Z", recurrence: SERIES.rule, timeZone: "UTC" });
    expect(series.rsvps.map((r: { occurrence: string; attending: boolean }) => [r.occurrence, r.attending])).toEqual([[SERIES.second, true], [SERIES.third, false]]);
    expect(family.eventExceptions.map((x: { eventId: number; occurrence: string; cancelled: boolean; eventDate: string | null; location: string | null }) => [x.eventId, x.occurrence, x.cancelled, x.eventDate, x.location]).sort()).toEqual([
      [fam.seriesId, SERIES.third, false, SERIES.thirdMovedTo, "The park"],
      [fam.seriesId, SERIES.fourth, true, null, null],
    ]);
    expect(family.surveys[0].responses).toHaveLength(3);
    expect(family.campaigns[0].entries.map((e: { amountCents: number }) => e.amountCents).sort()).toEqual([10000, 25075]);
    expect(family.trip.reunion).toMatchObject({ location: "Lake Tahoe Lodge" });
    expect(family.trip.activities[0]).toMatchObject({ name: "Canoe race", costCents: 1250 });
    expect(family.photos[0].hearts).toHaveLength(2);
    expect(family.photos[0].comments[0]).toMatchObject({ userName: "Adam Admin", comment: "Beautiful!" });
    expect(family.auditLog.some((a: { action: string }) => a.action === "family_export")).toBe(true);
  });

  it("leaves out the bank details", () => {
    for (const f of filesUnder(dir)) expect(fs.readFileSync(path.join(dir, f)).includes(BANK_ACCOUNT_NUMBER), f).toBe(false);
    expect(fs.readFileSync(path.join(dir, "family.json"), "utf8")).not.toMatch(/routing|011000015/i);
  });

  it("events.ics parses with a calendar parser", () => {
    const cal = new ICAL.Component(ICAL.parse(fs.readFileSync(path.join(dir, "events.ics"), "utf8")));
    const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(events.map((e) => e.summary)).toEqual(["Summer Picnic", "Sunday dinner", "Sunday dinner"]);
    expect(events[0]!.location).toBe("Lake Park");
    expect(events[0]!.description).toBe("Food, games; family");
    // The series: its rule, the cancelled date as EXDATE, the moved one as a RECURRENCE-ID override.
    const text = fs.readFileSync(path.join(dir, "events.ics"), "utf8");
    expect(text).toContain(`RRULE:${SERIES.rule}`);
    expect(text).toContain("EXDATE;TZID=UTC:20300324T100000");
    expect(text).toContain("RECURRENCE-ID;TZID=UTC:20300317T100000");
    expect(events[2]!.location).toBe("The park");
    expect(cal.getAllSubcomponents("vtimezone")).toHaveLength(1);
  });

  it("the CSVs open as tables; index.html shows the family offline with relative links only", () => {
    const rsvps = fs.readFileSync(path.join(dir, "csv/rsvps.csv"), "utf8");
    expect(rsvps.split("\n")[0]).toBe("event id,event,date,member,attending,guests,comments,updated");
    expect(rsvps).toContain("Mia Member,yes,3,Bringing pie");
    expect(rsvps).toContain(`Sunday dinner,${SERIES.second},Mia Member,yes,2,Count us in`);
    expect(fs.readFileSync(path.join(dir, "csv/events.csv"), "utf8")).toContain(`${SERIES.rule},UTC`);
    expect(fs.readFileSync(path.join(dir, "csv/campaign-entries.csv"), "utf8")).toContain("Hall rental,collected,250.75,Uncle Ray");
    const html = fs.readFileSync(path.join(dir, "index.html"), "utf8");
    expect(html).toContain("<h1>The Movers</h1>");
    expect(html).toContain("Summer Picnic");
    expect(html).toContain("Mia Member: attending (3 people), “Bringing pie”");
    expect(html).toContain(`Repeats: ${SERIES.rule} (UTC)`);
    expect(html).toContain("2030-03-24 10:00 UTC: cancelled");
    expect(html).toContain("Goal $1,500.00; pledged $100.00; collected $250.75");
    const lake = fam.photos[0]!;
    expect(html).toMatch(new RegExp(`<a href="photos/general/${lake.id}-lake-day\\.jpg"><img src="thumbs/${lake.id}\\.webp" alt="Lake Day"`));
    // Nothing from elsewhere: no script, no http(s) resource.
    expect(html).not.toMatch(/<script|<link|src="https?:|href="https?:/);
    for (const m of html.matchAll(/(?:src|href)="([^"#]+)"/g)) expect(fs.existsSync(path.join(dir, decodeURIComponent(m[1]!))), m[1]).toBe(true);
  });
});

describe("who may export", () => {
  it("guests and members never; admins only once the owner allows it; only the owner decides", async () => {
    const guest = await download(fam.guest.client, "/family/export");
    expect(guest.status).toBe(403);
    expect(guest.json().detail).toBe("Guests cannot export");
    const member = await download(fam.member.client, "/family/export");
    expect(member.status).toBe(403);
    expect(member.json().detail).toBe("Only the owner can export the family (admins too, when the owner allows it in the Admin tab)");
    expect((await download(fam.admin.client, "/family/export")).status).toBe(403);
    const adminTries = await fam.admin.client.post("/family/settings", { admins_can_export: true });
    expect(adminTries.status).toBe(403);
    expect(adminTries.body.detail).toBe("Only the owner can choose whether admins may export the family");
    const on = await fam.owner.client.post("/family/settings", { admins_can_export: true });
    expect(on.status).toBe(200);
    expect(on.body.admins_can_export).toBe(true);
    // An admin saving other settings leaves the owner's choice as it is.
    expect((await fam.admin.client.post("/family/settings", { show_daily_inspiration: false })).body.admins_can_export).toBe(true);
    const admin = await download(fam.admin.client, "/family/export");
    expect(admin.status).toBe(200);
    expect(admin.headers.get("content-type")).toBe("application/zip");
    // Every export is audited.
    const audit = await fam.owner.client.get("/family/audit-logs");
    const rows = (audit.body.items ?? audit.body) as { action: string; actor_name: string }[];
    expect(rows.filter((r) => r.action === "family_export").map((r) => r.actor_name).sort()).toEqual(["Adam Admin", "Olivia Owner"]);
    // Rate-limited: a few per family per hour.
    let last = 0;
    for (let i = 0; i < 5 && last !== 429; i++) last = (await download(fam.owner.client, "/family/export")).status;
    expect(last).toBe(429);
    // Another family's export is its own.
    expect((await download(fam.stranger.client, "/family/export")).status).toBe(200);
  });
});

describe("GET /api/auth/me/export", () => {
  it("gives a member their own account, posts, RSVPs, answers, hearts and photos; a guest cannot", async () => {
    const res = await download(fam.member.client, "/auth/me/export");
    expect(res.status).toBe(200);
    const dir = unzipTo(res.bytes, "me");
    const me = JSON.parse(fs.readFileSync(path.join(dir, "me.json"), "utf8"));
    expect(me.kind).toBe("personal");
    expect(me.members).toEqual([expect.objectContaining({ id: fam.member.userId, name: "Mia Member", email: fam.member.email })]);
    expect(me.announcements.map((a: { title: string }) => a.title)).toEqual(["Member idea"]);
    const rsvps = me.events.flatMap((e: { rsvps: { userId: number }[] }) => e.rsvps);
    expect(rsvps).toEqual([
      expect.objectContaining({ userId: fam.member.userId, guestCount: 3, occurrence: "" }),
      expect.objectContaining({ userId: fam.member.userId, guestCount: 2, occurrence: SERIES.second }),
      expect.objectContaining({ userId: fam.member.userId, attending: false, occurrence: SERIES.third }),
    ]);
    const answers = me.surveys.flatMap((s: { responses: { userId: number }[] }) => s.responses);
    expect(answers.map((r: { userId: number }) => r.userId)).toEqual([fam.member.userId]);
    expect(me.campaigns[0].entries.map((e: { payerName: string }) => e.payerName)).toEqual(["Mia Member"]);
    // Their photo (Cake) and the one they hearted (Lake Day); only the Cake's original is theirs to take.
    expect(me.photos.map((p: { title: string }) => p.title).sort()).toEqual(["Cake", "Lake Day"]);
    expect(me.photos.find((p: { title: string }) => p.title === "Lake Day").hearts).toEqual([expect.objectContaining({ userId: fam.member.userId })]);
    const cake = fam.photos.find((p) => p.title === "Cake")!;
    const originals = filesUnder(dir).filter((f) => f.startsWith("photos/"));
    expect(originals).toEqual([expect.stringMatching(new RegExp(`^photos/summer-2025/${cake.id}-cake\\.png$`))]);
    expect(fs.readFileSync(path.join(dir, originals[0]!)).equals(cake.bytes)).toBe(true);
    // Nobody else's email in it.
    expect(fs.readFileSync(path.join(dir, "me.json"), "utf8")).not.toContain(fam.owner.email);

    const guest = await download(fam.guest.client, "/auth/me/export");
    expect(guest.status).toBe(403);
    expect(guest.json().detail).toBe("Guests cannot export");
    const audit = await fam.owner.client.get("/family/audit-logs");
    const rows = (audit.body.items ?? audit.body) as { action: string; actor_name: string }[];
    expect(rows.some((r) => r.action === "personal_export" && r.actor_name === "Mia Member")).toBe(true);
  });
});
