// Integrations over real HTTP: the plan gate, calendar feeds (parsed with ical.js), video calls,
// social share links, cloud storage (OAuth against a local fake provider; WebDAV against a real
// WebDAV server) and the honest 503s.
import fs from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql, type Sql } from "../helpers/database";
import { familyWithEveryRole, type RoleFamily } from "../helpers/client";
import { startFakeCloud, type FakeCloud } from "../helpers/fake-cloud";
import { startWebDav, type TestDav } from "../helpers/webdav";
import { png } from "../helpers/images";

const PLAN_TEXT = "Integrations need a paid plan. Please upgrade your subscription to connect integrations.";
const JITSI = "https://jitsi.example.test";

let server: TestServer;
let fake: FakeCloud;
let dav: TestDav;
let fam: RoleFamily;
let sqlite: Sql;

async function setTier(familyCode: string, tier: "free" | "small_family" | "medium_family") {
  await sqlite.run("UPDATE families SET subscription_tier = ? WHERE family_code = ?", tier, familyCode);
}

beforeAll(async () => {
  fake = await startFakeCloud();
  dav = await startWebDav();
  // Google Drive is configured (against the fake); Dropbox is not, to see the plain 503.
  const { DROPBOX_APP_KEY: _k, DROPBOX_APP_SECRET: _s, ...googleOnly } = fake.env;
  // The test WebDAV server listens on loopback, which is refused unless the operator allows it
  // (decision 073; tests/integration/outbound-http.test.ts covers the refusals).
  server = await startServer({ ...googleOnly, JITSI_BASE_URL: JITSI, OUTBOUND_ALLOWED_NETWORKS: "127.0.0.0/8,::1/128" });
  fam = await familyWithEveryRole(server.url, "The Rivers");
  sqlite = await openSql(server);
});

afterAll(async () => {
  await sqlite?.close();
  await server?.stop();
  await fake?.stop();
  await dav?.stop();
});

const EVERY_CALL: [string, string, unknown?][] = [
  ["GET", "/integrations/calendar"],
  ["POST", "/integrations/calendar/google/connect"],
  ["DELETE", "/integrations/calendar"],
  ["POST", "/integrations/calendar/events", { title: "Picnic", start_time: "2030-07-04T12:00", end_time: "2030-07-04T15:00" }],
  ["GET", "/integrations/video-calls"],
  ["POST", "/integrations/video-calls", { title: "Sunday call", scheduled_at: "2030-07-05T18:00" }],
  ["GET", "/integrations/social"],
  ["POST", "/integrations/social/facebook/connect", { handle: "@rivers" }],
  ["POST", "/integrations/social/share", { content: "Hello", platforms: ["twitter"] }],
  ["GET", "/integrations/cloud-storage"],
  ["POST", "/integrations/cloud-storage/google_drive/connect"],
  ["POST", "/integrations/cloud-storage/dropbox/connect"],
  ["POST", "/integrations/cloud-storage/webdav/connect", { url: "http://127.0.0.1:1/", username: "a", password: "b" }],
  ["POST", "/integrations/cloud-storage/webdav/backup"],
];

describe("plan gate and roles", () => {
  it("every integrations call on the free tier is 403 with the plan text", async () => {
    for (const [method, p, body] of EVERY_CALL) {
      const res = await fam.owner.client.call(method, p, body ?? (method === "GET" || method === "DELETE" ? undefined : {}));
      expect(res.status, `${method} ${p}`).toBe(403);
      expect(res.body.detail, `${method} ${p}`).toBe(PLAN_TEXT);
    }
  });

  it("on a paid plan, owner and admin may; members and guests may not", async () => {
    await setTier(fam.owner.familyCode, "small_family");
    expect((await fam.owner.client.get("/integrations/calendar")).body).toEqual({ integrated: false, provider: null });
    expect((await fam.admin.client.get("/integrations/video-calls")).status).toBe(200);
    for (const who of [fam.member, fam.guest]) {
      const res = await who.client.get("/integrations/calendar");
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe("Only the owner and admins can manage integrations");
    }
    expect((await fam.member.client.post("/integrations/calendar/google/connect")).status).toBe(403);
  });

  it("unknown providers are 404", async () => {
    expect((await fam.owner.client.post("/integrations/calendar/yahoo/connect")).status).toBe(404);
    expect((await fam.owner.client.post("/integrations/social/myspace/connect", { handle: "x" })).status).toBe(404);
    expect((await fam.owner.client.post("/integrations/cloud-storage/ftp/connect")).status).toBe(404);
  });
});

