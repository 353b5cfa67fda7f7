// Scheduled work as rows of the `jobs` table (decision records 180 and 220), so that it stays
// correct with several servers: a job is enqueued under a unique key (the same work planned twice
// is one row), claimed with a lease, retried with exponential backoff, and taken over when the
// worker holding it died (its lease expired). The guarantees (decision record 220):
// - at least once: a handler must be idempotent (a unique row written with its effect);
// - a claim counts as an attempt, so a job that kills its worker every time still ends `failed`
//   after its kind's maximum, and every claim has its own token: only that token renews, finishes,
//   fails or gives back the job (two loops of one process are two claimers, never one owner);
// - a worker claims only the kinds it has handlers for, each kind in its own lane with its own
//   concurrency, so a slow backup never holds mail;
// - each kind has a hard run time: past it the job's AbortSignal fires, its slot is freed and the
//   job is retried (or failed); on shutdown running jobs may finish within a bound, then they are
//   cut and given back at once (not counted as an attempt) for another worker to take.
//
// Portable: Drizzle's query builder only. The claim reads the due rows and takes them inside one
// transaction; on SQLite the writer lock serialises claims, on PostgreSQL the select is
// `FOR UPDATE SKIP LOCKED` (`dueRows`), so concurrent claimers take different rows. Every function
// takes `now`, so tests and `npm run jobs -- --now ...` control the clock.
import { randomBytes } from "node:crypto";
import { and, asc, eq, inArray, lt, lte, or, sql } from "drizzle-orm";
import { changes, db, limitOf, schema, skipLocked, withTransaction } from "./db.server";
import { env } from "./env.server";

/** A job's row. A claimed job's `leaseOwner` is its claim's own token. */
export type Job = typeof schema.jobs.$inferSelect;
export type JobContext = {
  now: Date;
  job: Job;
  /**
   * Aborted when the job must stop: its kind's time limit passed, this worker lost the job's lease
   * (another worker may have taken it over), or the worker is shutting down past its bound. Pass it
   * to every network call, so the job's sockets are released with it.
   */
  signal: AbortSignal;
};
export type JobHandler = (payload: Record<string, unknown>, context: JobContext) => Promise<void>;

/** How a kind of job is run and retried. */
export type JobOptions = {
  /** Claims before the job ends `failed` (each claim counts, also one whose worker died). */
  maxAttempts?: number;
  /** Exponential backoff from this, after a failed attempt... */
  retryBaseMs?: number;
  /** ...up to this. */
  maxBackoffMs?: number;
  /** Hard run time of one attempt: then its signal is aborted and the attempt fails. */
  timeoutMs?: number;
  /** How many jobs of this kind one worker runs at once (each kind has its own lane). */
  concurrency?: number;
  /**
   * false: an attempt that failed (threw, or passed its time limit) ends the job `failed` at once;
   * only a worker that died is taken over (within `maxAttempts`). Default true.
   */
  retryFailures?: boolean;
};

type Kind = { run: JobHandler; options: Required<JobOptions> };
const handlers = new Map<string, Kind>();

export const MAX_ATTEMPTS = 6;
const RETRY_BASE_MS = 60_000;
const MAX_BACKOFF_MS = 6 * 60 * 60_000;
/** A kind's default hard run time. */
export const JOB_TIMEOUT_MS = 5 * 60_000;

/** Why a job's signal was aborted (its `reason`). */
export class JobTimeout extends Error {
  constructor(ms: number) {
    super(`The job did not finish within its time limit (${ms} ms)`);
    this.name = "JobTimeout";
  }
}
export class LeaseLost extends Error {
  constructor() {
    super("The job's lease was lost (another worker may have taken it over)");
    this.name = "LeaseLost";
  }
}
export class WorkerStopping extends Error {
  constructor() {
    super("The worker stopped before the job finished: given back");
    this.name = "WorkerStopping";
  }
}

