// Several servers behind one load balancer (issue 31; decisions 210, 211): what does not need
// PostgreSQL. Two server processes on one SQLite file share the rate limits; servers given the same
// SESSION_SECRET and ENCRYPTION_KEY accept each other's session cookies and calendar links; with
// DATABASE_URL set, a missing secret stops start-up before any connection is made.
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPeer, startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { ApiClient, createFamily, signInCookie } from "../helpers/client";

const running: TestServer[] = [];
async function start(env: Record<string, string> = {}) {
  return track(startServer(env));
}
async function track(starting: Promise<TestServer>) {
  const server = await starting;
  running.push(server);
  return server;
}

afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

describe("rate limits shared by two servers on one database", () => {
  it("ten failed sign-ins split across A and B refuse the next try on either (429 with Retry-After)", async () => {
    const a = await start();
    const b = await track(startPeer(a));
    const owner = await createFamily(a.url, "Sam Shared", "The Shared");
    const ip = "10.77.0.1";
    const viaA = new ApiClient(a.url, undefined, ip);
    const viaB = new ApiClient(b.url, undefined, ip);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await (i % 2 ? viaB : viaA).post("/auth/login", { username: owner.email, password: "wrong" })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const server of [a, b]) {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
        body: JSON.stringify({ username: owner.email, password: owner.password }),
      });
      expect(res.status).toBe(429);
      expect((await res.json()).detail).toMatch(/^Too many attempts\. Please try again in 1[45] minutes\.$/);
      const retryAfter = Number(res.headers.get("retry-after"));
      expect(retryAfter).toBeGreaterThan(800);
      expect(retryAfter).toBeLessThanOrEqual(900);
    }
    // The owner from another address still signs in on both.
    expect((await new ApiClient(b.url).post("/auth/login", { username: owner.email, password: owner.password })).status).toBe(200);
    expect((await new ApiClient(a.url).post("/auth/login", { username: owner.email, password: owner.password })).status).toBe(200);
  });
});

