// The sign-in lockout policy (decision record 023) and 429 answers, without password hashing, on
// the limits' table in a fresh SQLite file (decision record 210).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-unit-limits-"));
const { resetEnvCache } = await import("~/lib/env.server");
resetEnvCache();
const { HttpError } = await import("~/lib/http.server");
const { LIMITS, giveBackSignInAttempt, hit, resetRateLimits, takeSignInAttempt } = await import("~/lib/rate-limit.server");
type HttpError = InstanceType<typeof HttpError>;

const T0 = 1_000_000_000;

async function refusal(fn: () => Promise<void>): Promise<HttpError | null> {
  try {
    await fn();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

beforeEach(() => resetRateLimits());

describe("sign-in attempts (taken before the password check)", async () => {
  const fail = (account: string, ip: string, now = T0) => refusal(() => takeSignInAttempt(account, ip, now));
  const succeed = async (account: string, ip: string, now = T0) => {
    const e = await refusal(() => takeSignInAttempt(account, ip, now));
    if (!e) await giveBackSignInAttempt(account, ip, now);
    return e;
  };

  it("10 failures lock that (account, address) pair only", async () => {
    for (let i = 0; i < 10; i++) expect(await fail("ann@x.test", "10.0.0.1")).toBeNull();
    const e = await fail("ann@x.test", "10.0.0.1", T0 + 1000);
    expect(e?.status).toBe(429);
    expect(e?.detail).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(e?.headers["Retry-After"]).toBe("899");
    // The owner elsewhere, and the attacker's address on another account, are not refused.
    expect(await succeed("ann@x.test", "10.0.0.2")).toBeNull();
    expect(await succeed("bob@x.test", "10.0.0.1")).toBeNull();
    // The window passes.
    expect(await fail("ann@x.test", "10.0.0.1", T0 + LIMITS.failedSignInPerAccountAddress.windowMs)).toBeNull();
  });

  it("40 attempts at once: exactly 10 taken, 30 refused with Retry-After", async () => {
    const results = await Promise.all(Array.from({ length: 40 }, () => fail("ann@x.test", "10.0.0.3")));
    expect(results.filter((r) => r === null)).toHaveLength(10);
    expect(results.filter((r) => r?.status === 429 && r.headers["Retry-After"] === "900")).toHaveLength(30);
  });

  it("one address failing across many accounts is stopped after 30; refused attempts are not counted", async () => {
    for (let i = 0; i < 30; i++) await fail(`user${i}@x.test`, "10.0.0.9");
    expect((await fail("fresh@x.test", "10.0.0.9"))?.status).toBe(429);
    expect(await fail("fresh@x.test", "10.0.0.10")).toBeNull();
  });

  it("a refused attempt does not use up the address's allowance for others behind it", async () => {
    for (let i = 0; i < 25; i++) await fail("target@x.test", "10.0.0.11");
    // 15 of these 25 were refused (pair limit 10) and given back: 10 failures count for the address.
    for (let i = 0; i < 20; i++) expect(await fail(`cousin${i}@x.test`, "10.0.0.11")).toBeNull();
  });

  it("thirty relatives behind one address signing in at once do not lock each other out", async () => {
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => succeed(`rel${i}@x.test`, "10.0.0.12")));
    expect(results.every((r) => r === null)).toBe(true);
    const again = await Promise.all(Array.from({ length: 30 }, (_, i) => succeed(`rel${i}@x.test`, "10.0.0.12")));
    expect(again.every((r) => r === null)).toBe(true);
  });

  it("many addresses on one account: past 100 failures only addresses that failed on it are refused", async () => {
    for (let i = 0; i < 100; i++) await fail("ann@x.test", `10.1.0.${i}`);
    expect((await fail("ann@x.test", "10.1.0.5"))?.status).toBe(429);
    expect(await succeed("ann@x.test", "192.168.1.20")).toBeNull();
    expect(await succeed("ann@x.test", "192.168.1.20")).toBeNull();
  });

  it("a correct password clears that address's failures on the account", async () => {
    for (let i = 0; i < 9; i++) await fail("ann@x.test", "10.0.0.1");
    expect(await succeed("ann@x.test", "10.0.0.1")).toBeNull();
    for (let i = 0; i < 9; i++) await fail("ann@x.test", "10.0.0.1");
    expect(await fail("ann@x.test", "10.0.0.1")).toBeNull();
  });
});

describe("every 429", async () => {
  it("carries Retry-After in seconds", async () => {
    const limit = { name: "unit", max: 1, windowMs: 60_000 };
    await hit(limit, "k", T0);
    const e = await refusal(() => hit(limit, "k", T0 + 30_500));
    expect(e?.status).toBe(429);
    expect(e?.headers).toEqual({ "Retry-After": "30" });
    expect(e?.detail).toBe("Too many attempts. Please try again in 1 minute.");
  });
});

describe("the counter in the database", () => {
  it("counts 50 hits made at once exactly once each (one atomic upsert per hit)", async () => {
    const limit = { name: "unit-burst", max: 40, windowMs: 60_000 };
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => hit(limit, "k", T0)));
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(40);
    expect(results.filter((r) => r.status === "rejected")).toHaveLength(10);
  });

  it("starts a new window once the old one has ended, and sweeps ended windows", async () => {
    const limit = { name: "unit-window", max: 2, windowMs: 60_000 };
    await hit(limit, "k", T0);
    await hit(limit, "k", T0);
    expect((await refusal(() => hit(limit, "k", T0 + 59_000)))?.headers).toEqual({ "Retry-After": "1" });
    expect(await refusal(() => hit(limit, "k", T0 + 60_000))).toBeNull();
    const { db, schema } = await import("~/lib/db.server");
    await hit({ name: "unit-other", max: 5, windowMs: 1000 }, "x", T0 + 200_000);
    const rows = await db().select().from(schema.rateLimits);
    expect(rows.map((r) => r.scope)).toEqual(["unit-other"]);
  });
});

describe("several limits in one write", () => {
  it("counts in order and stops at the first limit passed (the later ones are not counted)", async () => {
    const { hitEach } = await import("~/lib/rate-limit.server");
    const first = { name: "unit-each-1", max: 2, windowMs: 60_000 };
    const second = { name: "unit-each-2", max: 10, windowMs: 60_000 };
    await hitEach([[first, "t"], [second, "ip"]], T0);
    await hitEach([[first, "t"], [second, "ip"]], T0);
    const e = await refusal(() => hitEach([[first, "t"], [second, "ip"]], T0 + 1000));
    expect(e?.status).toBe(429);
    expect(e?.headers).toEqual({ "Retry-After": "59" });
    const { db, schema } = await import("~/lib/db.server");
    const rows = await db().select().from(schema.rateLimits);
    expect(rows.find((r) => r.scope === "unit-each-2")?.count).toBe(2);
  });
});
