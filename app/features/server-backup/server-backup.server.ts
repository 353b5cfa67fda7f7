// Server backup and restore (issue 29, decision 190): one zip an operator can keep and restore.
//
// The archive holds
//   database/app.db        a consistent snapshot (VACUUM INTO, never a file copy of a live database)
//   database/app.pgdump    on PostgreSQL (DATABASE_URL): pg_dump's custom-format dump (one
//                          snapshot of the database), restored with pg_restore
//   files/<storage key>    every stored file the snapshot refers to (photo originals, display
//                          copies, thumbnails, family logos), read through the storage module
//   secrets/<name>         the secrets generated into DATA_DIR (session-secret, encryption-key)
//   manifest.json          format, version, app and schema version, and every entry's size + SHA-256
// Restore checks every entry against the manifest BEFORE anything is written into DATA_DIR.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createHash } from "node:crypto";
import { once } from "node:events";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { isNotNull } from "drizzle-orm";
import type * as ArchiverModule from "archiver";
import { lazyModule } from "~/lib/lazy-module.server";
import { closeDatabase, dataDir, knownMigrations, readDatabaseFile, schema, snapshotDatabase, startDatabase, type Db } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { isValidKey, storage } from "~/lib/storage.server";
import { openZip, readEntryText, type ZipReader } from "~/lib/zip-read.server";

// archiver 8 is an ES module of classes (no factory function); Node 24 loads it with require().
const archiver = lazyModule<typeof ArchiverModule>("archiver");

export const BACKUP_FORMAT = "kindred-server-backup";
export const BACKUP_VERSION = 1;
/** Secrets generated once into DATA_DIR (app/lib/session.server.ts, app/lib/secret-box.server.ts). */
export const SECRET_FILES = ["session-secret", "encryption-key"] as const;
const DATABASE_ENTRY = "database/app.db";
const PG_DUMP_ENTRY = "database/app.pgdump";

/**
 * Runs one of PostgreSQL's own tools (pg_dump, pg_restore; PG_BIN names their folder when they are
 * not on PATH). Resolves false when the tool is not installed; a failure throws with its message.
 */
