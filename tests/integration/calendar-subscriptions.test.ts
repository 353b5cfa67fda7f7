// Outside calendars (issue 41) against a local ICS server on loopback: import, update by UID,
// removal, ETag honoured, an oversized or slow feed refused, and a loopback address refused when
// OUTBOUND_ALLOWED_NETWORKS does not allow it. Read-only dates in GET /api/events?from&to.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql, type Sql } from "../helpers/database";
import { ApiClient, createFamily, joinFamily } from "../helpers/client";

type Feed = { body: string; etag?: string; delayMs?: number };
const feeds = new Map<string, Feed>();
const hits: { path: string; ifNoneMatch?: string }[] = [];
let ics: http.Server;
let icsBase: string;

const cal = (...events: string[]) =>
  ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//School//EN", ...events, "END:VCALENDAR", ""].join("\r\n");
const vevent = (uid: string, summary: string, start: string, extra: string[] = []) =>
  ["BEGIN:VEVENT", `UID:${uid}`, "DTSTAMP:20300101T000000Z", `DTSTART:${start}`, `SUMMARY:${summary}`, ...extra, "END:VEVENT"].join("\r\n");

// Dates a month or two ahead (the kept window is 92 days back and 366 ahead).
const base = new Date();
const at = (days: number, hour: number) => new Date(Date.UTC(base.getUTCFullYear(), base.getUTCMonth() + 1, 1 + days, hour));
const compact = (d: Date) => d.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
const iso = (d: Date) => d.toISOString();

let server: TestServer;
let sql: Sql;
let owner: ApiClient;
let member: ApiClient;
let familyCode: string;

async function waitFetched(client: ApiClient, id: number, after: string | null): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100; i++) {
    const list = (await client.get("/calendar-subscriptions")).body as Record<string, unknown>[];
    const sub = list.find((x) => x.id === id)!;
    if (sub.last_fetched_at && sub.last_fetched_at !== after) return sub;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`not fetched: ${JSON.stringify(await sql.all("select kind, key, status, attempts, last_error from jobs order by id"))}`);
}

const window = (c: ApiClient) => c.get(`/events?from=${iso(at(-1, 0)).slice(0, 10)}&to=${iso(at(60, 0)).slice(0, 10)}`);

beforeAll(async () => {
  ics = http.createServer((req, res) => {
    const feed = feeds.get(req.url ?? "");
    hits.push({ path: req.url ?? "", ifNoneMatch: req.headers["if-none-match"] as string | undefined });
    if (!feed) return void res.writeHead(404).end();
    setTimeout(() => {
      if (feed.etag && req.headers["if-none-match"] === feed.etag) return void res.writeHead(304, { ETag: feed.etag }).end();
      res.writeHead(200, { "Content-Type": "text/calendar", ...(feed.etag ? { ETag: feed.etag } : {}) }).end(feed.body);
    }, feed.delayMs ?? 0);
  });
  await new Promise<void>((r) => ics.listen(0, "127.0.0.1", r));
  icsBase = `http://127.0.0.1:${(ics.address() as AddressInfo).port}`;
  server = await startServer({
    OUTBOUND_ALLOWED_NETWORKS: "127.0.0.1/32",
    CALENDAR_SUBSCRIPTION_TIMEOUT_MS: "1500",
    CALENDAR_SUBSCRIPTION_MAX_BYTES: "20000",
    JOBS_INTERVAL_MS: "0",
  });
  sql = await openSql(server);
  const fam = await createFamily(server.url, "Olivia Owner", "The Subscribers");
  owner = fam.client;
  familyCode = fam.familyCode;
  member = (await joinFamily(server.url, fam.familyCode, "Mia Member")).client;
});

afterAll(async () => {
  await server?.stop();
  await sql?.close?.();
  ics?.close();
});

