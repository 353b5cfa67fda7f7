// The data layer (decision record 160): one asynchronous API over SQLite today (PostgreSQL next),
// so feature code never depends on a synchronous driver.
//
// SQLite (better-sqlite3) has one connection per handle, and a transaction that awaits lets other
// requests run on the event loop in between. So there are two connections:
// - the **reader** (`db()` outside a transaction): `query_only`, WAL gives it the last committed
//   snapshot; it never sees another request's uncommitted rows and cannot write;
// - the **writer**, used only inside `withTransaction`, behind one async lock (a queue, never a
//   busy-wait): a transaction holds it from BEGIN IMMEDIATE to COMMIT/ROLLBACK, so nothing else
//   runs statements on that connection in between.
// Inside a transaction, `db()` is that transaction's handle too (an AsyncLocalStorage scope), so a
// helper called from inside (the audit log) writes with it; a nested `withTransaction` is a
// savepoint of the outer one.
//
// Feature code awaits Drizzle's query builders (`await db().select()...`, `first(...)`) and never
// calls the driver's synchronous `.get()/.all()/.run()`: those stay in this module.
import fs from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";
import { AsyncLocalStorage } from "node:async_hooks";
import Database from "better-sqlite3";
import { Mutex } from "async-mutex";
import { sql, type Placeholder } from "drizzle-orm";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import type { BaseSQLiteDatabase } from "drizzle-orm/sqlite-core";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import pg from "pg";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import * as sqliteSchema from "../../db/schema";
import * as pgSchema from "../../db/schema.pg";
import { env } from "./env.server";
import { HttpError } from "./http.server";
import { dropRequestReads, readForRequest } from "./request-context.server";

/**
 * The active dialect's tables. Feature code is typed against the SQLite schema; on PostgreSQL
 * (`DATABASE_URL`, decision record 200) the same names are db/schema.pg.ts's tables, which
 * tests/unit/schema-agreement.test.ts keeps identical in shape. This is the one cast.
 */
const schema: typeof sqliteSchema = process.env.DATABASE_URL?.trim() ? (pgSchema as unknown as typeof sqliteSchema) : sqliteSchema;

/**
 * The data layer's handle, as feature code sees it (decision record 229): Drizzle's query builders
 * in their ASYNCHRONOUS form only. They are awaited (thenables on both drivers); the synchronous
 * `.get()/.all()/.run()/.values()` of better-sqlite3 are typed as promises, so code that uses their
 * result without awaiting does not compile, and `npm run lint` refuses calling them at all
 * (PostgreSQL's builders have no such methods). No driver handle (`$client`) either.
 */
export type Db = BaseSQLiteDatabase<"async", Database.RunResult, typeof sqliteSchema>;
/** The handle a transaction's statements run on (the writer connection; a pooled client on PostgreSQL). */
export type Tx = Db;
/** A SQLite connection with its driver, synchronous (this module, scripts and tests on SQLite files only). */
export type SqliteDb = BetterSQLite3Database<typeof sqliteSchema> & { $client: Database.Database };
/** The driver behind a handle: only this module reaches it. */
const driver = (d: Db): Database.Database => (d as unknown as SqliteDb).$client;
const pgClient = <Client>(d: Db): Client => (d as unknown as { $client: Client }).$client;

type Connections = { file: string; reader: SqliteDb; writer: SqliteDb; lock: Mutex };

let instance: Connections | undefined;
type Scope = { tx: Tx; depth: number; afterCommit: (() => void)[]; exec: (sqlText: string) => Promise<void> };
const inTransaction = new AsyncLocalStorage<Scope>();

/** True when the app runs on PostgreSQL (`DATABASE_URL`), false on SQLite. */
export function isPostgres(): boolean {
  return env().DATABASE_URL !== undefined;
}