function runPgTool(tool: "pg_dump" | "pg_restore", args: string[]): Promise<boolean> {
  const command = process.env.PG_BIN ? path.join(process.env.PG_BIN, tool) : tool;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d) => (stderr += String(d)));
    child.on("error", (error: NodeJS.ErrnoException) => (error.code === "ENOENT" ? resolve(false) : reject(error)));
    child.on("exit", (code) => (code === 0 ? resolve(true) : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().slice(0, 2000)}`))));
  });
}

export const SENSITIVE_WARNING =
  "This archive is as sensitive as the server itself: it holds every family's data, password hashes and the server's secrets. " +
  "Keep it encrypted, off the server, and readable only by the people who run it.";

export type ManifestFile = { path: string; size: number; sha256: string };
export type Manifest = {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  appVersion: string;
  schemaVersion: number;
  lastMigration: string | null;
  database: "sqlite" | "postgresql";
  files: ManifestFile[];
  /** Stored files the database refers to that were gone when the backup ran (deleted meanwhile). */
  missing: string[];
  warning: string;
};

export type Progress = (state: { phase: string; files: number; totalFiles: number; bytes: number }) => void;

export function appVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as { version: string }).version;
  } catch {
    return "unknown";
  }
}

/**
 * PostgreSQL (DATABASE_URL): the database part is PostgreSQL's own tools' job (decision 190): the
 * commands run pg_dump/pg_restore themselves when installed, and print these lines otherwise.
 */
export function postgresCommands(file: string): { dump: string; restore: string } {
  const dump = `${file.replace(/\.zip$/, "")}.pgdump`;
  return {
    dump: `pg_dump --format=custom --no-owner --file "${dump}" "$DATABASE_URL"`,
    restore: `pg_restore --no-owner --clean --if-exists --dbname "$DATABASE_URL" "${dump}"`,
  };
}

/** Every storage key a database refers to (photos' three files, family logos). */
async function storedKeys(d: Db): Promise<string[]> {
  const keys = new Set<string>();
  const p = schema.photos;
  const rows = await d.select({ o: p.originalKey, s: p.displayKey, t: p.thumbKey }).from(p).where(isNotNull(p.originalKey));
  for (const r of rows) for (const k of [r.o, r.s, r.t]) if (k) keys.add(k);
  const b = schema.familyBranding;
  for (const r of await d.select({ k: b.logoKey }).from(b).where(isNotNull(b.logoKey))) if (r.k) keys.add(r.k);
  return [...keys].sort();
}

/** Hashes and counts what passes through. */
function hashing() {
  const hash = createHash("sha256");
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      size += chunk.length;
      done(null, chunk);
    },
  });
  return { stream, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/**
 * Writes a backup archive to `out` while the server keeps running. The file appears under its
 * name only when complete (written as `out.part`, then renamed).
 */
export async function createBackup(out: string, progress: Progress = () => {}): Promise<Manifest> {
  const target = path.resolve(out);
  const postgres = !!process.env.DATABASE_URL;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-backup-"));
  const part = `${target}.part`;
  try {
    let schemaVersion = 0;
    let keys: string[];
    const snapshot = path.join(work, "app.db");
    let pgDump: string | null = null;
    if (postgres) {
      // pg_dump takes one consistent snapshot of the database while the servers keep writing.
      // Without PostgreSQL's tools installed, the command prints the line to run instead.
      progress({ phase: "database dump (pg_dump)", files: 0, totalFiles: 0, bytes: 0 });
      const dumpFile = path.join(work, "app.pgdump");
      if (await runPgTool("pg_dump", ["--format=custom", "--no-owner", "--no-privileges", "--file", dumpFile, process.env.DATABASE_URL!])) pgDump = dumpFile;
      // The file list comes from the live database (read after the dump: it holds every file the dump refers to).
      const { db } = await import("~/lib/db.server");
      keys = await storedKeys(db());
      schemaVersion = knownMigrations().length;
    } else {
      progress({ phase: "database snapshot", files: 0, totalFiles: 0, bytes: 0 });
      schemaVersion = (await snapshotDatabase(snapshot)).appliedMigrations;
      keys = await readDatabaseFile(snapshot, storedKeys);
    }
    const secrets = SECRET_FILES.filter((name) => fs.existsSync(path.join(dataDir(), name)));
    const totalFiles = keys.length + secrets.length + (postgres && !pgDump ? 0 : 1);

    const archive = new (archiver().ZipArchive)({ zlib: { level: 6 } });
    const output = fs.createWriteStream(part, { mode: 0o600 });
    const written = pipeline(archive, output);
    const files: ManifestFile[] = [];
    const missing: string[] = [];
    let bytes = 0;
    const add = async (name: string, source: Readable, store: boolean) => {
      const h = hashing();
      source.on("error", (e) => h.stream.destroy(e));
      const entry = once(archive, "entry");
      archive.append(source.pipe(h.stream), { name, store, date: new Date() });
      await entry;
      const r = h.result();
      files.push({ path: name, ...r });
      bytes += r.size;
      progress({ phase: "files", files: files.length, totalFiles, bytes });
    };
    archive.on("warning", (w: Error) => console.warn(w.message));

    if (!postgres) await add(DATABASE_ENTRY, fs.createReadStream(snapshot), false);
    if (pgDump) await add(PG_DUMP_ENTRY, fs.createReadStream(pgDump), false);
    for (const name of secrets) await add(`secrets/${name}`, fs.createReadStream(path.join(dataDir(), name)), false);
    const store = storage();
    for (const key of keys) {
      const object = await store.get(key);
      if (!object) {
        missing.push(key);
        continue;
      }
      // Images are already compressed: stored, not deflated.
      await add(`files/${key}`, object.stream, true);
    }
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      schemaVersion,
      lastMigration: knownMigrations()[schemaVersion - 1] ?? null,
      database: postgres ? "postgresql" : "sqlite",
      files,
      missing,
      warning: SENSITIVE_WARNING,
    };
    archive.append(`${JSON.stringify(manifest, null, 2)}\n`, { name: "manifest.json" });
    await archive.finalize();
    await written;
    fs.renameSync(part, target);
    return manifest;
  } catch (error) {
    fs.rmSync(part, { force: true });
    throw error;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export class RestoreError extends Error {
  constructor(
    message: string,
    public problems: string[] = [],
  ) {
    super(problems.length ? `${message}\n${problems.map((p) => `  - ${p}`).join("\n")}` : message);
  }
}

/** Reads and checks the manifest and every entry's size and checksum; writes nothing. */
export async function verifyBackup(zip: ZipReader, progress: Progress = () => {}): Promise<Manifest> {
  const manifestEntry = zip.entries.get("manifest.json");
  if (!manifestEntry) throw new RestoreError("Not a Kindred backup: manifest.json is missing.");
  let manifest: Manifest;
  try {
    manifest = JSON.parse(await readEntryText(zip, manifestEntry, 16 * 1024 * 1024)) as Manifest;
  } catch {
    throw new RestoreError("Not a Kindred backup: manifest.json is not valid JSON.");
  }
  if (manifest?.format !== BACKUP_FORMAT) throw new RestoreError(`Not a Kindred backup: manifest format is ${JSON.stringify(manifest?.format)}.`);
  if (manifest.version !== BACKUP_VERSION) throw new RestoreError(`Backup format version ${manifest.version} is not supported (this server reads version ${BACKUP_VERSION}).`);
  if (!Array.isArray(manifest.files)) throw new RestoreError("The manifest has no file list.");
  const known = knownMigrations().length;
  if (manifest.schemaVersion > known) {
    throw new RestoreError(`The backup comes from a newer Kindred (schema ${manifest.schemaVersion}, this one knows ${known}): update Kindred first.`);
  }
  const problems: string[] = [];
  const listed = new Set<string>();
  let bytes = 0;
  let files = 0;
  for (const f of manifest.files) {
    listed.add(f.path);
    const allowed =
      f.path === DATABASE_ENTRY ||
      (f.path === PG_DUMP_ENTRY && manifest.database === "postgresql") ||
      (f.path.startsWith("secrets/") && (SECRET_FILES as readonly string[]).includes(f.path.slice(8))) ||
      (f.path.startsWith("files/") && isValidKey(f.path.slice(6)));
    if (!allowed) {
      problems.push(`${f.path}: not a path a backup holds`);
      continue;
    }
    const entry = zip.entries.get(f.path);
    if (!entry) {
      problems.push(`${f.path}: listed in the manifest but missing from the archive`);
      continue;
    }
    if (entry.uncompressedSize !== f.size) problems.push(`${f.path}: size ${entry.uncompressedSize}, the manifest says ${f.size}`);
    try {
      const hash = createHash("sha256");
      const stream = await zip.open(entry);
      for await (const chunk of stream) hash.update(chunk as Buffer);
      const sha = hash.digest("hex");
      if (sha !== f.sha256) problems.push(`${f.path}: checksum does not match the manifest`);
    } catch (error) {
      problems.push(`${f.path}: unreadable (${(error as Error).message})`);
    }
    bytes += f.size;
    files += 1;
    progress({ phase: "verifying", files, totalFiles: manifest.files.length, bytes });
  }
  for (const name of zip.entries.keys()) {
    if (name !== "manifest.json" && !name.endsWith("/") && !listed.has(name)) problems.push(`${name}: in the archive but not in the manifest`);
  }
  if (manifest.database === "sqlite" && !listed.has(DATABASE_ENTRY)) problems.push(`${DATABASE_ENTRY}: the database is missing`);
  if (problems.length > 0) throw new RestoreError("The archive is damaged or altered; nothing was restored:", problems);
  return manifest;
}

export type RestoreResult = { manifest: Manifest; migratedFrom: number; migratedTo: number; databaseRestored: boolean };

/** Whether a PostgreSQL database already holds Kindred's tables (a restore must not mix into them). */
async function postgresHasTables(url: string): Promise<boolean> {
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: url });
  client.on("error", (error) => console.error("PostgreSQL:", error.message));
  await client.connect();
  try {
    const r = await client.query("select 1 from information_schema.tables where table_schema = 'public' and table_name = 'families'");
    return (r.rowCount ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores an archive into DATA_DIR: refuses a non-empty one unless `force`, verifies every
 * checksum first, then writes the database, secrets and files, and opens the database (which runs
 * the migrations when the archive is older than this build).
 */
export async function restoreBackup(file: string, opts: { force?: boolean } = {}, progress: Progress = () => {}): Promise<RestoreResult> {
  const dir = path.resolve(env().DATA_DIR);
  const existing = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  if (existing.length > 0 && !opts.force) {
    throw new RestoreError(`DATA_DIR ${dir} is not empty (${existing.slice(0, 5).join(", ")}${existing.length > 5 ? ", ..." : ""}). Restore into an empty directory, or pass --force to overwrite.`);
  }
  const zip = await openZip(path.resolve(file)).catch((error: Error) => {
    throw new RestoreError(`Cannot read ${file} as a zip archive: ${error.message}`);
  });
  try {
    const manifest = await verifyBackup(zip, progress);
    const postgres = manifest.database === "postgresql";
    const dumpFile = manifest.files.find((f) => f.path === PG_DUMP_ENTRY);
    const url = process.env.DATABASE_URL;
    if (dumpFile) {
      if (!url) throw new RestoreError("This backup holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into.");
      if (!opts.force && (await postgresHasTables(url))) {
        throw new RestoreError("The database at DATABASE_URL already holds Kindred's tables. Restore into an empty database, or pass --force to replace them.");
      }
    }
    fs.mkdirSync(dir, { recursive: true });
    let done = 0;
    let bytes = 0;
    const step = (size: number) => {
      done += 1;
      bytes += size;
      progress({ phase: "restoring", files: done, totalFiles: manifest.files.length, bytes });
    };
    if (!postgres) {
      for (const suffix of ["", "-wal", "-shm", "-journal"]) fs.rmSync(path.join(dir, `app.db${suffix}`), { force: true });
      const temp = path.join(dir, `app.db.restoring`);
      await pipeline(await zip.open(zip.entries.get(DATABASE_ENTRY)!), fs.createWriteStream(temp, { mode: 0o600 }));
      fs.renameSync(temp, path.join(dir, "app.db"));
      step(manifest.files.find((f) => f.path === DATABASE_ENTRY)!.size);
    }
    for (const f of manifest.files) {
      if (f.path.startsWith("secrets/")) {
        const target = path.join(dir, f.path.slice(8));
        fs.rmSync(target, { force: true });
        await pipeline(await zip.open(zip.entries.get(f.path)!), fs.createWriteStream(target, { mode: 0o600 }));
        step(f.size);
      }
    }
    const store = storage();
    for (const f of manifest.files) {
      if (!f.path.startsWith("files/")) continue;
      await store.put(f.path.slice(6), await zip.open(zip.entries.get(f.path)!));
      step(f.size);
    }
    if (dumpFile && url) {
      progress({ phase: "database (pg_restore)", files: done, totalFiles: manifest.files.length, bytes });
      const temp = path.join(dir, "tmp", `app-${process.pid}.pgdump`);
      fs.mkdirSync(path.dirname(temp), { recursive: true });
      try {
        await pipeline(await zip.open(zip.entries.get(PG_DUMP_ENTRY)!), fs.createWriteStream(temp, { mode: 0o600 }));
        const args = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", "--dbname", url, temp];
        if (opts.force) args.unshift("--clean", "--if-exists");
        if (!(await runPgTool("pg_restore", args))) {
          throw new RestoreError(`pg_restore is not installed here: the files were restored; restore the database with\n  ${postgresCommands(file).restore}`);
        }
      } finally {
        fs.rmSync(temp, { force: true });
      }
      step(dumpFile.size);
    }
    let migratedTo = manifest.schemaVersion;
    if (!postgres || (dumpFile && url)) {
      progress({ phase: "migrating", files: done, totalFiles: manifest.files.length, bytes });
      await startDatabase();
      await closeDatabase();
      migratedTo = knownMigrations().length;
    }
    return { manifest, migratedFrom: manifest.schemaVersion, migratedTo, databaseRestored: !postgres || !!dumpFile };
  } finally {
    zip.close();
  }
}
