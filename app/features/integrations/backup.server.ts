// "Back up photos now": copies the family's photo originals into Kindred/<family>/<album>/ on a
// cloud target, skipping what this integration already copied (cloud_backup_items), with progress
// kept on the integration row for the page.
//
// The photo originals come through `BackupSource` (./backup-source.ts): the photos feature's stored
// originals (features/photos/backup-source.server.ts), registered at start-up by
// app/worker.server.ts's registerSources (decision record 232), never imported here; tests may
// register another source. Without one, photo backup is unavailable.
import type { Readable } from "node:stream";
import { randomUUID } from "node:crypto";
import { and, eq, inArray, like } from "drizzle-orm";
import { db, schema, withTransaction } from "~/lib/db.server";
import { WorkerStopping } from "~/lib/jobs.server";
import { PHOTO_BACKUP_UNAVAILABLE } from "./rules";
import type { BackupOriginal, BackupSource } from "./backup-source";

export type { BackupOriginal, BackupSource } from "./backup-source";

export interface CloudTarget {
  /**
   * Uploads into the folder `segments` (created when missing); returns the file's remote path.
   * `signal` (the job's) stops the upload and closes its connection.
   */
  upload(segments: string[], filename: string, body: Readable, size: number, signal?: AbortSignal): Promise<string>;
}

export { PHOTO_BACKUP_UNAVAILABLE };

let photoSource: BackupSource | null = null;

/** Sets the source of originals: the photos feature at start-up; tests use files they write. */
export function registerPhotoBackupSource(source: BackupSource | null) {
  photoSource = source;
}

export function photoBackupSource(): BackupSource | null {
  return photoSource;
}

/** A folder or file name that is safe on every provider. */
export function safeName(name: string, fallback = "untitled"): string {
  const cleaned = name
    .normalize("NFC")
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/^\.+/, "")
    .slice(0, 120)
    .trim();
  return cleaned || fallback;
}

function withSuffix(filename: string, n: number): string {
  const dot = filename.lastIndexOf(".");
  return dot > 0 ? `${filename.slice(0, dot)} (${n})${filename.slice(dot)}` : `${filename} (${n})`;
}

// ---- A run is a job (decision record 180): any server may run it; one dying does not lose it ----

export const BACKUP_JOB = "cloud-backup";
const backupKeyPrefix = (integrationId: number) => `${BACKUP_JOB}:${integrationId}:`;

/** Whether a run of this integration's backup is queued or running (on any server). */
export async function isBackupRunning(integrationId: number): Promise<boolean> {
  const j = schema.jobs;
  const rows = await db()
    .select({ id: j.id })
    .from(j)
    .where(and(eq(j.kind, BACKUP_JOB), like(j.key, `${backupKeyPrefix(integrationId)}%`), inArray(j.status, ["pending", "running"])))
    .limit(1);
  return rows.length > 0;
}

/**
 * Queues a run of this integration's backup, unless one is queued or running (false then). The
 * integration row is written first: that takes its lock (the writer lock on SQLite, the row's lock
 * on PostgreSQL), so of two requests at the same moment one queues and the other sees its job.
 */
export async function queueBackup(integrationId: number, familyId: number): Promise<boolean> {
  const ci = schema.cloudIntegrations;
  return withTransaction(async (tx) => {
    await tx.update(ci).set({ backupStatus: "running", backupError: null }).where(eq(ci.id, integrationId));
    if (await isBackupRunning(integrationId)) return false;
    const at = new Date().toISOString();
    await tx.insert(schema.jobs).values({
      kind: BACKUP_JOB,
      key: `${backupKeyPrefix(integrationId)}${randomUUID()}`,
      payload: JSON.stringify({ integrationId, familyId }),
      runAt: at,
      createdAt: at,
      updatedAt: at,
    });
    await tx.update(ci).set({ backupTotal: 0, backupProcessed: 0, backupCopied: 0 }).where(eq(ci.id, integrationId));
    return true;
  });
}

export type BackupResult = { total: number; copied: number; skipped: number };

/**
 * Copies every original not yet copied by this integration. Progress (total, processed, copied) is
 * written as it goes; a failure stops the run with the error kept for the page (already copied
 * files stay recorded, so the next run continues where this one stopped).
 *
 * A run takes minutes (every file crosses the network): no transaction (the server-wide writer
 * lock) is ever held across an upload. Each step's rows are written in a short transaction of
 * their own, after the upload it records.
 */
export async function runBackup(
  integrationId: number,
  familyId: number,
  familyName: string,
  source: BackupSource,
  target: CloudTarget,
  signal?: AbortSignal,
): Promise<BackupResult> {
  const ci = schema.cloudIntegrations;
  const items = schema.cloudBackupItems;
  const progress = (set: Partial<typeof ci.$inferInsert>) => withTransaction((tx) => tx.update(ci).set(set).where(eq(ci.id, integrationId)));
  try {
    const originals: BackupOriginal[] = [];
    for await (const o of source.listOriginals(familyId)) originals.push(o);
    const done = await db().select({ key: items.key, remotePath: items.remotePath }).from(items).where(eq(items.integrationId, integrationId));
    const copiedKeys = new Set(done.map((d) => d.key));
    const usedPaths = new Set(done.map((d) => d.remotePath));
    await progress({ backupStatus: "running", backupTotal: originals.length, backupProcessed: 0, backupCopied: 0, backupError: null });
    const family = safeName(familyName, "Family");
    let processed = 0;
    let copied = 0;
    for (const o of originals) {
      // This worker lost the job (its lease ran out): the worker that took it over goes on.
      signal?.throwIfAborted();
      processed += 1;
      if (!copiedKeys.has(o.key)) {
        const segments = ["Kindred", family, safeName(o.album, "general")];
        const base = safeName(o.filename, "photo");
        let name = base;
        for (let n = 2; usedPaths.has([...segments, name].join("/")); n++) name = withSuffix(base, n);
        await target.upload(segments, name, source.openOriginal(o.key), o.size, signal);
        const remotePath = [...segments, name].join("/");
        usedPaths.add(remotePath);
        copiedKeys.add(o.key);
        copied += 1;
        // The copy and the progress that counts it are recorded together (one short transaction).
        await withTransaction(async (tx) => {
          await tx.insert(items).values({ integrationId, key: o.key, remotePath }).onConflictDoNothing();
          await tx.update(ci).set({ backupProcessed: processed, backupCopied: copied }).where(eq(ci.id, integrationId));
        });
      } else {
        await progress({ backupProcessed: processed, backupCopied: copied });
      }
    }
    await progress({ backupStatus: "done", lastBackupAt: new Date().toISOString() });
    return { total: originals.length, copied, skipped: originals.length - copied };
  } catch (thrown) {
    // Stopped from outside (its time limit; its worker stopping): why, rather than the cut socket's error.
    const error: unknown = signal?.aborted ? signal.reason : thrown;
    // Given back by a stopping worker: another worker goes on from here; still running for the page.
    if (error instanceof WorkerStopping) throw error;
    await progress({ backupStatus: "failed", backupError: error instanceof Error ? error.message.slice(0, 500) : "Backup failed" }).catch((e: unknown) =>
      console.error(`recording the failed backup of integration ${integrationId} failed:`, e),
    );
    throw error;
  }
}