export function dataDir(): string {
  const dir = path.resolve(env().DATA_DIR);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function connect(file: string, readOnly: boolean): SqliteDb {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // The writer never waits on itself (one lock); a busy database file (an operator's sqlite3
  // shell, a backup) is waited for a moment.
  sqlite.pragma("busy_timeout = 5000");
  // FULL: every commit is fsynced before it is acknowledged (decision record 024).
  sqlite.pragma(`synchronous = ${env().SQLITE_SYNCHRONOUS}`);
  sqlite.pragma("foreign_keys = ON");
  if (readOnly) sqlite.pragma("query_only = ON");
  return drizzle(sqlite, { schema: sqliteSchema }) as SqliteDb;
}

/**
 * Opens a database file: the writer and the reader connection. Migrates it first (MIGRATE_ON_START,
 * the default), or refuses a database older than this code (decision record 221).
 */
function open(file: string): Connections {
  const writer = connect(file, false);
  try {
    if (env().MIGRATE_ON_START) runMigrations(writer);
    else {
      const behind = migrationsBehind(latestApplied(writer), "db/migrations");
      if (behind > 0) throw new SchemaBehind(behind);
    }
  } catch (error) {
    writer.$client.close();
    throw error;
  }
  return { file, writer, reader: connect(file, true), lock: new Mutex() };
}

/** The database has migrations this code needs that have not run (MIGRATE_ON_START=0). */
export class SchemaBehind extends Error {
  constructor(public missing: number) {
    super(
      `The database is older than this code: ${missing} migration(s) have not run. Run \`npm run db:migrate\` (MIGRATE_ON_START=0 leaves the migrations to it), then start again.`,
    );
    this.name = "SchemaBehind";
  }
}

/** When the newest migration applied to a database was made (drizzle's journal: 0 for none). */
function latestApplied(db: SqliteDb): number {
  const sqlite = db.$client;
  const table = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  if (!table) return 0;
  return Number((sqlite.prepare("select max(created_at) as at from __drizzle_migrations").get() as { at: number | null }).at ?? 0);
}

/** How many of this code's migrations (in `folder`) are newer than the database's newest one. */
function migrationsBehind(appliedAt: number, folder: string): number {
  const journal = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), folder, "meta/_journal.json"), "utf8")) as { entries: { when: number }[] };
  return journal.entries.filter((e) => e.when > appliedAt).length;
}

/**
 * Drizzle's table rebuilds (`__new_*`) can cascade-delete child rows while foreign keys are on,
 * so migrations run with them off, are checked with foreign_key_check, then switched back on.
 */
function runMigrations(db: SqliteDb) {
  const sqlite = db.$client;
  sqlite.pragma("foreign_keys = OFF");
  try {
    const before = appliedMigrations(sqlite);
    migrate(db, { migrationsFolder: path.resolve(process.cwd(), "db/migrations") });
    // The check reads the whole database (seconds on a large one): only after a migration ran.
    if (appliedMigrations(sqlite) !== before) {
      const problems = sqlite.pragma("foreign_key_check") as unknown[];
      if (problems.length > 0) {
        throw new Error(`Migration left ${problems.length} foreign key violation(s)`);
      }
    }
  } finally {
    sqlite.pragma("foreign_keys = ON");
  }
}

/** Rows in drizzle's migration journal (0 before the first migration ever ran). */
function appliedMigrations(sqlite: Database.Database): number {
  const table = sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = '__drizzle_migrations'").get();
  return table ? (sqlite.prepare("select count(*) as n from __drizzle_migrations").get() as { n: number }).n : 0;
}

function connections(): Connections {
  if (!instance) instance = open(path.join(dataDir(), "app.db"));
  return instance;
}

/** The migrations this build knows, in order (db/migrations/meta/_journal.json tags). */
export function knownMigrations(): string[] {
  const journal = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), "db/migrations/meta/_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  return journal.entries.map((e) => e.tag);
}

/**
 * A consistent snapshot of the SQLite database into `target` (server backups, decision 190):
 * `VACUUM INTO` on a connection of its own, which reads in one transaction (WAL: writers carry on,
 * the copy is the database as of one commit) and writes a compact, self-contained file (no -wal).
 * Never a file copy of a live database. Resolves with the number of migrations applied in it.
 * Works from another process than the server (`npm run backup`). SQLite only.
 */
export async function snapshotDatabase(target: string, source = path.join(dataDir(), "app.db")): Promise<{ appliedMigrations: number }> {
  if (!fs.existsSync(source)) throw new Error(`No database at ${source}`);
  const sqlite = new Database(source, { fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 10000");
    sqlite.prepare("VACUUM INTO ?").run(target);
  } finally {
    sqlite.close();
  }
  return readDatabaseFile(target, async (copy) => ({ appliedMigrations: appliedMigrations(driver(copy)) }));
}

/**
 * Reads another database file (a snapshot) through a read-only connection of its own, without
 * migrating it: `work` awaits Drizzle query builders on it. SQLite only.
 */
export async function readDatabaseFile<T>(file: string, work: (d: Db) => Promise<T>): Promise<T> {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return await work(drizzle(sqlite, { schema }) as unknown as Db);
  } finally {
    sqlite.close();
  }
}

