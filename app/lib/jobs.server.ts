// Scheduled work as rows of the `jobs` table (decision record 180), so that it stays correct with
// several servers: a job is enqueued under a unique key (the same work planned twice is one row),
// claimed with a lease (one worker at a time), retried with exponential backoff, and taken over
// when the worker holding it died (its lease expired).
//
// Portable: Drizzle's query builder only. The claim reads the due rows and takes them inside one
// transaction; on SQLite the writer lock serialises claims, on PostgreSQL the select is
// `FOR UPDATE SKIP LOCKED` (`dueRows`), so concurrent claimers take different rows. Every function takes `now`, so tests and
// `npm run jobs -- --now ...` control the clock.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or } from "drizzle-orm";
import { changes, db, schema, skipLocked, withTransaction, type Tx } from "./db.server";
import { env } from "./env.server";

export type Job = typeof schema.jobs.$inferSelect;
export type JobContext = {
  now: Date;
  job: Job;
  /** Aborted when this worker lost the job's lease (another worker may have taken it over). */
  signal: AbortSignal;
};
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** How a kind of job is retried: exponential backoff from `retryBaseMs`, `failed` after `maxAttempts`. */
export type JobOptions = { maxAttempts?: number; retryBaseMs?: number; maxBackoffMs?: number };

const handlers = new Map<string, { run: JobHandler; options: Required<JobOptions> }>();

export const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;

/**
 * How long a claimed job stays its worker's without news (JOB_LEASE_MS). A running job's lease is
 * renewed every third of it, so only a worker that died (or hangs) loses its jobs.
 */
export function leaseMs(): number {
  return env().JOB_LEASE_MS;
}

/** This process's name as a lease owner (a fresh one per process). */
export const workerId = `${process.pid}.${randomBytes(4).toString("hex")}`;