describe("secrets from the environment", () => {
  const secrets = { SESSION_SECRET: randomBytes(48).toString("base64"), ENCRYPTION_KEY: randomBytes(48).toString("base64") };


  const dashboard = (server: TestServer, cookie: string) => fetch(`${server.url}/dashboard`, { redirect: "manual", headers: { Cookie: cookie } });
  const feed = (server: TestServer, feedUrl: string) => fetch(`${server.url}/calendar/${feedPath(feedUrl)}`);
  const feedPath = (feedUrl: string) => feedUrl.split("/calendar/")[1];
  /** The calendar link a server shows its owner (connecting again returns the existing link). */
  const shownLink = async (server: TestServer, token: string) =>
    (await new ApiClient(server.url, token).post("/integrations/calendar/google/connect")).body.feed_url as string;

  it("a server with another data directory but the same secrets accepts the session cookie and the calendar link; one without them does not", async () => {
    const a = await start(secrets);
    const owner = await createFamily(a.url, "Cy Cookie", "The Cookies");
    const sql = await openSql(a);
    await sql.run("UPDATE families SET subscription_tier = 'small_family' WHERE family_code = ?", owner.familyCode);
    await sql.close();
    const connect = await owner.client.post("/integrations/calendar/google/connect");
    expect(connect.status).toBe(200);
    const feedUrl = connect.body.feed_url as string;
    const cookie = await signInCookie(a.url, owner.email, owner.password);
    expect((await dashboard(a, cookie)).status).toBe(200);
    expect((await feed(a, feedUrl)).status).toBe(200);
    // Nothing secret was generated into A's data directory: the environment's secrets were used.
    expect(fs.readdirSync(a.dataDir).filter((f) => /secret|key/.test(f))).toEqual([]);
    // On SQLite A stops and its database is copied to another data directory (as a second server on
    // a shared database would see it); on PostgreSQL the other servers share A's database.
    if (!a.databaseUrl) await a.stop();
    const copy = (label: string): Record<string, string> => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), `kindred-${label}-`));
      if (a.databaseUrl) return { DATA_DIR: dir, DATABASE_URL: a.databaseUrl };
      fs.cpSync(a.dataDir, dir, { recursive: true });
      return { DATA_DIR: dir };
    };
    // ...served with the same secrets...
    const b = await start({ ...secrets, ...copy("same-secrets") });
    expect((await dashboard(b, cookie)).status).toBe(200);
    // B shows the owner the same calendar link A gave out (it is derived from ENCRYPTION_KEY), and serves it.
    expect(feedPath(await shownLink(b, owner.client.token!))).toBe(feedPath(feedUrl));
    const ics = await feed(b, feedUrl);
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toMatch(/^text\/calendar/);

    // ...and without them (the server generates its own): the cookie is not accepted, and the
    // calendar link it shows is another one (which would break every subscribed calendar app).
    // (On PostgreSQL secrets are required: other ones stand for a server's own.)
    const own: Record<string, string> = a.databaseUrl ? { SESSION_SECRET: randomBytes(48).toString("base64"), ENCRYPTION_KEY: randomBytes(48).toString("base64") } : {};
    const c = await start({ ...own, ...copy("own-secrets") });
    const refused = await dashboard(c, cookie);
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toMatch(/^\/auth/);
    const otherLink = await shownLink(c, owner.client.token!);
    expect(feedPath(otherLink)).not.toBe(feedPath(feedUrl));
    expect((await feed(c, otherLink)).status).toBe(404);
  });

  function startUp(env: Record<string, string>) {
    const root = path.resolve(import.meta.dirname, "../..");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-nostart-"));
    const result = spawnSync(process.execPath, [path.join(root, "scripts/serve.mjs"), path.join(root, "build/server/index.js")], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", PORT: "1", HOST: "127.0.0.1", DATA_DIR: dataDir, SESSION_SECRET: "", ENCRYPTION_KEY: "", ...env },
      encoding: "utf8",
      timeout: 20_000,
    });
    return { status: result.status, output: `${result.stdout}${result.stderr}`, files: fs.readdirSync(dataDir) };
  }

  it("with DATABASE_URL set, start-up stops naming each missing secret, before connecting to anything; bad secrets and S3 settings are named too", () => {
    // Port 1 on loopback: nothing listens there, so a connection attempt would fail differently.
    const none = startUp({ DATABASE_URL: "postgres://kindred@127.0.0.1:1/kindred" });
    expect(none.status).not.toBe(0);
    expect(none.output).toContain("SESSION_SECRET: is required when DATABASE_URL is set");
    expect(none.output).toContain("ENCRYPTION_KEY: is required when DATABASE_URL is set");
    expect(none.files).toEqual([]);

    const oneMissing = startUp({ DATABASE_URL: "postgres://kindred@127.0.0.1:1/kindred", SESSION_SECRET: secrets.SESSION_SECRET });
    expect(oneMissing.status).not.toBe(0);
    expect(oneMissing.output).not.toContain("SESSION_SECRET");
    expect(oneMissing.output).toContain("ENCRYPTION_KEY: is required when DATABASE_URL is set");

    const short = startUp({ SESSION_SECRET: "too short", ENCRYPTION_KEY: "x".repeat(31) });
    expect(short.status).not.toBe(0);
    expect(short.output).toContain("SESSION_SECRET: must be at least 16 characters without spaces");
    expect(short.output).toContain("ENCRYPTION_KEY: must be at least 32 characters without spaces");

    // S3 settings without a bucket would leave files on one server's disk: refused too.
    const noBucket = startUp({ S3_ENDPOINT: "http://127.0.0.1:1", S3_ACCESS_KEY_ID: "k", S3_SECRET_ACCESS_KEY: "s" });
    expect(noBucket.status).not.toBe(0);
    expect(noBucket.output).toContain("S3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY are set");
    const halfKey = startUp({ S3_BUCKET: "b", S3_ACCESS_KEY_ID: "k" });
    expect(halfKey.output).toContain("S3_SECRET_ACCESS_KEY: is required with the other S3 key");
  });
});