// ---- PostgreSQL (decision record 200) ----

// Counts (`count(*)` is bigint) and sums (bigint or numeric) come back as JavaScript numbers, as on
// SQLite: they stay far below 2^53 here. Set once for the process (Drizzle's node-postgres session
// falls back to these global parsers).
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));

/** Any fixed number: the advisory lock that lets one server at a time run the migrations. */
const MIGRATION_LOCK = 7_201_030;

// ---- Time limits (decision record 226) ----

/** lock_timeout, statement_timeout, idle_in_transaction_session_timeout: the SQLSTATEs they raise. */
const TIMED_OUT = new Set(["55P03", "57014", "25P03"]);
export const DATABASE_BUSY = "The server is busy. Please try again in a moment.";

/**
 * A statement that waited too long for a lock, ran too long, or a transaction ended for sitting
 * idle: the request answers 503 with Retry-After (`{detail}` on the API), not a 500. Other errors
 * are returned as they are.
 */
export function busyError(error: unknown): unknown {
  const code = sqlState(error);
  return code && TIMED_OUT.has(code) ? new HttpError(503, DATABASE_BUSY, [], { "Retry-After": "5" }) : error;
}

/** The per-connection settings every pooled connection starts with (startup parameters). */
function sessionSettings(): Pick<pg.PoolConfig, "lock_timeout" | "statement_timeout" | "idle_in_transaction_session_timeout" | "options"> {
  const e = env();
  return {
    // Outside withTransaction (which begins "read write") a connection is read-only, like
    // SQLite's reader: a write that slips past withTransaction fails loudly.
    options: "-c default_transaction_read_only=on",
    ...(e.PG_LOCK_TIMEOUT_MS ? { lock_timeout: e.PG_LOCK_TIMEOUT_MS } : {}),
    ...(e.PG_STATEMENT_TIMEOUT_MS ? { statement_timeout: e.PG_STATEMENT_TIMEOUT_MS } : {}),
    ...(e.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS ? { idle_in_transaction_session_timeout: e.PG_IDLE_IN_TRANSACTION_TIMEOUT_MS } : {}),
  };
}

/**
 * A pool whose queries wait until the schema is ready (migrated, or checked current with
 * MIGRATE_ON_START=0). A preparation that failed (the database was down, a migration failed) is
 * tried again by the next query: the pool never stays broken until a restart.
 */
class MigratedPool extends pg.Pool {
  // Reads outside a transaction (pool.query): a time limit answers 503 too.
  override query(...args: unknown[]): never {
    const result = (super.query as (...a: unknown[]) => unknown).apply(this, args);
    if (result instanceof Promise) return result.catch((error: unknown) => Promise.reject(busyError(error))) as never;
    return result as never;
  }

  prepare: () => Promise<void> = () => Promise.resolve();
  private preparing: Promise<void> | undefined;
  private done = false;
  /** Resolves once the schema is ready; a failure is not kept (the next call tries again). */
  ready(): Promise<void> {
    if (this.done) return Promise.resolve();
    this.preparing ??= this.prepare().then(
      () => {
        this.done = true;
      },
      (error: unknown) => {
        this.preparing = undefined;
        throw error;
      },
    );
    return this.preparing;
  }
  // pool.query() calls connect(callback): both forms wait for the migrations.
  override connect(...args: unknown[]): never {
    const callback = args[0] as ((error: Error | undefined, ...rest: unknown[]) => void) | undefined;
    if (typeof callback === "function") {
      this.ready().then(
        () => (super.connect as (cb: unknown) => void)(callback),
        (error: Error) => callback(error),
      );
      return undefined as never;
    }
    return this.ready().then(() => super.connect()) as never;
  }
}

type PgConnections = { url: string; pool: MigratedPool; db: Db };
let pgInstance: PgConnections | undefined;

