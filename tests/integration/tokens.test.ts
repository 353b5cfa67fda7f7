// Personal access tokens and the list conventions over real HTTP: scopes on reads and writes,
// revoked / expired / removed-person / password-changed tokens are 401, last used, rate limits
// per token and per address, paging while rows are added, ETag + 304.
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { ApiClient, familyWithEveryRole, type RoleFamily } from "../helpers/client";

const READ_ONLY = "This token is read-only: it cannot make changes. Create a read-write token to do this.";
let server: TestServer;
let fam: RoleFamily;

const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();
const anEvent = (title: string) => ({ title, description: "Food and games", event_date: future(30), location: "Park" });

async function newToken(client: ApiClient, body: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const res = await client.post("/tokens", body);
  expect(res.status).toBe(200);
  return res.body;
}
const as = (token: string) => new ApiClient(server.url, token);

beforeAll(async () => {
  server = await startServer();
  fam = await familyWithEveryRole(server.url, "The Tokens");
});

afterAll(async () => {
  await server?.stop();
});

describe("/api/tokens", () => {
  it("creates a named token shown once; lists name, scope, created, last used and expiry; never the token again", async () => {
    const res = await fam.owner.client.post("/tokens", { name: "calendar sync", expires_in: "30d", scope: "read" });
    expect(res.status).toBe(200);
    expect(res.body.token).toMatch(/^kdr_[\w-]{40,}$/);
    expect(res.body).toMatchObject({ name: "calendar sync", scope: "read", last_used_at: null });
    const days = (Date.parse(res.body.expires_at) - Date.now()) / 86400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);

    const none = await newToken(fam.owner.client, { name: "forever", expires_in: "none", scope: "read-write" });
    const list = await fam.owner.client.get("/tokens");
    expect(list.status).toBe(200);
    const names = list.body.map((t: { name: string }) => t.name);
    expect(names).toEqual(expect.arrayContaining(["calendar sync", "forever"]));
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
    expect(list.body.every((t: object) => !("token" in t))).toBe(true);
    expect(list.body.find((t: { id: number }) => t.id === none.id).expires_at).toBeNull();

    // Only the hash is stored.
    const db = await openSql(server);
    const stored = (await db.get<{ token_hash: string }>("select token_hash from sessions where id = ?", res.body.id))!;
    await db.close();
    expect(stored.token_hash).not.toContain(res.body.token.slice(4));
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$|^[\w-]{43}$/);

    // Another person's list does not show them.
    const theirs = await fam.member.client.get("/tokens");
    expect(theirs.body.map((t: { name: string }) => t.name)).not.toContain("calendar sync");
  });

  it("validates the name, expiry and scope with readable messages", async () => {
    const blank = await fam.owner.client.post("/tokens", { name: "  ", scope: "read" });
    expect(blank.status).toBe(400);
    expect(blank.body.detail).toBe("Please enter a token name");
    const scope = await fam.owner.client.post("/tokens", { name: "x", scope: "admin" });
    expect(scope.body).toMatchObject({ detail: "Please choose read or read-write", errors: [{ field: "scope" }] });
    expect((await fam.owner.client.post("/tokens", { name: "x", expires_in: "2y" })).body.detail).toBe("Please choose when the token expires");
    expect((await fam.owner.client.post("/tokens", { name: { a: 1 } })).status).toBe(400);
  });

  it("a read token reads (200) and is refused every change (403); a read-write token writes", async () => {
    const read = as((await newToken(fam.owner.client, { name: "reader", scope: "read" })).token);
    expect((await read.get("/events")).status).toBe(200);
    expect((await read.get("/auth/me")).body.name).toBe("Olivia Owner");
    for (const [method, p] of [
      ["POST", "/events"],
      ["PUT", "/events/1"],
      ["DELETE", "/events/1"],
      ["POST", "/announcements"],
      ["PUT", "/profile/name"],
      ["POST", "/auth/logout"],
    ] as const) {
      const res = await read.call(method, p, method === "DELETE" ? undefined : anEvent("No"));
      expect(res.status, `${method} ${p}`).toBe(403);
      expect(res.body.detail).toBe(READ_ONLY);
    }
    const write = as((await newToken(fam.owner.client, { name: "writer", scope: "read-write" })).token);
    const created = await write.post("/events", anEvent("Written by a token"));
    expect(created.status).toBe(200);
    expect((await write.get(`/events/${created.body.id}`)).body.title).toBe("Written by a token");
    expect((await write.del(`/events/${created.body.id}`)).status).toBe(200);
  });

  it("a token acts with its person's role", async () => {
    const ev = await fam.owner.client.post("/events", anEvent("Owner's event"));
    const memberWrite = as((await newToken(fam.member.client, { name: "m", scope: "read-write" })).token);
    const del = await memberWrite.del(`/events/${ev.body.id}`);
    expect(del.status).toBe(403);
    expect(del.body.detail).toBe("Only the owner and admins can delete events");
    const guestWrite = as((await newToken(fam.guest.client, { name: "g", scope: "read-write" })).token);
    expect((await guestWrite.post("/events/rsvp", { event_id: ev.body.id, attending: true })).status).toBe(403);
    // Another family's data stays a 404.
    const stranger = as((await newToken(fam.stranger.client, { name: "s", scope: "read" })).token);
    expect((await stranger.get(`/events/${ev.body.id}`)).status).toBe(404);
  });

  it("a token cannot create or revoke tokens", async () => {
    const t = await newToken(fam.owner.client, { name: "rw", scope: "read-write" });
    const res = await as(t.token).post("/tokens", { name: "child", scope: "read-write", expires_in: "none" });
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("A personal access token cannot create or revoke tokens. Sign in to manage your tokens.");
    expect((await as(t.token).del(`/tokens/${t.id}`)).status).toBe(403);
  });

  it("a revoked token is 401 at once; someone else's token id is 404", async () => {
    const t = await newToken(fam.admin.client, { name: "short-lived", scope: "read" });
    expect((await as(t.token).get("/events")).status).toBe(200);
    expect((await fam.member.client.del(`/tokens/${t.id}`)).status).toBe(404);
    const revoked = await fam.admin.client.del(`/tokens/${t.id}`);
    expect(revoked.body).toEqual({ message: "Token revoked" });
    const after = await as(t.token).get("/events");
    expect(after.status).toBe(401);
    expect((await fam.admin.client.get("/tokens")).body.map((x: { id: number }) => x.id)).not.toContain(t.id);
  });

  it("an expired token is 401", async () => {
    const t = await newToken(fam.owner.client, { name: "expiring", scope: "read", expires_in: "30d" });
    expect((await as(t.token).get("/events")).status).toBe(200);
    const db = await openSql(server);
    await db.run("update sessions set expires_at = ? where id = ?", new Date(Date.now() - 1000).toISOString(), t.id);
    await db.close();
    expect((await as(t.token).get("/events")).status).toBe(401);
  });

  it("records the day of last use", async () => {
    const t = await newToken(fam.owner.client, { name: "used", scope: "read" });
    const before = (await fam.owner.client.get("/tokens")).body.find((x: { id: number }) => x.id === t.id);
    expect(before.last_used_at).toBeNull();
    await as(t.token).get("/birthdays");
    const after = (await fam.owner.client.get("/tokens")).body.find((x: { id: number }) => x.id === t.id);
    expect(after.last_used_at).toBe(new Date().toISOString().slice(0, 10));
  });

  it("removing the person ends their tokens", async () => {
    const extra = await (await import("../helpers/client")).joinFamily(server.url, fam.owner.familyCode, "Leaving Person");
    const t = await newToken(extra.client, { name: "theirs", scope: "read" });
    expect((await as(t.token).get("/events")).status).toBe(200);
    expect((await fam.owner.client.call("DELETE", `/admin/users/${extra.userId}`, { reason: "moved away" })).status).toBe(200);
    expect((await as(t.token).get("/events")).status).toBe(401);
  });

  it("changing the password ends the person's tokens", async () => {
    const t = await newToken(fam.member.client, { name: "before reset", scope: "read" });
    expect((await as(t.token).get("/events")).status).toBe(200);
    const anon = new ApiClient(server.url);
    expect((await anon.post("/auth/request-password-reset", { email: fam.member.email })).status).toBe(200);
    const outbox = path.join(server.dataDir, "outbox");
    let link: string | undefined;
    for (let i = 0; i < 50 && !link; i++) {
      for (const f of fs.existsSync(outbox) ? fs.readdirSync(outbox) : []) {
        const text = fs.readFileSync(path.join(outbox, f), "utf8").replace(/=\r?\n/g, "");
        if (text.includes(fam.member.email)) link = /reset-password\?token=3D([\w%-]+)|reset-password\?token=([\w%-]+)/.exec(text)?.slice(1).find(Boolean);
      }
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    expect(link).toBeTruthy();
    const reset = await anon.post("/auth/reset-password", { token: decodeURIComponent(link!), new_password: "a-brand-new-secret" });
    expect(reset.status).toBe(200);
    expect((await as(t.token).get("/events")).status).toBe(401);
  });
});

