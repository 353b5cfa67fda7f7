// The production server entry (scripts/serve.mjs, decision record 121): static files first with
// their caching headers and 304s, gzip only when asked, the /api fast path answering exactly what
// Remix's handler answers, no access log unless ACCESS_LOG=1, and a clean stop on SIGTERM.
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

  it("hands an unknown asset to the app (its 404 page)", async () => {
    const missing = await raw(server.url, "/assets/nope-123.js");
    expect(missing.status).toBe(404);
  });
});

describe("/api fast path", () => {
  it("answers like Remix's handler: 401, 405 with Allow, HEAD without a body, any letter case", async () => {
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

  it("leaves other paths to Remix: ids, trailing slashes, unknown paths", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    expect((await raw(server.url, "/api/events/999999", { headers: auth })).status).toBe(404);
    expect((await raw(server.url, "/api/events/", { headers: auth })).status).toBe(200);
    const unknown = await raw(server.url, "/api/no-such-thing", { headers: auth });
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body.toString())).toEqual({ detail: "Not found" });
  });

  it("writes through the fast path: POST creates, the body cap still answers 413", async () => {
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
  it("is off by default and on with ACCESS_LOG=1", async () => {
    await raw(server.url, "/healthz");
    expect(server.output()).not.toMatch(/GET \/healthz/);
    const logged = await startServer({ ACCESS_LOG: "1" });
    try {
      await raw(logged.url, "/healthz");
      await new Promise((r) => setTimeout(r, 100));
      expect(logged.output()).toMatch(/GET \/healthz 200 /);
    } finally {
      await logged.stop();
    }
  });
});

describe("pages on the page routes only (decision record 126)", () => {
  it("renders whole documents with their length, each for its own family, on every request", async () => {
    const other = await createFamily(server.url, "Olive Other", "The Others");
    for (const [bearer, mine, theirs] of [
      [token, "The Entries", "The Others"],
      [other.client.token!, "The Others", "The Entries"],
      [token, "The Entries", "The Others"],
    ]) {
      const page = await raw(server.url, "/dashboard", { headers: { Authorization: `Bearer ${bearer}` } });
      expect(page.status).toBe(200);
      expect(Number(page.headers["content-length"])).toBe(page.body.length);
      const html = page.body.toString("utf8");
      expect(html).toMatch(/^<!DOCTYPE html>/);
      expect(html).toContain(mine);
      expect(html).not.toContain(theirs);
      expect(html).toContain('"routes/dashboard._index"');
      expect(html).toContain("window.__remixContext.streamController.close()"); // the data is all there
    }
  });

  it("keeps the whole build for lazy route discovery and for /api in any letter case", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    const html = (await raw(server.url, "/dashboard", { headers: auth })).body.toString("utf8");
    const version = /"version":\s*"([^"]+)"/.exec(html)?.[1];
    expect(version).toBeTruthy();
    const discovered = await raw(server.url, `/__manifest?p=${encodeURIComponent("/dashboard/events")}&version=${version}`);
    expect(discovered.status).toBe(200);
    expect(JSON.parse(discovered.body.toString())).toHaveProperty(["routes/dashboard.events", "path"], "events");

    const me = await raw(server.url, "/API/Auth/Me", { headers: auth });
    expect(me.status).toBe(200);
    expect(JSON.parse(me.body.toString())).toMatchObject({ name: "Sam Server" });

    const data = await raw(server.url, "/dashboard/events.data", { headers: auth });
    expect(data.status).toBe(200);
    expect(data.body.toString()).toContain("routes/dashboard.events");

    expect((await raw(server.url, "/no-such-page", { headers: auth })).status).toBe(404);
  });
});

describe("each page answered over the routes it reaches (decision record 129)", () => {
  const manifestRoutes = (html: string) => {
    const json = /window\.__remixManifest = (\{[\s\S]*?\n\});/.exec(html)?.[1];
    return Object.keys(JSON.parse(json ?? "{}").routes ?? {}).sort();
  };

  it("sends each page its own routes and its parent paths' routes, whatever was asked before", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    for (const [pathname, heading, routes] of [
      ["/dashboard/events", "Events", ["root", "routes/_index", "routes/dashboard", "routes/dashboard._index", "routes/dashboard.events"]],
      ["/dashboard/photos", "Photos", ["root", "routes/_index", "routes/dashboard", "routes/dashboard._index", "routes/dashboard.photos"]],
      ["/dashboard", "Hello, ", ["root", "routes/_index", "routes/dashboard", "routes/dashboard._index"]],
      ["/dashboard/admin/audit", "Audit log", ["root", "routes/_index", "routes/dashboard", "routes/dashboard._index", "routes/dashboard.admin", "routes/dashboard.admin_.audit"]],
      ["/dashboard/events", "Events", ["root", "routes/_index", "routes/dashboard", "routes/dashboard._index", "routes/dashboard.events"]],
    ] as const) {
      const page = await raw(server.url, pathname, { headers: auth });
      expect(page.status, pathname).toBe(200);
      const html = page.body.toString("utf8");
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}`));
      expect(manifestRoutes(html), pathname).toEqual([...routes].sort());
    }
  });

  it("routes on the path as resolved: dot segments, letter case, a trailing slash, unknown paths", async () => {
    const auth = { Authorization: `Bearer ${token}` };
    for (const pathname of ["/x/../dashboard/events", "/DASHBOARD/Events", "/dashboard/events/"]) {
      const page = await raw(server.url, pathname, { headers: auth });
      expect(page.status, pathname).toBe(200);
      expect(manifestRoutes(page.body.toString("utf8")), pathname).toContain("routes/dashboard.events");
    }
    const unknown = await raw(server.url, "/dashboard/no-such-tab", { headers: auth });
    expect(unknown.status).toBe(404);
    expect(manifestRoutes(unknown.body.toString("utf8"))).toContain("routes/dashboard.$");
    const nowhere = await raw(server.url, "/no/such/page", { headers: auth });
    expect(nowhere.status).toBe(404);
    expect(manifestRoutes(nowhere.body.toString("utf8"))).toContain("routes/$");
  });
});