function pgConnections(): PgConnections {
  if (!pgInstance) {
    const url = env().DATABASE_URL!;
    const pool = new MigratedPool({ connectionString: url, max: env().DATABASE_POOL_SIZE, ...sessionSettings() });
    // An idle client that loses its connection (a database restart) must not crash the server.
    pool.on("error", (error) => console.error("PostgreSQL pool:", error.message));
    pool.prepare = () => (env().MIGRATE_ON_START ? migratePostgres(url) : checkPostgresSchema(url));
    pgInstance = { url, pool, db: drizzlePg(pool) as unknown as Db };
  }
  return pgInstance;
}

/**
 * Runs db/migrations-pg on a database, once even when several servers start at the same moment:
 * each takes a session advisory lock first, so the others wait, then find nothing left to do.
 */
export async function migratePostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", (error) => console.error("PostgreSQL:", error.message));
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder: path.resolve(process.cwd(), "db/migrations-pg") });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
  } finally {
    await client.end();
  }
}

/** Throws SchemaBehind when the PostgreSQL database lacks migrations this code needs. */
async function checkPostgresSchema(url: string): Promise<void> {
  const behind = migrationsBehind(await latestAppliedPostgres(url), "db/migrations-pg");
  if (behind > 0) throw new SchemaBehind(behind);
}