describe("calendar subscriptions", () => {
  it("need a paid plan and the owner or an admin; bad input is a 400", async () => {
    const free = await owner.post("/calendar-subscriptions", { url: `${icsBase}/school.ics`, name: "School" });
    expect(free.status).toBe(403);
    await sql.run("UPDATE families SET subscription_tier = ? WHERE family_code = ?", "small_family", familyCode);
    expect((await member.post("/calendar-subscriptions", { url: `${icsBase}/school.ics`, name: "School" })).status).toBe(403);
    expect((await owner.post("/calendar-subscriptions", { url: "ftp://example.org/x.ics", name: "School" })).body).toEqual({ detail: "Please enter an https:// or webcal:// calendar address" });
    expect((await owner.post("/calendar-subscriptions", { url: `${icsBase}/school.ics`, name: "School", color: "red" })).status).toBe(400);
    expect((await owner.post("/calendar-subscriptions", { url: { a: 1 }, name: "School" })).status).toBe(400);
  });

  it("imports a feed, updates by UID, removes what left it, honours the ETag", async () => {
    feeds.set("/school.ics", {
      etag: '"v1"',
      body: cal(
        vevent("term@school", "First day of term", compact(at(1, 7))),
        vevent("club@school", "Chess club", compact(at(2, 15)), ["RRULE:FREQ=WEEKLY;COUNT=3", `EXDATE:${compact(at(9, 15))}`]),
        vevent("gone@school", "Sports day", compact(at(20, 8))),
      ),
    });
    const added = await owner.post("/calendar-subscriptions", { url: `${icsBase}/school.ics`, name: "School", color: "#2E7D32" });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: "School", color: "#2e7d32", url: `${icsBase}/school.ics` });
    const id = added.body.id as number;
    const first = await waitFetched(owner, id, null);
    expect(first).toMatchObject({ last_error: null, event_count: 4 });
    const listed = (await window(member)).body.filter((e: { source?: unknown }) => e.source);
    expect(listed.map((e: { title: string; event_date: string }) => `${e.title}@${e.event_date}`)).toEqual([
      `First day of term@${iso(at(1, 7))}`,
      `Chess club@${iso(at(2, 15))}`,
      `Chess club@${iso(at(16, 15))}`,
      `Sports day@${iso(at(20, 8))}`,
    ]);
    expect(listed[0]).toMatchObject({ read_only: true, source: { calendar_id: id, name: "School" } });
    expect(listed[0].rsvp_responses).toBeUndefined();

    // Unchanged: a 304 for our If-None-Match, nothing changes.
    hits.length = 0;
    expect((await owner.post(`/calendar-subscriptions/${id}/refresh`)).status).toBe(202);
    const second = await waitFetched(owner, id, first.last_fetched_at as string);
    expect(hits.at(-1)).toMatchObject({ path: "/school.ics", ifNoneMatch: '"v1"' });
    expect(second).toMatchObject({ last_error: null, event_count: 4 });

    // Changed: the same UID is updated (no duplicate), a removed event goes.
    feeds.set("/school.ics", { etag: '"v2"', body: cal(vevent("term@school", "First day of term (moved)", compact(at(2, 7)))) });
    expect((await owner.post(`/calendar-subscriptions/${id}/refresh`)).status).toBe(202);
    const third = await waitFetched(owner, id, second.last_fetched_at as string);
    expect(third).toMatchObject({ last_error: null, event_count: 1 });
    const now = (await window(member)).body.filter((e: { source?: unknown }) => e.source);
    expect(now.map((e: { title: string }) => e.title)).toEqual(["First day of term (moved)"]);
  });

  it("refuses an oversized or slow feed (last_error), and another family's subscription is a 404", async () => {
    feeds.set("/big.ics", { body: cal(...Array.from({ length: 300 }, (_, i) => vevent(`e${i}@big`, "x".repeat(60), compact(at(1, 7))))) });
    feeds.set("/slow.ics", { body: cal(vevent("slow@x", "Slow", compact(at(1, 7)))), delayMs: 4000 });
    const big = (await owner.post("/calendar-subscriptions", { url: `${icsBase}/big.ics`, name: "Big" })).body.id as number;
    const slow = (await owner.post("/calendar-subscriptions", { url: `${icsBase}/slow.ics`, name: "Slow" })).body.id as number;
    const bigSub = await waitFetched(owner, big, null);
    expect(bigSub.last_error).toMatch(/larger|too large|bytes/i);
    expect(bigSub.event_count).toBe(0);
    const slowSub = await waitFetched(owner, slow, null);
    expect(slowSub.last_error).toMatch(/1500 ms|timed out|no answer/i);
    const other = await createFamily(server.url, "Other Owner", "The Others");
    await sql.run("UPDATE families SET subscription_tier = ? WHERE family_code = ?", "small_family", other.familyCode);
    expect((await other.client.del(`/calendar-subscriptions/${big}`)).status).toBe(404);
    expect((await owner.del(`/calendar-subscriptions/${big}`)).status).toBe(200);
    expect((await owner.get("/calendar-subscriptions")).body.map((s: { id: number }) => s.id)).not.toContain(big);
  });
});

describe("without OUTBOUND_ALLOWED_NETWORKS", () => {
  it("a loopback address is refused and nothing is fetched", async () => {
    const strict = await startServer({ JOBS_INTERVAL_MS: "0" });
    try {
      const strictSql = await openSql(strict);
      const fam = await createFamily(strict.url, "Sam Strict", "The Strict");
      await strictSql.run("UPDATE families SET subscription_tier = ? WHERE family_code = ?", "small_family", fam.familyCode);
      hits.length = 0;
      const id = (await fam.client.post("/calendar-subscriptions", { url: `${icsBase}/school.ics`, name: "School" })).body.id as number;
      const sub = await waitFetched(fam.client, id, null);
      expect(sub.last_error).toBe("This address is on a private network; the server's operator can allow it");
      expect(hits).toHaveLength(0);
      await strictSql.close?.();
    } finally {
      await strict.stop();
    }
  });
});
