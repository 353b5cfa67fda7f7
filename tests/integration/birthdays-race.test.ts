// "Add my birthday" under parallel requests (decision record 265): each account has one own
// birthday per family, also when two taps, two tabs or a script send it at once. Sequentially a
// second "add my birthday" updates the entry (200, same id); in parallel every request answers the
// same, and the database holds one row. Also: the migration that adds the unique index first
// drops the duplicates an older version let in, keeping the oldest.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { fakeIp, familyWithEveryRole, joinFamily, signInCookie, type RoleFamily } from "../helpers/client";
import { createTestDatabase, openSql, testDatabaseUrl, type Sql } from "../helpers/database";

const PARALLEL = 20;
let server: TestServer;
let fam: RoleFamily;
let racers: RoleFamily["member"][];
let sql: Sql;

beforeAll(async () => {
  server = await startServer();
  fam = await familyWithEveryRole(server.url, "Racing Birthdays");
  // Several accounts race at once, so a missing guard shows on every run, not one run in three.
  const more = await Promise.all(["Rae Racer", "Ray Racer", "Roy Racer"].map((n) => joinFamily(server.url, fam.owner.familyCode, n)));
  racers = [fam.member, ...more];
  sql = await openSql(server);
});

afterAll(async () => {
  await sql?.close();
  await server?.stop();
});

/** The toast a page action's redirect carries (the signed flash cookie's value, base64 JSON). */
function toastOf(res: Response): unknown {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("kindred_toast="));
  if (!cookie) return null;
  const value = decodeURIComponent(cookie.split(";")[0]!.slice("kindred_toast=".length));
  return JSON.parse(Buffer.from(value.slice(0, value.lastIndexOf(".")), "base64").toString("utf8"));
}

const ownRows = (userId: number) =>
  sql.all<{ id: number; month: number; day: number }>("select id, month, day from birthdays where user_id = ?", userId);

