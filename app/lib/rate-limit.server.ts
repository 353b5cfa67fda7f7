// Rate limits and sign-in throttles kept in the database (decision record 210), so every server
// behind a load balancer counts the same hits: one row per (limit, key) holding the hits of its
// current window, which starts at the first hit and lasts the limit's `windowMs` (a fixed window
// per key, as before). A hit is ONE atomic upsert (`insert ... on conflict do update set count =
// count + 1 ... returning`), written through the data layer, so it works on SQLite (one writer
// lock per process, SQLite's file lock across processes) and on PostgreSQL (row lock on conflict).
// Rows whose window has passed are swept now and then by the server that writes. Hits arriving
// together are written in one transaction (one commit; see "Counting" below).
import { and, eq, gt, lte, sql } from "drizzle-orm";
import { db, first, insideTransaction, schema, withTransaction, type Tx } from "./db.server";
import { env } from "./env.server";
import { HttpError } from "./http.server";

export type Limit = { name: string; max: number; windowMs: number };

export const LIMITS = {
  // Sign-in attempts (decision records 023, 225): taken before the password check, given back
  // when it is correct, so what stays counted are the failures. Counted per (account, address) so that a stranger who
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

const t = schema.rateLimits;
const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Family imports (a whole archive each: up to IMPORT_MAX_BYTES of disk, image decoding): per
 * account (IMPORTS_PER_HOUR) and per address (twice that).
 */
export const importLimits = () => ({
  perAccount: { name: "import-account", max: env().IMPORTS_PER_HOUR, windowMs: 60 * 60_000 },
  perAddress: { name: "import-ip", max: 2 * env().IMPORTS_PER_HOUR, windowMs: 60 * 60_000 },
});

/** Expired rows are deleted at most once a minute per server, inside a write it makes anyway. */
const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

function tooMany(resetAt: number, now: number): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt - now) / 1000));
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    [],
    { "Retry-After": String(seconds) },
    { id: "{minutes, plural, one {Too many attempts. Please try again in # minute.} other {Too many attempts. Please try again in # minutes.}}", values: { minutes } },
  );
}

/**
 * Adds one hit (atomically): a window that has ended starts again at `now` with 1.
 * Resolves with the window's hits (this one included) and when it ends.
 */
async function increment(tx: Tx, limit: Limit, key: string, now: number): Promise<{ count: number; resetAt: number }> {
  const nowIso = iso(now);
  const fresh = iso(now + limit.windowMs);
  const ended = sql`${t.resetAt} <= ${nowIso}`;
  const [row] = await tx
    .insert(t)
    .values({ scope: limit.name, key, count: 1, resetAt: fresh })
    .onConflictDoUpdate({
      target: [t.scope, t.key],
      set: {
        count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
        resetAt: sql`case when ${ended} then ${fresh} else ${t.resetAt} end`,
      },
    })
    .returning({ count: t.count, resetAt: t.resetAt });
  await sweep(tx, now);
  return { count: row!.count, resetAt: Date.parse(row!.resetAt) };
}

async function sweep(tx: Tx, now: number) {
  if (now - lastSweep < SWEEP_EVERY_MS && now >= lastSweep) return;
  lastSweep = now;
  await tx.delete(t).where(lte(t.resetAt, iso(now)));
}

/** The current window of a key (null when there is none or it has ended). */
async function current(limit: Limit, key: string, now: number): Promise<{ count: number; resetAt: number } | null> {
  const row = await first(
    db()
      .select({ count: t.count, resetAt: t.resetAt })
      .from(t)
      .where(and(eq(t.scope, limit.name), eq(t.key, key), gt(t.resetAt, iso(now))))
      .limit(1),
  );
  return row ? { count: row.count, resetAt: Date.parse(row.resetAt) } : null;
}

// ---- Counting: hits that arrive together share one commit ----
//
// Each commit costs an fsync on SQLite (SQLITE_SYNCHRONOUS=FULL, decision 024): one write per API
// request would cap personal-token requests at a few hundred a second. So hits are queued and
// written in batches: the first hit schedules a write, and every hit that arrives before it starts
// (or while the previous one runs) joins it, one transaction, one commit, each hit answered with
// its own count. One request alone still waits for exactly one commit.

type Batch = { run: (tx: Tx) => Promise<HttpError | null>; done: (refusal: HttpError | null) => void; failed: (error: unknown) => void };
let queue: Batch[] = [];
let writing: Promise<void> | null = null;

async function applyHits(tx: Tx, hits: readonly (readonly [Limit, string])[], stopAtLimit: boolean, now: number): Promise<HttpError | null> {
  for (const [limit, key] of hits) {
    const w = await increment(tx, limit, key, now);
    if (stopAtLimit && w.count > limit.max) return tooMany(w.resetAt, now);
  }
  return null;
}

async function flush(): Promise<void> {
  while (queue.length > 0) {
    const items = queue;
    queue = [];
    try {
      const answers = await withTransaction(async (tx) => {
        const out: (HttpError | null)[] = [];
        for (const item of items) out.push(await item.run(tx));
        return out;
      });
      items.forEach((item, i) => item.done(answers[i]!));
    } catch (error) {
      for (const item of items) item.failed(error);
    }
  }
  writing = null;
}

