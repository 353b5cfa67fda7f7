// The sign-in lockout policy (decision record 023) and 429 answers, without password hashing.
import { beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "~/lib/http.server";
import { LIMITS, checkSignIn, hit, recordFailedSignIn, recordSignIn, resetRateLimits } from "~/lib/rate-limit.server";

const T0 = 1_000_000_000;

function refusal(fn: () => void): HttpError | null {
  try {
    fn();
    return null;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

beforeEach(() => resetRateLimits());

describe("failed sign-ins", () => {
  it("10 failures lock that (account, address) pair only", () => {
    for (let i = 0; i < 10; i++) {
      expect(refusal(() => checkSignIn("ann@x.test", "10.0.0.1", T0))).toBeNull();
      recordFailedSignIn("ann@x.test", "10.0.0.1", T0);
    }
    const e = refusal(() => checkSignIn("ann@x.test", "10.0.0.1", T0 + 1000));
    expect(e?.status).toBe(429);
    expect(e?.detail).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(e?.headers["Retry-After"]).toBe("899");
    // The owner elsewhere, and the attacker's address on another account, are not refused.
    expect(refusal(() => checkSignIn("ann@x.test", "10.0.0.2", T0))).toBeNull();
    expect(refusal(() => checkSignIn("bob@x.test", "10.0.0.1", T0))).toBeNull();
    // The window passes.
    expect(refusal(() => checkSignIn("ann@x.test", "10.0.0.1", T0 + LIMITS.failedSignInPerAccountAddress.windowMs))).toBeNull();
  });

  it("one address failing across many accounts is stopped after 30", () => {
    for (let i = 0; i < 30; i++) recordFailedSignIn(`user${i}@x.test`, "10.0.0.9", T0);
    expect(refusal(() => checkSignIn("fresh@x.test", "10.0.0.9", T0))?.status).toBe(429);
    expect(refusal(() => checkSignIn("fresh@x.test", "10.0.0.10", T0))).toBeNull();
  });

  it("many addresses on one account: past 100 failures only addresses that failed on it are refused", () => {
    for (let i = 0; i < 100; i++) recordFailedSignIn("ann@x.test", `10.1.0.${i}`, T0);
    expect(refusal(() => checkSignIn("ann@x.test", "10.1.0.5", T0))?.status).toBe(429);
    expect(refusal(() => checkSignIn("ann@x.test", "192.168.1.20", T0))).toBeNull();
  });

  it("a correct password clears that address's failures on the account", () => {
    for (let i = 0; i < 9; i++) recordFailedSignIn("ann@x.test", "10.0.0.1", T0);
    recordSignIn("ann@x.test", "10.0.0.1");
    for (let i = 0; i < 9; i++) recordFailedSignIn("ann@x.test", "10.0.0.1", T0);
    expect(refusal(() => checkSignIn("ann@x.test", "10.0.0.1", T0))).toBeNull();
  });
});

describe("every 429", () => {
  it("carries Retry-After in seconds", () => {
    const limit = { name: "unit", max: 1, windowMs: 60_000 };
    hit(limit, "k", T0);
    const e = refusal(() => hit(limit, "k", T0 + 30_500));
    expect(e?.status).toBe(429);
    expect(e?.headers).toEqual({ "Retry-After": "30" });
    expect(e?.detail).toBe("Too many attempts. Please try again in 1 minute.");
  });
});
