// The backup machinery in-process, against a real WebDAV server and the fake Dropbox / Google
// Drive: folders Kindred/<family>/<album>/, bytes copied exactly, a second run copies nothing new,
// progress recorded; secrets sealed with AES-256-GCM.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWebDav, type TestDav } from "../helpers/webdav";
import { startFakeCloud, type FakeCloud } from "../helpers/fake-cloud";

let dav: TestDav;
let fake: FakeCloud;
let srcDir: string;

beforeAll(async () => {
  dav = await startWebDav();
  fake = await startFakeCloud();
  Object.assign(process.env, fake.env);
  // The WebDAV server listens on loopback: allowed here as an operator would (decision 073).
  process.env.OUTBOUND_ALLOWED_NETWORKS = "127.0.0.0/8";
  srcDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-src-"));
});

afterAll(async () => {
  await dav?.stop();
  await fake?.stop();
});

const modules = async () => {
  const { db, schema, withTransaction } = await import("~/lib/db.server");
  const backup = await import("~/features/integrations/backup.server");
  const cloud = await import("~/features/integrations/cloud.server");
  const box = await import("~/lib/secret-box.server");
  const { resetEnvCache } = await import("~/lib/env.server");
  resetEnvCache();
  return { db, schema, withTransaction, ...backup, ...cloud, ...box };
};

type Original = { key: string; album: string; filename: string; size: number };

/** A test source over files written in this test (the photos feature provides the real one). */
function fileSource(files: (Original & { bytes: Buffer })[]) {
  for (const f of files) fs.writeFileSync(path.join(srcDir, f.key), f.bytes);
  return {
    listOriginals: () => files.map(({ key, album, filename, size }) => ({ key, album, filename, size })),
    openOriginal: (key: string) => fs.createReadStream(path.join(srcDir, key)) as Readable,
  };
}

function photo(key: string, album: string, filename: string, size = 3000) {
  const bytes = Buffer.alloc(size, key);
  return { key, album, filename, size: bytes.length, bytes };
}

async function family(name: string) {
  const { withTransaction, schema } = await modules();
  const [row] = await withTransaction((tx) =>
    tx
      .insert(schema.families)
      .values({ name, familyCode: Math.random().toString(36).slice(2, 8).toUpperCase(), subscriptionTier: "small_family" })
      .returning(),
  );
  return row;
}

async function integration(familyId: number, provider: "webdav" | "dropbox" | "google_drive", secret: unknown) {
  const { withTransaction, schema, seal } = await modules();
  const [row] = await withTransaction((tx) =>
    tx.insert(schema.cloudIntegrations).values({ familyId, provider, credentials: seal(JSON.stringify(secret)) }).returning(),
  );
  return row;
}

describe("secrets at rest", () => {
  it("seal/open round-trips; a changed byte is refused; the same text seals differently each time", async () => {
    const { seal, open } = await modules();
    const a = seal("app-password-123");
    const b = seal("app-password-123");
    expect(a).not.toBe(b);
    expect(a).not.toContain("app-password");
    expect(open(a)).toBe("app-password-123");
    const parts = a.split(".");
    const body = Buffer.from(parts[3], "base64url");
    body[0] ^= 1;
    expect(() => open([parts[0], parts[1], parts[2], body.toString("base64url")].join("."))).toThrow();
    // The root key: generated into the data directory, unless it comes from the environment (on PostgreSQL it must).
    expect(fs.existsSync(path.join(process.env.DATA_DIR!, "encryption-key"))).toBe(!process.env.ENCRYPTION_KEY);
  });
});

