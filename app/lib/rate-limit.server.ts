// Fixed-window rate limits kept in memory (one process serves a family server).
import { HttpError } from "./http.server";

type Window = { count: number; resetAt: number };
const buckets = new Map<string, Window>();

export type Limit = { name: string; max: number; windowMs: number };

export const LIMITS = {
  // Failed sign-ins (decision record 023). Counted per (account, address) so that a stranger who
  // knows an email cannot lock its owner out: the owner's own address has no failures.
  failedSignInPerAccountAddress: { name: "signin-account-ip", max: 10, windowMs: 15 * 60_000 },
  // One address guessing across many accounts.
  failedSignInPerIp: { name: "signin-ip", max: 30, windowMs: 15 * 60_000 },
  // Many addresses guessing one account: once it is passed, only addresses that have already
  // failed on that account are refused (an address with no failure still signs in).
  failedSignInPerAccount: { name: "signin-account", max: 100, windowMs: 15 * 60_000 },
  registrationPerIp: { name: "register-ip", max: 30, windowMs: 60 * 60_000 },
  resetRequestPerEmail: { name: "reset-email", max: 5, windowMs: 60 * 60_000 },
  lookupPerIp: { name: "lookup-ip", max: 60, windowMs: 60_000 },
} satisfies Record<string, Limit>;

function bucket(limit: Limit, key: string, now: number): Window {
  const id = `${limit.name}:${key}`;
  let w = buckets.get(id);
  if (!w || w.resetAt <= now) {
    w = { count: 0, resetAt: now + limit.windowMs };
    buckets.set(id, w);
  }
  if (buckets.size > 50_000) sweep(now);
  return w;
}

function sweep(now: number) {
  for (const [id, w] of buckets) if (w.resetAt <= now) buckets.delete(id);
}

function tooMany(w: Window, now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((w.resetAt - now) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    [],
    { "Retry-After": String(seconds) },
  );
}

/** Counts one hit and throws 429 once the limit is passed. */
export function hit(limit: Limit, key: string, now = Date.now()) {
  const w = bucket(limit, key, now);
  if (w.count >= limit.max) throw tooMany(w, now);
  w.count += 1;
}

/** Throws 429 when the limit is already used up, without counting (for failure-only limits). */
export function check(limit: Limit, key: string, now = Date.now()) {
  const w = bucket(limit, key, now);
  if (w.count >= limit.max) throw tooMany(w, now);
}

/** Counts one failure (pair with `check`). */
export function record(limit: Limit, key: string, now = Date.now()) {
  bucket(limit, key, now).count += 1;
}

/** How many hits the current window holds (0 when none). */
export function count(limit: Limit, key: string, now = Date.now()): number {
  const w = buckets.get(`${limit.name}:${key}`);
  return w && w.resetAt > now ? w.count : 0;
}

/** Forgets a key's hits (a successful sign-in clears that address's failures on the account). */
export function clear(limit: Limit, key: string) {
  buckets.delete(`${limit.name}:${key}`);
}

// ---- Failed sign-ins (decision record 023) ----

const pairKey = (account: string, ip: string) => `${account}|${ip}`;

/**
 * Before checking a password: 429 when this address has failed too often on this account, or on
 * any accounts; or when the account has collected many failures from everywhere AND this address
 * is one of them. An address that has not been failing on the account is never refused for it.
 */
export function checkSignIn(account: string, ip: string, now = Date.now()) {
  check(LIMITS.failedSignInPerIp, ip, now);
  const pair = pairKey(account, ip);
  check(LIMITS.failedSignInPerAccountAddress, pair, now);
  if (count(LIMITS.failedSignInPerAccountAddress, pair, now) > 0) check(LIMITS.failedSignInPerAccount, account, now);
}

/** A wrong password (or unknown account) from this address. */
export function recordFailedSignIn(account: string, ip: string, now = Date.now()) {
  record(LIMITS.failedSignInPerIp, ip, now);
  record(LIMITS.failedSignInPerAccountAddress, pairKey(account, ip), now);
  record(LIMITS.failedSignInPerAccount, account, now);
}

/** A correct password clears this address's failures on the account. */
export function recordSignIn(account: string, ip: string) {
  clear(LIMITS.failedSignInPerAccountAddress, pairKey(account, ip));
}

export function resetRateLimits() {
  buckets.clear();
}
