// Server backup and restore (issue 29) over the real commands: `npm run backup` while writers are
// running against the server, `npm run restore` into an empty directory, a server started on it.
import { spawn } from "node:child_process";
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createTestDatabase, openSql, testDatabaseUrl } from "../helpers/database";
import { createFamily, type Account } from "../helpers/client";
import { png, phoneJpeg } from "../helpers/images";
import { rawGet, uploadPhoto } from "../helpers/photo-upload";

const root = path.resolve(__dirname, "../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-backup-test-"));

/** Runs `npm run backup|restore` (the script it runs) with DATA_DIR; resolves with code and stderr. */
// On PostgreSQL (TEST_DATABASE_URL) the commands run on the test server's database: the archive
// then holds the files and the commands print the pg_dump/pg_restore lines for the database part
// (decision 190); `database` "" runs them on SQLite whatever the pass.
function cli(args: string[], dataDir: string, database = a?.databaseUrl ?? ""): Promise<{ code: number; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["scripts/backup-cli.ts", ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: database, NODE_ENV: "production" },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("exit", (code) => resolve({ code: code ?? -1, stderr }));
  });
}

const postgres = testDatabaseUrl() !== undefined;
const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

let a: TestServer;
let b: TestServer | undefined;
let owner: Account;
const originals = new Map<number, Buffer>();
const archive = path.join(tmp, "backup.zip");
let announcementsBefore = 0;
let announcementsAfter = 0;
let backupRun: { code: number; stderr: string };

beforeAll(async () => {
  a = await startServer();
  owner = await createFamily(a.url, "Olivia Owner", "The Backups");
  for (let i = 0; i < 4; i++) {
    const bytes = i % 2 ? await phoneJpeg(320 + i, 200) : await png(200 + i, 150, { r: 10 * i, g: 80, b: 120 });
    const photo = await uploadPhoto(a.url, owner.client, { title: `Photo ${i}` }, { bytes, name: `p${i}.${i % 2 ? "jpg" : "png"}` });
    originals.set(photo.id, bytes);
  }
  // Writers keep posting announcements while the backup runs.
  announcementsBefore = 0;
  for (let i = 0; i < 5; i++) {
    await owner.client.post("/announcements", { title: `Before ${i}`, content: "x", pinned: false });
    announcementsBefore += 1;
  }
  let writing = true;
  let written = announcementsBefore;
  const writers = [0, 1, 2].map(async (w) => {
    while (writing) {
      const r = await owner.client.post("/announcements", { title: `During ${w}`, content: "y", pinned: false });
      if (r.status === 200 || r.status === 201) written += 1;
    }
  });
  backupRun = await cli(["backup", "--out", archive], a.dataDir);
  writing = false;
  await Promise.all(writers);
  announcementsAfter = written;
}, 180_000);

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  for (const c of cleanups) await c();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("npm run backup", () => {
  it("writes one archive while writers run, with a manifest of sizes and checksums and a plain warning", () => {
    expect(backupRun.stderr).toContain("Backup written");
    expect(backupRun.code).toBe(0);
    // The writers really were writing while it ran.
    expect(announcementsAfter).toBeGreaterThan(announcementsBefore + 3);
    expect(backupRun.stderr).toMatch(/WARNING: This archive is as sensitive as the server itself/);
    expect(backupRun.stderr).toMatch(/files: \d+\/\d+ files/);
    // A standard unzip tool reads it and its checksums (CRC) hold.
    const listing = execFileSync("unzip", ["-l", archive]).toString();
    expect(listing).toContain("manifest.json");
    if (postgres) {
      // The database part is PostgreSQL's own tool's: pg_dump's dump, taken while the writers ran.
      expect(listing).not.toContain("database/app.db");
      expect(listing).toContain("database/app.pgdump");
      expect(backupRun.stderr).toContain("database/app.pgdump");
    } else {
      expect(listing).toContain("database/app.db");
      expect(listing).toContain("secrets/session-secret");
    }
    execFileSync("unzip", ["-tq", archive]);
    const manifest = JSON.parse(execFileSync("unzip", ["-p", archive, "manifest.json"]).toString());
    expect(manifest).toMatchObject({ format: "kindred-server-backup", version: 1, appVersion: "0.1.0", database: postgres ? "postgresql" : "sqlite" });
    expect(manifest.schemaVersion).toBeGreaterThanOrEqual(11);
    expect(manifest.lastMigration).toMatch(/^00\d\d_/);
    // Every photo's three files (original, display, thumbnail) are in it, each entry as listed.
    const stored = manifest.files.filter((f: { path: string }) => f.path.startsWith("files/"));
    expect(stored).toHaveLength(originals.size * 3);
    for (const f of manifest.files) {
      const bytes = execFileSync("unzip", ["-p", archive, f.path], { maxBuffer: 64 * 1024 * 1024 });
      expect(bytes.length).toBe(f.size);
      expect(sha(bytes)).toBe(f.sha256);
    }
  });
});