/**
 * How long a claimed job stays its worker's without news (JOB_LEASE_MS). A running job's lease is
 * renewed every third of it, so only a worker that died (or hangs) loses its jobs.
 */
export function leaseMs(): number {
  return env().JOB_LEASE_MS;
}

/** This process's name, the start of each of its claims' tokens (logs show who held a job). */
export const workerId = `${process.pid}.${randomBytes(4).toString("hex")}`;
let claimNo = 0;
function newToken(): string {
  return `${workerId}.${++claimNo}.${randomBytes(6).toString("hex")}`;
}

/** Registers the code that runs jobs of `kind`, and how they are run and retried. */
export function registerJob(kind: string, handler: JobHandler, options: JobOptions = {}): void {
  handlers.set(kind, {
    run: handler,
    options: { maxAttempts: MAX_ATTEMPTS, retryBaseMs: RETRY_BASE_MS, maxBackoffMs: MAX_BACKOFF_MS, timeoutMs: JOB_TIMEOUT_MS, concurrency: 1, retryFailures: true, ...options },
  });
}

/** The kinds this process can run (the only ones it claims). */
export function registeredKinds(): string[] {
  return [...handlers.keys()];
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

function kindOptions(kind: string): Required<JobOptions> {
  return (
    handlers.get(kind)?.options ?? {
      maxAttempts: MAX_ATTEMPTS,
      retryBaseMs: RETRY_BASE_MS,
      maxBackoffMs: MAX_BACKOFF_MS,
      timeoutMs: JOB_TIMEOUT_MS,
      concurrency: 1,
      retryFailures: true,
    }
  );
}

/**
 * Claims up to `limit` due jobs of `kinds` (default: every kind this process has a handler for),
 * in one transaction. Each claim counts as an attempt and gets its own token (the returned row's
 * `leaseOwner`); a due job that already used its kind's attempts (its workers died, or their
 * leases ran out) is marked `failed` instead of being run again.
 */
export async function claimJobs(now: Date, options: { limit?: number; kinds?: readonly string[] } = {}): Promise<Job[]> {
  const j = schema.jobs;
  const kinds = options.kinds ?? registeredKinds();
  if (kinds.length === 0) return [];
  const limit = options.limit ?? 10;
  return withTransaction(async (tx) => {
    const rows = await skipLocked(
      tx
        .select({ id: j.id, kind: j.kind, attempts: j.attempts })
        .from(j)
        .where(and(dueCondition(now), inArray(j.kind, [...kinds])))
        .orderBy(asc(j.runAt), asc(j.id))
        .limit(limitOf(limit)),
    );
    if (rows.length === 0) return [];
    const at = now.toISOString();
    const lease = new Date(now.getTime() + leaseMs()).toISOString();
    const claimed: number[] = [];
    for (const r of rows) {
      const { maxAttempts } = kindOptions(r.kind);
      // Each update checks again that the row is still due, so a row another claimer took between
      // the select and here is not taken twice (PostgreSQL re-reads a row it waited for).
      if (r.attempts >= maxAttempts) {
        await tx
          .update(j)
          .set({
            status: "failed",
            leaseOwner: null,
            leaseExpiresAt: null,
            lastError: `Stopped after ${r.attempts} attempts: its worker never finished it (the worker died or its lease ran out)`,
            updatedAt: at,
          })
          .where(and(eq(j.id, r.id), dueCondition(now)));
        continue;
      }
      const n = await changes(
        tx
          .update(j)
          .set({ status: "running", attempts: sql`${j.attempts} + 1`, leaseOwner: newToken(), leaseExpiresAt: lease, updatedAt: at })
          .where(and(eq(j.id, r.id), dueCondition(now))),
      );
      if (n > 0) claimed.push(r.id);
    }
    if (claimed.length === 0) return [];
    return tx.select().from(j).where(inArray(j.id, claimed)).orderBy(asc(j.runAt), asc(j.id));
  });
}

/** The row still belongs to this claim: running under its token. */
function held(job: Job) {
  const j = schema.jobs;
  return and(eq(j.id, job.id), eq(j.status, "running"), eq(j.leaseOwner, job.leaseOwner ?? ""));
}

/** Marks a claimed job done, only if its claim still holds it (a claim that lost it changes nothing). */
export async function finishJob(job: Job): Promise<boolean> {
  const j = schema.jobs;
  const n = await withTransaction((tx) =>
    changes(tx.update(j).set({ status: "done", leaseOwner: null, leaseExpiresAt: null, lastError: null, updatedAt: new Date().toISOString() }).where(held(job))),
  );
  return n > 0;
}

/**
 * A failed attempt (the claim counted it): retried later with exponential backoff or, once the
 * kind's attempts are used, `failed`. Only while the claim still holds the job.
 */
export async function failJob(job: Job, error: unknown, now: Date): Promise<boolean> {
  const j = schema.jobs;
  const { maxAttempts, retryBaseMs, maxBackoffMs, retryFailures } = kindOptions(job.kind);
  const attempts = Math.max(job.attempts, 1);
  const last = !retryFailures || attempts >= maxAttempts;
  const backoff = Math.min(retryBaseMs * 2 ** (attempts - 1), maxBackoffMs);
  const n = await withTransaction((tx) =>
    changes(
      tx
        .update(j)
        .set({
          status: last ? "failed" : "pending",
          runAt: new Date(now.getTime() + backoff).toISOString(),
          leaseOwner: null,
          leaseExpiresAt: null,
          lastError: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
          updatedAt: new Date().toISOString(),
        })
        .where(held(job)),
    ),
  );
  return n > 0;
}

/**
 * Gives a claimed job back at once (a worker shutting down): pending, due now, and the claim does
 * not count as an attempt (the job did nothing wrong). Another worker takes it on its next poll.
 */
export async function releaseJob(job: Job, reason = "given back by a stopping worker"): Promise<boolean> {
  const j = schema.jobs;
  const at = new Date().toISOString();
  const n = await withTransaction((tx) =>
    changes(
      tx
        .update(j)
        .set({
          status: "pending",
          attempts: sql`case when ${j.attempts} > 0 then ${j.attempts} - 1 else 0 end`,
          runAt: at < job.runAt ? at : job.runAt,
          leaseOwner: null,
          leaseExpiresAt: null,
          lastError: reason,
          updatedAt: at,
        })
        .where(held(job)),
    ),
  );
  return n > 0;
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

/** Renews a claimed job's lease; false when its claim no longer holds it. */
export async function extendLease(job: Job, now = new Date()): Promise<boolean> {
  const j = schema.jobs;
  const n = await withTransaction((tx) =>
    changes(tx.update(j).set({ leaseExpiresAt: new Date(now.getTime() + leaseMs()).toISOString(), updatedAt: now.toISOString() }).where(held(job))),
  );
  return n > 0;
}

export type JobOutcome = "done" | "failed" | "lost" | "released";

/** Settles when `signal` aborts, rejecting with its reason. */
function aborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    else signal.addEventListener("abort", () => reject(signal.reason as Error), { once: true });
  });
}

