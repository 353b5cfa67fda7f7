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
import { AsyncLocalStorage } from "node:async_hooks";
import Database from "better-sqlite3";
import { Mutex } from "async-mutex";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "../../db/schema";
import { env } from "./env.server";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };
/** The handle a transaction's statements run on (the writer connection). */
export type Tx = Db;

type Connections = { file: string; reader: Db; writer: Db; lock: Mutex };

let instance: Connections | undefined;
type Scope = { tx: Tx; depth: number; afterCommit: (() => void)[] };
const inTransaction = new AsyncLocalStorage<Scope>();

export function dataDir(): string {
  const dir = path.resolve(env().DATA_DIR);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

function connect(file: string, readOnly: boolean): Db {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  // The writer never waits on itself (one lock); a busy database file (an operator's sqlite3
  // shell, a backup) is waited for a moment.
  sqlite.pragma("busy_timeout = 5000");
  // FULL: every commit is fsynced before it is acknowledged (decision record 024).
  sqlite.pragma(`synchronous = ${env().SQLITE_SYNCHRONOUS}`);
  sqlite.pragma("foreign_keys = ON");
  if (readOnly) sqlite.pragma("query_only = ON");
  return drizzle(sqlite, { schema }) as Db;
}

/** Opens a database file (migrating it first): the writer and the reader connection. */
function open(file: string): Connections {
  const writer = connect(file, false);
  runMigrations(writer);
  return { file, writer, reader: connect(file, true), lock: new Mutex() };
}

/**
 * Drizzle's table rebuilds (`__new_*`) can cascade-delete child rows while foreign keys are on,
 * so migrations run with them off, are checked with foreign_key_check, then switched back on.
 */
function runMigrations(db: Db) {
  const sqlite = db.$client;
  sqlite.pragma("foreign_keys = OFF");
  try {
    const before = appliedMigrations(db);
    migrate(db, { migrationsFolder: path.resolve(process.cwd(), "db/migrations") });
    // The check reads the whole database (seconds on a large one): only after a migration ran.
    if (appliedMigrations(db) !== before) {
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
function appliedMigrations(db: Db): number {
  const sqlite = db.$client;
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
  return readDatabaseFile(target, async (copy) => ({ appliedMigrations: appliedMigrations(copy) }));
}

/**
 * Reads another database file (a snapshot) through a read-only connection of its own, without
 * migrating it: `work` awaits Drizzle query builders on it. SQLite only.
 */
export async function readDatabaseFile<T>(file: string, work: (d: Db) => Promise<T>): Promise<T> {
  const sqlite = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return await work(drizzle(sqlite, { schema }) as Db);
  } finally {
    sqlite.close();
  }
}

/** Opens the database now (start-up: migrations run before the first request). */
export function startDatabase(): void {
  connections();
}

/**
 * One migrated, writable connection to another database file, for bulk loaders and checks outside
 * the app (scripts/seed-large.ts): not the app's handles, no lock. SQLite only.
 */
export function openDatabase(file: string): Db {
  const handle = connect(file, false);
  runMigrations(handle);
  return handle;
}

/**
 * The handle for reads: inside `withTransaction`, that transaction's (it sees its own writes);
 * elsewhere the read-only reader connection (the last committed data).
 */
export function db(): Db {
  return inTransaction.getStore()?.tx ?? connections().reader;
}

/**
 * Runs `work` as one transaction on the writer connection and resolves with its result: committed
 * when it resolves, rolled back when it throws. Transactions run one at a time (an async lock, in
 * arrival order); `work` may await. Every statement inside uses `tx` (or `db()`, which is `tx`
 * there). Called inside another transaction it is a savepoint of it.
 */
export async function withTransaction<T>(work: (tx: Tx) => Promise<T> | T): Promise<T> {
  const outer = inTransaction.getStore();
  if (outer) return savepoint(outer, work);
  const { writer, lock } = connections();
  const pending: (() => void)[] = [];
  return lock.runExclusive(async () => {
    const sqlite = writer.$client;
    sqlite.exec("BEGIN IMMEDIATE");
    try {
      const result = await inTransaction.run({ tx: writer, depth: 0, afterCommit: pending }, () => work(writer));
      sqlite.exec("COMMIT");
      committed(pending);
      return result;
    } catch (error) {
      if (sqlite.inTransaction) sqlite.exec("ROLLBACK");
      throw error;
    }
  });
}

async function savepoint<T>(outer: Scope, work: (tx: Tx) => Promise<T> | T): Promise<T> {
  const sqlite = outer.tx.$client;
  const name = `sp${outer.depth + 1}`;
  sqlite.exec(`SAVEPOINT ${name}`);
  try {
    const result = await inTransaction.run({ ...outer, depth: outer.depth + 1 }, () => work(outer.tx));
    sqlite.exec(`RELEASE ${name}`);
    return result;
  } catch (error) {
    if (sqlite.inTransaction) {
      sqlite.exec(`ROLLBACK TO ${name}`);
      sqlite.exec(`RELEASE ${name}`);
    }
    throw error;
  }
}

/** True inside `withTransaction` (for code that must not be called from one). */
export function insideTransaction(): boolean {
  return inTransaction.getStore() !== undefined;
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

/**
 * A number that changes whenever another process (an operator's sqlite3 shell, a restore) has
 * committed to the database: SQLite's `PRAGMA data_version`, read on the writer connection, which
 * this process's own commits do not change. SQLite only.
 */
export async function externalChangeVersion(): Promise<number> {
  const { writer } = connections();
  return writer.$client.pragma("data_version", { simple: true }) as number;
}

// ---- Single rows, raw SQL ----

/** The first row of a query, or undefined (`.limit(1)` it where it could return many). */
export async function first<Row>(query: PromiseLike<Row[]>): Promise<Row | undefined> {
  return (await query)[0];
}

/** Rows changed by an insert/update/delete (SQLite's `changes`). */
export async function changes(query: PromiseLike<{ changes: number }>): Promise<number> {
  return (await query).changes;
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
 * Raw SQL for a hot read (decision record 122), prepared once per connection: rows come back under
 * the names the SQL gives them. `?` placeholders only (SQLite's; the PostgreSQL issue translates).
 */
export async function queryAll<Row>(sqlText: string, ...params: unknown[]): Promise<Row[]> {
  return rawStatement(db().$client, sqlText).all(...params) as Row[];
}

export async function queryOne<Row>(sqlText: string, ...params: unknown[]): Promise<Row | undefined> {
  return rawStatement(db().$client, sqlText).get(...params) as Row | undefined;
}

/**
 * A list of ids as ONE parameter of raw SQL, so a statement stays the same (and prepared once)
 * whatever the list's length: write `column in ${ID_LIST}` and pass `idList(ids)`. SQLite reads a
 * JSON array with json_each (PostgreSQL will read an array parameter: `= any($1)`).
 */
export const ID_LIST = "(select value from json_each(?))";
export const idList = (ids: readonly number[]): string => JSON.stringify(ids);

/** Raw SQL that writes: only inside `withTransaction`. Resolves with the rows it changed. */
export async function execute(sqlText: string, ...params: unknown[]): Promise<number> {
  const scope = inTransaction.getStore();
  if (!scope) throw new Error("execute() writes: call it inside withTransaction");
  return rawStatement(scope.tx.$client, sqlText).run(...params).changes;
}

/**
 * A Drizzle query prepared once per connection, for hot reads that want Drizzle's typed rows
 * (decision record 122): `const byId = prepared((d) => d.select().from(t).where(eq(t.id,
 * sql.placeholder("id"))).prepare());` then `await byId.one({ id })` / `await byId.all({ id })`.
 */
export function prepared<Query extends PreparedRead>(build: (d: Db) => Query) {
  const byClient = new WeakMap<Connection, Query>();
  const query = () => {
    const d = db();
    let q = byClient.get(d.$client);
    if (q === undefined) byClient.set(d.$client, (q = build(d)));
    return q;
  };
  return {
    one: async (params?: Record<string, unknown>): Promise<ReturnType<Query["get"]>> => query().get(params) as ReturnType<Query["get"]>,
    all: async (params?: Record<string, unknown>): Promise<ReturnType<Query["all"]>> => query().all(params) as ReturnType<Query["all"]>,
  };
}

type PreparedRead = { get: (params?: Record<string, unknown>) => unknown; all: (params?: Record<string, unknown>) => unknown };

/** A trivial round trip (health checks). */
export async function ping(): Promise<void> {
  rawStatement(connections().reader.$client, "select 1").get();
}

/** Closes both connections (tests that reopen another file; shutdown). */
export function closeDatabase(): void {
  if (!instance) return;
  instance.reader.$client.close();
  instance.writer.$client.close();
  instance = undefined;
}

export { schema };
