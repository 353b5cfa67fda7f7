// The jobs table (app/lib/jobs.server.ts, decision record 180) on a fresh SQLite file: one row per
// key, a lease that keeps a second worker off and lets it take over once expired, retries with
// exponential backoff up to `failed`, and concurrent workers running each job once.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, first, schema } from "~/lib/db.server";
import { MAX_ATTEMPTS, leaseMs, claimJobs, enqueueJob, finishJob, registerJob, runDueJobs } from "~/lib/jobs.server";

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
    const mine = (await claimJobs(at(1000), "worker-a")).filter((j) => j.key === "lease:1");
    expect(mine).toHaveLength(1);
    expect((await claimJobs(at(2000), "worker-b")).some((j) => j.key === "lease:1")).toBe(false);
    // worker-a died: after the lease, worker-b takes it.
    const taken = (await claimJobs(at(1000 + leaseMs() + 1), "worker-b")).filter((j) => j.key === "lease:1");
    expect(taken).toHaveLength(1);
    expect(await finishJob(mine[0], "worker-a")).toBe(false);
    expect((await row("lease:1"))?.status).toBe("running");
    expect(await finishJob(taken[0], "worker-b")).toBe(true);
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
      await runDueJobs(now, "w");
      const r = (await row("flaky:1"))!;
      expect(r.attempts).toBe(i + 1);
      expect(r.lastError).toBe("remote down");
      delays.push(Date.parse(r.runAt) - now.getTime());
      // Not due again before its time.
      await runDueJobs(new Date(Date.parse(r.runAt) - 1), "w");
      expect(calls).toBe(i + 1);
      now = new Date(r.runAt);
    }
    expect((await row("flaky:1"))?.status).toBe("failed");
    expect(delays.slice(0, 3)).toEqual([60_000, 120_000, 240_000]);
    await runDueJobs(at(365 * 86_400_000), "w");
    expect(calls).toBe(MAX_ATTEMPTS);
  });

  it("two workers at once run each job exactly once", async () => {
    const runs = new Map<string, number>();
    registerJob("count", async (payload) => {
      await new Promise((r) => setTimeout(r, 2));
      runs.set(String(payload.n), (runs.get(String(payload.n)) ?? 0) + 1);
    });
    for (let n = 0; n < 40; n++) await enqueueJob({ kind: "count", key: `count:${n}`, payload: { n }, runAt: T0 });
    const [a, b] = await Promise.all([runDueJobs(at(5000), "worker-1"), runDueJobs(at(5000), "worker-2")]);
    expect(a.ran + b.ran).toBe(40);
    expect([...runs.values()].every((v) => v === 1)).toBe(true);
    expect(runs.size).toBe(40);
  });
});
