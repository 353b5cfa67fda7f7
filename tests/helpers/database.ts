// The test database: SQLite files in a data directory by default; with TEST_DATABASE_URL (a
// PostgreSQL server's maintenance database, e.g. postgres://postgres@127.0.0.1:5433/postgres) each
// test server and each integration test file gets its own fresh PostgreSQL database instead
// (decision record 200). `openSql` pokes at a server's database the same way on both.
import path from "node:path";
import { randomBytes } from "node:crypto";
import Database from "better-sqlite3";
import pg from "pg";

pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v: string) => Number(v));

/** The secrets every test server and test file uses on PostgreSQL, where they are required (decision 211). */
export const TEST_SECRETS = { SESSION_SECRET: "test-session-secret-not-for-production", ENCRYPTION_KEY: "test-encryption-key-not-for-production-use" };

/** The maintenance database URL when the tests run on PostgreSQL. */
export const testDatabaseUrl = (): string | undefined => process.env.TEST_DATABASE_URL?.trim() || undefined;

export type TestDatabase = { url: string; drop: () => Promise<void> };

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  // A test database dropped while this connection is open is not a test failure.
  client.on("error", () => {});
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A new, empty PostgreSQL database (the app migrates it on first use) and how to drop it. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const name = `kt_${randomBytes(6).toString("hex")}`;
  await admin((c) => c.query(`create database ${name}`));
  const url = new URL(testDatabaseUrl()!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

export type Sql = {
  /** Rows changed. */
  run: (sqlText: string, ...params: unknown[]) => Promise<number>;
  get: <Row = Record<string, unknown>>(sqlText: string, ...params: unknown[]) => Promise<Row | undefined>;
  all: <Row = Record<string, unknown>>(sqlText: string, ...params: unknown[]) => Promise<Row[]>;
  /** Runs statements without parameters (several, separated by semicolons). */
  exec: (sqlText: string) => Promise<void>;
  close: () => Promise<void>;
  postgres: boolean;
};

/**
 * A connection to a test server's database: its SQLite file, or its PostgreSQL database. Raw SQL
 * with `?` placeholders (numbered for PostgreSQL); counts come back as numbers on both.
 */
export async function openSql(server: { dataDir: string; databaseUrl?: string }): Promise<Sql> {
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    // A test database dropped while this connection is open is not a test failure.
    client.on("error", () => {});
    await client.connect();
    const numbered = (text: string) => {
      let n = 0;
      return text.replace(/\?/g, () => `$${++n}`);
    };
    return {
      postgres: true,
      run: async (text, ...params) => (await client.query(numbered(text), params)).rowCount ?? 0,
      get: async <Row>(text: string, ...params: unknown[]) => (await client.query(numbered(text), params)).rows[0] as Row | undefined,
      all: async <Row>(text: string, ...params: unknown[]) => (await client.query(numbered(text), params)).rows as Row[],
      exec: async (text) => {
        await client.query(text);
      },
      close: () => client.end(),
    };
  }
  const sqlite = new Database(path.join(server.dataDir, "app.db"));
  sqlite.pragma("busy_timeout = 5000");
  return {
    postgres: false,
    run: async (text, ...params) => sqlite.prepare(text).run(...params).changes,
    get: async <Row>(text: string, ...params: unknown[]) => sqlite.prepare(text).get(...params) as Row | undefined,
    all: async <Row>(text: string, ...params: unknown[]) => sqlite.prepare(text).all(...params) as Row[],
    exec: async (text) => {
      sqlite.exec(text);
    },
    close: async () => {
      sqlite.close();
    },
  };
}
