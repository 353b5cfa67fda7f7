// PostgreSQL's tools (decision record 200): migrations run once when servers start together, and
// `npm run db:copy` moves a SQLite server's data into PostgreSQL, where the same people carry on.
// Runs in the PostgreSQL pass only (TEST_DATABASE_URL; vitest.config.ts).
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily, joinFamily, ApiClient } from "../helpers/client";
import { createTestDatabase, type TestDatabase } from "../helpers/database";
import { migratePostgres } from "~/lib/db.server";

const run = promisify(execFile);
const databases: TestDatabase[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  for (const d of databases) await d.drop();
});

async function freshDatabase() {
  const d = await createTestDatabase();
  databases.push(d);
  return d.url;
}

async function rows<T>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe("migrations on PostgreSQL", () => {
  it("run once when several servers (and migrators) start at the same moment", async () => {
    const url = await freshDatabase();
    const [a, b] = await Promise.all([
      startServer({ DATABASE_URL: url }),
      startServer({ DATABASE_URL: url }),
      ...Array.from({ length: 6 }, () => migratePostgres(url)),
    ]);
    servers.push(a as TestServer, b as TestServer);
    const journal = (await import("../../db/migrations-pg/meta/_journal.json")).default as { entries: unknown[] };
    const applied = await rows<{ hash: string }>(url, "select hash from drizzle.__drizzle_migrations");
    expect(applied).toHaveLength(journal.entries.length);
    // Both servers serve.
    for (const s of [a, b] as TestServer[]) expect((await fetch(`${s.url}/healthz`)).status).toBe(200);
  });
});

describe("npm run db:copy", () => {
  it("moves a SQLite server's data to PostgreSQL: same people, same ids, and new rows get new ids", async () => {
    const sqliteServer = await startServer({ DATABASE_URL: "" });
    servers.push(sqliteServer);
    const owner = await createFamily(sqliteServer.url, "Olivia Copy", "The Movers");
    const member = await joinFamily(sqliteServer.url, owner.familyCode, "Max Copy");
    const event = await owner.client.post("/events", { title: "Moving day", description: "Boxes", event_date: "2031-05-01T10:00:00.000Z" });
    expect(event.status).toBe(200);
    expect((await member.client.post("/events/rsvp", { event_id: event.body.id, attending: true, guest_count: 2 })).status).toBe(200);
    const pinned = await owner.client.post("/announcements", { title: "We move", content: "Saturday", pinned: true });
    expect(pinned.status).toBe(200);
    const before = {
      events: (await owner.client.get("/events")).body,
      announcements: (await owner.client.get("/announcements")).body,
      me: (await member.client.get("/auth/me")).body,
    };
    await sqliteServer.stop();

    const url = await freshDatabase();
    const copy = await run("npx", ["tsx", "scripts/db-copy.ts", "--from", `sqlite:${path.join(sqliteServer.dataDir, "app.db")}`, "--to", url], {
      cwd: path.resolve(__dirname, "../.."),
    });
    expect(copy.stdout).toMatch(/copied users: 2 row\(s\)/);
    expect(copy.stdout).toMatch(/ok rsvps: 1 → 1 row\(s\), sha256 [0-9a-f]{16}/);
    expect(copy.stdout).toContain("db:copy: every table matches (row counts and checksums)");

    // A second copy into the same database is refused (it is no longer empty).
    const again = await run("npx", ["tsx", "scripts/db-copy.ts", "--from", `sqlite:${path.join(sqliteServer.dataDir, "app.db")}`, "--to", url], {
      cwd: path.resolve(__dirname, "../.."),
    }).catch((error: { code: number; stderr: string }) => error);
    expect((again as { code: number }).code).toBe(1);
    expect((again as { stderr: string }).stderr).toMatch(/already has \d+ row\(s\)/);

    const pgServer = await startServer({ DATABASE_URL: url, DATA_DIR: sqliteServer.dataDir });
    servers.push(pgServer);
    // The same bearer tokens (sessions were copied) see the same lists.
    const ownerThere = new ApiClient(pgServer.url, owner.client.token);
    const memberThere = new ApiClient(pgServer.url, member.client.token);
    expect((await ownerThere.get("/events")).body).toEqual(before.events);
    expect((await ownerThere.get("/announcements")).body).toEqual(before.announcements);
    expect((await memberThere.get("/auth/me")).body).toEqual(before.me);
    // Signing in with the password works too.
    expect((await new ApiClient(pgServer.url).post("/auth/login", { email: owner.email, password: owner.password })).status).toBe(200);
    // The sequences were advanced: new rows take the next ids.
    const next = await ownerThere.post("/events", { title: "Unpacking", description: "Boxes again", event_date: "2031-05-02T10:00:00.000Z" });
    expect(next.status).toBe(200);
    expect(next.body.id).toBe(event.body.id + 1);
  });
});