describe("backup to WebDAV (a real WebDAV server)", () => {
  it("copies originals into Kindred/<family>/<album>/, then only what is new", async () => {
    const { runBackup, targetFor, db, schema } = await modules();
    const fam = await family("The Rivers / Lake");
    const row = await integration(fam.id, "webdav", { url: dav.url, username: dav.username, password: dav.password });
    const files = [
      photo("k1", "general", "beach.jpg"),
      photo("k2", "Summer 2030", "été à Nice.jpg", 70_000),
      photo("k3", "Summer 2030", "beach.jpg"),
      photo("k4", "Summer 2030", "beach.jpg"), // same name in the same album: kept apart
    ];
    const result = await runBackup(row.id, fam.id, fam.name, fileSource(files), targetFor(row));
    expect(result).toEqual({ total: 4, copied: 4, skipped: 0 });
    const root = path.join(dav.dir, "Kindred", "The Rivers Lake");
    expect(fs.readFileSync(path.join(root, "general", "beach.jpg"))).toEqual(files[0].bytes);
    expect(fs.readFileSync(path.join(root, "Summer 2030", "été à Nice.jpg"))).toEqual(files[1].bytes);
    expect(fs.readFileSync(path.join(root, "Summer 2030", "beach.jpg"))).toEqual(files[2].bytes);
    expect(fs.readFileSync(path.join(root, "Summer 2030", "beach (2).jpg"))).toEqual(files[3].bytes);

    const after = (await db().select().from(schema.cloudIntegrations)).find((r) => r.id === row.id)!;
    expect(after).toMatchObject({ backupStatus: "done", backupTotal: 4, backupProcessed: 4, backupCopied: 4 });
    expect(after.lastBackupAt).toBeTruthy();

    // A second backup copies nothing new; a new photo is the only one copied next time.
    fs.rmSync(path.join(root, "general", "beach.jpg"));
    expect(await runBackup(row.id, fam.id, fam.name, fileSource(files), targetFor(row))).toEqual({ total: 4, copied: 0, skipped: 4 });
    expect(fs.existsSync(path.join(root, "general", "beach.jpg"))).toBe(false);
    const more = [...files, photo("k5", "general", "cake.png")];
    expect(await runBackup(row.id, fam.id, fam.name, fileSource(more), targetFor(row))).toEqual({ total: 5, copied: 1, skipped: 4 });
    expect(fs.readFileSync(path.join(root, "general", "cake.png"))).toEqual(more[4].bytes);
  });

  it("a failure stops the run with the error kept, and the next run continues", async () => {
    const { runBackup, targetFor, db, schema } = await modules();
    const fam = await family("The Failers");
    const row = await integration(fam.id, "webdav", { url: dav.url, username: dav.username, password: "wrong" });
    const files = [photo("f1", "general", "a.jpg")];
    await expect(runBackup(row.id, fam.id, fam.name, fileSource(files), targetFor(row))).rejects.toThrow(/HTTP 401/);
    const failed = (await db().select().from(schema.cloudIntegrations)).find((r) => r.id === row.id)!;
    expect(failed.backupStatus).toBe("failed");
    expect(failed.backupError).toMatch(/HTTP 401/);
  });

  it("an address the operator does not allow (any more) is refused: the run fails in the family's words, nothing is sent", async () => {
    process.env.OUTBOUND_ALLOWED_NETWORKS = "";
    try {
      const { runBackup, targetFor, db, schema } = await modules();
      const fam = await family("The Refused");
      const row = await integration(fam.id, "webdav", { url: dav.url, username: dav.username, password: dav.password });
      const source = fileSource([photo("r1", "general", "a.jpg")]);
      const opened: Readable[] = [];
      const watched = { ...source, openOriginal: (key: string) => opened[opened.push(source.openOriginal(key)) - 1] };
      const refused = "This address is on a private network; the server's operator can allow it";
      await expect(runBackup(row.id, fam.id, fam.name, watched, targetFor(row))).rejects.toThrow(refused);
      const failed = (await db().select().from(schema.cloudIntegrations)).find((r) => r.id === row.id)!;
      expect(failed).toMatchObject({ backupStatus: "failed", backupError: refused, backupCopied: 0 });
      expect(fs.existsSync(path.join(dav.dir, "Kindred", "The Refused"))).toBe(false);
      expect(opened.map((s) => s.destroyed)).toEqual([true]); // the original's file is closed
    } finally {
      process.env.OUTBOUND_ALLOWED_NETWORKS = "127.0.0.0/8";
    }
  });

  it("startBackup answers 503 without a photo source, queues a job with one (409 while it is queued), and a worker runs it", async () => {
    const { startBackup, withTransaction, schema, registerPhotoBackupSource, photoBackupSource, registerBackupJob, db } = await modules();
    const { runDueJobs } = await import("~/lib/jobs.server");
    const fam = await family("The Starters");
    const [owner] = await withTransaction((tx) =>
      tx
        .insert(schema.users)
        .values({ familyId: fam.id, name: "Olivia", email: `o${Date.now()}@example.test`, username: "o", passwordHash: "x", role: "owner" })
        .returning(),
    );
    const actor = { userId: owner.id, familyId: fam.id, role: "owner" as const, name: "Olivia", email: owner.email, sessionId: 0 };
    await integration(fam.id, "webdav", { url: dav.url, username: dav.username, password: dav.password });
    await expect(startBackup(actor, "webdav", null)).rejects.toThrow("Photo backup becomes available once photos are stored on this server");
    const previous = photoBackupSource();
    registerPhotoBackupSource(fileSource([photo("s1", "general", "one.jpg")]));
    try {
      const started = await startBackup(actor, "webdav");
      expect(started.message).toBe("Backup to WebDAV (Nextcloud, ownCloud) started");
      await expect(startBackup(actor, "webdav")).rejects.toThrow("A backup is already running");
      const job = (await db().select().from(schema.jobs)).find((j) => j.kind === "cloud-backup" && j.status === "pending");
      expect(job).toBeDefined();
      registerBackupJob();
      await runDueJobs(new Date(), ["cloud-backup"]);
      expect(fs.existsSync(path.join(dav.dir, "Kindred", "The Starters", "general", "one.jpg"))).toBe(true);
      const done = (await db().select().from(schema.jobs)).find((j) => j.id === job!.id);
      expect(done?.status).toBe("done");
      // Finished: a new run may be queued.
      expect((await startBackup(actor, "webdav")).message).toBe("Backup to WebDAV (Nextcloud, ownCloud) started");
    } finally {
      registerPhotoBackupSource(previous);
    }
  });
});