/**
 * Runs one claimed job: renews its lease while it runs, stops waiting for it at its kind's time
 * limit, when its lease is lost or when `stop` fires (its signal tells the handler, which must
 * release what it holds), and records the outcome under the claim's token.
 */
async function runJob(job: Job, now: Date, clock: () => Date, stop?: AbortSignal): Promise<JobOutcome> {
  const kind = handlers.get(job.kind);
  if (!kind) {
    // Claimed by kind, so only when a kind was unregistered meanwhile (tests): give it back.
    await releaseJob(job, `No handler for job kind "${job.kind}" in this worker`);
    return "released";
  }
  const control = new AbortController();
  const limit = setTimeout(() => control.abort(new JobTimeout(kind.options.timeoutMs)), kind.options.timeoutMs);
  const renew = setInterval(() => {
    extendLease(job, clock()).then(
      (ours) => {
        if (!ours) control.abort(new LeaseLost());
      },
      (error: unknown) => console.error(`[jobs] renewing the lease of ${job.key} failed`, error),
    );
  }, Math.max(Math.floor(leaseMs() / 3), 50));
  const onStop = () => control.abort(new WorkerStopping());
  if (stop?.aborted) onStop();
  else stop?.addEventListener("abort", onStop, { once: true });
  try {
    const run = kind.run(JSON.parse(job.payload) as Record<string, unknown>, { now, job, signal: control.signal });
    run.catch(() => {}); // settled below, or abandoned past its limit (its rejection is not unhandled)
    await Promise.race([run, aborted(control.signal)]);
    if (control.signal.aborted) throw control.signal.reason;
    clearInterval(renew);
    return (await finishJob(job)) ? "done" : "lost";
  } catch (thrown) {
    clearInterval(renew);
    const error = control.signal.aborted ? control.signal.reason : thrown;
    if (error instanceof LeaseLost) {
      console.error(`[jobs] ${job.kind} ${job.key}: ${error.message}`);
      return "lost";
    }
    if (error instanceof WorkerStopping) {
      await releaseJob(job);
      return "released";
    }
    console.error(`[jobs] ${job.kind} ${job.key} failed:`, error instanceof Error ? error.message : error);
    return (await failJob(job, error, now)) ? "failed" : "lost";
  } finally {
    clearTimeout(limit);
    clearInterval(renew);
    stop?.removeEventListener("abort", onStop);
  }
}

