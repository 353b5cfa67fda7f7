// Scheduled work as rows of the `jobs` table (decision record 180), so that it stays correct with
// several servers: a job is enqueued under a unique key (the same work planned twice is one row),
// claimed with a lease (one worker at a time), retried with exponential backoff, and taken over
// when the worker holding it died (its lease expired).
//
// Portable: Drizzle's query builder only. The claim reads the due rows and takes them inside one
// transaction; on SQLite the writer lock serialises claims, and the PostgreSQL version adds
// `FOR UPDATE SKIP LOCKED` to the select (`dueRows`). Every function takes `now`, so tests and
// `npm run jobs -- --now ...` control the clock.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or } from "drizzle-orm";
import { changes, db, schema, withTransaction, type Tx } from "./db.server";

export type Job = typeof schema.jobs.$inferSelect;
export type JobHandler = (payload: Record<string, unknown>, context: { now: Date; job: Job }) => Promise<void>;

const handlers = new Map<string, JobHandler>();

export const LEASE_MS = 5 * 60_000;
export const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/** This process's name as a lease owner (a fresh one per process). */
export const workerId = `${process.pid}.${randomBytes(4).toString("hex")}`;

/** Registers the code that runs jobs of `kind`. */
export function registerJob(kind: string, handler: JobHandler): void {
  handlers.set(kind, handler);
}

/**
 * Queues a job unless one with the same key exists (whatever its status: done work is not redone).
 * Part of the caller's transaction, if any. Resolves true when this call created it.
 */
export async function enqueueJob(job: { kind: string; key: string; payload?: unknown; runAt: Date }): Promise<boolean> {
  // A planner proposes the same keys on every pass: a read first spares the writer lock.
  const j = schema.jobs;
  if ((await db().select({ id: j.id }).from(j).where(eq(j.key, job.key)).limit(1)).length > 0) return false;
  const created = await withTransaction((tx) =>
    changes(
      tx
        .insert(schema.jobs)
        .values({
          kind: job.kind,
          key: job.key,
          payload: JSON.stringify(job.payload ?? {}),
          runAt: job.runAt.toISOString(),
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        })
        .onConflictDoNothing({ target: schema.jobs.key }),
    ),
  );
  return created > 0;
}

export type NewJob = { kind: string; key: string; payload?: unknown; runAt: Date };

/**
 * Queues many jobs, each unless its key exists: the existing keys are read in chunks first, so a
 * planner that proposes the same keys on every pass writes only for new ones. Resolves with how
 * many were created.
 */
export async function enqueueJobs(list: NewJob[]): Promise<number> {
  const j = schema.jobs;
  const fresh: NewJob[] = [];
  for (let i = 0; i < list.length; i += 500) {
    const chunk = list.slice(i, i + 500);
    const existing = new Set((await db().select({ key: j.key }).from(j).where(inArray(j.key, chunk.map((x) => x.key)))).map((r) => r.key));
    fresh.push(...chunk.filter((x) => !existing.has(x.key)));
  }
  let created = 0;
  for (let i = 0; i < fresh.length; i += 200) {
    const at = new Date().toISOString();
    const chunk = fresh.slice(i, i + 200);
    created += await withTransaction((tx) =>
      changes(
        tx
          .insert(j)
          .values(chunk.map((x) => ({ kind: x.kind, key: x.key, payload: JSON.stringify(x.payload ?? {}), runAt: x.runAt.toISOString(), createdAt: at, updatedAt: at })))
          .onConflictDoNothing({ target: j.key }),
      ),
    );
  }
  return created;
}

/** Due rows: pending and due, or running with an expired lease (its worker died). */
function dueRows(tx: Tx, now: Date, limit: number) {
  const j = schema.jobs;
  const at = now.toISOString();
  return tx
    .select({ id: j.id })
    .from(j)
    .where(or(and(eq(j.status, "pending"), lte(j.runAt, at)), and(eq(j.status, "running"), lt(j.leaseExpiresAt, at))))
    .orderBy(asc(j.runAt), asc(j.id))
    .limit(limit);
  // PostgreSQL: .for("update", { skipLocked: true })
}