describe("backup to Dropbox and Google Drive (local fake)", () => {
  it("Dropbox: uploads to /Kindred/<family>/<album>/<file>, refreshing an expired token; a second run copies nothing", async () => {
    const { runBackup, targetFor, db, schema, open } = await modules();
    const fam = await family("The Boxers");
    const row = await integration(fam.id, "dropbox", {
      access_token: "stale",
      refresh_token: "dbx-refresh",
      expires_at: new Date(Date.now() - 1000).toISOString(),
      account: "",
    });
    const files = [photo("d1", "general", "grandpa.jpg"), photo("d2", "Reunion", "group.jpg")];
    expect(await runBackup(row.id, fam.id, fam.name, fileSource(files), targetFor(row))).toMatchObject({ copied: 2 });
    expect(fake.dropboxFiles.map((f) => f.path)).toEqual(["/Kindred/The Boxers/general/grandpa.jpg", "/Kindred/The Boxers/Reunion/group.jpg"]);
    expect(fake.dropboxFiles[1].bytes).toEqual(files[1].bytes);
    const saved = (await db().select().from(schema.cloudIntegrations)).find((r) => r.id === row.id)!;
    expect(JSON.parse(open(saved.credentials)).access_token).toMatch(/^dbx-access-r\d+$/);
    const fresh = (await db().select().from(schema.cloudIntegrations)).find((r) => r.id === row.id)!;
    expect(await runBackup(row.id, fam.id, fam.name, fileSource(files), targetFor(fresh))).toMatchObject({ copied: 0, skipped: 2 });
    expect(fake.dropboxFiles).toHaveLength(2);
  });

  it("Google Drive: finds or creates each folder once and uploads with a resumable session", async () => {
    const { runBackup, targetFor } = await modules();
    const fam = await family("The Drivers");
    const row = await integration(fam.id, "google_drive", { access_token: "goog-access-1", refresh_token: "goog-refresh", expires_at: null, account: "" });
    const files = [photo("g1", "general", "a.jpg"), photo("g2", "general", "b.jpg"), photo("g3", "Trip", "c.jpg")];
    expect(await runBackup(row.id, fam.id, fam.name, fileSource(files), targetFor(row))).toMatchObject({ copied: 3 });
    expect(fake.driveFolders.map((f) => f.name)).toEqual(["Kindred", "The Drivers", "general", "Trip"]);
    const general = fake.driveFolders.find((f) => f.name === "general")!;
    expect(fake.driveFiles.filter((f) => f.parent === general.id).map((f) => f.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(fake.driveFiles[2].bytes).toEqual(files[2].bytes);
    // Another run (a new writer, as after a restart) finds the folders instead of duplicating them.
    const more = [...files, photo("g4", "Trip", "d.jpg")];
    expect(await runBackup(row.id, fam.id, fam.name, fileSource(more), targetFor(row))).toMatchObject({ copied: 1 });
    expect(fake.driveFolders).toHaveLength(4);
    expect(fake.driveFiles.map((f) => f.name)).toEqual(["a.jpg", "b.jpg", "c.jpg", "d.jpg"]);
  });
});
