// Health answers and start-up over real HTTP (README "Running several servers", decision records
// 213 and 221): /healthz says the process answers, /readyz that the database answers with a
// current schema, and turns 503 as soon as a graceful shutdown begins while requests are still
// served for SHUTDOWN_DELAY_MS. Migrations run before the server listens; a database that cannot
// be opened, or (MIGRATE_ON_START=0) one older than the code, stops the start with the reason.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { spawn } from "node:child_process";
import { TEST_SECRETS, createTestDatabase, openSql, testDatabaseUrl } from "../helpers/database";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily } from "../helpers/client";

const running: TestServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

async function probe(server: TestServer, pathname: string) {
  const res = await fetch(`${server.url}${pathname}`);
  return { status: res.status, body: await res.text(), cache: res.headers.get("cache-control") };
}

describe("/healthz and /readyz", () => {
  it("answer 200 ok, never cached, when the database answers", async () => {
    const server = await startServer();
    running.push(server);
    expect(await probe(server, "/healthz")).toEqual({ status: 200, body: "ok", cache: "no-store" });
    expect(await probe(server, "/readyz")).toEqual({ status: 200, body: "ok", cache: "no-store" });
  });

  it("/readyz answers 503 while the database's schema is behind the code (and, on PostgreSQL, while the database refuses connections), /healthz stays 200; both recover", async () => {
    const server = await startServer();
    running.push(server);
    const sql = await openSql(server);
    const journal = sql.postgres ? "drizzle.__drizzle_migrations" : "__drizzle_migrations";
    const newest = (await sql.get<{ hash: string; created_at: string | number }>(`SELECT hash, created_at FROM ${journal} ORDER BY created_at DESC LIMIT 1`))!;
    expect(await sql.run(`DELETE FROM ${journal} WHERE created_at = ? AND hash = ?`, newest.created_at, newest.hash)).toBe(1);
    expect(await probe(server, "/readyz")).toEqual({ status: 503, body: "database schema is not current", cache: "no-store" });
    expect((await probe(server, "/healthz")).status).toBe(200);
    await sql.run(`INSERT INTO ${journal} (hash, created_at) VALUES (?, ?)`, newest.hash, newest.created_at);
    await sql.close();
    expect((await probe(server, "/readyz")).status).toBe(200);
    if (server.databaseUrl) {
      // The database refuses new connections and drops the server's: not ready, alive; then back.
      const name = new URL(server.databaseUrl!).pathname.slice(1);
      const admin = await openSql({ dataDir: server.dataDir, databaseUrl: testDatabaseUrl() });
      await admin.exec(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
      await admin.run("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ? AND pid <> pg_backend_pid()", name);
      expect(await probe(server, "/readyz")).toEqual({ status: 503, body: "database unavailable", cache: "no-store" });
      expect((await probe(server, "/healthz")).status).toBe(200);
      await admin.exec(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
      await admin.close();
      expect((await probe(server, "/readyz")).status).toBe(200);
    }
    expect(server.output()).toMatch(/\[health\] not ready: database schema is not current: 1 migration\(s\) have not run/);
  });

  it("a database that cannot be opened stops the start with its reason (SQLite: a file that is not a database; PostgreSQL: nothing listening)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-broken-"));
    fs.writeFileSync(path.join(dataDir, "app.db"), "this is not a database ".repeat(400));
    const postgres = testDatabaseUrl() !== undefined;
    // Port 1 on loopback: no PostgreSQL answers there.
    const broken = postgres ? { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere", ...TEST_SECRETS } : {};
    await expect(startServer({ DATA_DIR: dataDir, ...broken }, { healthy: false })).rejects.toThrow(
      postgres ? /\[kindred\] not starting: .*ECONNREFUSED/ : /\[kindred\] not starting: file is not a database/,
    );
  });

  it("with MIGRATE_ON_START=0 a database older than the code stops the start; after npm run db:migrate the server starts and is ready", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-unmigrated-"));
    const database = testDatabaseUrl() ? await createTestDatabase() : undefined;
    const target = database ? { DATABASE_URL: database.url, ...TEST_SECRETS } : {};
    try {
      await expect(startServer({ DATA_DIR: dataDir, MIGRATE_ON_START: "0", ...target }, { healthy: false })).rejects.toThrow(
        /not starting: The database is older than this code: \d+ migration\(s\) have not run\. Run `npm run db:migrate`/,
      );
      const root = path.resolve(__dirname, "../..");
      const migrated = await new Promise<{ code: number | null; out: string }>((resolve) => {
        const child = spawn(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), "scripts/db-migrate.ts"], {
          cwd: root,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database?.url ?? "", ...(database ? TEST_SECRETS : {}) },
        });
        let out = "";
        child.stdout.on("data", (d) => (out += String(d)));
        child.stderr.on("data", (d) => (out += String(d)));
        child.on("exit", (code) => resolve({ code, out }));
      });
      expect(migrated.out).toMatch(/^Migrated /m);
      expect(migrated.code).toBe(0);
      const server = await startServer({ DATA_DIR: dataDir, MIGRATE_ON_START: "0", ...target });
      expect(await probe(server, "/readyz")).toEqual({ status: 200, body: "ok", cache: "no-store" });
      await server.stop();
    } finally {
      await database?.drop();
    }
  }, 60_000);

  it("during a graceful shutdown /readyz is 503 at once, requests are still served for SHUTDOWN_DELAY_MS, then the server leaves", async () => {
    const server = await startServer({ SHUTDOWN_DELAY_MS: "1500" });
    const owner = await createFamily(server.url, "Stella Stop", "The Stops");
    const exited = new Promise<number>((resolve) => {
      const started = Date.now();
      const timer = setInterval(() => {
        try {
          process.kill(server.pid, 0);
        } catch {
          clearInterval(timer);
          resolve(Date.now() - started);
        }
      }, 50);
    });
    process.kill(server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    expect(await probe(server, "/readyz")).toEqual({ status: 503, body: "shutting down", cache: "no-store" });
    expect((await probe(server, "/healthz")).status).toBe(200);
    expect((await owner.client.get("/family-group")).status).toBe(200);
    const after = await exited;
    expect(after).toBeGreaterThanOrEqual(1400);
    expect(after).toBeLessThan(5_000);
    expect(server.output()).toContain("[kindred] stopping in 1500 ms (/readyz answers 503)");
  });
});
