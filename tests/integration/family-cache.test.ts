// Reads kept per family (decision record 272): the events' lists, their answers and the accounts
// (the Events tab, Home, GET /api/events), the announcements (Home, the Admin tab's review queue,
// GET /api/announcements), the accounts with their invite joins (the Admin tab), Home's birthdays
// of the month and its count of live campaigns, GET /api/photos's pages, GET /api/auth/me (record 276),
// the surveys' list (GET /api/surveys, the Surveys tab; record 278). What
// is kept must never be older than the data: every write that changes it is in the next answer,
// whoever makes it (this server, a second server on the same database, or another process writing
// straight into the database), and time passing turns a coming event into a past one.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startPeer, startServer, type TestServer } from "../helpers/server";
import { openSql, type Sql } from "../helpers/database";
import { ApiClient, createFamily, joinFamily, signInCookie } from "../helpers/client";

let server: TestServer;
let peer: TestServer;
let sql: Sql;
let owner: ApiClient;
let ownerLogin: { email: string; password: string };
let member: ApiClient;
let memberLogin: { email: string; password: string };
let memberId: number;
let cousin: ApiClient; // the same account as `member`'s relative, signed in on the second server
let cousinId: number;
let familyId: number;
let other: ApiClient;
let familyCode: string;

const NOT_EMPTY = "This family already has other members or content.";
const future = (ms: number) => new Date(Date.now() + ms).toISOString();
type Item = { id: number; title: string; is_past: boolean; rsvp_responses: { user_id: number; user_name: string; attending: boolean }[]; headcount: Record<string, number>; my_rsvp: unknown };

async function list(by: ApiClient = member): Promise<Item[]> {
  const res = await by.get("/events");
  expect(res.status).toBe(200);
  return res.body as Item[];
}
const itemOf = async (id: number, by?: ApiClient) => (await list(by)).find((e) => e.id === id);
const familyOf = async (c: ApiClient) => {
  const me = (await c.get("/auth/me")).body as { id: number };
  return Number((await sql.get<{ family_id: number }>("select family_id from users where id = ?", me.id))!.family_id);
};
/** GET /api/events with its headers. */
const fetchList = (by: ApiClient, headers: Record<string, string> = {}) =>
  fetch(`${by.baseUrl}/api/events`, { headers: { Authorization: `Bearer ${by.token}`, "X-Forwarded-For": by.ip, ...headers } });
const version = async () => (await sql.get<{ v: string }>("select cast(version as text) as v from family_versions where family_id = ?", familyId))?.v;

beforeAll(async () => {
  server = await startServer();
  peer = await startPeer(server);
  sql = await openSql(server);
  const fam = await createFamily(server.url, "Olivia Owner", "The Keepers");
  owner = fam.client;
  ownerLogin = fam;
  familyId = await familyOf(owner);
  const m = await joinFamily(server.url, fam.familyCode, "Mia Member");
  familyCode = fam.familyCode;
  member = m.client;
  memberLogin = m;
  memberId = m.userId;
  const c = await joinFamily(peer.url, fam.familyCode, "Carl Cousin");
  cousin = c.client;
  cousinId = c.userId;
  other = (await createFamily(server.url, "Other Owner", "The Others")).client;
});

afterAll(async () => {
  await sql?.close();
  await peer?.stop();
  await server?.stop();
});