async function latestAppliedPostgres(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", (error) => console.error("PostgreSQL:", error.message));
  await client.connect();
  try {
    const table = await client.query<{ t: string | null }>("select to_regclass('drizzle.__drizzle_migrations')::text as t");
    if (!table.rows[0]?.t) return 0;
    const r = await client.query<{ at: string | number | null }>("select max(created_at) as at from drizzle.__drizzle_migrations");
    return Number(r.rows[0]?.at ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * Opens the database now (start-up, before the server listens): runs the migrations (under the
 * advisory lock on PostgreSQL), or with MIGRATE_ON_START=0 throws SchemaBehind when the database
 * is older than this code.
 */
export async function startDatabase(): Promise<void> {
  if (isPostgres()) await pgConnections().pool.ready();
  else connections();
}

/** Runs the migrations whatever MIGRATE_ON_START says (`npm run db:migrate`). */
export async function migrateDatabase(): Promise<void> {
  if (isPostgres()) await migratePostgres(env().DATABASE_URL!);
  else openDatabase(path.join(dataDir(), "app.db")).$client.close();
}

/**
 * Null when the database answers and holds every migration this code knows, else why not (the
 * readiness probe). Never migrates.
 */
export async function schemaProblem(): Promise<string | null> {
  if (isPostgres()) {
    const { pool } = pgConnections();
    await pool.ready();
    const behind = migrationsBehind(await latestAppliedFromPool(pool), "db/migrations-pg");
    return behind > 0 ? `${behind} migration(s) have not run` : null;
  }
  const behind = migrationsBehind(latestApplied(connections().reader), "db/migrations");
  return behind > 0 ? `${behind} migration(s) have not run` : null;
}

async function latestAppliedFromPool(pool: pg.Pool): Promise<number> {
  const r = await pool.query<{ at: string | number | null }>("select max(created_at) as at from drizzle.__drizzle_migrations");
  return Number(r.rows[0]?.at ?? 0);
}

/**
 * One migrated, writable connection to another database file, for bulk loaders and checks outside
 * the app (scripts/seed-large.ts): not the app's handles, no lock. SQLite only.
 */
export function openDatabase(file: string): SqliteDb {
  const handle = connect(file, false);
  runMigrations(handle);
  return handle;
}

/**
 * The handle for reads: inside `withTransaction`, that transaction's (it sees its own writes);
 * inside `withSnapshot`, the snapshot's; elsewhere the read-only reader connection (the last
 * committed data), or the pool on PostgreSQL.
 */
export function db(): Db {
  return inTransaction.getStore()?.tx ?? inSnapshot.getStore() ?? (isPostgres() ? pgConnections().db : (connections().reader as unknown as Db));
}

// ---- One snapshot for a long read (decision record 228) ----

const inSnapshot = new AsyncLocalStorage<Db>();
/** How long a snapshot's transaction may sit idle between statements (a slow client downloading). */
const SNAPSHOT_IDLE_MS = 15 * 60_000;

/**
 * Runs `work` with every read (`db()`, `queryAll`, `prepared`) on ONE read-only snapshot of the
 * database, taken when it starts, on a connection of its own (so the shared reader, and the pool,
 * stay free however long it takes): what a family export needs so that members posting and
 * deleting meanwhile cannot make it inconsistent.
 * - PostgreSQL: a client outside the pool, `begin isolation level repeatable read read only`,
 *   with the idle-in-transaction limit raised for this transaction alone (`set local`).
 * - SQLite: a read-only connection of its own in a deferred transaction pinned by a first read
 *   (WAL keeps that snapshot while writers carry on).
 * `withTransaction` inside `work` still writes as usual, outside the snapshot.
 */
export async function withSnapshot<T>(work: () => Promise<T>): Promise<T> {
  if (isPostgres()) {
    const client = new pg.Client({ connectionString: pgConnections().url, ...sessionSettings() });
    client.on("error", (error) => console.error("PostgreSQL snapshot:", error.message));
    await client.connect();
    try {
      await client.query("begin isolation level repeatable read read only");
      await client.query(`set local idle_in_transaction_session_timeout = ${SNAPSHOT_IDLE_MS}`);
      // The snapshot is taken at the transaction's first query.
      await client.query("select 1");
      const result = await inSnapshot.run(drizzlePg(client) as unknown as Db, work);
      await client.query("commit");
      return result;
    } finally {
      await client.end().catch(() => {});
    }
  }
  const sqlite = new Database(connections().file, { readonly: true, fileMustExist: true });
  try {
    sqlite.pragma("busy_timeout = 5000");
    sqlite.exec("BEGIN");
    sqlite.prepare("select count(*) from sqlite_master").get();
    return await inSnapshot.run(drizzle(sqlite, { schema: sqliteSchema }) as unknown as Db, work);
  } finally {
    if (sqlite.inTransaction) sqlite.exec("COMMIT");
    sqlite.close();
  }
}

/**
 * Runs `work` as one transaction and resolves with its result: committed when it resolves, rolled
 * back when it throws; `work` may await. Every statement inside uses `tx` (or `db()`, which is `tx`
 * there). Called inside another transaction it is a savepoint of it.
 *
 * SQLite: on the writer connection, one at a time (an async lock, in arrival order).
 * PostgreSQL: on a pooled client, concurrently (read committed); a check that counts then inserts
 * locks its family row first (`lockFamily`). A deadlock or serialization failure is retried.
 */
export async function withTransaction<T>(work: (tx: Tx) => Promise<T> | T): Promise<T> {
  const outer = inTransaction.getStore();
  if (outer) return savepoint(outer, work);
  if (isPostgres()) return pgTransaction(work);
  const { writer, lock } = connections();
  const pending: (() => void)[] = [];
  return lock.runExclusive(async () => {
    const sqlite = writer.$client;
    sqlite.exec("BEGIN IMMEDIATE");
    const exec = async (sqlText: string) => {
      sqlite.exec(sqlText);
    };
    try {
      const tx = writer as unknown as Tx;
      const result = await inTransaction.run({ tx, depth: 0, afterCommit: pending, exec }, () => work(tx));
      sqlite.exec("COMMIT");
      committed(pending);
      return result;
    } catch (error) {
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
      throw error;
    }
  });
}

const RETRYABLE = new Set(["40P01", "40001"]); // deadlock detected, serialization failure

/** The SQLSTATE of a driver error, also when Drizzle wrapped it (in `cause`). */
function sqlState(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
  }
  return undefined;
}

async function pgTransaction<T>(work: (tx: Tx) => Promise<T> | T): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const client = await (pgConnections().pool.connect() as Promise<pg.PoolClient>);
    const pending: (() => void)[] = [];
    // No relational schema (nothing uses `db.query`): an instance per transaction then costs microseconds.
    const tx = drizzlePg(client) as unknown as Db;
    const exec = async (sqlText: string) => {
      await client.query(sqlText);
    };
    let broken: Error | undefined;
    // A checked-out client has no error listener of the pool's: the database ending the session
    // while the transaction awaits something else (idle_in_transaction_session_timeout) would
    // otherwise be an uncaught 'error' event. The next statement then fails, and the client is
    // discarded.
    const lost = (error: Error) => (broken = error);
    client.on("error", lost);
    try {
      await client.query("begin read write");
      const result = await inTransaction.run({ tx, depth: 0, afterCommit: pending, exec }, () => work(tx));
      await client.query("commit");
      committed(pending);
      return result;
    } catch (error) {
      if (!broken) await client.query("rollback").catch((e: Error) => (broken = e));
      const code = sqlState(error);
      if (code && RETRYABLE.has(code) && attempt < 5) continue;
      throw busyError(broken && !code ? broken : error);
    } finally {
      client.removeListener("error", lost);
      client.release(broken);
    }
  }
}