/** Runs one counting write (joining the next batch): the 429 it decided on, or null. */
function write(run: Batch["run"]): Promise<HttpError | null> {
  // Inside a caller's transaction the hits are part of it (and commit or roll back with it).
  if (insideTransaction()) return withTransaction(run);
  return new Promise((resolve, reject) => {
    queue.push({ run, done: resolve, failed: reject });
    writing ??= new Promise<void>((r) => setImmediate(r)).then(flush);
  });
}

/** Counts hits (in order, stopping at the first limit passed when `stopAtLimit`): the 429 or null. */
function count429(hits: readonly (readonly [Limit, string])[], stopAtLimit: boolean, now: number): Promise<HttpError | null> {
  return write((tx) => applyHits(tx, hits, stopAtLimit, now));
}

/** Counts one hit and throws 429 once the limit is passed. */
export async function hit(limit: Limit, key: string, now = Date.now()): Promise<void> {
  const refused = await count429([[limit, key]], true, now);
  if (refused) throw refused;
}

/**
 * Several hits at once (one write): counted in order until one passes its limit, which throws 429
 * (the later ones are then not counted, as with `hit` in turn).
 */
export async function hitEach(hits: readonly (readonly [Limit, string])[], now = Date.now()): Promise<void> {
  const refused = await count429(hits, true, now);
  if (refused) throw refused;
}

/** How many hits the current window holds (0 when none). */
export async function count(limit: Limit, key: string, now = Date.now()): Promise<number> {
  return (await current(limit, key, now))?.count ?? 0;
}

/** Forgets a key's hits (a successful sign-in clears that address's failures on the account). */
export async function clear(limit: Limit, key: string): Promise<void> {
  await withTransaction((tx) => tx.delete(t).where(and(eq(t.scope, limit.name), eq(t.key, key))));
}

// ---- Sign-in attempts (decision records 023 and 225) ----
//
// The attempt is taken BEFORE the password is checked, in one write: the three counters go up
// together and the answer is decided on the counts that write returned, so N sign-ins sent at
// once can never all pass a check that read the counters before any of them was recorded. A
// refused attempt is taken back in the same write (it never reached the password check, so it is
// not a failure: an attacker hammering one account from a shared address does not use up that
// address's allowance for everyone else). A correct password gives its attempt back.

const pairKey = (account: string, ip: string) => `${account}|${ip}`;

/** One less hit in a key's current window (never below 0; nothing when the window has ended). */
async function decrement(tx: Tx, limit: Limit, key: string, now: number): Promise<void> {
  await tx
    .update(t)
    .set({ count: sql`case when ${t.count} > 0 then ${t.count} - 1 else 0 end` })
    .where(and(eq(t.scope, limit.name), eq(t.key, key), gt(t.resetAt, iso(now))));
}

/**
 * Takes one sign-in attempt for this account from this address, or throws 429 (Retry-After):
 * - more than 10 attempts from this address on this account in the window;
 * - more than 30 from this address across accounts;
 * - more than 100 on the account from everywhere AND this address has already tried it (an
 *   address that has not been trying the account, its owner's, is never refused for it).
 * Attempts that fail stay counted; `giveBackSignInAttempt` after a correct password.
 */
export async function takeSignInAttempt(account: string, ip: string, now = Date.now()): Promise<void> {
  const perIp = LIMITS.failedSignInPerIp;
  const perPair = LIMITS.failedSignInPerAccountAddress;
  const perAccount = LIMITS.failedSignInPerAccount;
  const pair = pairKey(account, ip);
  const refused = await write(async (tx) => {
    const byIp = await increment(tx, perIp, ip, now);
    const byPair = await increment(tx, perPair, pair, now);
    const byAccount = await increment(tx, perAccount, account, now);
    let refusal: HttpError | null = null;
    if (byPair.count > perPair.max) refusal = tooMany(byPair.resetAt, now);
    else if (byIp.count > perIp.max) refusal = tooMany(byIp.resetAt, now);
    else if (byAccount.count > perAccount.max && byPair.count > 1) refusal = tooMany(byAccount.resetAt, now);
    if (refusal) {
      await decrement(tx, perIp, ip, now);
      await decrement(tx, perPair, pair, now);
      await decrement(tx, perAccount, account, now);
    }
    return refusal;
  });
  if (refused) throw refused;
}

/**
 * A correct password: its attempt is given back (thirty relatives signing in behind one address
 * do not use up that address's allowance) and this address's failures on the account are cleared.
 */
export async function giveBackSignInAttempt(account: string, ip: string, now = Date.now()): Promise<void> {
  await write(async (tx) => {
    await decrement(tx, LIMITS.failedSignInPerIp, ip, now);
    await decrement(tx, LIMITS.failedSignInPerAccount, account, now);
    await tx.delete(t).where(and(eq(t.scope, LIMITS.failedSignInPerAccountAddress.name), eq(t.key, pairKey(account, ip))));
    return null;
  });
}

/** Forgets every hit (tests). */
export async function resetRateLimits(): Promise<void> {
  lastSweep = 0;
  await withTransaction((tx) => tx.delete(t));
}