/** Claims up to `limit` due jobs for `owner` (one transaction): they are this worker's until the lease ends. */
export async function claimJobs(now: Date, owner = workerId, limit = 10): Promise<Job[]> {
  const j = schema.jobs;
  return withTransaction(async (tx) => {
    const ids = (await dueRows(tx, now, limit)).map((r) => r.id);
    if (ids.length === 0) return [];
    const at = now.toISOString();
    await tx
      .update(j)
      .set({ status: "running", leaseOwner: owner, leaseExpiresAt: new Date(now.getTime() + LEASE_MS).toISOString(), updatedAt: at })
      .where(inArray(j.id, ids));
    return tx.select().from(j).where(inArray(j.id, ids)).orderBy(asc(j.runAt), asc(j.id));
  });
}

/** Marks a job done, only if the lease is still `owner`'s (a worker that lost it changes nothing). */
export async function finishJob(job: Job, owner = workerId): Promise<boolean> {
  const j = schema.jobs;
  const n = await withTransaction((tx) =>
    changes(
      tx
        .update(j)
        .set({ status: "done", leaseOwner: null, leaseExpiresAt: null, lastError: null, updatedAt: new Date().toISOString() })
        .where(and(eq(j.id, job.id), eq(j.status, "running"), eq(j.leaseOwner, owner))),
    ),
  );
  return n > 0;
}

/** A failed attempt: retried later (exponential backoff) or, after MAX_ATTEMPTS, `failed`. */
export async function failJob(job: Job, error: unknown, now: Date, owner = workerId): Promise<void> {
  const j = schema.jobs;
  const attempts = job.attempts + 1;
  const backoff = Math.min(RETRY_BASE_MS * 2 ** (attempts - 1), MAX_BACKOFF_MS);
  await withTransaction((tx) =>
    tx
      .update(j)
      .set({
        status: attempts >= MAX_ATTEMPTS ? "failed" : "pending",
        attempts,
        runAt: new Date(now.getTime() + backoff).toISOString(),
        leaseOwner: null,
        leaseExpiresAt: null,
        lastError: error instanceof Error ? error.message : String(error),
        updatedAt: new Date().toISOString(),
      })
      .where(and(eq(j.id, job.id), eq(j.leaseOwner, owner))),
  );
}

/**
 * Deletes finished jobs (done or failed) that were due more than `keepDays` before `now` (run_at,
 * on the same clock as `now`, so a controlled clock prunes consistently). Safe for dedupe as long
 * as a job's key is only ever planned around its run_at (the reminder planners are), and what a
 * job sent is recorded by its own unique rows (notification_deliveries), which are kept.
 */
export async function pruneJobs(now: Date, keepDays = 30): Promise<number> {
  const j = schema.jobs;
  const before = new Date(now.getTime() - keepDays * 86_400_000).toISOString();
  return withTransaction((tx) => changes(tx.delete(j).where(and(inArray(j.status, ["done", "failed"]), lt(j.runAt, before)))));
}

/**
 * Runs every job due at `now` (claiming in batches) until none is left. Resolves with how many ran
 * and how many failed. A handler must be idempotent: a job whose worker died is run again.
 */
export async function runDueJobs(now: Date, owner = workerId): Promise<{ ran: number; failed: number }> {
  let ran = 0;
  let failed = 0;
  for (;;) {
    const batch = await claimJobs(now, owner);
    if (batch.length === 0) return { ran, failed };
    for (const job of batch) {
      const handler = handlers.get(job.kind);
      try {
        if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
        await handler(JSON.parse(job.payload) as Record<string, unknown>, { now, job });
        await finishJob(job, owner);
        ran += 1;
      } catch (error) {
        failed += 1;
        console.error(`[jobs] ${job.kind} ${job.key} failed`, error);
        await failJob(job, error, now, owner);
      }
    }
  }
}
