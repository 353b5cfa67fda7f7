// SQLite through better-sqlite3 and Drizzle. Opened once per process; migrations run on open.
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle, type BetterSQLite3Database } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "../../db/schema";
import { env } from "./env.server";

export type Db = BetterSQLite3Database<typeof schema> & { $client: Database.Database };

let instance: Db | undefined;

export function dataDir(): string {
  const dir = path.resolve(env().DATA_DIR);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export function openDatabase(file: string): Db {
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: every commit is fsynced before it is acknowledged, so a power cut or OS crash cannot
  // lose an answered write (NORMAL in WAL mode can). SQLITE_SYNCHRONOUS=NORMAL trades that for
  // speed (decision record 024; numbers in the README).
  sqlite.pragma(`synchronous = ${env().SQLITE_SYNCHRONOUS}`);
  const db = drizzle(sqlite, { schema }) as Db;
  runMigrations(db);
  return db;
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
    // The check reads the whole database (seconds on a large one, issue 16): only after a
    // migration was actually applied.
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

export function db(): Db {
  if (!instance) instance = openDatabase(path.join(dataDir(), "app.db"));
  return instance;
}

const rawStatements = new WeakMap<Database.Database, Map<string, Database.Statement>>();

/**
 * A raw better-sqlite3 statement for a hot read path, prepared once per database handle (issue 16,
 * decision record 122): no SQL built per call and rows come back as plain objects under the
 * names the SQL gives them (snake_case columns, integers for booleans). Use `?` placeholders only.
 */
export function statement<Row = unknown>(sqlText: string): Database.Statement<unknown[], Row> {
  const client = db().$client;
  let cache = rawStatements.get(client);
  if (!cache) rawStatements.set(client, (cache = new Map()));
  let prepared = cache.get(sqlText);
  if (!prepared) cache.set(sqlText, (prepared = client.prepare(sqlText)));
  return prepared as Database.Statement<unknown[], Row>;
}

/**
 * A Drizzle query prepared once per database handle, for hot reads that want Drizzle's typed rows
 * (decision record 122): `const byId = prepared((d) => d.select().from(t).where(eq(t.id,
 * sql.placeholder("id"))).prepare());` then `byId().get({ id })`. Building a Drizzle query's SQL and
 * preparing it costs about 0.1 ms per call; a prepared one only binds its values.
 */
export function prepared<Query>(build: (d: Db) => Query): () => Query {
  const byClient = new WeakMap<Database.Database, Query>();
  return () => {
    const d = db();
    let query = byClient.get(d.$client);
    if (query === undefined) byClient.set(d.$client, (query = build(d)));
    return query;
  };
}

export { schema };
