// The production server (scripts/serve.mjs, decision record 150): Express serves static files with
// their caching headers and 304s, compression only when asked, the framework's handler answers
// pages and /api, an access log on by default (ACCESS_LOG=0 turns it off), a clean stop on SIGTERM.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily } from "../helpers/client";

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request without fetch's automatic Accept-Encoding and decompression. */
function raw(base: string, pathname: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method: opts.method ?? "GET", headers: opts.headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(opts.body);
  });
}

let server: TestServer;
let token: string;
const assetsDir = path.resolve(__dirname, "../../build/client/assets");

beforeAll(async () => {
  server = await startServer();
  token = (await createFamily(server.url, "Sam Server", "The Entries")).client.token!;
});
afterAll(() => server.stop());

describe("static files", () => {
  it("serves /assets/* immutable for a year and other files for an hour, with ETag and 304", async () => {
    const js = fs.readdirSync(assetsDir).find((f) => f.endsWith(".js"))!;
    const asset = await raw(server.url, `/assets/${js}`);
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(asset.headers["content-encoding"]).toBeUndefined();
    expect(asset.body.equals(fs.readFileSync(path.join(assetsDir, js)))).toBe(true);

    const icon = await raw(server.url, "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    expect(icon.headers["content-type"]).toBe("image/svg+xml");
    const again = await raw(server.url, "/favicon.svg", { headers: { "If-None-Match": String(icon.headers.etag) } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("gzips large text answers only for clients that ask, pages included", async () => {
    const css = fs.readdirSync(assetsDir).find((f) => f.endsWith(".css"))!;
    const zipped = await raw(server.url, `/assets/${css}`, { headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(zipped.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(zipped.body).equals(fs.readFileSync(path.join(assetsDir, css)))).toBe(true);

    const page = await raw(server.url, "/auth", { headers: { "Accept-Encoding": "gzip" } });
    expect(page.status).toBe(200);
    expect(page.headers["content-encoding"]).toBe("gzip");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(zlib.gunzipSync(page.body).toString("utf8")).toContain("<!DOCTYPE html>");

    const plain = await raw(server.url, "/auth");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString("utf8")).toContain("<!DOCTYPE html>");
  });

  it("answers an unknown asset 404 itself, never handing /assets/* to the app", async () => {
    const missing = await raw(server.url, "/assets/nope-123.js");
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).not.toContain("<!DOCTYPE html>");
    expect(server.output()).not.toContain("nope-123");
  });
});

describe("/api", () => {
  it("answers 401, 405 with Allow, HEAD without a body, any letter case, 405 with Allow, HEAD without a body, any letter case", async () => {
    const anon = await raw(server.url, "/api/events");
    expect(anon.status).toBe(401);
    expect(JSON.parse(anon.body.toString())).toEqual({ detail: "Not authenticated" });
    expect(anon.headers["x-content-type-options"]).toBe("nosniff");
    expect(anon.headers["cache-control"]).toBe("no-store");

    const upper = await raw(server.url, "/API/Events");
    expect(upper.status).toBe(401);

    const patch = await raw(server.url, "/api/events", { method: "PATCH", headers: { Authorization: `Bearer ${token}` } });
    expect(patch.status).toBe(405);
    expect(patch.headers.allow).toBe("GET, POST, HEAD");
    expect(JSON.parse(patch.body.toString())).toEqual({ detail: "Method not allowed" });

    const head = await raw(server.url, "/api/auth/me", { method: "HEAD", headers: { Authorization: `Bearer ${token}` } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);

    const me = await raw(server.url, "/api/auth/me", { headers: { Authorization: `Bearer ${token}` } });
    expect(JSON.parse(me.body.toString())).toMatchObject({ name: "Sam Server", family: { name: "The Entries" } });
  });

  it("routes ids, trailing slashes and unknown paths", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    expect((await raw(server.url, "/api/events/999999", { headers: auth })).status).toBe(404);
    expect((await raw(server.url, "/api/events/", { headers: auth })).status).toBe(200);
    const unknown = await raw(server.url, "/api/no-such-thing", { headers: auth });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toEqual({ detail: "Not found" });
  });

  it("writes: POST creates, the body cap answers 413", async () => {
    const headers = { Authorization: `Bearer ${token}`, "Content-Type": "application/json" };
    const created = await raw(server.url, "/api/events", {
      method: "POST",
      headers,
      body: JSON.stringify({ title: "Fast", description: "Path", event_date: new Date(Date.now() + 864e5).toISOString() }),
    });
    expect(created.status).toBe(200);
    expect(JSON.parse(created.body.toString())).toMatchObject({ title: "Fast" });
    const big = await raw(server.url, "/api/events", { method: "POST", headers, body: JSON.stringify({ title: "x".repeat(1_100_000) }) });
    expect(big.status).toBe(413);
  });
});

describe("access log", () => {
  it("is on by default, skips /healthz and static files, and is off with ACCESS_LOG=0", async () => {
    const css = fs.readdirSync(assetsDir).find((f) => f.endsWith(".css"))!;
    await raw(server.url, "/healthz");
    await raw(server.url, `/assets/${css}`);
    await raw(server.url, "/auth?logged=yes");
    await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toMatch(/GET \/auth\?logged=yes HTTP\/1\.1 200 /);
    expect(server.output()).not.toMatch(/GET \/healthz/);
    expect(server.output()).not.toContain(`/assets/${css}`);
    const quiet = await startServer({ ACCESS_LOG: "0" });
    try {
      await raw(quiet.url, "/auth?logged=no");
      await new Promise((r) => setTimeout(r, 100));
      expect(quiet.output()).not.toContain("logged=no");
    } finally {
      await quiet.stop();
    }
  });
});

describe("pages through the framework's own handler", () => {
  it("renders each family its own page, on every request", async () => {
    const other = await createFamily(server.url, "Olive Other", "The Others");
    for (const [bearer, mine, theirs] of [
      [token, "The Entries", "The Others"],
      [other.client.token!, "The Others", "The Entries"],
      [token, "The Entries", "The Others"],
    ]) {
      const page = await raw(server.url, "/dashboard", { headers: { Authorization: `Bearer ${bearer}` } });
      expect(page.status).toBe(200);
      const html = page.body.toString("utf8");
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain(mine);
      expect(html).not.toContain(theirs);
      expect(html).toContain('"routes/dashboard._index"');
    }
  });

  it("hands the browser every route at once, answers client data requests, /api in any letter case and unknown pages", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const html = (await raw(server.url, "/dashboard", { headers: auth })).body.toString("utf8");
    // Route discovery "initial" (decision record 274): the page loads the whole route manifest, one
    // cacheable file, instead of carrying part of it inline and asking /__manifest for the rest.
    const manifestUrl = /import "(\/assets\/manifest-[\w-]+\.js)"/.exec(html)?.[1];
    expect(manifestUrl).toBeTruthy();
    expect(html).not.toContain("window.__reactRouterManifest");
    const manifest = await raw(server.url, manifestUrl!);
    expect(manifest.status).toBe(200);
    expect(manifest.body.toString()).toContain('"routes/dashboard.events"');
    expect(manifest.body.toString()).toContain('"routes/dashboard.tree"');

    const me = await raw(server.url, "/API/Auth/Me", { headers: auth });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body.toString())).toMatchObject({ name: "Sam Server" });

    const data = await raw(server.url, "/dashboard/events.data", { headers: auth });
    expect(data.status).toBe(200);
    expect(data.body.toString()).toContain("routes/dashboard.events");

    for (const pathname of ["/x/../dashboard/events", "/DASHBOARD/Events", "/dashboard/events/"]) {
      const page = await raw(server.url, pathname, { headers: auth });
      expect(page.status, pathname).toBe(200);
      expect(page.body.toString("utf8"), pathname).toMatch(/<h1[^>]*>Events/);
    }
    expect((await raw(server.url, "/dashboard/no-such-tab", { headers: auth })).status).toBe(404);
    expect((await raw(server.url, "/no-such-page", { headers: auth })).status).toBe(404);
  });
});

describe("stopping", () => {
  it("leaves cleanly on SIGTERM", async () => {
    const other = await startServer();
    const started = Date.now();
    await other.stop();
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