async function savepoint<T>(outer: Scope, work: (tx: Tx) => Promise<T> | T): Promise<T> {
  const name = `sp${outer.depth + 1}`;
  await outer.exec(`SAVEPOINT ${name}`);
  try {
    const result = await inTransaction.run({ ...outer, depth: outer.depth + 1 }, () => work(outer.tx));
    await outer.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    const sqlite = isPostgres() ? undefined : driver(outer.tx);
    if (!sqlite || sqlite.inTransaction) {
      await outer.exec(`ROLLBACK TO ${name}`);
      await outer.exec(`RELEASE ${name}`);
    }
    throw error;
  }
}

/** True inside `withTransaction` (for code that must not be called from one). */
export function insideTransaction(): boolean {
  return inTransaction.getStore() !== undefined;
}

/**
 * The row another statement of this request brought along under `key` (a page's session statement
 * on PostgreSQL, decision record 275), or undefined: then, and always inside a transaction, the
 * caller reads it itself.
 */
export function broughtAlong<T>(key: string): Promise<T> | undefined {
  return insideTransaction() ? undefined : readForRequest<T>(key);
}

/**
 * Call first in a transaction that counts a family's rows and then inserts (plan limits, sign-up
 * quantities, the last owner): two such transactions of one family then run one after the other.
 * On PostgreSQL a row lock on the family (`for no key update`: inserts of the family's rows, which
 * only share-lock it for their foreign key, are not blocked); on SQLite nothing, the writer lock
 * already serialises every transaction.
 */
export async function lockFamily(tx: Tx, familyId: number): Promise<void> {
  if (!isPostgres()) return;
  await (tx as unknown as NodePgDatabase).execute(sql`select id from families where id = ${familyId} for no key update`);
}

/**
 * Call first in a transaction that checks a value is free and then writes it (an email address):
 * two such transactions for the same name run one after the other. On PostgreSQL a transaction
 * advisory lock on the name's hash; on SQLite nothing (the writer lock serialises).
 */
export async function lockName(tx: Tx, name: string): Promise<void> {
  if (!isPostgres()) return;
  await (tx as unknown as NodePgDatabase).execute(sql`select pg_advisory_xact_lock(hashtextextended(${name}, 0))`);
}

/**
 * A select that claims rows for this transaction (a queue's due jobs): on PostgreSQL `FOR UPDATE
 * SKIP LOCKED`, so concurrent claimers each get other rows without waiting; on SQLite the query as
 * it is (the writer lock already lets one claimer at a time in).
 */
export function skipLocked<Query>(query: Query): Query {
  if (!isPostgres()) return query;
  return (query as unknown as { for: (strength: "update", config: { skipLocked: true }) => Query }).for("update", { skipLocked: true });
}

// ---- After the commit ----

/**
 * Runs `task` once what the caller wrote is committed: at once outside a transaction, after the
 * outermost COMMIT inside one (never after a rollback). Either way it runs outside any
 * transaction's scope, so background work it starts (the mail sender) uses its own connections.
 */
export function afterCommit(task: () => void): void {
  const scope = inTransaction.getStore();
  if (scope) scope.afterCommit.push(task);
  else inTransaction.exit(task);
}

function committed(tasks: (() => void)[]) {
  dropRequestReads();
  inTransaction.exit(() => {
    for (const task of tasks) {
      try {
        task();
      } catch (error) {
        console.error(error);
      }
    }
  });
}

let uncached = 0;

/**
 * A number that changes whenever another process (an operator's sqlite3 shell, a restore) has
 * committed to the database: SQLite's `PRAGMA data_version`, read on the writer connection, which
 * this process's own commits do not change. On PostgreSQL other servers commit all the time and
 * nothing as cheap tells us: the number changes at every call, so callers' caches are not used
 * (the settings read is one indexed row).
 */
export async function externalChangeVersion(): Promise<number> {
  if (isPostgres()) return ++uncached;
  const sqlite = connections().writer.$client;
  // Prepared once per connection: `pragma()` prepares its statement on every call.
  let statement = dataVersionStatements.get(sqlite);
  if (!statement) dataVersionStatements.set(sqlite, (statement = sqlite.prepare("PRAGMA data_version").pluck()));
  return statement.get() as number;
}
const dataVersionStatements = new WeakMap<Database.Database, Database.Statement>();

