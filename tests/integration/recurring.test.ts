// Recurring events over real HTTP (issue 41): a weekly series in the family's zone, its dates in a
// window, cancelling and moving one date, answers per date, edits of this/following/all dates,
// .ics with RRULE/EXDATE/RECURRENCE-ID, family scoping, and one reminder per date.
import { spawn } from "node:child_process";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtp, type ReceivedMail } from "../helpers/smtp";
import { ApiClient, createFamily, joinFamily } from "../helpers/client";

const root = path.resolve(__dirname, "../..");
// The operators' command itself (`npm run jobs`: the build's ops bundle, which has the translators' files).
const op = path.join(root, "scripts/op.mjs");
type Smtp = Awaited<ReturnType<typeof startSmtp>>;

function runJobs(server: TestServer, smtp: Smtp, ...instants: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(process.execPath, [op, "jobs", ...instants.flatMap((n) => ["--now", n])], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", DATA_DIR: server.dataDir, DATABASE_URL: server.databaseUrl ?? "", APP_ORIGIN: server.url, SMTP_URL: smtp.url, OUTBOX_RETRY_BASE_MS: "200" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d) => (output += String(d)));
    child.stderr.on("data", (d) => (output += String(d)));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

let smtp: Smtp;
let server: TestServer;
let owner: ApiClient;
let member: ApiClient;
let memberEmail: string;
let other: ApiClient;
let seriesId: number;
// Sundays at 10:00 in New York from 3 March 2030 (EST, 15:00 UTC); clocks go forward 10 March.
const FIRST = "2030-03-03T15:00:00.000Z";
const SECOND = "2030-03-10T14:00:00.000Z";
const THIRD = "2030-03-17T14:00:00.000Z";
const FOURTH = "2030-03-24T14:00:00.000Z";
const window = (from: string, to: string) => `/events?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

beforeAll(async () => {
  smtp = await startSmtp();
  server = await startServer({ SMTP_URL: smtp.url, JOBS_INTERVAL_MS: "0" });
  const fam = await createFamily(server.url, "Olivia Owner", "The Repeaters");
  owner = fam.client;
  const m = await joinFamily(server.url, fam.familyCode, "Mia Member");
  member = m.client;
  memberEmail = m.email;
  other = (await createFamily(server.url, "Other Owner", "The Others")).client;
  expect((await owner.post("/family/settings", { time_zone: "America/New_York" })).status).toBe(200);
});

afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

describe("a weekly series over /api/events", () => {
  it("creates a series from an RRULE; bad rules are a 400", async () => {
    const bad = await owner.post("/events", { title: "Dinner", description: "Weekly", event_date: "2030-03-03T10:00", recurrence: "FREQ=HOURLY" });
    expect(bad).toMatchObject({ status: 400, body: { detail: "Please enter a valid repeat rule" } });
    const typed = await owner.post("/events", { title: "Dinner", description: "Weekly", event_date: "2030-03-03T10:00", recurrence: { a: 1 } });
    expect(typed.status).toBe(400);
    const created = await owner.post("/events", {
      title: "Sunday dinner",
      description: "Every week at Oma's",
      event_date: "2030-03-03T10:00",
      location: "Oma's",
      recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=6",
    });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ event_date: FIRST, recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=6", time_zone: "America/New_York" });
    seriesId = created.body.id;
  });

  it("lists each date in a window, at 10:00 local on both sides of the clock change", async () => {
    const res = await member.get(window("2030-03-01T00:00:00Z", "2030-05-01T00:00:00Z"));
    expect(res.status).toBe(200);
    const dates = res.body.filter((e: { id: number }) => e.id === seriesId);
    expect(dates.map((e: { occurrence: string }) => e.occurrence)).toEqual([FIRST, SECOND, THIRD, FOURTH, "2030-03-31T14:00:00.000Z", "2030-04-07T14:00:00.000Z"]);
    expect(dates[0]).toMatchObject({ id: seriesId, event_date: FIRST, recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=6", cancelled: false });
    // Compact keys and plain days work; a window longer than 366 days or without `to` is a 400.
    expect((await member.get(window("2030-03-10", "2030-03-11"))).body.map((e: { occurrence: string }) => e.occurrence)).toEqual([SECOND]);
    expect((await member.get(window("2030-01-01", "2031-01-03"))).body).toMatchObject({ detail: "The window from from to to must be at most 366 days" });
    expect((await member.get("/events?from=2030-01-01")).status).toBe(400);
    expect((await member.get(window("soon", "later"))).status).toBe(400);
  });

  it("without a window, the list shows the series once with next_occurrence", async () => {
    const res = await member.get("/events");
    expect(res.status).toBe(200);
    const mine = res.body.filter((e: { id: number }) => e.id === seriesId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=6", next_occurrence: FIRST, event_date: FIRST });
    const paged = await member.get("/events?limit=10");
    expect(paged.body.find((e: { id: number }) => e.id === seriesId)).toMatchObject({ next_occurrence: FIRST });
  });

  it("an answer belongs to one date: answering the second leaves the third untouched", async () => {
    const needs = await member.post("/events/rsvp", { event_id: seriesId, attending: true, guest_count: 2 });
    expect(needs).toMatchObject({ status: 400, body: { detail: "Please choose which date you are answering for" } });
    const notADate = await member.post("/events/rsvp", { event_id: seriesId, attending: true, occurrence: "2030-03-11T14:00:00Z" });
    expect(notADate.status).toBe(404);
    const yes = await member.post("/events/rsvp", { event_id: seriesId, attending: true, guest_count: 2, occurrence: "20300310T140000Z" });
    expect(yes).toMatchObject({ status: 200, body: { message: "RSVP confirmed!", rsvp: { occurrence: SECOND } } });
    const no = await member.post("/events/rsvp", { event_id: seriesId, attending: false, occurrence: THIRD });
    expect(no.status).toBe(200);
    const list = (await owner.get(window("2030-03-09", "2030-03-20"))).body;
    const second = list.find((e: { occurrence: string }) => e.occurrence === SECOND);
    const third = list.find((e: { occurrence: string }) => e.occurrence === THIRD);
    expect(second.headcount).toMatchObject({ attending_people: 1, guests: 1, total_headcount: 2 });
    expect(second.rsvp_responses).toHaveLength(1);
    expect(third.headcount).toMatchObject({ attending_people: 0, not_attending: 1, total_headcount: 0 });
    // Changing the second answer does not touch the third.
    await member.post("/events/rsvp", { event_id: seriesId, attending: true, guest_count: 1, occurrence: SECOND });
    const again = (await owner.get(window("2030-03-09", "2030-03-20"))).body;
    expect(again.find((e: { occurrence: string }) => e.occurrence === THIRD).rsvp_responses[0]).toMatchObject({ attending: false });
  });

  it("cancels one date and moves another; members may not; another family gets a 404", async () => {
    expect((await member.del(`/events/${seriesId}/occurrences/${encodeURIComponent(FOURTH)}`)).status).toBe(403);
    expect((await other.del(`/events/${seriesId}/occurrences/${encodeURIComponent(FOURTH)}`)).status).toBe(404);
    expect((await owner.del(`/events/${seriesId}/occurrences/20300325T140000Z`)).status).toBe(404);
    expect((await owner.del(`/events/${seriesId}/occurrences/not-a-date`)).status).toBe(400);
    const cancelled = await owner.del(`/events/${seriesId}/occurrences/${encodeURIComponent(FOURTH)}`);
    expect(cancelled).toMatchObject({ status: 200, body: { message: "Date cancelled" } });
    const moved = await owner.put(`/events/${seriesId}/occurrences/20300317T140000Z`, { event_date: "2030-03-16T18:00", location: "The park" });
    expect(moved).toMatchObject({ status: 200, body: { occurrence: THIRD, event_date: "2030-03-16T22:00:00.000Z", location: "The park", title: "Sunday dinner" } });
    const list = (await member.get(window("2030-03-09", "2030-03-30"))).body.filter((e: { id: number }) => e.id === seriesId);
    expect(list.map((e: { occurrence: string; event_date: string; cancelled: boolean }) => [e.occurrence, e.event_date, e.cancelled])).toEqual([
      [SECOND, SECOND, false],
      [THIRD, "2030-03-16T22:00:00.000Z", false],
      [FOURTH, FOURTH, true],
    ]);
    // The answer given for the third date stays with it after the move.
    expect(list[1].rsvp_responses[0]).toMatchObject({ attending: false });
    expect((await member.post("/events/rsvp", { event_id: seriesId, attending: true, occurrence: FOURTH })).status).toBe(409);
  });

  it("Home shows the series' first date as the next event and counts its dates to come, the cancelled one left out", async () => {
    const one = await owner.post("/events", { title: "Cousins' picnic", description: "Bring a blanket", event_date: "2030-03-05T12:00", location: "The lake" });
    expect(one.status).toBe(200);
    const res = await fetch(`${server.url}/dashboard`, { headers: { Authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    const html = await res.text();
    const card = html.slice(html.indexOf('id="next-event-heading"'));
    expect(card).toMatch(/class="next-event-title"><a [^>]*>Sunday dinner<\/a>/);
    // Six dates, one cancelled, and the picnic: six to come.
    expect(card).toMatch(/data-testid="upcoming-events-count">6</);
    expect((await owner.del(`/events/${one.body.id}`)).status).toBe(200);
  });

  it("the .ics carries RRULE, EXDATE, RECURRENCE-ID and a VTIMEZONE that ical.js reads", async () => {
    const res = await fetch(`${server.url}/api/events/${seriesId}/ics`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain("RRULE:FREQ=WEEKLY;BYDAY=SU;COUNT=6");
    expect(body).toContain("DTSTART;TZID=America/New_York:20300303T100000");
    expect(body).toContain("EXDATE;TZID=America/New_York:20300324T100000");
    expect(body).toContain("RECURRENCE-ID;TZID=America/New_York:20300317T100000");
    const cal = new ICAL.Component(ICAL.parse(body));
    expect(cal.getAllSubcomponents("vtimezone")).toHaveLength(1);
    expect(cal.getAllSubcomponents("vevent")).toHaveLength(2);
  });

  it("edits: all dates keep their answers; this and following becomes a new series", async () => {
    expect((await owner.put(`/events/${seriesId}`, { title: "Sunday dinner", description: "x", event_date: FIRST, scope: "sometimes" })).status).toBe(400);
    // All dates move from 10:00 to 11:00 local: the answers move with their dates.
    const all = await owner.put(`/events/${seriesId}`, { title: "Sunday lunch", description: "Every week", event_date: "2030-03-03T11:00", location: "Oma's", scope: "all" });
    expect(all).toMatchObject({ status: 200, body: { event_date: "2030-03-03T16:00:00.000Z", recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=6", title: "Sunday lunch" } });
    const after = (await owner.get(window("2030-03-09", "2030-03-12"))).body.find((e: { id: number }) => e.id === seriesId);
    expect(after).toMatchObject({ occurrence: "2030-03-10T15:00:00.000Z", title: "Sunday lunch" });
    expect(after.rsvp_responses).toHaveLength(1);

    const split = await owner.put(`/events/${seriesId}`, {
      title: "Sunday brunch",
      description: "From the fifth date on",
      event_date: "2030-03-31T11:00",
      scope: "following",
      occurrence: "2030-03-31T15:00:00.000Z",
    });
    expect(split.status).toBe(200);
    expect(split.body.id).not.toBe(seriesId);
    expect(split.body).toMatchObject({ title: "Sunday brunch", recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=2", event_date: "2030-03-31T15:00:00.000Z" });
    const list = (await owner.get(window("2030-03-01", "2030-05-01"))).body;
    expect(list.map((e: { title: string }) => e.title)).toEqual(["Sunday lunch", "Sunday lunch", "Sunday lunch", "Sunday lunch", "Sunday brunch", "Sunday brunch"]);
  });
});

describe("reminders", () => {
  it("each date of a series is reminded of once", async () => {
    const created = await owner.post("/events", { title: "Weekly call", description: "With grandma", event_date: "2030-06-02T10:00", recurrence: "FREQ=WEEKLY;COUNT=3" });
    expect(created.status).toBe(200);
    const reminder = (m: ReceivedMail) => m.subject.startsWith("Reminder: Weekly call") && m.to.includes(memberEmail);
    // Twice a day before the first date (14:00 UTC on 2 June), twice before the second.
    const run = await runJobs(server, smtp, "2030-06-01T15:00:00Z", "2030-06-01T16:00:00Z", "2030-06-08T15:00:00Z", "2030-06-08T16:00:00Z");
    expect(run.code, run.output).toBe(0);
    const mails = smtp.received.filter(reminder);
    expect(mails).toHaveLength(2);
    // Both are delivered after the passes (the outbox runs on the real clock), in either order.
    const first = mails.find((m) => m.text.includes("Jun 2, 2030"));
    const second = mails.find((m) => m.text.includes("Jun 9, 2030"));
    expect(first).toBeDefined();
    expect(second?.text).toContain("occurrence=2030-06-09T14%3A00%3A00.000Z");
  });
});