/** A clock on `now`'s time that moves on as real time passes (leases renew on it). */
function clockFrom(now: Date): () => Date {
  const offset = now.getTime() - Date.now();
  return () => new Date(Date.now() + offset);
}

/**
 * Runs every job due at `now` (of `kinds`, default every registered kind) until none is left, each
 * kind in its own lane with its kind's concurrency. Resolves with how many ran and how many failed.
 * A handler must be idempotent: a job whose worker died is run again.
 */
export async function runDueJobs(now: Date, kinds: readonly string[] = registeredKinds()): Promise<{ ran: number; failed: number }> {
  let ran = 0;
  let failed = 0;
  // Leases run on `now`'s clock, moving on as real time passes (a pass at a controlled instant, as
  // `npm run jobs -- --now` makes, leases on that clock too; the due check stays at `now`).
  const clock = clockFrom(now);
  await Promise.all(
    kinds
      .filter((k) => handlers.has(k))
      .map(async (kind) => {
        for (;;) {
          if (!(await anyDue(now, [kind]))) return;
          const batch = await claimJobs(now, { limit: kindOptions(kind).concurrency, kinds: [kind] });
          if (batch.length === 0) return;
          for (const outcome of await Promise.all(batch.map((job) => runJob(job, now, clock)))) {
            if (outcome === "done") ran += 1;
            else if (outcome === "failed") failed += 1;
          }
        }
      }),
  );
  return { ran, failed };
}

/** A cheap read (no write lock) before claiming: is anything due? */
async function anyDue(now: Date, kinds: readonly string[]): Promise<boolean> {
  const j = schema.jobs;
  const rows = await db().select({ id: j.id }).from(j).where(and(dueCondition(now), inArray(j.kind, [...kinds]))).limit(1);
  return rows.length > 0;
}

/** The kinds among `kinds` with a due job (one read). */
async function dueKinds(now: Date, kinds: readonly string[]): Promise<Set<string>> {
  const j = schema.jobs;
  const rows = await db().selectDistinct({ kind: j.kind }).from(j).where(and(dueCondition(now), inArray(j.kind, [...kinds])));
  return new Set(rows.map((r) => r.kind));
}

// ---- The worker: this process runs due jobs as they come, one lane per kind ----