describe("reads kept per family", () => {
  it("answers the same (ETag, 304) while nothing changed", async () => {
    const ev = (await owner.post("/events", { title: "Picnic", description: "Food", event_date: future(30 * 86400_000), location: "Park" })).body;
    const first = await fetchList(member);
    const again = await fetchList(member);
    expect(await again.json()).toEqual(await first.json());
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    const notModified = await fetchList(member, { "If-None-Match": first.headers.get("etag")! });
    expect(notModified.status).toBe(304);
    expect((await list()).map((e) => e.id)).toContain(ev.id);
    // Another family's list is its own.
    expect((await list(other)).map((e) => e.id)).not.toContain(ev.id);
  });

  it("shows every change at once, whoever writes it", async () => {
    const ev = (await owner.post("/events", { title: "Reunion", description: "All of us", event_date: future(40 * 86400_000), location: "Hall" })).body;
    expect((await itemOf(ev.id))!.rsvp_responses).toEqual([]);

    // An answer through the second server.
    expect((await cousin.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 2 })).status).toBe(200);
    expect((await itemOf(ev.id))!.rsvp_responses).toEqual([expect.objectContaining({ user_id: cousinId, user_name: "Carl Cousin", attending: true })]);

    // The viewer's own answer, through this server.
    expect((await member.post("/events/rsvp", { event_id: ev.id, attending: false, guest_count: 1 })).status).toBe(200);
    expect((await itemOf(ev.id))!.my_rsvp).toMatchObject({ user_id: memberId, attending: false });
    // The cousin's own view (kept apart from the member's) has the member's answer too.
    expect((await itemOf(ev.id, cousin))!.rsvp_responses.map((r) => r.user_id)).toEqual([cousinId, memberId]);

    // Straight into the database, as another process would: an account's name, an answer, the event.
    await sql.run("update users set name = ? where id = ?", "Carl C. Cousin", cousinId);
    expect((await itemOf(ev.id))!.rsvp_responses[0]).toMatchObject({ user_name: "Carl C. Cousin" });
    await sql.run("update rsvps set attending = ? where user_id = ?", sql.postgres ? false : 0, cousinId);
    expect((await itemOf(ev.id))!.rsvp_responses[0]).toMatchObject({ user_id: cousinId, attending: false });
    await sql.run("update events set title = ? where id = ?", "Reunion (moved)", ev.id);
    expect((await itemOf(ev.id))!.title).toBe("Reunion (moved)");

    // A guest's answer through a guest link.
    const link = (await owner.post("/guest-links", { kind: "event", target_id: ev.id, label: "Cousins" })).body as { id: number };
    await sql.run(
      "insert into guest_rsvps (family_id, event_id, link_id, browser_hash, name, attending, guest_count, comments, occurrence) values (?, ?, ?, ?, ?, ?, ?, ?, ?)",
      familyId, ev.id, link.id, "b".repeat(43), "Aunt Flo", sql.postgres ? true : 1, 3, "", "",
    );
    expect((await itemOf(ev.id))!.rsvp_responses.map((r) => r.user_name)).toContain("Aunt Flo (guest)");

    // A new member (the headcount's "not answered"), then an account gone.
    const before = (await itemOf(ev.id))!.headcount;
    const late = await joinFamily(server.url, familyCode, "Lena Late");
    expect((await itemOf(ev.id))!.headcount).not.toEqual(before);
    await sql.run("delete from users where id = ?", late.userId);
    expect((await itemOf(ev.id))!.headcount).toEqual(before);

    await sql.run("delete from rsvps where user_id = ?", cousinId);
    expect((await itemOf(ev.id))!.rsvp_responses.map((r) => r.user_id)).not.toContain(cousinId);
    await sql.run("delete from events where id = ?", ev.id);
    expect(await itemOf(ev.id)).toBeUndefined();
  });

  it("the Events tab and Home show what was written straight into the database", async () => {
    const cookie = await signInCookie(server.url, memberLogin.email, memberLogin.password);
    const page = async (path: string) => {
      const res = await fetch(`${server.url}${path}`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const ev = (await owner.post("/events", { title: "Garden party", description: "Bring chairs", event_date: future(2 * 86400_000), location: "Garden" })).body;
    expect((await cousin.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 1 })).status).toBe(200);
    expect(await page("/dashboard/events")).toContain("Garden party");
    expect(await page("/dashboard")).toContain("Garden party");

    await sql.run("update events set title = ? where id = ?", "Garden party indoors", ev.id);
    await sql.run("update users set name = ? where id = ?", "Carl Renamed", cousinId);
    const events = await page("/dashboard/events");
    expect(events).toContain("Garden party indoors");
    expect(events).toContain("Carl Renamed");

    // A sooner event inserted by another process is Home's next one at once.
    await sql.run(
      "insert into events (family_id, title, description, event_date, location, created_by) values (?, ?, ?, ?, ?, ?)",
      familyId, "Breakfast first", "Eggs", future(86400_000), "Kitchen", cousinId,
    );
    expect(await page("/dashboard")).toContain("Breakfast first");
    expect(await page("/dashboard/events")).toContain("Breakfast first");
  });

  it("Home's and the API's announcements show what was written straight into the database", async () => {
    const cookie = await signInCookie(server.url, memberLogin.email, memberLogin.password);
    const home = async () => (await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } })).text();
    const titles = async () => ((await member.get("/announcements")).body as { title: string }[]).map((x) => x.title);
    const posted = (await owner.post("/announcements", { title: "Picnic moved", content: "To Sunday" })).body as { id: number };
    expect(await home()).toContain("Picnic moved");
    expect(await titles()).toContain("Picnic moved");
    await sql.run("update announcements set title = ? where id = ?", "Picnic moved again", posted.id);
    expect(await home()).toContain("Picnic moved again");
    expect(await titles()).toContain("Picnic moved again");
    await sql.run("delete from announcements where id = ?", posted.id);
    expect(await home()).not.toContain("Picnic moved");
    expect(await titles()).not.toContain("Picnic moved again");
  });

  it("Home's birthdays of the month and its count of live campaigns show what was written straight into the database", async () => {
    const cookie = await signInCookie(server.url, memberLogin.email, memberLogin.password);
    const home = async () => {
      const res = await fetch(`${server.url}/dashboard`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const campaigns = async () => Number(/data-testid="active-campaigns-count">(\d+)</.exec(await home())?.[1] ?? 0);
    // The family's time zone is UTC: this month is the UTC one (a day that every month has).
    const month = new Date().getUTCMonth() + 1;
    expect(await home()).not.toContain("Granny Grace");
    await sql.run("insert into birthdays (family_id, name, month, day, is_manual) values (?, ?, ?, ?, ?)", familyId, "Granny Grace", month, 1, sql.postgres ? true : 1);
    expect(await home()).toContain("Granny Grace");
    await sql.run("update birthdays set name = ? where family_id = ? and name = ?", "Granny Gracie", familyId, "Granny Grace");
    expect(await home()).toContain("Granny Gracie");
    await sql.run("delete from birthdays where family_id = ? and name = ?", familyId, "Granny Gracie");
    expect(await home()).not.toContain("Granny Gracie");

    const before = await campaigns();
    await sql.run("insert into campaigns (family_id, title, goal_cents) values (?, ?, ?)", familyId, "New roof", 500000);
    expect(await campaigns()).toBe(before + 1);
    await sql.run("update campaigns set status = ? where family_id = ? and title = ?", "closed", familyId, "New roof");
    expect(await campaigns()).toBe(before);
  });

  it("GET /api/photos shows photos, albums, hearts and comments as written straight into the database", async () => {
    type Photo = { id: number; title: string; album: string; hearts: number[]; comments: { comment: string; user_name: string }[]; can_delete: boolean };
    const photos = async (by: ApiClient = member) => {
      const res = await by.get("/photos");
      expect(res.status).toBe(200);
      return res.body as Photo[];
    };
    const photo = async (id: number, by?: ApiClient) => (await photos(by)).find((p) => p.id === id);
    const posted = (await owner.post("/photos", { title: "Lake at dawn", image_url: "https://example.com/lake.jpg" })).body as { id: number };
    expect(await photo(posted.id)).toMatchObject({ title: "Lake at dawn", hearts: [], comments: [], can_delete: false });
    // The same kept page, another viewer: what differs per viewer is theirs.
    expect(await photo(posted.id, owner)).toMatchObject({ can_delete: true });

    await sql.run("update photos set title = ? where id = ?", "Lake at sunrise", posted.id);
    expect((await photo(posted.id))!.title).toBe("Lake at sunrise");
    await sql.run("insert into photo_hearts (photo_id, user_id) values (?, ?)", posted.id, cousinId);
    expect((await photo(posted.id))!.hearts).toEqual([cousinId]);
    await sql.run("insert into photo_comments (photo_id, user_id, user_name, comment) values (?, ?, ?, ?)", posted.id, cousinId, "Carl", "Lovely light");
    expect((await photo(posted.id))!.comments).toEqual([expect.objectContaining({ comment: "Lovely light", user_name: "Carl" })]);
    await sql.run("update albums set name = ? where id = (select album_id from photos where id = ?)", "Everything", posted.id);
    expect((await photo(posted.id))!.album).toBe("Everything");
    await sql.run("delete from photos where id = ?", posted.id);
    expect(await photo(posted.id)).toBeUndefined();
  });

  it("GET /api/surveys and the Surveys tab show surveys, questions, responses and answers as written straight into the database", async () => {
    type Survey = { id: number; title: string; status: string; questions: { id: number; question: string }[]; response_count: number; eligible_count: number; has_responded: boolean; my_response: { question_id: number; answer: string }[] | null; responses: { user_id: number; name: string }[] };
    const surveys = async (by: ApiClient = member) => {
      const res = await by.get("/surveys");
      expect(res.status).toBe(200);
      return res.body as Survey[];
    };
    const survey = async (id: number, by?: ApiClient) => (await surveys(by)).find((s) => s.id === id);
    const created = (await owner.post("/surveys", { title: "Picnic games", description: "Pick one", questions: [{ question: "Which game?", question_type: "text" }] })).body as { id: number; questions: { id: number }[] };
    const questionId = created.questions[0]!.id;
    expect(await survey(created.id)).toMatchObject({ title: "Picnic games", response_count: 0, has_responded: false, my_response: null, responses: [] });
    // The same kept list, another viewer: their own answers and the respondents they may see are theirs.
    expect((await survey(created.id, owner))!.responses).toEqual([]);

    await sql.run("update surveys set title = ?, status = ? where id = ?", "Picnic games (closed)", "closed", created.id);
    expect(await survey(created.id)).toMatchObject({ title: "Picnic games (closed)", status: "closed" });
    await sql.run("update survey_questions set question = ? where id = ?", "Which game do you like?", questionId);
    expect((await survey(created.id))!.questions[0]!.question).toBe("Which game do you like?");
    await sql.run("insert into survey_responses (survey_id, user_id) values (?, ?)", created.id, memberId);
    const response = (await sql.get<{ id: number }>("select id from survey_responses where survey_id = ? and user_id = ?", created.id, memberId))!;
    expect(await survey(created.id)).toMatchObject({ response_count: 1, has_responded: true, my_response: [] });
    expect((await survey(created.id, owner))!.responses).toEqual([expect.objectContaining({ user_id: memberId, name: "Mia Member" })]);
    await sql.run("insert into survey_answers (response_id, survey_id, question_id, answer) values (?, ?, ?, ?)", response.id, created.id, questionId, "Tug of war");
    expect((await survey(created.id))!.my_response).toEqual([{ question_id: questionId, answer: "Tug of war" }]);
    await sql.run("update survey_answers set answer = ? where response_id = ?", "Sack race", response.id);
    expect((await survey(created.id))!.my_response).toEqual([{ question_id: questionId, answer: "Sack race" }]);

    const cookie = await signInCookie(server.url, memberLogin.email, memberLogin.password);
    const tab = async () => (await fetch(`${server.url}/dashboard/surveys`, { headers: { Cookie: cookie } })).text();
    expect(await tab()).toContain("Picnic games (closed)");
    await sql.run("update surveys set title = ? where id = ?", "Picnic games, renamed", created.id);
    expect(await tab()).toContain("Picnic games, renamed");
    await sql.run("delete from surveys where id = ?", created.id);
    expect(await survey(created.id)).toBeUndefined();
    expect(await tab()).not.toContain("Picnic games, renamed");
  });

  it("GET /api/campaigns and the Integrations' lists show entries, social accounts and calls as written straight into the database", async () => {
    type Campaign = { id: number; title: string; current_cents: number | null; pledged_cents: number | null };
    const posted = (await owner.post("/campaigns", { title: "Straight fund", goal_amount: 500 })).body as { id: number };
    const campaign = async () => ((await owner.get("/campaigns")).body as Campaign[]).find((c) => c.id === posted.id);
    expect(await campaign()).toMatchObject({ title: "Straight fund", current_cents: 0, pledged_cents: 0 });
    await sql.run(
      "insert into campaign_entries (family_id, campaign_id, entry_type, amount_cents, payer_name, entered_by_name) values (?, ?, ?, ?, ?, ?)",
      familyId, posted.id, "collected", 1234, "Aunt Jo", "Olivia Owner",
    );
    expect(await campaign()).toMatchObject({ current_cents: 1234 });
    await sql.run("update campaigns set title = ? where id = ?", "Straight fund, renamed", posted.id);
    expect((await campaign())!.title).toBe("Straight fund, renamed");

    // The integrations need a paid plan.
    const tier = (await sql.get<{ t: string }>("select subscription_tier as t from families where id = ?", familyId))!.t;
    await sql.run("update families set subscription_tier = ? where id = ?", "medium_family", familyId);
    const social = async () => ((await owner.get("/integrations/social")).body as { integrations: { platform: string; handle: string }[] }).integrations;
    const calls = async () => ((await owner.get("/integrations/video-calls")).body as { sessions: { title: string }[] }).sessions.map((c) => c.title);
    expect(await social()).toEqual([]);
    expect(await calls()).toEqual([]);
    await sql.run("insert into social_integrations (family_id, platform, handle) values (?, ?, ?)", familyId, "facebook", "@straight");
    expect(await social()).toEqual([expect.objectContaining({ platform: "facebook", handle: "@straight" })]);
    await sql.run("insert into video_sessions (family_id, title, scheduled_at, room_name) values (?, ?, ?, ?)", familyId, "Straight call", future(86400_000), "kindred-straight-room");
    expect(await calls()).toEqual(["Straight call"]);
    await sql.run("update video_sessions set title = ? where room_name = ?", "Straight call, moved", "kindred-straight-room");
    expect(await calls()).toEqual(["Straight call, moved"]);
    // Put back what the other tests rely on.
    await sql.run("delete from social_integrations where family_id = ?", familyId);
    await sql.run("delete from video_sessions where family_id = ?", familyId);
    await sql.run("update families set subscription_tier = ? where id = ?", tier, familyId);
  });

  it("the Directory, Trip and Events tabs show entries, trip plans and sign-ups as written straight into the database", async () => {
    const cookie = await signInCookie(server.url, memberLogin.email, memberLogin.password);
    const tab = async (path: string) => {
      const res = await fetch(`${server.url}/dashboard/${path}`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(await tab("directory")).not.toContain("Great-aunt Straight");
    await sql.run("insert into directory_entries (family_id, name, phone, email, comments) values (?, ?, ?, ?, ?)", familyId, "Great-aunt Straight", "", "", "");
    expect(await tab("directory")).toContain("Great-aunt Straight");
    const name = (await sql.get<{ name: string }>("select name from users where id = ?", cousinId))!.name;
    await sql.run("update users set name = ? where id = ?", "Cousin Straight-Renamed", cousinId);
    expect(await tab("directory")).toContain("Cousin Straight-Renamed");
    await sql.run("update users set name = ? where id = ?", name, cousinId);

    expect(await tab("trip")).not.toContain("Straight Lodge");
    await sql.run("insert into reunion_details (family_id, location, description) values (?, ?, ?)", familyId, "Straight Lodge", "");
    expect(await tab("trip")).toContain("Straight Lodge");
    await sql.run("insert into activities (family_id, name, description, date, cost_cents, location) values (?, ?, ?, ?, ?, ?)", familyId, "Straight hike", "", "2031-08-02", 0, "");
    expect(await tab("trip")).toContain("Straight hike");

    const ev = (await owner.post("/events", { title: "Straight potluck", description: "Bring food", event_date: future(9 * 86400_000), location: "Park" })).body as { id: number };
    expect(await tab("events")).toContain("Straight potluck");
    await sql.run("insert into signup_items (family_id, event_id, name, quantity) values (?, ?, ?, ?)", familyId, ev.id, "Salads", 3);
    expect(await tab("events")).toContain("3 of 3 still needed");
    const item = (await sql.get<{ id: number }>("select id from signup_items where event_id = ?", ev.id))!;
    await sql.run("insert into signup_claims (family_id, event_id, item_id, user_id, quantity) values (?, ?, ?, ?, ?)", familyId, ev.id, item.id, memberId, 1);
    expect(await tab("events")).toContain("2 of 3 still needed");
    await sql.run("update signup_claims set quantity = ? where item_id = ?", 3, item.id);
    expect(await tab("events")).toContain("0 of 3 still needed");
  });

  it("GET /api/auth/me shows the account, its family and its birthday as written straight into the database", async () => {
    type Me = { name: string; username: string; language: string | null; birthday_month: number | null; family: { name: string; family_code: string; subscription_tier: string } };
    const me = async () => {
      const res = await member.get("/auth/me");
      expect(res.status).toBe(200);
      return res.body as Me;
    };
    const before = await me();
    await sql.run("update users set username = ?, language = ? where id = ?", "mia-renamed", "fr", memberId);
    expect(await me()).toMatchObject({ username: "mia-renamed", language: "fr" });
    await sql.run("update families set name = ?, family_code = ?, subscription_tier = ? where id = ?", "The Keepers Renamed", "KEEPRS99", "medium_family", familyId);
    expect((await me()).family).toEqual({ name: "The Keepers Renamed", family_code: "KEEPRS99", subscription_tier: "medium_family" });
    await sql.run("insert into birthdays (family_id, user_id, name, month, day, is_manual) values (?, ?, ?, ?, ?, ?)", familyId, memberId, "Mia Member", 7, 9, sql.postgres ? false : 0);
    expect(await me()).toMatchObject({ birthday_month: 7 });
    // Put back what the other tests rely on.
    await sql.run("update families set name = ?, family_code = ?, subscription_tier = ? where id = ?", before.family.name, before.family.family_code, before.family.subscription_tier, familyId);
    await sql.run("update users set username = ?, language = ? where id = ?", before.username, before.language, memberId);
    await sql.run("delete from birthdays where user_id = ?", memberId);
  });

  it("the Admin tab shows accounts and the review queue as written straight into the database", async () => {
    const cookie = await signInCookie(server.url, ownerLogin.email, ownerLogin.password);
    const admin = async () => {
      const res = await fetch(`${server.url}/dashboard/admin`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      return res.text();
    };
    expect(await admin()).toContain("Mia Member");
    await sql.run("update users set email = ? where id = ?", "mia.new@example.test", memberId);
    expect(await admin()).toContain("mia.new@example.test");
    await sql.run(
      "insert into announcements (family_id, author_id, author_name, title, content, pinned, status) values (?, ?, ?, ?, ?, ?, ?)",
      familyId, memberId, "Mia Member", "Please review me", "Text", sql.postgres ? false : 0, "pending",
    );
    expect(await admin()).toContain("Please review me");
    await sql.run("insert into albums (family_id, name, name_key, description) values (?, ?, ?, ?)", familyId, "Straight Album", "straight album", "");
    expect(await admin()).toContain("Straight Album");
    await sql.run("insert into email_templates (family_id, key, subject, body) values (?, ?, ?, ?)", familyId, "announcement_notification", "Straight subject line", "Body {title}");
    expect(await admin()).toContain("Straight subject line");
  });

  it("the import page sees a family stop being empty when something is written straight into the database", async () => {
    const lone = await createFamily(server.url, "Lone Owner", "The Lone");
    const loneId = await familyOf(lone.client);
    const cookie = await signInCookie(server.url, lone.email, lone.password);
    const page = async () => (await fetch(`${server.url}/dashboard/import`, { headers: { Cookie: cookie } })).text();
    expect(await page()).not.toContain(NOT_EMPTY);
    expect(await page()).not.toContain(NOT_EMPTY);
    await sql.run("insert into surveys (family_id, title, description) values (?, ?, ?)", loneId, "Straight survey", "");
    expect(await page()).toContain(NOT_EMPTY);
  });

  it("turns a coming event into a past one when it starts", async () => {
    const soon = (await owner.post("/events", { title: "Starts soon", description: "Now", event_date: future(2500), location: "Here" })).body;
    expect((await itemOf(soon.id))!.is_past).toBe(false);
    await new Promise((r) => setTimeout(r, 3000));
    expect((await itemOf(soon.id))!.is_past).toBe(true);
  });

  it("the family's version changes with each table the answer reads, and not with other writes", async () => {
    const ev = (await owner.post("/events", { title: "Weekly call", description: "Hi", event_date: future(5 * 86400_000), location: "Online" })).body;
    const changes = async (write: () => Promise<unknown>) => {
      const was = await version();
      await write();
      return (await version()) !== was;
    };
    expect(await changes(() => sql.run("update events set location = ? where id = ?", "Phone", ev.id))).toBe(true);
    expect(
      await changes(() =>
        sql.run(
          "insert into event_exceptions (family_id, event_id, occurrence, cancelled) values (?, ?, ?, ?)",
          familyId, ev.id, ev.event_date, sql.postgres ? true : 1,
        ),
      ),
    ).toBe(true);
    expect(await changes(() => sql.run("update users set role = ? where id = ?", "admin", memberId))).toBe(true);
    expect(await changes(() => owner.post("/announcements", { title: "Hello", content: "Hi all" }))).toBe(true);
    expect(await changes(() => owner.post("/birthdays", { name: "Uncle Bob", month: 3, day: 4 }))).toBe(true);
    expect(await changes(() => owner.post("/albums", { name: "Summer" }))).toBe(true);
    // A sign-in, a person's own email choices: nothing a kept answer shows.
    expect(await changes(() => member.get("/auth/me"))).toBe(false);
    expect(await changes(() => member.put("/profile/notifications", { digest: false }))).toBe(false);
  });

  it("a family deleted takes its version with it", async () => {
    const gone = await familyOf((await createFamily(server.url, "Gone Owner", "The Gone")).client);
    expect(await sql.get("select 1 as one from family_versions where family_id = ?", gone)).toBeTruthy();
    await sql.run("delete from families where id = ?", gone);
    expect(await sql.get("select 1 as one from family_versions where family_id = ?", gone)).toBeUndefined();
  });
});