describe("list conventions", () => {
  it("pages through events with limit and cursor: every row exactly once while rows are added", async () => {
    const f = await familyWithEveryRole(server.url, "Pagers");
    const initial: number[] = [];
    for (let i = 0; i < 7; i++) initial.push((await f.owner.client.post("/events", anEvent(`E${i}`))).body.id);
    const reader = as((await newToken(f.owner.client, { name: "pager", scope: "read" })).token);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Response = await fetch(`${server.url}/api/events?limit=3${cursor ? `&cursor=${cursor}` : ""}`, { headers: { Authorization: `Bearer ${reader.token}` } });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { id: number }[];
      expect(body.length).toBeLessThanOrEqual(3);
      seen.push(...body.map((e) => e.id));
      cursor = res.headers.get("x-next-cursor");
      pages += 1;
      // Someone adds an event between every page.
      await f.admin.client.post("/events", anEvent(`Added ${pages}`));
    } while (cursor && pages < 20);
    expect(new Set(seen).size).toBe(seen.length); // no row twice
    for (const id of initial) expect(seen).toContain(id); // every row that existed
    expect(pages).toBe(3);
    const bad = await reader.get("/events?limit=0");
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("limit must be between 1 and 200");
    expect((await reader.get("/events?cursor=abc")).status).toBe(400);
  });

  it("pages through photos the same way", async () => {
    const f = await familyWithEveryRole(server.url, "Photo pagers");
    const initial: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await f.owner.client.post("/photos", { title: `P${i}`, image_url: `https://example.org/p${i}.jpg` });
      expect(r.status).toBe(200);
      initial.push(r.body.id);
    }
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Response = await fetch(`${server.url}/api/photos?limit=2${cursor ? `&cursor=${cursor}` : ""}`, { headers: { Authorization: `Bearer ${f.member.client.token}` } });
      const body = (await res.json()) as { id: number }[];
      seen.push(...body.map((p) => p.id));
      cursor = res.headers.get("x-next-cursor");
      pages += 1;
      await f.admin.client.post("/photos", { title: `Added ${pages}`, image_url: "https://example.org/new.jpg" });
    } while (cursor && pages < 20);
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...initial].sort((a, b) => a - b));
  });

  it("events and photos answer 304 to a current If-None-Match, 200 with a new ETag after a change", async () => {
    const f = await familyWithEveryRole(server.url, "Etaggers");
    await f.owner.client.post("/events", anEvent("Tagged"));
    const auth = { Authorization: `Bearer ${f.member.client.token}` };
    for (const p of ["/api/events", "/api/photos", "/api/events?limit=5"]) {
      const first = await fetch(`${server.url}${p}`, { headers: auth });
      const etag = first.headers.get("etag");
      expect(etag, p).toBeTruthy();
      const again = await fetch(`${server.url}${p}`, { headers: { ...auth, "If-None-Match": etag! } });
      expect(again.status, p).toBe(304);
      expect(await again.text()).toBe("");
    }
    const before = (await fetch(`${server.url}/api/events`, { headers: auth })).headers.get("etag")!;
    await f.owner.client.post("/events", anEvent("Another"));
    const changed = await fetch(`${server.url}/api/events`, { headers: { ...auth, "If-None-Match": before } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get("etag")).not.toBe(before);
  });
});

