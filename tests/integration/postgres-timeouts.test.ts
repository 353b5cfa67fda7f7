// PostgreSQL's time limits and poolers (issue 35, decision record 226): a request stuck behind a
// held lock answers a clean 503 with Retry-After once lock_timeout passes, and a server with
// PG_PREPARED_STATEMENTS=0 prepares nothing under a name (what a transaction-mode pooler needs).
// Runs in the PostgreSQL pass only (TEST_DATABASE_URL; vitest.config.ts).
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily } from "../helpers/client";
import { TEST_SECRETS, createTestDatabase, openSql, type TestDatabase } from "../helpers/database";

const servers: TestServer[] = [];
const proxies: net.Server[] = [];
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const p of proxies) p.close();
  await database?.drop();
});

async function server(env: Record<string, string>): Promise<TestServer> {
  const s = await startServer({ ...TEST_SECRETS, ...env });
  servers.push(s);
  return s;
}

describe("time limits", () => {
  it("a request waiting on a held lock answers 503 with Retry-After after lock_timeout, and works once the lock is gone", async () => {
    const s = await server({ DATABASE_URL: database.url, PG_LOCK_TIMEOUT_MS: "400" });
    const owner = await createFamily(s.url, "Lock Owner", "The Lockers");
    const sql = await openSql({ dataDir: s.dataDir, databaseUrl: database.url });
    try {
      // Another session (a stuck transaction) holds the family's row.
      await sql.exec("begin");
      await sql.get("select id from families where family_code = ? for update", owner.familyCode);
      const started = Date.now();
      const res = await fetch(`${s.url}/api/family-group/name`, {
        method: "PUT",
        headers: { Authorization: `Bearer ${owner.client.token}`, "X-Forwarded-For": owner.client.ip, "Content-Type": "application/json" },
        body: JSON.stringify({ name: "The Renamed" }),
      });
      const waited = Date.now() - started;
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
      expect(await res.json()).toEqual({ detail: "The server is busy. Please try again in a moment." });
      expect(waited).toBeGreaterThanOrEqual(350);
      expect(waited).toBeLessThan(5000);
      await sql.exec("rollback");
      expect((await owner.client.put("/family-group/name", { name: "The Renamed" })).status).toBe(200);
    } finally {
      await sql.close();
    }
  }, 60_000);
});

/**
 * A TCP proxy in front of PostgreSQL that reads the frontend protocol and counts the Parse
 * messages that name their statement (a named prepared statement).
 */
async function parseCountingProxy(target: URL): Promise<{ url: (u: string) => string; named: () => number; parses: () => number }> {
  let named = 0;
  let parses = 0;
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
    upstream.pipe(client);
    let buffer = Buffer.alloc(0);
    let started = false;
    client.on("data", (chunk: Buffer) => {
      upstream.write(chunk);
      buffer = Buffer.concat([buffer, chunk]);
      for (;;) {
        if (!started) {
          if (buffer.length < 4) break;
          const len = buffer.readInt32BE(0);
          if (buffer.length < len) break;
          buffer = buffer.subarray(len);
          started = true;
          continue;
        }
        if (buffer.length < 5) break;
        const len = buffer.readInt32BE(1);
        if (buffer.length < 1 + len) break;
        if (buffer[0] === 0x50 /* P */) {
          parses++;
          if (buffer[5] !== 0) named++; // the statement name (a C string) is not empty
        }
        buffer = buffer.subarray(1 + len);
      }
    });
    client.on("close", () => upstream.end());
  });
  proxies.push(proxy);
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const port = (proxy.address() as net.AddressInfo).port;
  return {
    url: (u: string) => {
      const via = new URL(u);
      via.hostname = "127.0.0.1";
      via.port = String(port);
      return via.toString();
    },
    named: () => named,
    parses: () => parses,
  };
}

describe("PG_PREPARED_STATEMENTS", () => {
  async function namedStatementsOf(env: Record<string, string>) {
    const proxy = await parseCountingProxy(new URL(database.url));
    const s = await server({ DATABASE_URL: proxy.url(database.url), ...env });
    const owner = await createFamily(s.url, "Prepared Owner", "The Prepared");
    // Reads that use raw SQL (session lookup, /auth/me) and prepared() queries (family, events).
    for (let i = 0; i < 3; i++) {
      for (const path of ["/auth/me", "/events", "/family-members", "/subscription/usage"]) {
        expect((await owner.client.get(path)).status).toBe(200);
      }
    }
    await s.stop();
    return { named: proxy.named(), parses: proxy.parses() };
  }

  it("by default hot reads are prepared under names; with PG_PREPARED_STATEMENTS=0 nothing is", async () => {
    const byDefault = await namedStatementsOf({});
    expect(byDefault.named).toBeGreaterThan(0);
    const off = await namedStatementsOf({ PG_PREPARED_STATEMENTS: "0" });
    expect(off.parses).toBeGreaterThan(20);
    expect(off.named).toBe(0);
  }, 90_000);
});