describe("add my birthday in parallel", () => {
  it(`${PARALLEL} API requests at once for each of 4 accounts: one entry each, every answer 200 with it, no 500`, async () => {
    const bursts = await Promise.all(
      racers.map((r) =>
        Promise.all(Array.from({ length: PARALLEL }, (_, i) => r.client.post("/birthdays", { month: 5, day: (i % 28) + 1, self: true }))),
      ),
    );
    const list = await fam.owner.client.get<{ user_id: number | null }[]>("/birthdays");
    for (const [k, r] of racers.entries()) {
      const answers = bursts[k]!;
      expect(answers.map((a) => a.status)).toEqual(Array(PARALLEL).fill(200));
      const ids = new Set(answers.map((a) => a.body.id));
      expect(ids.size).toBe(1);
      for (const a of answers) expect(a.body).toMatchObject({ name: r.name, month: 5, user_id: r.userId, is_manual: false, is_you: true });
      const rows = await ownRows(r.userId);
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe([...ids][0]);
      // The family's list shows it once.
      expect(list.body.filter((b) => b.user_id === r.userId)).toHaveLength(1);
    }
  });

  it(`${PARALLEL} page actions (forms without JavaScript) at once for each of 2 accounts: one entry each, no 500`, async () => {
    const people = [fam.admin, { ...fam.owner, userId: (await fam.owner.client.get("/auth/me")).body.id as number }];
    const cookies = await Promise.all(people.map((p) => signInCookie(server.url, p.email, p.password)));
    const answers = await Promise.all(
      Array.from({ length: PARALLEL * people.length }, (_, i) =>
        fetch(`${server.url}/dashboard/birthdays`, {
          method: "POST",
          redirect: "manual",
          headers: { Cookie: cookies[i % people.length]!, Origin: server.url, "X-Forwarded-For": fakeIp(), "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "add-my-birthday", month: "8", day: "14" }),
        }).then((r) => ({ status: r.status, toast: toastOf(r) })),
      ),
    );
    // Each answers as the one-at-a-time form does: back to the page with "Your birthday was saved"
    // (a failure would come back with the toast "Failed to add birthday").
    for (const a of answers) expect(a).toEqual({ status: 302, toast: { message: "Your birthday was saved", type: "success" } });
    for (const p of people) {
      const rows = await ownRows(p.userId);
      expect(rows).toEqual([{ id: rows[0]!.id, month: 8, day: 14 }]);
    }
  });

  it("the database refuses a second own birthday for the same account (the index, not only the code)", async () => {
    const { member } = fam;
    const familyId = (await sql.get<{ family_id: number }>("select family_id from users where id = ?", member.userId))!.family_id;
    await expect(
      sql.run("insert into birthdays (family_id, user_id, name, month, day) values (?, ?, 'Mia Member', 1, 1)", familyId, member.userId),
    ).rejects.toThrow(/unique/i);
    // Manual entries (no account) may share everything.
    for (let i = 0; i < 2; i++) await sql.run("insert into birthdays (family_id, name, month, day, is_manual) values (?, 'Twin', 3, 3, ?)", familyId, sql.postgres ? true : 1);
    expect(await sql.all("select id from birthdays where family_id = ? and name = 'Twin'", familyId)).toHaveLength(2);
  });
});

describe("the migration that adds the unique index", () => {
  // The migrations before it (found by what it creates, so renumbering does not matter), a database
  // with duplicates made by them, then every migration.
  const mine = (dir: string) => {
    const journal = JSON.parse(fs.readFileSync(path.join(dir, "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
    const at = journal.entries.findIndex((e) => fs.readFileSync(path.join(dir, `${e.tag}.sql`), "utf8").includes("birthdays_family_user_uq"));
    expect(at).toBeGreaterThan(0);
    const older = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-bday-mig-"));
    fs.cpSync(dir, older, { recursive: true });
    fs.writeFileSync(path.join(older, "meta/_journal.json"), JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
    return older;
  };
  // Two families; Ann has three own birthdays (ids in the order added), Ben two, Cy one; two
  // manual entries with the same name stay.
  const seed = [
    "insert into families (id, name, family_code) values (1, 'One', 'ONEFAM'), (2, 'Two', 'TWOFAM')",
    "insert into users (id, family_id, name, email, username, password_hash) values (1, 1, 'Ann', 'ann@x.test', 'ann', 'x'), (2, 1, 'Ben', 'ben@x.test', 'ben', 'x'), (3, 2, 'Cy', 'cy@x.test', 'cy', 'x')",
    "insert into birthdays (id, family_id, user_id, name, month, day) values (10, 1, 1, 'Ann', 1, 10), (11, 1, 2, 'Ben', 2, 11), (12, 1, 1, 'Ann', 1, 12), (13, 2, 3, 'Cy', 3, 13), (14, 1, 2, 'Ben', 2, 14), (15, 1, 1, 'Ann', 1, 15)",
    "insert into birthdays (id, family_id, user_id, name, month, day, is_manual) values (16, 1, null, 'Grandma', 4, 16, true), (17, 1, null, 'Grandma', 4, 16, true)",
  ];
  const expected = [
    { id: 10, user_id: 1, day: 10 },
    { id: 11, user_id: 2, day: 11 },
    { id: 13, user_id: 3, day: 13 },
    { id: 16, user_id: null, day: 16 },
    { id: 17, user_id: null, day: 16 },
  ];

  it("keeps each account's oldest own birthday and drops the rest, then refuses new duplicates", async () => {
    const root = path.resolve(__dirname, "../..");
    if (testDatabaseUrl()) {
      const { drizzle } = await import("drizzle-orm/node-postgres");
      const { migrate } = await import("drizzle-orm/node-postgres/migrator");
      const older = mine(path.join(root, "db/migrations-pg"));
      const database = await createTestDatabase();
      const client = new pg.Client({ connectionString: database.url });
      await client.connect();
      try {
        await migrate(drizzle(client), { migrationsFolder: older });
        for (const s of seed) await client.query(s);
        await migrate(drizzle(client), { migrationsFolder: path.join(root, "db/migrations-pg") });
        expect((await client.query("select id, user_id, day from birthdays order by id")).rows).toEqual(expected);
        await expect(client.query("insert into birthdays (family_id, user_id, name, month, day) values (1, 1, 'Ann', 1, 1)")).rejects.toThrow(/unique/i);
      } finally {
        await client.end();
        await database.drop();
        fs.rmSync(older, { recursive: true, force: true });
      }
    } else {
      const { drizzle } = await import("drizzle-orm/better-sqlite3");
      const { migrate } = await import("drizzle-orm/better-sqlite3/migrator");
      const older = mine(path.join(root, "db/migrations"));
      const sqlite = new Database(":memory:");
      try {
        migrate(drizzle(sqlite), { migrationsFolder: older });
        for (const s of seed) sqlite.exec(s.replaceAll("true", "1"));
        migrate(drizzle(sqlite), { migrationsFolder: path.join(root, "db/migrations") });
        expect(sqlite.prepare("select id, user_id, day from birthdays order by id").all()).toEqual(expected);
        expect(() => sqlite.prepare("insert into birthdays (family_id, user_id, name, month, day) values (1, 1, 'Ann', 1, 1)").run()).toThrow(/unique/i);
      } finally {
        sqlite.close();
        fs.rmSync(older, { recursive: true, force: true });
      }
    }
  });
});