let poll: NodeJS.Timeout | undefined;
let stopping: AbortController | undefined;
/** Set by `stopWorker`: a process that is shutting down never starts its worker again. */
let stopped = false;
/** The jobs this process's worker runs now, by kind. */
const lanes = new Map<string, Set<Promise<JobOutcome>>>();
let passRunning = false;
let passAgain = false;

/**
 * Runs due jobs in this process: a pass every JOBS_POLL_MS, and at once after a commit that queued
 * work (`kickWorker`) or when a job ends. A pass claims, for each kind with a due job, as many as
 * the kind's lane has free slots, and starts them without waiting: kinds never queue behind each
 * other. The timer does not keep the process alive.
 */
export function startWorker(): void {
  if (poll || stopped) return;
  stopping = new AbortController();
  poll = setInterval(kickWorker, env().JOBS_POLL_MS);
  poll.unref();
  kickWorker();
}

/** Whether this process runs jobs (the server unless WORKER=separate; `npm run worker`). */
export function workerStarted(): boolean {
  return poll !== undefined;
}

/** How many jobs this process's worker is running now. */
export function runningJobs(): number {
  let n = 0;
  for (const lane of lanes.values()) n += lane.size;
  return n;
}

/** A pass now (after the current one, if one is running). Does nothing where no worker runs. */
export function kickWorker(): void {
  if (!poll) return;
  if (passRunning) {
    passAgain = true;
    return;
  }
  passRunning = true;
  workerPass()
    .catch((error: unknown) => console.error("[jobs] pass failed", error))
    .finally(() => {
      passRunning = false;
      if (passAgain) {
        passAgain = false;
        kickWorker();
      }
    });
}

async function workerPass(): Promise<void> {
  const free = registeredKinds().filter((kind) => (lanes.get(kind)?.size ?? 0) < kindOptions(kind).concurrency);
  if (free.length === 0) return;
  const now = new Date();
  const due = await dueKinds(now, free);
  for (const kind of free) {
    if (!due.has(kind) || !poll || !stopping) continue;
    const lane = lanes.get(kind) ?? new Set();
    lanes.set(kind, lane);
    const slots = kindOptions(kind).concurrency - lane.size;
    if (slots <= 0) continue;
    const signal = stopping.signal;
    for (const job of await claimJobs(now, { limit: slots, kinds: [kind] })) {
      const running: Promise<JobOutcome> = runJob(job, now, clockFrom(now), signal)
        .catch((error: unknown) => {
          console.error(`[jobs] ${job.kind} ${job.key}: recording the outcome failed`, error);
          return "lost" as const;
        })
        .finally(() => {
          lane.delete(running);
          kickWorker(); // a slot is free: take the next one at once
        });
      lane.add(running);
    }
  }
}

/**
 * Stops this process's worker: no new claims at once; the jobs under way may finish within
 * `graceMs`, then they are cut (their signal aborts) and given back at once, so another worker (or
 * this server after its restart) takes them without waiting for their lease to run out. Resolves
 * once every job has finished or been given back.
 */
export async function stopWorker(graceMs = env().JOBS_SHUTDOWN_GRACE_MS): Promise<void> {
  stopped = true;
  if (poll) clearInterval(poll);
  poll = undefined;
  passAgain = false;
  // A pass under way may still be claiming: its jobs are started, then counted below.
  while (passRunning) await new Promise((r) => setTimeout(r, 20));
  const all = () => [...lanes.values()].flatMap((lane) => [...lane]);
  let timer: NodeJS.Timeout | undefined;
  const cut = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, graceMs);
  });
  await Promise.race([Promise.allSettled(all()), cut]);
  clearTimeout(timer);
  const left = all();
  if (left.length > 0) {
    console.log(`[jobs] stopping: giving back ${left.length} running job(s)`);
    stopping?.abort(new WorkerStopping());
  }
  await Promise.allSettled(left);
  stopping = undefined;
}
