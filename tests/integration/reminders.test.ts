// Reminders and digests (issue 28) over real HTTP and a real local SMTP server, with the clock
// controlled by `npm run jobs -- --now <instant>` (scripts/jobs.ts, the operators' command) run on
// the server's data directory while the server runs (its own loop is off: JOBS_INTERVAL_MS=0).
import { spawn } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { startSmtp, type ReceivedMail } from "../helpers/smtp";
import { ApiClient, createFamily, joinFamily, type Account } from "../helpers/client";

const root = path.resolve(__dirname, "../..");
// The operators' command itself (`npm run jobs`: the build's ops bundle, which has the translators' files).
const op = path.join(root, "scripts/op.mjs");

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

function runJobs(server: TestServer, smtp: Smtp, ...instants: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    let output = "";
    const child = spawn(process.execPath, [op, "jobs", ...instants.flatMap((n) => ["--now", n])], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATA_DIR: server.dataDir,
        DATABASE_URL: server.databaseUrl ?? "",
        APP_ORIGIN: server.url,
        SMTP_URL: smtp.url,
        OUTBOX_RETRY_BASE_MS: "200",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout.on("data", (d) => (output += String(d)));
    child.stderr.on("data", (d) => (output += String(d)));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The header's value, unfolded. */
function header(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  return new RegExp(`^${name}: (.*)$`, "mi").exec(head)?.[1]?.trim();
}

const linkIn = (mail: ReceivedMail, label: string) => {
  const m = new RegExp(`${label}: (\\S+)`).exec(mail.text);
  if (!m) throw new Error(`no "${label}" link in:\n${mail.text}`);
  return m[1];
};

const mailsTo = (smtp: Smtp, email: string, match: (m: ReceivedMail) => boolean) => smtp.received.filter((m) => m.to.includes(email) && match(m));

/** A POST the way a form (or a mail client's one-click) sends it: no cookie. */
const postForm = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
  fetch(url, { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers }, body: new URLSearchParams(fields).toString(), redirect: "manual" });

describe("event reminders, answering from the email, unsubscribing", () => {
  let smtp: Smtp;
  let server: TestServer;
  let owner: Account;
  let yesMember: Account & { userId: number };
  let silent: Account & { userId: number };
  let noMember: Account & { userId: number };
  let optedOut: Account & { userId: number };
  let removed: Account & { userId: number };
  let guest: Account & { userId: number };
  let eventId: number;
  const EVENT = "2030-03-10T18:00:00.000Z";

  beforeAll(async () => {
    smtp = await startSmtp();
    // The server's worker does not poll (it still runs what the server itself queues, at once):
    // `npm run jobs -- --now` below travels to instants whose jobs are due on the real clock too
    // (a reminder in January 2026), and a server polling at the real clock could claim such a job
    // first and rightly find the event already over, so no mail (seen once in CI).
    server = await startServer({ SMTP_URL: smtp.url, JOBS_INTERVAL_MS: "0", JOBS_POLL_MS: "600000" });
    owner = await createFamily(server.url, "Olivia Owner", "The Reminded");
    yesMember = await joinFamily(server.url, owner.familyCode, "Yara Yes");
    silent = await joinFamily(server.url, owner.familyCode, "Sam Silent");
    noMember = await joinFamily(server.url, owner.familyCode, "Nora No");
    optedOut = await joinFamily(server.url, owner.familyCode, "Otto Optout");
    removed = await joinFamily(server.url, owner.familyCode, "Rita Removed");
    guest = await joinFamily(server.url, owner.familyCode, "Gus Guest", { owner: owner.client, role: "guest" });
    expect((await owner.client.post("/family/settings", { time_zone: "America/Chicago" })).status).toBe(200);
    const created = await owner.client.post("/events", {
      title: "Spring Picnic",
      description: "Bring a blanket & a dish",
      event_date: EVENT,
      location: "Lakeside Park",
    });
    expect(created.status).toBe(200);
    eventId = created.body.id ?? created.body.event?.id;
    expect((await owner.client.post("/events/rsvp", { event_id: eventId, attending: true, guest_count: 3 })).status).toBe(200);
    expect((await yesMember.client.post("/events/rsvp", { event_id: eventId, attending: true, guest_count: 1 })).status).toBe(200);
    expect((await noMember.client.post("/events/rsvp", { event_id: eventId, attending: false })).status).toBe(200);
    const off = await optedOut.client.put("/profile/notifications", { event_reminders: false });
    expect(off).toMatchObject({ status: 200, body: { announcements: true, event_reminders: false, digest: true, birthdays: true } });
    const gone = await owner.client.call("DELETE", `/admin/users/${removed.userId}`, { target_user_id: removed.userId, reason: "Test" });
    expect(gone.status).toBe(200);
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  const reminder = (m: ReceivedMail) => m.subject.startsWith("Reminder: Spring Picnic");

  it("sends nothing before it is due, then one reminder to those who said Yes or have not answered", async () => {
    const early = await runJobs(server, smtp, "2030-03-09T17:00:00Z");
    expect(early.code, early.output).toBe(0);
    expect(smtp.received.filter(reminder)).toHaveLength(0);

    const due = await runJobs(server, smtp, "2030-03-09T18:30:00Z");
    expect(due.code, due.output).toBe(0);
    const got = smtp.received.filter(reminder).flatMap((m) => m.to).sort();
    expect(got).toEqual([owner.email, yesMember.email, silent.email].sort());

    const mail = mailsTo(smtp, silent.email, reminder)[0];
    expect(mail.subject).toBe("Reminder: Spring Picnic is tomorrow");
    // The family's time zone (Chicago: 18:00 UTC is 12:00 CDT), the place, the headcount (3 + 1).
    expect(mail.text).toContain("When: Sun, Mar 10, 2030, 1:00 PM CDT");
    expect(mail.text).toContain("Where: Lakeside Park");
    expect(mail.text).toContain("Coming so far: 4 people");
    expect(mail.text).toContain("Bring a blanket & a dish");
    expect(mail.raw).toContain("Content-Type: text/html");
    expect(mail.text).toContain("Bring a blanket &amp; a dish");
    expect(linkIn(mail, "Add to calendar")).toContain("/email/event.ics?token=");
    expect(header(mail, "List-Unsubscribe")).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/email\/unsubscribe\?token=[\w.-]+>$/);
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // Running again (the same instant, later ones) sends nothing more.
    const again = await runJobs(server, smtp, "2030-03-09T18:30:00Z", "2030-03-09T22:00:00Z");
    expect(again.code, again.output).toBe(0);
    expect(smtp.received.filter(reminder)).toHaveLength(3);
  });

  it("the Add to calendar link downloads the event without sign-in", async () => {
    const mail = mailsTo(smtp, silent.email, reminder)[0];
    const res = await fetch(linkIn(mail, "Add to calendar"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    expect(await res.text()).toContain("SUMMARY:Spring Picnic");
  });

  it("the answer page records an RSVP without sign-in; a GET alone changes nothing", async () => {
    const mail = mailsTo(smtp, silent.email, reminder)[0];
    const yes = linkIn(mail, "Yes, I'm coming");
    const page = await fetch(yes);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Spring Picnic");
    expect(html).toMatch(/<input type="radio" id="rsvp-yes"[^>]* checked=""/);
    expect(html).not.toMatch(/<input type="radio" id="rsvp-no"[^>]* checked=""/);
    expect(html).toContain("Save my answer");
    // Opening the link (twice, as a mail scanner would) recorded nothing.
    await fetch(yes);
    const before = await owner.client.get(`/events/${eventId}`);
    expect(before.body.rsvp_responses.some((r: { user_id: number }) => r.user_id === silent.userId)).toBe(false);

    const token = new URL(yes).searchParams.get("token")!;
    const res = await postForm(`${server.url}/email/rsvp?token=${encodeURIComponent(token)}`, { token, attending: "yes", guest_count: "2", comments: "Bringing pie" });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("RSVP confirmed!");
    const after = await owner.client.get(`/events/${eventId}`);
    expect(after.body.rsvp_responses).toContainEqual(expect.objectContaining({ user_id: silent.userId, attending: true, guest_count: 2, comments: "Bringing pie" }));

    // The event's rules apply: a party of 21 is refused, and nothing changes.
    // No answer chosen: refused, nothing recorded (never a silent "No").
    expect((await postForm(`${server.url}/email/rsvp`, { token, guest_count: "1" })).status).toBe(400);
    const tooMany = await postForm(`${server.url}/email/rsvp`, { token, attending: "yes", guest_count: "21" });
    expect(tooMany.status).toBe(400);
    const still = await owner.client.get(`/events/${eventId}`);
    expect(still.body.rsvp_responses).toContainEqual(expect.objectContaining({ user_id: silent.userId, guest_count: 2 }));
  });

  it("an altered, expired or other-purpose token is refused", async () => {
    const mail = mailsTo(smtp, yesMember.email, reminder)[0];
    const token = new URL(linkIn(mail, "No, I can't come")).searchParams.get("token")!;
    const [body, sig] = token.split(".");
    // Another person's id in the payload, the signature kept: refused.
    const payload = JSON.parse(Buffer.from(body, "base64url").toString()) as { u: number };
    const forged = `${Buffer.from(JSON.stringify({ ...payload, u: payload.u + 1 })).toString("base64url")}.${sig}`;
    const altered = `${body}.${sig.slice(0, -2)}${sig.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [forged, altered, "nonsense"]) {
      const get = await fetch(`${server.url}/email/rsvp?token=${encodeURIComponent(bad)}&answer=no`);
      expect(get.status).toBe(400);
      expect(await get.text()).toContain("This link is not valid");
      const post = await postForm(`${server.url}/email/rsvp`, { token: bad, attending: "no" });
      expect(post.status).toBe(400);
    }
    // An unsubscribe token cannot answer an RSVP.
    const unsubscribeToken = new URL(header(mail, "List-Unsubscribe")!.slice(1, -1)).searchParams.get("token")!;
    expect((await postForm(`${server.url}/email/rsvp`, { token: unsubscribeToken, attending: "no" })).status).toBe(400);
    const answers = (await owner.client.get(`/events/${eventId}`)).body.rsvp_responses as { user_id: number; attending: boolean }[];
    expect(answers.find((r) => r.user_id === yesMember.userId)?.attending).toBe(true);

    // Expired: a reminder made at an instant long ago (links last EMAIL_LINK_DAYS, 60 days).
    const old = await owner.client.post("/events", { title: "Old Reunion", description: "Long ago", event_date: "2026-01-10T18:00:00Z", location: "" });
    expect(old.status).toBe(200);
    const ran = await runJobs(server, smtp, "2026-01-09T19:00:00Z");
    expect(ran.code, ran.output).toBe(0);
    const oldMail = await smtp.waitFor(silent.email, (m) => m.subject.startsWith("Reminder: Old Reunion"));
    const expired = await fetch(linkIn(oldMail, "Yes, I'm coming"));
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain("This link has expired");
  });

  it("one-click unsubscribe works without a session or an Origin of ours, and only for its own kind", async () => {
    const mail = mailsTo(smtp, yesMember.email, reminder)[0];
    const url = header(mail, "List-Unsubscribe")!.slice(1, -1);
    // A GET (a scanner, the confirmation page) changes nothing.
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Unsubscribe");
    expect((await yesMember.client.get("/profile/notifications")).body.event_reminders).toBe(true);
    // The mail client's POST (RFC 8058): no cookie, no Origin.
    const res = await postForm(url, { "List-Unsubscribe": "One-Click" });
    expect(res.status).toBe(200);
    expect((await yesMember.client.get("/profile/notifications")).body).toEqual({ announcements: true, event_reminders: false, digest: true, birthdays: true, push_announcements: true, push_event_reminders: true, push_birthdays: true, push_photo_comments: true });
    // A webmail's POST with its own Origin is let in on this path (the token is the authority)...
    const silentMail = mailsTo(smtp, silent.email, reminder)[0];
    const foreign = await postForm(header(silentMail, "List-Unsubscribe")!.slice(1, -1), { "List-Unsubscribe": "One-Click" }, { Origin: "https://mail.example.com" });
    expect(foreign.status).toBe(200);
    expect((await silent.client.get("/profile/notifications")).body.event_reminders).toBe(false);
    // ...but other writes from a foreign origin are still refused.
    const elsewhere = await postForm(`${server.url}/email/rsvp`, { attending: "yes" }, { Origin: "https://mail.example.com" });
    expect(elsewhere.status).toBe(403);
    // The same over /api.
    const token = new URL(url).searchParams.get("token")!;
    expect(await new ApiClient(server.url).post("/notifications/unsubscribe", { token })).toMatchObject({
      status: 200,
      body: { kind: "event_reminders" },
    });
  });

  it("two schedulers at once send each reminder once", async () => {
    const e = await owner.client.post("/events", { title: "Summer Barbecue", description: "Grill", event_date: "2030-07-04T18:00:00Z", location: "Backyard" });
    expect(e.status).toBe(200);
    const [a, b] = await Promise.all([runJobs(server, smtp, "2030-07-03T19:00:00Z"), runJobs(server, smtp, "2030-07-03T19:00:00Z")]);
    expect(a.code, a.output).toBe(0);
    expect(b.code, b.output).toBe(0);
    await new Promise((r) => setTimeout(r, 500));
    const got = smtp.received.filter((m) => m.subject.startsWith("Reminder: Summer Barbecue")).flatMap((m) => m.to).sort();
    // yesMember and silent turned reminders off; noMember has not answered this one.
    expect(got).toEqual([owner.email, noMember.email].sort());
  });

  it("announcement emails respect the member's choice and carry their own unsubscribe link", async () => {
    expect((await noMember.client.put("/profile/notifications", { announcements: false })).status).toBe(200);
    const posted = await owner.client.post("/announcements", { title: "Reunion venue booked", content: "Lakeside again", send_email_notification: true });
    expect(posted.status).toBe(200);
    const mail = await smtp.waitFor(optedOut.email, (m) => m.subject === "New Announcement: Reunion venue booked");
    expect(header(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    await new Promise((r) => setTimeout(r, 500));
    expect(mailsTo(smtp, noMember.email, (m) => m.subject === "New Announcement: Reunion venue booked")).toHaveLength(0);
    // Its link turns off announcements only.
    const res = await postForm(header(mail, "List-Unsubscribe")!.slice(1, -1), { "List-Unsubscribe": "One-Click" });
    expect(res.status).toBe(200);
    expect((await optedOut.client.get("/profile/notifications")).body).toEqual({ announcements: false, event_reminders: false, digest: true, birthdays: true, push_announcements: true, push_event_reminders: true, push_birthdays: true, push_photo_comments: true });
  });

  it("preferences and reminder settings over /api: validated, signed-in only, settings for owner and admins", async () => {
    expect((await new ApiClient(server.url).get("/profile/notifications")).status).toBe(401);
    expect((await silent.client.put("/profile/notifications", { digest: "maybe" })).status).toBe(400);
    expect((await silent.client.get("/profile/notifications")).body.digest).toBe(true);
    const settings = await silent.client.get("/family/settings");
    expect(settings.body).toMatchObject({ event_reminders: "1d", digest_day: 1, digest_hour: 8, time_zone: "America/Chicago" });
    expect((await silent.client.post("/family/settings", { event_reminders: "off" })).status).toBe(403);
    expect((await owner.client.post("/family/settings", { digest_hour: 24 })).status).toBe(400);
    expect((await owner.client.post("/family/settings", { event_reminders: "2d" })).status).toBe(400);
    const saved = await owner.client.post("/family/settings", { event_reminders: "1w1d", digest_day: 5, digest_hour: 18 });
    expect(saved.body).toMatchObject({ event_reminders: "1w1d", digest_day: 5, digest_hour: 18 });
    // A week and a day before: the week's reminder, then the day's.
    const ev = await owner.client.post("/events", { title: "Autumn Hike", description: "Boots", event_date: "2030-10-20T15:00:00Z", location: "Ridge" });
    expect(ev.status).toBe(200);
    const ran = await runJobs(server, smtp, "2030-10-13T16:00:00Z", "2030-10-19T16:00:00Z");
    expect(ran.code, ran.output).toBe(0);
    // Both arrive after the two passes (the outbox runs on the real clock), in either order.
    const subjects = mailsTo(smtp, owner.email, (m) => m.subject.includes("Autumn Hike")).map((m) => m.subject).sort();
    expect(subjects).toEqual(["Reminder: Autumn Hike is in a week", "Reminder: Autumn Hike is tomorrow"]);
    // Off: nothing.
    expect((await owner.client.post("/family/settings", { event_reminders: "off" })).status).toBe(200);
    const quiet = await owner.client.post("/events", { title: "Winter Lunch", description: "Soup", event_date: "2030-12-20T15:00:00Z", location: "" });
    expect(quiet.status).toBe(200);
    expect((await runJobs(server, smtp, "2030-12-19T16:00:00Z")).code).toBe(0);
    expect(smtp.received.filter((m) => m.subject.includes("Winter Lunch"))).toHaveLength(0);
  });

  it("a guest, a removed member and someone who said No got no reminder", () => {
    for (const who of [guest, removed, optedOut]) expect(mailsTo(smtp, who.email, (m) => m.subject.startsWith("Reminder:"))).toHaveLength(0);
    expect(mailsTo(smtp, noMember.email, reminder)).toHaveLength(0);
  });
});

describe("weekly digest and birthday reminders", () => {
  let smtp: Smtp;
  let server: TestServer;
  let busy: Account;
  let busyMember: Account & { userId: number };
  let quiet: Account;

  beforeAll(async () => {
    smtp = await startSmtp();
    server = await startServer({ SMTP_URL: smtp.url, JOBS_INTERVAL_MS: "0" });
    busy = await createFamily(server.url, "Bea Busy", "The Busy Ones");
    busyMember = await joinFamily(server.url, busy.familyCode, "Milo Member");
    quiet = await createFamily(server.url, "Quinn Quiet", "The Quiet Ones");
  });

  afterAll(async () => {
    await server?.stop();
    await smtp?.stop();
  });

  it("sends one digest across a daylight-saving change (autumn and spring), and none to a family with nothing new", async () => {
    // New York, digest on Sunday at 01:00: on 2026-11-01 01:00 happens twice (EDT, then EST).
    for (const c of [busy, quiet]) expect((await c.client.post("/family/settings", { time_zone: "America/New_York", digest_day: 0, digest_hour: 1 })).status).toBe(200);
    // Something coming up for the busy family: a birthday within the week.
    expect((await busy.client.post("/birthdays", { name: "Grandma Rose", month: 11, day: 4 })).status).toBe(200);
    const halfHours = (fromIso: string, hours: number) => Array.from({ length: hours * 2 + 1 }, (_, i) => new Date(Date.parse(fromIso) + i * 30 * 60_000).toISOString());
    const autumn = await runJobs(server, smtp, ...halfHours("2026-10-31T03:00:00Z", 40));
    expect(autumn.code, autumn.output).toBe(0);
    const digests = (email: string) => mailsTo(smtp, email, (m) => m.subject.startsWith("This week in"));
    expect(digests(busy.email)).toHaveLength(1);
    expect(digests(busyMember.email)).toHaveLength(1);
    expect(digests(busy.email)[0].text).toContain("Grandma Rose: 3 days");
    expect(header(digests(busy.email)[0], "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    expect(digests(quiet.email)).toHaveLength(0);

    // Spring: 2027-03-14 02:00 does not exist in New York; a digest at 02:00 still goes, once.
    expect((await busy.client.post("/family/settings", { digest_hour: 2 })).status).toBe(200);
    expect((await busy.client.post("/birthdays", { name: "Uncle Ted", month: 3, day: 16 })).status).toBe(200);
    const spring = await runJobs(server, smtp, ...halfHours("2027-03-13T05:00:00Z", 40));
    expect(spring.code, spring.output).toBe(0);
    expect(digests(busy.email)).toHaveLength(2);
    expect(digests(busy.email)[1].text).toContain("Uncle Ted: 2 days");
    expect(digests(quiet.email)).toHaveLength(0);
  });

  it("the digest lists the week's announcements and a member's own answers; turning it off stops it", async () => {
    expect((await busy.client.post("/family/settings", { time_zone: "UTC", digest_day: 1, digest_hour: 8 })).status).toBe(200);
    expect((await busy.client.post("/announcements", { title: "New baby!", content: "Welcome little Ada" })).status).toBe(200);
    // The next Monday 08:00 UTC after now.
    const d = new Date();
    const monday = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + ((8 - d.getUTCDay()) % 7 || 7), 8, 0, 0));
    const soon = new Date(monday.getTime() + 3 * 86_400_000).toISOString();
    const ev = await busy.client.post("/events", { title: "Baby shower", description: "Gifts", event_date: soon, location: "" });
    expect(ev.status).toBe(200);
    expect((await busyMember.client.post("/events/rsvp", { event_id: ev.body.id, attending: true, guest_count: 1 })).status).toBe(200);
    expect((await busy.client.put("/profile/notifications", { digest: false })).status).toBe(200);
    const ran = await runJobs(server, smtp, monday.toISOString());
    expect(ran.code, ran.output).toBe(0);
    const mail = await smtp.waitFor(busyMember.email, (m) => m.subject === "This week in The Busy Ones" && m.text.includes("New baby!"));
    expect(mail.text).toContain("Baby shower");
    expect(mail.text).toContain("you said Yes");
    expect(mailsTo(smtp, busy.email, (m) => m.text.includes("New baby!") && m.subject.startsWith("This week"))).toHaveLength(0);
  });

  it("birthday reminders go the day before, not to the person whose birthday it is, nor to those who turned them off", async () => {
    expect((await quiet.client.post("/family/settings", { time_zone: "UTC", digest_day: 1, digest_hour: 8 })).status).toBe(200);
    const quietMember = await joinFamily(server.url, quiet.familyCode, "Pat Member");
    const optOut = await joinFamily(server.url, quiet.familyCode, "Olga Optout");
    expect((await optOut.client.put("/profile/notifications", { birthdays: false })).status).toBe(200);
    expect((await quietMember.client.post("/birthdays", { self: true, name: "Pat Member", month: 6, day: 2 })).status).toBe(200);
    const ran = await runJobs(server, smtp, "2031-05-31T09:00:00Z", "2031-06-01T07:00:00Z", "2031-06-01T09:00:00Z", "2031-06-01T12:00:00Z");
    expect(ran.code, ran.output).toBe(0);
    const about = (m: ReceivedMail) => m.subject === "Tomorrow is Pat Member's birthday";
    expect(mailsTo(smtp, quiet.email, about)).toHaveLength(1);
    expect(mailsTo(smtp, quietMember.email, about)).toHaveLength(0);
    expect(mailsTo(smtp, optOut.email, about)).toHaveLength(0);
  });
});

describe("the server's own schedule", () => {
  it("sends a due reminder without `npm run jobs` (JOBS_INTERVAL_MS)", async () => {
    const smtp = await startSmtp();
    const server = await startServer({ SMTP_URL: smtp.url, JOBS_INTERVAL_MS: "500" });
    try {
      const owner = await createFamily(server.url, "Otis Owner", "The Punctual");
      const soon = new Date(Date.now() + 20 * 3_600_000).toISOString();
      expect((await owner.client.post("/events", { title: "Tomorrow's Brunch", description: "Pancakes", event_date: soon, location: "Home" })).status).toBe(200);
      const mail = await smtp.waitFor(owner.email, (m) => m.subject === "Reminder: Tomorrow's Brunch is tomorrow", 15_000);
      expect(mail.text).toContain("Where: Home");
      await new Promise((r) => setTimeout(r, 1500));
      expect(smtp.received.filter((m) => m.subject.includes("Tomorrow's Brunch"))).toHaveLength(1);
    } finally {
      await server.stop();
      await smtp.stop();
    }
  });
});