// ---- Single rows, raw SQL ----

/** The first row of a query, or undefined (`.limit(1)` it where it could return many). */
export async function first<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  return (await query)[0];
}

/** Rows changed by an insert/update/delete (SQLite's `changes`, PostgreSQL's `rowCount`). */
export async function changes(query: PromiseLike<{ changes: number }>): Promise<number> {
  const result = (await query) as { changes?: number; rowCount?: number | null };
  return result.changes ?? result.rowCount ?? 0;
}

type Connection = Database.Database;
const rawStatements = new WeakMap<Connection, Map<string, Database.Statement>>();

function rawStatement(client: Connection, sqlText: string): Database.Statement {
  let cache = rawStatements.get(client);
  if (!cache) rawStatements.set(client, (cache = new Map()));
  let stmt = cache.get(sqlText);
  if (!stmt) cache.set(sqlText, (stmt = client.prepare(sqlText)));
  return stmt;
}

/**
 * A list of ids as ONE parameter of raw SQL, so a statement stays the same (and prepared once)
 * whatever the list's length: write `column in ${ID_LIST}` and pass `idList(ids)`. SQLite reads a
 * JSON array with json_each; on PostgreSQL the statement becomes `column = any($n::int[])` and the
 * parameter is the array itself.
 */
export const ID_LIST = "(select value from json_each(?))";
export const idList = (ids: readonly number[]): string => (isPostgres() ? (ids as unknown as string) : JSON.stringify(ids));

const pgText = new Map<string, string>();
const ID_LIST_IN = /\s+in\s+\(select value from json_each\(\?\)\)/gi;

/** SQLite's raw SQL in PostgreSQL's words: `in ID_LIST` → `= any(?::int[])`, `?` → `$1, $2...`. */
export function toPostgresSql(sqlText: string): string {
  let text = pgText.get(sqlText);
  if (text === undefined) {
    let n = 0;
    // `+?` (see `param`) is SQLite's; PostgreSQL gets a plain parameter.
    text = sqlText.replace(ID_LIST_IN, " = any(?::int[])").replace(/\+?\?/g, () => `$${++n}`);
    pgText.set(sqlText, text);
  }
  return text;
}

const statementNames = new Map<string, string>();
/** A stable name per statement text (prepared statements are per connection, by name). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) statementNames.set(text, (name = `k${createHash("sha1").update(text).digest("hex").slice(0, 20)}`));
  return name;
}

async function pgQuery<Row>(sqlText: string, params: unknown[]): Promise<{ rows: Row[]; rowCount: number }> {
  const scope = inTransaction.getStore();
  const snapshot = inSnapshot.getStore();
  const client = scope ? pgClient<pg.PoolClient>(scope.tx) : snapshot ? pgClient<pg.Client>(snapshot) : pgConnections().pool;
  const text = toPostgresSql(sqlText);
  // A named statement: PostgreSQL parses and plans it once per connection, not at every request
  // (unnamed when PG_PREPARED_STATEMENTS=0, for poolers that do not keep them).
  const result = await client.query(env().PG_PREPARED_STATEMENTS ? { name: statementName(text), text, values: params } : { text, values: params });
  return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
}

/**
 * Raw SQL for a hot read (decision record 122), prepared once per connection: rows come back under
 * the names the SQL gives them (quote camelCase aliases: PostgreSQL lowercases bare names). `?`
 * placeholders; booleans are 0/1 on SQLite and true/false on PostgreSQL (read them with Boolean()).
 */
export async function queryAll<Row>(sqlText: string, ...params: unknown[]): Promise<Row[]> {
  if (isPostgres()) return (await pgQuery<Row>(sqlText, params)).rows;
  return rawStatement(driver(db()), sqlText).all(...params) as Row[];
}

export async function queryOne<Row>(sqlText: string, ...params: unknown[]): Promise<Row | undefined> {
  if (isPostgres()) return (await pgQuery<Row>(sqlText, params)).rows[0];
  return rawStatement(driver(db()), sqlText).get(...params) as Row | undefined;
}

/** Raw SQL that writes: only inside `withTransaction`. Resolves with the rows it changed. */
export async function execute(sqlText: string, ...params: unknown[]): Promise<number> {
  const scope = inTransaction.getStore();
  if (!scope) throw new Error("execute() writes: call it inside withTransaction");
  if (isPostgres()) return (await pgQuery(sqlText, params)).rowCount;
  return rawStatement(driver(scope.tx), sqlText).run(...params).changes;
}

