// Answers built from a family's data, kept in this process and reused while the family's data
// version is still the one read before they were built (decision record 272).
// - The version (table family_versions) is kept by database triggers: it changes with every
//   committed write to the family's events, their dates' changes, their answers (members' and
//   guests'), its announcements, its accounts (their username and language too) and their
//   invite-link joins, its name, code and plan, its birthdays, its fundraising campaigns, its
//   photos, albums, hearts and comments (record 276), its surveys with their questions, responses
//   and answers, its email templates, campaign entries, social accounts, video calls, directory,
//   trip details and activities, and its events' sign-up items and claims (record 278), whoever
//   writes (this server, another one,
//   the worker, an import). What is kept must come from those tables and columns only.
// - The version is read first, then the answer is built: an answer is never older than the version
//   it is kept under. A write that commits in between only makes the next request build again.
// - An answer also says the time span it holds for (from its build until the next event starts):
//   outside it, it is built again.
// - Inside a transaction nothing is kept or reused (the transaction may see its own uncommitted
//   writes, or roll back).
// - Memory stays bounded: at most FAMILY_CACHE_MB of answers (their own measure of their size),
//   the least recently used dropped first; one answer over an eighth of that is not kept.
import { env } from "./env.server";
import { insideTransaction, queryOne } from "./db.server";
import { oncePerRequest, requestReadKey } from "./request-context.server";

/** An answer as `keptForFamily` keeps it: the value, its size in bytes, and when it stops holding. */
type Built<T> = { value: T; bytes: number; until: number };
type Entry = { version: string; from: number; until: number; bytes: number; value: unknown };

const entries = new Map<string, Entry>();
let keptBytes = 0;

const VERSION_SQL = "select cast(version as text) as version from family_versions where family_id = +?";

/**
 * The family's data version now (read once per request, or brought along by the session
 * statement on PostgreSQL, a page's or an API request's; a commit of the request drops it).
 */
function familyVersion(familyId: number): Promise<string | null> {
  return oncePerRequest(requestReadKey.familyVersion(familyId), async () => (await queryOne<{ version: string }>(VERSION_SQL, familyId))?.version ?? null);
}

function drop(id: string): void {
  const old = entries.get(id);
  if (!old) return;
  entries.delete(id);
  keptBytes -= old.bytes;
}

/**
 * The answer `key` of family `familyId` at time `now` (ms): the kept one when the family's version
 * is unchanged and `now` is within its span, otherwise `build()`'s, then kept.
 */
export async function keptForFamily<T>(familyId: number, key: string, now: number, build: () => Promise<Built<T>>): Promise<T> {
  const limit = env().FAMILY_CACHE_MB * 1024 * 1024;
  if (limit === 0 || insideTransaction()) return (await build()).value;
  const version = await familyVersion(familyId);
  if (version === null) return (await build()).value;
  const id = `${familyId}:${key}`;
  const kept = entries.get(id);
  if (kept && kept.version === version && kept.from <= now && now < kept.until) {
    // The most recently used last in the map's order (the first is dropped first).
    entries.delete(id);
    entries.set(id, kept);
    return kept.value as T;
  }
  const built = await build();
  drop(id);
  if (built.bytes <= limit / 8 && now < built.until) {
    entries.set(id, { version, from: now, until: built.until, bytes: built.bytes, value: built.value });
    keptBytes += built.bytes;
    for (const oldest of entries.keys()) {
      if (keptBytes <= limit) break;
      drop(oldest);
    }
  }
  return built.value;
}

/**
 * `keptForFamily` for rows read from the family's tables: frozen (the next request gets them as
 * read, and code that would change them fails loudly), their size taken as 1.25 times their JSON
 * text (rows of the bench's seed took 1.1 times theirs on the heap, measured with
 * process.memoryUsage). `until` (ms): when time alone changes them.
 */
export function keptRows<T extends object>(familyId: number, key: string, now: number, read: () => Promise<T>, until: (value: T) => number = () => Infinity): Promise<T> {
  return keptForFamily(familyId, key, now, async () => {
    const value = deepFreeze(await read());
    return { value, bytes: Math.ceil(1.25 * JSON.stringify(value).length) + 200, until: until(value) };
  });
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