describe("rate limits on tokens", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer({ TOKEN_RATE_LIMIT: "3", TOKEN_RATE_LIMIT_PER_IP: "5" });
  });
  afterAll(async () => {
    await limited?.stop();
  });

  it("per token and per address, 429 with Retry-After", async () => {
    const f = await (await import("../helpers/client")).createFamily(limited.url, "Rate Owner", "Rates");
    const mk = async (name: string) => (await f.client.post("/tokens", { name, scope: "read" })).body.token as string;
    const one = new ApiClient(limited.url, await mk("one"), "10.9.9.9");
    const two = new ApiClient(limited.url, await mk("two"), "10.9.9.9");
    for (let i = 0; i < 3; i++) expect((await one.get("/events")).status).toBe(200);
    const res = await fetch(`${limited.url}/api/events`, { headers: { Authorization: `Bearer ${one.token}`, "X-Forwarded-For": "10.9.9.9" } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await res.json()) as { detail: string }).detail).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    // Another token from the same address still has its own budget, until the address's is spent.
    // (the address has used 3 of its 5: the refused call was stopped by the token's own limit)
    expect((await two.get("/events")).status).toBe(200);
    expect((await two.get("/events")).status).toBe(200);
    const byAddress = await two.get("/events");
    expect(byAddress.status).toBe(429);
    // The same token from another address is still limited per token.
    expect((await new ApiClient(limited.url, one.token, "10.8.8.8").get("/events")).status).toBe(429);
    // Session tokens are not limited by this.
    expect((await f.client.get("/events")).status).toBe(200);
  });
});