/**
 * A parameter of a prepared read: `sql.placeholder(name)`, written `+?` on SQLite (decision record
 * 273). SQLite's planner peeks at a bare `?` compared with a column or used as a LIMIT, and marks
 * the statement to be planned again when that value changes; better-sqlite3 clears the values after
 * every run, so such a statement was parsed and planned again at every run (8-26 µs each on the
 * bench's seed). `+?` is the same value, still uses the index, and is not peeked at. In raw SQL
 * write `= +?` and `limit +?` the same way; `toPostgresSql` turns them into `$n`.
 * Typed as a Placeholder so `.limit()` takes it too (Drizzle renders any SQL chunk there).
 */
export function param(name: string): Placeholder {
  return (isPostgres() ? sql.placeholder(name) : sql`+${sql.placeholder(name)}`) as unknown as Placeholder;
}

/**
 * A LIMIT written into the statement's text (`limit 200`), not sent as a parameter: SQLite marks a
 * statement with a `limit ?` to be planned again at every run, as with `param`. Only a whole number
 * of 0 or more is written; anything else is refused.
 */
export function limitOf(n: number): Placeholder {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`limitOf: not a row count: ${n}`);
  return sql.raw(String(n)) as unknown as Placeholder;
}

/**
 * A Drizzle query prepared once per connection, for hot reads that want Drizzle's typed rows
 * (decision record 122): `const byId = prepared((d) => d.select().from(t).where(eq(t.id, param("id"))).prepare());` then
 * `await byId.one({ id })` / `await byId.all({ id })`.
 * On PostgreSQL the query is built once per handle (the pool, or a transaction's client).
 */
export function prepared<Query extends PreparedRead>(build: (d: Db) => Query) {
  const byClient = new WeakMap<object, Query>();
  const query = () => {
    const d = db();
    const key = isPostgres() ? d : driver(d);
    let q = byClient.get(key);
    if (q === undefined) {
      byClient.set(key, (q = build(d)));
      if (isPostgres() && env().PG_PREPARED_STATEMENTS) nameStatement(q);
    }
    return q;
  };
  const pgRows = async (params?: Record<string, unknown>) => (query() as unknown as PgPrepared).execute(params);
  return {
    one: async (params?: Record<string, unknown>): Promise<Awaited<ReturnType<Query["get"]>>> =>
      (isPostgres() ? (await pgRows(params))[0] : query().get(params)) as Awaited<ReturnType<Query["get"]>>,
    all: async (params?: Record<string, unknown>): Promise<Awaited<ReturnType<Query["all"]>>> =>
      (isPostgres() ? await pgRows(params) : query().all(params)) as Awaited<ReturnType<Query["all"]>>,
  };
}

/**
 * Drizzle's node-postgres prepared query runs unnamed (planned at every execution) unless
 * `.prepare(name)` got a name, which the SQLite-typed feature code cannot pass: name it here after
 * its SQL text (Drizzle 0.45 keeps the query config on the prepared query).
 */
function nameStatement(query: unknown): void {
  const q = query as { queryConfig?: { name?: string; text: string }; rawQueryConfig?: { name?: string; text: string } };
  if (q.queryConfig) q.queryConfig.name = statementName(`rows:${q.queryConfig.text}`);
  if (q.rawQueryConfig) q.rawQueryConfig.name = statementName(`raw:${q.rawQueryConfig.text}`);
}

type PreparedRead = { get: (params?: Record<string, unknown>) => unknown; all: (params?: Record<string, unknown>) => unknown };
type PgPrepared = { execute: (params?: Record<string, unknown>) => Promise<unknown[]> };

/** A trivial round trip (health checks). */
export async function ping(): Promise<void> {
  if (isPostgres()) await pgConnections().pool.query("select 1");
  else rawStatement(connections().reader.$client, "select 1").get();
}

/** Closes the connections (tests that reopen another file; shutdown). */
export async function closeDatabase(): Promise<void> {
  if (pgInstance) {
    const { pool } = pgInstance;
    pgInstance = undefined;
    await pool.end();
  }
  if (!instance) return;
  instance.reader.$client.close();
  instance.writer.$client.close();
  instance = undefined;
}

export { schema };