/** Registers the code that runs jobs of `kind`, and how they are retried. */
export function registerJob(kind: string, handler: JobHandler, options: JobOptions = {}): void {
  handlers.set(kind, {
    run: handler,
    options: { maxAttempts: MAX_ATTEMPTS, retryBaseMs: RETRY_BASE_MS, maxBackoffMs: MAX_BACKOFF_MS, ...options },
  });
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

/** Due: pending and due, or running with an expired lease (its worker died). */
function dueCondition(now: Date) {
  const j = schema.jobs;
  const at = now.toISOString();
  return or(and(eq(j.status, "pending"), lte(j.runAt, at)), and(eq(j.status, "running"), lt(j.leaseExpiresAt, at)));
}

function dueRows(tx: Tx, now: Date, limit: number, kinds?: readonly string[]) {
  const j = schema.jobs;
  return skipLocked(
    tx
      .select({ id: j.id })
      .from(j)
      .where(and(dueCondition(now), kinds ? inArray(j.kind, [...kinds]) : undefined))
      .orderBy(asc(j.runAt), asc(j.id))
      .limit(limit),
  );
}

/** Claims up to `limit` due jobs for `owner` (one transaction): they are this worker's until the lease ends. */
export async function claimJobs(now: Date, owner = workerId, limit = 10, kinds?: readonly string[]): Promise<Job[]> {
  const j = schema.jobs;
  return withTransaction(async (tx) => {
    const ids = (await dueRows(tx, now, limit, kinds)).map((r) => r.id);
    if (ids.length === 0) return [];
    const at = now.toISOString();
    // The update checks again that each row is still due, so a row another claimer took between
    // the select and here is not taken twice (PostgreSQL re-reads a row it waited for).
    await tx
      .update(j)
      .set({ status: "running", leaseOwner: owner, leaseExpiresAt: new Date(now.getTime() + leaseMs()).toISOString(), updatedAt: at })
      .where(and(inArray(j.id, ids), dueCondition(now)));
    return tx
      .select()
      .from(j)
      .where(and(inArray(j.id, ids), eq(j.leaseOwner, owner), eq(j.status, "running")))
      .orderBy(asc(j.runAt), asc(j.id));
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
  const { maxAttempts, retryBaseMs, maxBackoffMs } = handlers.get(job.kind)?.options ?? {
    maxAttempts: MAX_ATTEMPTS,
    retryBaseMs: RETRY_BASE_MS,
    maxBackoffMs: MAX_BACKOFF_MS,
  };
  const attempts = job.attempts + 1;
  const backoff = Math.min(retryBaseMs * 2 ** (attempts - 1), maxBackoffMs);
  await withTransaction((tx) =>
    tx
      .update(j)
      .set({
        status: attempts >= maxAttempts ? "failed" : "pending",
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

/** Renews a running job's lease; false when it is no longer this worker's. */
export async function extendLease(job: Job, owner = workerId, now = new Date()): Promise<boolean> {
  const j = schema.jobs;
  const n = await withTransaction((tx) =>
    changes(
      tx
        .update(j)
        .set({ leaseExpiresAt: new Date(now.getTime() + leaseMs()).toISOString(), updatedAt: now.toISOString() })
        .where(and(eq(j.id, job.id), eq(j.status, "running"), eq(j.leaseOwner, owner))),
    ),
  );
  return n > 0;
}

/** Runs one claimed job, renewing its lease while it runs. Resolves true when it finished. */
async function runJob(job: Job, now: Date, owner: string, clock: () => Date): Promise<boolean> {
  const handler = handlers.get(job.kind);
  const lost = new AbortController();
  const renew = setInterval(() => {
    extendLease(job, owner, clock()).then(
      (ours) => {
        if (!ours) lost.abort(new Error("The job's lease was lost"));
      },
      (error: unknown) => console.error(`[jobs] renewing the lease of ${job.key} failed`, error),
    );
  }, Math.max(Math.floor(leaseMs() / 3), 50));
  try {
    if (!handler) throw new Error(`No handler for job kind "${job.kind}"`);
    await handler.run(JSON.parse(job.payload) as Record<string, unknown>, { now, job, signal: lost.signal });
    clearInterval(renew);
    await finishJob(job, owner);
    return true;
  } catch (error) {
    clearInterval(renew);
    console.error(`[jobs] ${job.kind} ${job.key} failed:`, error instanceof Error ? error.message : error);
    await failJob(job, error, now, owner);
    return false;
  }
}

/**
 * Runs every job due at `now` (claiming in batches) until none is left. Resolves with how many ran
 * and how many failed. A handler must be idempotent: a job whose worker died is run again.
 * `kinds` limits the pass to some kinds of job.
 */
export async function runDueJobs(now: Date, owner = workerId, kinds?: readonly string[]): Promise<{ ran: number; failed: number }> {
  let ran = 0;
  let failed = 0;
  // Leases run on `now`'s clock, moving on as real time passes (a pass at a controlled instant, as
  // `npm run jobs -- --now` makes, leases on that clock too; the due check stays at `now`).
  const offset = now.getTime() - Date.now();
  const clock = () => new Date(Date.now() + offset);
  for (;;) {
    if (!(await anyDue(now, kinds))) return { ran, failed };
    const batch = await claimJobs(now, owner, 10, kinds);
    if (batch.length === 0) return { ran, failed };
    for (const job of batch) {
      // The batch was claimed together; a job's lease may have run out while the ones before it
      // ran (and another worker may have taken it over): renew it first, or leave it.
      if (!(await extendLease(job, owner, clock()))) continue;
      if (await runJob(job, now, owner, clock)) ran += 1;
      else failed += 1;
    }
  }
}

/** A cheap read (no write lock) before claiming: is anything due? */
async function anyDue(now: Date, kinds?: readonly string[]): Promise<boolean> {
  const j = schema.jobs;
  const rows = await db().select({ id: j.id }).from(j).where(and(dueCondition(now), kinds ? inArray(j.kind, [...kinds]) : undefined)).limit(1);
  return rows.length > 0;
}

// ---- The worker: this process runs due jobs as they come ----

let poll: NodeJS.Timeout | undefined;
let passRunning = false;
let passAgain = false;

/**
 * Runs due jobs in this process: a pass every JOBS_POLL_MS, and at once after a commit that
 * queued work (`kickWorker`). Passes never overlap; the timer does not keep the process alive.
 */
export function startWorker(): void {
  if (poll) return;
  poll = setInterval(kickWorker, env().JOBS_POLL_MS);
  poll.unref();
  kickWorker();
}

/** Whether this process runs jobs (the server unless WORKER=separate; `npm run worker`). */
export function workerStarted(): boolean {
  return poll !== undefined;
}

/** A pass now (after the current one, if one is running). Does nothing where no worker runs. */
export function kickWorker(): void {
  if (!poll) return;
  if (passRunning) {
    passAgain = true;
    return;
  }
  passRunning = true;
  runDueJobs(new Date())
    .catch((error: unknown) => console.error("[jobs] pass failed", error))
    .finally(() => {
      passRunning = false;
      if (passAgain) {
        passAgain = false;
        kickWorker();
      }
    });
}

/** Stops this process's worker; resolves once the pass under way (if any) has finished. */
export async function stopWorker(): Promise<void> {
  if (poll) clearInterval(poll);
  poll = undefined;
  passAgain = false;
  while (passRunning) await new Promise((r) => setTimeout(r, 50));
}