/** The restored SQLite database holds exactly what the snapshot in the archive holds. */
async function sameRows(target: string) {
    const snapshotFile = path.join(tmp, "snapshot.db");
    fs.writeFileSync(snapshotFile, execFileSync("unzip", ["-p", archive, "database/app.db"], { maxBuffer: 256 * 1024 * 1024 }));
    const snap = new Database(snapshotFile, { readonly: true });
    const restored = new Database(path.join(target, "app.db"), { readonly: true });
    const tables = snap.prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%'").all() as { name: string }[];
    expect(tables.length).toBeGreaterThan(20);
    for (const { name } of tables) {
      const q = `select * from "${name}" order by rowid`;
      expect(restored.prepare(q).all(), name).toEqual(snap.prepare(q).all());
    }
    const count = (snap.prepare("select count(*) as n from announcements").get() as { n: number }).n;
    snap.close();
    restored.close();
    expect(count).toBeGreaterThanOrEqual(announcementsBefore);
    expect(count).toBeLessThanOrEqual(announcementsAfter);
}

describe("npm run restore", () => {
  it("refuses a non-empty DATA_DIR unless told to", async () => {
    const full = path.join(tmp, "full");
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, "something"), "x");
    const r = await cli(["restore", archive], full);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/is not empty .*--force/);
    expect(fs.readdirSync(full)).toEqual(["something"]);
  });

  it("refuses a corrupted archive before writing anything, saying what is wrong", async () => {
    const bad = path.join(tmp, "bad.zip");
    // Same entries and manifest, one photo's bytes changed (python's zipfile rewrites the zip).
    execFileSync("python3", [
      "-c",
      `import zipfile,sys
src=zipfile.ZipFile(sys.argv[1]); dst=zipfile.ZipFile(sys.argv[2],'w')
done=False
for i in src.infolist():
    data=src.read(i.filename)
    if i.filename.startswith('files/') and not done:
        data=bytes([data[0]^1])+data[1:]; done=True; print(i.filename)
    dst.writestr(i, data)
dst.close()`,
      archive,
      bad,
    ]);
    const target = path.join(tmp, "from-bad");
    const r = await cli(["restore", bad], target);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/damaged or altered; nothing was restored/);
    expect(r.stderr).toMatch(/files\/[a-z0-9/]+\.\w+: checksum does not match the manifest/);
    expect(fs.existsSync(target) ? fs.readdirSync(target) : []).toEqual([]);

    const notZip = path.join(tmp, "not.zip");
    fs.writeFileSync(notZip, "hello");
    const r2 = await cli(["restore", notZip], target);
    expect(r2.code).toBe(1);
    expect(r2.stderr).toMatch(/Cannot read .* as a zip archive/);
  });

  it("restores into an empty directory; a server started on it has every row and file", async () => {
    const target = path.join(tmp, "restored");
    // On PostgreSQL: into a new, empty database (pg_restore); one that holds tables is refused.
    const restoredDb = postgres ? await createTestDatabase() : undefined;
    if (restoredDb) {
      cleanups.push(restoredDb.drop);
      const refused = await cli(["restore", archive], path.join(tmp, "restored-refused"), a.databaseUrl);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/already holds Kindred's tables/);
    }
    const r = await cli(["restore", archive], target, restoredDb?.url ?? "");
    expect(r.stderr).toMatch(/Restored \d+ files/);
    expect(r.code).toBe(0);
    // Rows: the restored database holds exactly what the snapshot in the archive holds (SQLite), or
    // what pg_dump saw: the announcements written before the backup, and at most those written by its end.
    if (restoredDb) {
      expect(r.stderr).toContain("restored into DATABASE_URL with pg_restore");
      const sql = await openSql({ dataDir: target, databaseUrl: restoredDb.url });
      const count = (await sql.get<{ n: number }>("select count(*) as n from announcements"))!.n;
      await sql.close();
      expect(count).toBeGreaterThanOrEqual(announcementsBefore);
      expect(count).toBeLessThanOrEqual(announcementsAfter);
    } else await sameRows(target);

    // The server: the owner's token still works (the session secret and the sessions came along),
    // the photos are listed, and every original is byte-identical.
    b = await startServer({ DATA_DIR: target, DATABASE_URL: restoredDb?.url ?? "" });
    const client = Object.assign(Object.create(Object.getPrototypeOf(owner.client)), owner.client, { baseUrl: b.url });
    const photos = await client.get("/photos");
    expect(photos.status).toBe(200);
    const list = (photos.body.items ?? photos.body) as { id: number }[];
    expect(list.map((p) => p.id).sort()).toEqual([...originals.keys()].sort());
    for (const [id, bytes] of originals) {
      const got = await rawGet(b.url, client, `/photos/${id}/original`);
      expect(got.status).toBe(200);
      expect(sha(got.bytes)).toBe(sha(bytes));
      expect((await rawGet(b.url, client, `/photos/${id}/thumb`)).status).toBe(200);
    }
    const anns = await client.get("/announcements");
    expect(anns.status).toBe(200);
  });
});

