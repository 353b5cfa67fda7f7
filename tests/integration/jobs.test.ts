// The jobs table (app/lib/jobs.server.ts, decision record 180) on a fresh SQLite file: one row per
// key, a lease that keeps a second worker off and lets it take over once expired, retries with
// exponential backoff up to `failed`, and concurrent workers running each job once.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, first, schema } from "~/lib/db.server";
import { resetEnvCache } from "~/lib/env.server";
import { MAX_ATTEMPTS, leaseMs, claimJobs, enqueueJob, finishJob, registerJob, runDueJobs } from "~/lib/jobs.server";

// Short leases, so that a lease running out is part of a test (renewed every 100 ms while a job runs).
process.env.JOB_LEASE_MS = "300";
resetEnvCache();
const root = path.resolve(__dirname, "../..");
const tsx = path.join(root, "node_modules/tsx/dist/cli.mjs");

const T0 = new Date("2031-01-01T00:00:00Z");
const at = (ms: number) => new Date(T0.getTime() + ms);
const row = (key: string) => first(db().select().from(schema.jobs).where(eq(schema.jobs.key, key)).limit(1));

registerJob("noop", async () => {});
registerJob("lease", async () => {});

describe("jobs", () => {
  it("enqueues once per key, whatever its status", async () => {
    expect(await enqueueJob({ kind: "noop", key: "once:1", runAt: T0 })).toBe(true);
    expect(await enqueueJob({ kind: "noop", key: "once:1", runAt: T0 })).toBe(false);
    expect((await db().select().from(schema.jobs).where(eq(schema.jobs.key, "once:1"))).length).toBe(1);
  });

  it("a lease keeps others off until it expires; then the job is taken over and the old worker cannot finish it", async () => {
    await enqueueJob({ kind: "lease", key: "lease:1", runAt: T0 });
    const mine = (await claimJobs(at(1000), { kinds: ["lease"] })).filter((j) => j.key === "lease:1");
    expect(mine).toHaveLength(1);
    expect((await claimJobs(at(1100), { kinds: ["lease"] })).some((j) => j.key === "lease:1")).toBe(false);
    // The first claimer died: after the lease, another claim takes it, with its own token.
    const taken = (await claimJobs(at(1000 + leaseMs() + 1), { kinds: ["lease"] })).filter((j) => j.key === "lease:1");
    expect(taken).toHaveLength(1);
    expect(taken[0].leaseOwner).not.toBe(mine[0].leaseOwner);
    expect(await finishJob(mine[0])).toBe(false);
    expect((await row("lease:1"))?.status).toBe("running");
    expect(await finishJob(taken[0])).toBe(true);
    expect((await row("lease:1"))?.status).toBe("done");
  });

  it("retries a failing job with exponential backoff, then marks it failed", async () => {
    let calls = 0;
    registerJob("flaky", async () => {
      calls += 1;
      throw new Error("remote down");
    });
    await enqueueJob({ kind: "flaky", key: "flaky:1", runAt: at(0) });
    let now = at(0);
    const delays: number[] = [];
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await runDueJobs(now);
      const r = (await row("flaky:1"))!;
      expect(r.attempts).toBe(i + 1);
      expect(r.lastError).toBe("remote down");
      delays.push(Date.parse(r.runAt) - now.getTime());
      // Not due again before its time.
      await runDueJobs(new Date(Date.parse(r.runAt) - 1));
      expect(calls).toBe(i + 1);
      now = new Date(r.runAt);
    }
    expect((await row("flaky:1"))?.status).toBe("failed");
    expect(delays.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
    await runDueJobs(at(365 * 86_400_000));
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it("two workers at once run each job exactly once", async () => {
    const runs = new Map<string, number>();
    registerJob("count", async (payload) => {
      await new Promise((r) => setTimeout(r, 2));
      runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1);
    });
    for (let n = 0; n < 40; n++) await enqueueJob({ kind: "count", key: `count:${n}`, payload: { n }, runAt: T0 });
    const [a, b] = await Promise.all([runDueJobs(at(5000), ["count"]), runDueJobs(at(5000), ["count"])]);
    expect(a.ran + b.ran).toBe(40);
    expect([...runs.values()].every((v) => v === 1)).toBe(true);
    expect(runs.size).toBe(40);
  });

  it("one job in two loops of one process runs once: a claim's token, not the process, holds the job", async () => {
    // Loop A claims the slow job (and, before claims had tokens, the second one behind it in its
    // batch); while the slow one runs past the second one's lease, loop B takes the second one
    // over and is still running it when A gets to it. A must not run it too: its claim no longer
    // holds it (the same process id is not the same claim).
    const runs = new Map<string, number>();
    registerJob("two-loops", async (payload) => {
      runs.set(String(payload.name), (runs.get(String(payload.name)) ?? 0) + 1);
      await new Promise((r) => setTimeout(r, payload.slow ? 900 : 600));
    });
    const start = new Date(Date.now() - 60_000);
    await enqueueJob({ kind: "two-loops", key: "two-loops:slow", payload: { name: "slow", slow: true }, runAt: new Date(start.getTime() - 1) });
    await enqueueJob({ kind: "two-loops", key: "two-loops:second", payload: { name: "second" }, runAt: start });
    const loopA = runDueJobs(new Date());
    await new Promise((r) => setTimeout(r, 500));
    const loopB = runDueJobs(new Date());
    await Promise.all([loopA, loopB]);
    expect(Object.fromEntries(runs)).toEqual({ slow: 1, second: 1 });
    expect((await row("two-loops:second"))?.status).toBe("done");
    expect((await row("two-loops:slow"))?.status).toBe("done");
  });

  it("a worker claims only the kinds it has handlers for", async () => {
    await enqueueJob({ kind: "nobody-runs-this", key: "orphan:1", runAt: T0 });
    await runDueJobs(at(10_000));
    const r = await row("orphan:1");
    expect(r).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect((await claimJobs(at(10_000), { kinds: ["noop"] })).some((j) => j.key === "orphan:1")).toBe(false);
  });

  it("a job past its kind's time limit is stopped (its signal aborts) and retried, freeing its worker", async () => {
    let reason: unknown;
    registerJob(
      "hangs",
      (_payload, { signal }) =>
        new Promise<void>(() => {
          signal.addEventListener("abort", () => (reason = signal.reason));
        }),
      { timeoutMs: 200 },
    );
    await enqueueJob({ kind: "hangs", key: "hangs:1", runAt: T0 });
    const started = Date.now();
    const result = await runDueJobs(at(20_000), ["hangs"]);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(result).toEqual({ ran: 0, failed: 1 });
    expect(String(reason)).toContain("time limit (200 ms)");
    expect(await row("hangs:1")).toMatchObject({ status: "pending", attempts: 1, leaseOwner: null });
    expect((await row("hangs:1"))?.lastError).toContain("did not finish within its time limit");
  });

  it("a job that kills its worker every time ends failed after its attempts", async () => {
    const log = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kindred-crash-")), "runs.log");
    fs.writeFileSync(log, "");
    await enqueueJob({ kind: "crash", key: "crash:1", runAt: new Date(Date.now() - 1000) });
    const worker = () =>
      new Promise<number | null>((resolve) => {
        const child = spawn(process.execPath, [tsx, "tests/helpers/crash-worker.ts"], {
          cwd: root,
          env: { ...process.env, CRASH_LOG: log },
          stdio: "ignore",
        });
        child.on("exit", (code) => resolve(code));
      });
    // Each worker claims the job and dies; the next one comes once its lease (300 ms) has run out.
    for (let i = 0; i < 2; i++) {
      expect(await worker()).not.toBe(0); // killed
      await new Promise((r) => setTimeout(r, 400));
    }
    // A third worker (this process, with the same kind) finds the job's attempts used: failed, not run.
    registerJob("crash", () => Promise.reject(new Error("must not run a third time")), { maxAttempts: 2 });
    await runDueJobs(new Date(), ["crash"]);
    expect(fs.readFileSync(log, "utf8").trim().split("\n")).toHaveLength(2);
    const r = await row("crash:1");
    expect(r).toMatchObject({ status: "failed", attempts: 2 });
    expect(r?.lastError).toContain("Stopped after 2 attempts");
  }, 60_000);
});