async function fetchFeed(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  return { res, text: await res.text() };
}

function parseFeed(text: string) {
  const comp = new ICAL.Component(ICAL.parse(text));
  return comp.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
}

describe("calendar feed", () => {
  let feedUrl = "";

  it("connect answers {message, feed_url, subscribe_url}; the status shows it", async () => {
    const res = await fam.owner.client.post("/integrations/calendar/google/connect");
    expect(res.status).toBe(200);
    feedUrl = res.body.feed_url;
    expect(feedUrl).toMatch(new RegExp(`^${server.url}/calendar/[A-Za-z0-9_-]{40,}\\.ics$`));
    expect(res.body.message).toContain("Google Calendar");
    expect(res.body.subscribe_url).toBe(
      `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feedUrl.replace(/^http:/, "webcal:"))}`,
    );
    expect(res.body.webcal_url).toBe(feedUrl.replace(/^http:/, "webcal:"));
    expect((await fam.owner.client.get("/integrations/calendar")).body).toEqual({ integrated: true, provider: "google" });
    // Connecting again returns the same link (with the other provider's subscribe address).
    const outlook = await fam.owner.client.post("/integrations/calendar/outlook/connect");
    expect(outlook.body.feed_url).toBe(feedUrl);
    expect(outlook.body.subscribe_url).toMatch(/^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=/);
    expect(decodeURIComponent(outlook.body.subscribe_url)).toContain(feedUrl);
    // The database holds only a hash of the token.
    const token = feedUrl.split("/calendar/")[1].replace(".ics", "");
    const row = await sqlite.all("SELECT * FROM calendar_feeds");
    expect(JSON.stringify(row)).not.toContain(token);
  });

  it("holds exactly the family's events, video calls, birthdays and reunion dates, and parses as iCalendar", async () => {
    const o = fam.owner.client;
    expect((await o.post("/events", { title: "Summer picnic", description: "Bring a dish", event_date: "2030-07-04T18:00:00Z", location: "Park" })).status).toBe(200);
    const bad = await o.post("/integrations/calendar/events", { title: "Backwards", start_time: "2030-08-01T12:00", end_time: "2030-08-01T11:00" });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("The end time must be after the start time");
    const created = await o.post("/integrations/calendar/events", { title: "Cousins' dinner", start_time: "2030-08-01T17:00:00Z", end_time: "2030-08-01T20:30:00Z" });
    expect(created.status).toBe(200);
    expect((await o.get("/events")).body.map((e: { title: string }) => e.title)).toContain("Cousins' dinner");
    expect((await o.post("/integrations/video-calls", { title: "Grandma's call", scheduled_at: "2030-09-01T15:00:00Z", duration_minutes: 45 })).status).toBe(200);
    expect((await o.post("/birthdays", { name: "Grandma", month: 2, day: 29 })).status).toBe(200);
    expect((await o.put("/reunion-details", { location: "Lake Lodge", start_date: "2030-08-10", end_date: "2030-08-12", description: "Three days" })).status).toBe(200);
    // Another family's event must not appear.
    expect((await fam.stranger.client.post("/events", { title: "Stranger party", description: "x", event_date: "2030-07-04T18:00:00Z" })).status).toBe(200);

    const { res, text } = await fetchFeed(feedUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(res.headers.get("etag")).toMatch(/^".+"$/);
    expect(res.headers.get("last-modified")).toBeTruthy();
    const events = parseFeed(text);
    const titles = events.map((e) => e.summary).sort();
    expect(titles).toEqual(["Cousins' dinner", "Family reunion", "Summer picnic", "Video call: Grandma's call", "🎂 Grandma's birthday"].sort());
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    const dinner = events.find((e) => e.summary === "Cousins' dinner")!;
    expect(dinner.startDate.toJSDate().toISOString()).toBe("2030-08-01T17:00:00.000Z");
    expect(dinner.endDate.toJSDate().toISOString()).toBe("2030-08-01T20:30:00.000Z");
    const picnic = events.find((e) => e.summary === "Summer picnic")!;
    expect(picnic.uid).toMatch(/^event-\d+@127\.0\.0\.1$/);
    expect(picnic.location).toBe("Park");
    const call = events.find((e) => e.summary === "Video call: Grandma's call")!;
    expect(call.endDate.toJSDate().toISOString()).toBe("2030-09-01T15:45:00.000Z");
    expect(call.location).toMatch(new RegExp(`^${JITSI}/Kindred-[0-9a-f]{32}$`));
    const reunion = events.find((e) => e.summary === "Family reunion")!;
    expect(reunion.startDate.isDate).toBe(true);
    expect(reunion.startDate.toString()).toBe("2030-08-10");
    expect(reunion.endDate.toString()).toBe("2030-08-13");

    // Birthdays repeat yearly, all day; 29 February falls on the last day of February otherwise.
    const birthday = events.find((e) => e.summary === "🎂 Grandma's birthday")!;
    expect(birthday.startDate.isDate).toBe(true);
    expect(birthday.isRecurring()).toBe(true);
    const it = birthday.iterator();
    const years = [it.next(), it.next(), it.next(), it.next(), it.next()].map((t) => t!.toString());
    expect(years).toEqual(["2000-02-29", "2001-02-28", "2002-02-28", "2003-02-28", "2004-02-29"]);
  });

  it("answers 304 to a matching If-None-Match and changes when the data changes", async () => {
    const first = await fetchFeed(feedUrl);
    const etag = first.res.headers.get("etag")!;
    const lastModified = first.res.headers.get("last-modified")!;
    const again = await fetchFeed(feedUrl, { "If-None-Match": etag });
    expect(again.res.status).toBe(304);
    expect(again.text).toBe("");
    expect((await fetchFeed(feedUrl, { "If-Modified-Since": lastModified })).res.status).toBe(304);
    expect((await fetchFeed(feedUrl, { "If-None-Match": '"something-else"' })).res.status).toBe(200);
    await fam.admin.client.post("/events", { title: "New event", description: "x", event_date: "2030-10-01T10:00:00Z" });
    const changed = await fetchFeed(feedUrl, { "If-None-Match": etag });
    expect(changed.res.status).toBe(200);
    expect(changed.res.headers.get("etag")).not.toBe(etag);
    expect(parseFeed(changed.text).map((e) => e.summary)).toContain("New event");
  });

  it("each person has their own link; another family's link shows only that family; bad tokens are 404", async () => {
    const adminFeed = (await fam.admin.client.post("/integrations/calendar/google/connect")).body.feed_url;
    expect(adminFeed).not.toBe(feedUrl);
    await setTier(fam.stranger.familyCode, "medium_family");
    const strangerFeed = (await fam.stranger.client.post("/integrations/calendar/google/connect")).body.feed_url;
    const strangers = parseFeed((await fetchFeed(strangerFeed)).text).map((e) => e.summary);
    expect(strangers).toEqual(["Stranger party"]);
    expect((await fetchFeed(`${server.url}/calendar/${"A".repeat(43)}.ics`)).res.status).toBe(404);
    expect((await fetchFeed(`${server.url}/calendar/not-a-token`)).res.status).toBe(404);
    // Revoking one person's link leaves the others.
    expect((await fam.admin.client.del("/integrations/calendar")).status).toBe(200);
    expect((await fetchFeed(adminFeed)).res.status).toBe(404);
    expect((await fetchFeed(feedUrl)).res.status).toBe(200);
  });

  it("rotating issues a new link and the old one stops at once; disconnect makes it 404", async () => {
    const rotated = await fam.owner.client.post("/integrations/calendar/google/connect", { rotate: true });
    expect(rotated.body.feed_url).not.toBe(feedUrl);
    expect((await fetchFeed(feedUrl)).res.status).toBe(404);
    expect((await fetchFeed(rotated.body.feed_url)).res.status).toBe(200);
    expect((await fam.owner.client.del("/integrations/calendar")).body.message).toContain("disconnected");
    expect((await fetchFeed(rotated.body.feed_url)).res.status).toBe(404);
    expect((await fam.owner.client.get("/integrations/calendar")).body).toEqual({ integrated: false, provider: null });
  });

  it("a family back on the free plan has its feeds locked", async () => {
    const url = (await fam.owner.client.post("/integrations/calendar/google/connect")).body.feed_url;
    await setTier(fam.owner.familyCode, "free");
    const locked = await fetchFeed(url);
    expect(locked.res.status).toBe(403);
    expect(locked.text).toBe(PLAN_TEXT);
    await setTier(fam.owner.familyCode, "small_family");
    expect((await fetchFeed(url)).res.status).toBe(200);
  });
});

describe("video calls", () => {
  it("status follows the clock; rooms are unguessable; Join fills in the member's name", async () => {
    const now = Date.now();
    const at = (min: number) => new Date(now + min * 60_000).toISOString();
    const o = fam.owner.client;
    const live = await o.post("/integrations/video-calls", { title: "Live now", description: "Say hi", scheduled_at: at(-10), duration_minutes: 30 });
    expect(live.status).toBe(200);
    expect(live.body).toMatchObject({ title: "Live now", status: "live", duration_minutes: 30 });
    const ended = await o.post("/integrations/video-calls", { title: "Earlier", scheduled_at: at(-120) });
    expect(ended.body).toMatchObject({ status: "ended", duration_minutes: 60 });
    const later = await o.post("/integrations/video-calls", { title: "Later", scheduled_at: at(60 * 24) });
    expect(later.body.status).toBe("scheduled");
    expect(live.body.room_url).toMatch(new RegExp(`^${JITSI}/Kindred-[0-9a-f]{32}$`));
    expect(live.body.room_url).not.toBe(later.body.room_url);

    const list = await fam.admin.client.get("/integrations/video-calls");
    const byTitle = Object.fromEntries(list.body.sessions.map((s: { title: string }) => [s.title, s]));
    expect(byTitle["Live now"].status).toBe("live");
    expect(byTitle["Earlier"].status).toBe("ended");
    expect(byTitle["Later"].status).toBe("scheduled");
    expect(byTitle["Live now"].join_url).toBe(`${live.body.room_url}#userInfo.displayName=${encodeURIComponent('"Adam Admin"')}`);

    const missing = await o.post("/integrations/video-calls", { title: "", scheduled_at: "" });
    expect(missing.status).toBe(400);
    expect((await o.post("/integrations/video-calls", { title: "x", scheduled_at: at(5), duration_minutes: 0 })).status).toBe(400);
    expect((await o.post("/integrations/video-calls", { title: "x", scheduled_at: "tomorrow" })).status).toBe(400);
  });

  it("can be announced on Home", async () => {
    const res = await fam.owner.client.post("/integrations/video-calls", { title: "Reunion planning", scheduled_at: "2030-06-01T18:00:00Z", announce: true });
    expect(res.status).toBe(200);
    const announcements = await fam.member.client.get("/announcements");
    const a = announcements.body.find((x: { title: string }) => x.title === "Video call: Reunion planning");
    expect(a.content).toContain(res.body.room_url);
  });
});

describe("social", () => {
  it("records the family's handle and prepares share dialogs; nothing is posted", async () => {
    const o = fam.owner.client;
    expect((await o.post("/integrations/social/facebook/connect", { handle: " " })).status).toBe(400);
    const saved = await o.post("/integrations/social/facebook/connect", { handle: "https://facebook.com/therivers" });
    expect(saved.status).toBe(200);
    expect(saved.body.message).toContain("nothing is posted");
    await o.post("/integrations/social/twitter/connect", { handle: "@therivers" });
    expect((await o.get("/integrations/social")).body.integrations.map((i: { platform: string; handle: string }) => [i.platform, i.handle])).toEqual([
      ["facebook", "https://facebook.com/therivers"],
      ["twitter", "@therivers"],
    ]);
    const share = await o.post("/integrations/social/share", { content: "Reunion photos are up! #family", platforms: ["twitter", "facebook", "instagram"] });
    expect(share.status).toBe(200);
    const [tw, fb, ig] = share.body.share_links;
    expect(tw.url).toBe(`https://twitter.com/intent/tweet?text=${encodeURIComponent("Reunion photos are up! #family")}`);
    expect(fb.url).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent("https://facebook.com/therivers")}`);
    expect(ig.url).toBeNull();
    expect(ig.note).toContain("copy the text");
    const none = await o.post("/integrations/social/share", { content: "Hi", platforms: [] });
    expect(none.body.detail).toBe("Please choose at least one platform");
    expect((await o.del("/integrations/social/twitter")).status).toBe(200);
    expect((await o.get("/integrations/social")).body.integrations).toHaveLength(1);
  });
});

describe("cloud storage", () => {
  it("a provider without client credentials answers 503 saying the administrator has not set it up", async () => {
    const res = await fam.owner.client.post("/integrations/cloud-storage/dropbox/connect");
    expect(res.status).toBe(503);
    expect(res.body.detail).toBe(
      "Dropbox is not available on this server: its administrator has not set it up (DROPBOX_APP_KEY and DROPBOX_APP_SECRET are missing).",
    );
    const list = await fam.owner.client.get("/integrations/cloud-storage");
    expect(list.body.available).toEqual({ google_drive: true, dropbox: false, webdav: true });
    expect(list.body.integrations).toEqual([]);
  });

  async function callback(client: typeof fam.owner.client, query: string) {
    const res = await fetch(`${server.url}/integrations/cloud-storage/google_drive/callback?${query}`, {
      headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip },
      redirect: "manual",
    });
    return { status: res.status, location: res.headers.get("location") };
  }

  it("OAuth authorization-code flow: state and PKCE checked, tokens kept encrypted, disconnect revokes", async () => {
    const start = await fam.owner.client.post("/integrations/cloud-storage/google_drive/connect");
    expect(start.status).toBe(200);
    const auth = new URL(start.body.authorization_url);
    expect(`${auth.origin}${auth.pathname}`).toBe(`${fake.url}/google/auth`);
    const q = auth.searchParams;
    expect(q.get("response_type")).toBe("code");
    expect(q.get("client_id")).toBe("test-client");
    expect(q.get("redirect_uri")).toBe(`${server.url}/integrations/cloud-storage/google_drive/callback`);
    expect(q.get("scope")).toBe("https://www.googleapis.com/auth/drive.file");
    expect(q.get("code_challenge_method")).toBe("S256");
    const state = q.get("state")!;
    expect(state.length).toBeGreaterThanOrEqual(43);
    fake.issueCode("code-1", q.get("code_challenge")!, q.get("redirect_uri")!);

    // A wrong state, or the right state in someone else's session, connects nothing.
    expect((await callback(fam.owner.client, `code=code-1&state=forged`)).status).toBe(302);
    expect((await callback(fam.admin.client, `code=code-1&state=${state}`)).status).toBe(302);
    expect((await fam.owner.client.get("/integrations/cloud-storage")).body.integrations).toEqual([]);
    expect(fake.tokenRequests).toHaveLength(0);

    const ok = await callback(fam.owner.client, `code=code-1&state=${state}`);
    expect(ok).toMatchObject({ status: 302, location: "/dashboard/integrations" });
    const list = (await fam.owner.client.get("/integrations/cloud-storage")).body.integrations;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ provider: "google_drive", last_backup_at: null });
    expect(fake.tokenRequests[0]).toMatchObject({ grant_type: "authorization_code", code: "code-1" });
    // Single use: the same state does not work twice.
    fake.issueCode("code-2", q.get("code_challenge")!, q.get("redirect_uri")!);
    await callback(fam.owner.client, `code=code-2&state=${state}`);
    expect(fake.tokenRequests).toHaveLength(1);

    const stored = (await sqlite.get<{ credentials: string }>("SELECT credentials FROM cloud_integrations WHERE provider = 'google_drive'"))!;
    expect(stored.credentials).toMatch(/^v1\./);
    expect(stored.credentials).not.toContain("goog-access-1");
    expect(stored.credentials).not.toContain("goog-refresh");

    // The family has no uploaded photos yet: a backup starts and copies nothing.
    const backup = await fam.owner.client.post("/integrations/cloud-storage/google_drive/backup");
    expect(backup.status).toBe(202);
    // It runs in the background (a disconnect meanwhile is a 409): wait until the page says done.
    for (let i = 0; i < 100; i++) {
      const status = (await fam.owner.client.get("/integrations/cloud-storage")).body.integrations[0]?.backup?.status;
      if (status !== "running" && status !== "idle") break;
      await new Promise((r) => setTimeout(r, 50));
    }
    expect((await fam.owner.client.get("/integrations/cloud-storage")).body.integrations[0].backup.status).toBe("done");

    const off = await fam.owner.client.del("/integrations/cloud-storage/google_drive");
    expect(off.body.message).toBe("Google Drive disconnected");
    expect(fake.revoked).toContain("goog-refresh");
    expect((await fam.owner.client.get("/integrations/cloud-storage")).body.integrations).toEqual([]);
  });

  it("the page's Connect link starts the flow (or comes back when the provider is not set up)", async () => {
    const get = (p: string) =>
      fetch(`${server.url}${p}`, { headers: { Authorization: `Bearer ${fam.owner.client.token}`, "X-Forwarded-For": fam.owner.client.ip }, redirect: "manual" });
    const google = await get("/integrations/cloud-storage/google_drive/start");
    expect(google.status).toBe(302);
    expect(google.headers.get("location")).toMatch(new RegExp(`^${fake.url}/google/auth\\?.*state=`));
    const dropbox = await get("/integrations/cloud-storage/dropbox/start");
    expect(dropbox.status).toBe(302);
    expect(dropbox.headers.get("location")).toBe("/dashboard/integrations");
    const member = await fetch(`${server.url}/integrations/cloud-storage/google_drive/start`, {
      headers: { Authorization: `Bearer ${fam.member.client.token}` },
      redirect: "manual",
    });
    expect(member.headers.get("location")).toBe("/dashboard/integrations");
  });

  it("a denied consent connects nothing", async () => {
    const start = await fam.owner.client.post("/integrations/cloud-storage/google_drive/connect");
    const state = new URL(start.body.authorization_url).searchParams.get("state")!;
    const res = await callback(fam.owner.client, `error=access_denied&state=${state}`);
    expect(res.status).toBe(302);
    expect((await fam.owner.client.get("/integrations/cloud-storage")).body.integrations).toEqual([]);
  });

  it("WebDAV: checked with PROPFIND before it is saved; the password is stored encrypted", async () => {
    const o = fam.owner.client;
    const wrong = await o.post("/integrations/cloud-storage/webdav/connect", { url: dav.url, username: dav.username, password: "nope" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.detail).toBe("The WebDAV server did not accept that username and password (HTTP 401)");
    const nowhere = await o.post("/integrations/cloud-storage/webdav/connect", { url: "http://127.0.0.1:9/dav/", username: "a", password: "b" });
    expect(nowhere.body.detail).toBe("Could not reach a WebDAV server at that address");
    const notUrl = await o.post("/integrations/cloud-storage/webdav/connect", { url: "ftp://x", username: "a", password: "b" });
    expect(notUrl.status).toBe(400);
    const ok = await o.post("/integrations/cloud-storage/webdav/connect", { url: dav.url, username: dav.username, password: dav.password });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("WebDAV storage connected");
    const list = (await o.get("/integrations/cloud-storage")).body.integrations;
    expect(list.map((i: { provider: string }) => i.provider)).toEqual(["webdav"]);
    const stored = (await sqlite.get<{ credentials: string }>("SELECT credentials FROM cloud_integrations WHERE provider = 'webdav'"))!;
    expect(stored.credentials).not.toContain(dav.password);
    // A photo uploaded on this server is copied, as uploaded, into Kindred/<family>/<album>/.
    const image = await png(64, 48);
    const photo = await o.post("/photos", { title: "Picnic", image_url: `data:image/png;base64,${image.toString("base64")}` });
    expect(photo.status).toBe(200);
    expect((await o.post("/integrations/cloud-storage/webdav/backup")).status).toBe(202);
    const copied = path.join(dav.dir, "Kindred", "The Rivers", "general", `Picnic (${photo.body.id}).png`);
    await vi.waitFor(() => expect(fs.existsSync(copied)).toBe(true), { timeout: 10_000 });
    expect(fs.readFileSync(copied).equals(image)).toBe(true);
    expect((await fam.member.client.post("/integrations/cloud-storage/webdav/backup")).status).toBe(403);
    expect((await o.del("/integrations/cloud-storage/webdav")).body.message).toBe("WebDAV (Nextcloud, ownCloud) disconnected");
    expect((await o.post("/integrations/cloud-storage/webdav/backup")).status).toBe(404);
  });
});