describe("an archive from an older Kindred", () => {
  it("is restored and migrated to this version's schema", async () => {
    // A database made by the migrations before the last one, with a family in it.
    const journal = JSON.parse(fs.readFileSync(path.join(root, "db/migrations/meta/_journal.json"), "utf8"));
    const older = path.join(tmp, "older-migrations");
    fs.cpSync(path.join(root, "db/migrations"), older, { recursive: true });
    const kept = journal.entries.slice(0, -1);
    fs.writeFileSync(path.join(older, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
    const dbFile = path.join(tmp, "older.db");
    const { drizzle } = await import("drizzle-orm/better-sqlite3");
    const { migrate } = await import("drizzle-orm/better-sqlite3/migrator");
    const sqlite = new Database(dbFile);
    sqlite.pragma("foreign_keys = OFF");
    migrate(drizzle(sqlite), { migrationsFolder: older });
    sqlite.prepare("insert into families (name, family_code) values ('Old Timers', 'OLDFAM')").run();
    sqlite.close();
    // Packed as a backup of that version: manifest with its size and checksum.
    const bytes = fs.readFileSync(dbFile);
    const manifest = {
      format: "kindred-server-backup",
      version: 1,
      createdAt: new Date().toISOString(),
      appVersion: "0.0.9",
      schemaVersion: kept.length,
      lastMigration: kept.at(-1).tag,
      database: "sqlite",
      files: [{ path: "database/app.db", size: bytes.length, sha256: sha(bytes) }],
      missing: [],
      warning: "",
    };
    const zip = path.join(tmp, "older.zip");
    const manifestFile = path.join(tmp, "older-manifest.json");
    fs.writeFileSync(manifestFile, JSON.stringify(manifest));
    execFileSync("python3", [
      "-c",
      "import zipfile,sys\nz=zipfile.ZipFile(sys.argv[1],'w')\nz.write(sys.argv[2],'database/app.db')\nz.write(sys.argv[3],'manifest.json')\nz.close()",
      zip,
      dbFile,
      manifestFile,
    ]);
    const target = path.join(tmp, "from-older");
    const r = await cli(["restore", zip], target, "");
    expect(r.stderr).toContain(`Database migrated from schema ${kept.length} to ${journal.entries.length}.`);
    expect(r.code).toBe(0);
    const restored = new Database(path.join(target, "app.db"), { readonly: true });
    expect((restored.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number }).n).toBe(journal.entries.length);
    expect(restored.prepare("select name from families").all()).toEqual([{ name: "Old Timers" }]);
    restored.close();
  });
});
