// The SQLite schema (db/schema.ts, written by hand) and the PostgreSQL one (db/schema.pg.ts,
// generated from it by scripts/generate-pg-schema.ts, decision records 200 and 230) describe the
// same tables: same columns, types, nullability, defaults, unique constraints, indexes, primary keys
// and foreign keys with their on-delete rules. Compared through public API only: drizzle-kit's
// schema snapshots (what it generates migrations from) and drizzle-orm's getTableConfig.
import { describe, expect, it } from "vitest";
import { getTableName, is } from "drizzle-orm";
import { getTableConfig as sqliteConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { getTableConfig as pgConfig, PgTable } from "drizzle-orm/pg-core";
import * as sqliteSchema from "../../db/schema";
import * as pgSchema from "../../db/schema.pg";

type Snapshot = { tables: Record<string, SnapshotTable> };
type SnapshotTable = {
  name: string;
  columns: Record<string, { name: string; type: string; primaryKey: boolean; notNull: boolean; autoincrement?: boolean; default?: unknown }>;
  indexes: Record<string, { name: string; columns: (string | { expression: string })[]; isUnique: boolean; where?: string }>;
  foreignKeys: Record<string, { tableFrom: string; tableTo: string; columnsFrom: string[]; columnsTo: string[]; onDelete?: string; onUpdate?: string }>;
  compositePrimaryKeys: Record<string, { columns: string[] } | string>;
  uniqueConstraints: Record<string, { name: string; columns: string[] }>;
  checkConstraints?: Record<string, { name: string; value: string }>;
};

const NOW = {
  sqlite: "(strftime('%Y-%m-%dT%H:%M:%fZ','now'))",
  pg: `to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
};

/** One table as both dialects can say it: PostgreSQL's serial and "C"-collated text read as SQLite's types. */
function shape(table: SnapshotTable, dialect: "sqlite" | "pg", dataTypes: Map<string, string>) {
  const type = (t: string) => (dialect === "pg" ? ({ serial: "integer", 'text COLLATE "C"': "text", boolean: "integer", "double precision": "real" } as Record<string, string>)[t] ?? t : t);
  const dflt = (d: unknown) => (d === undefined ? undefined : String(d) === NOW[dialect] ? "now" : String(d));
  const pkColumns = (pk: { columns: string[] } | string) => (typeof pk === "string" ? pk.split(";")[0].split(",") : pk.columns);
  return {
    columns: Object.fromEntries(
      Object.values(table.columns).map((c) => [
        c.name,
        {
          type: type(c.type),
          boolean: dataTypes.get(c.name) === "boolean",
          primaryKey: c.primaryKey,
          notNull: c.notNull,
          autoIncrement: dialect === "pg" ? c.type === "serial" : c.autoincrement === true,
          default: dflt(c.default),
        },
      ]),
    ),
    // Unique constraints and indexes together: SQLite writes a column's .unique() as a unique index.
    indexes: Object.fromEntries([
      ...Object.values(table.indexes).map((i) => [i.name, { columns: i.columns.map((c) => (typeof c === "string" ? c : c.expression)), unique: i.isUnique, where: i.where }]),
      ...Object.values(table.uniqueConstraints).map((u) => [u.name, { columns: u.columns, unique: true, where: undefined }]),
    ]),
    primaryKeys: Object.values(table.compositePrimaryKeys).map(pkColumns),
    foreignKeys: Object.values(table.foreignKeys)
      .map((f) => `${f.columnsFrom.join(",")} -> ${f.tableTo}(${f.columnsTo.join(",")}) on delete ${f.onDelete ?? "no action"} on update ${f.onUpdate ?? "no action"}`)
      .sort(),
    checks: Object.values(table.checkConstraints ?? {}).map((c) => c.name).sort(),
  };
}

const sqliteTables = new Map(Object.values(sqliteSchema).filter((t: unknown): t is SQLiteTable => is(t, SQLiteTable)).map((t) => [getTableName(t), t]));
const pgTables = new Map(Object.values(pgSchema).filter((t: unknown): t is PgTable => is(t, PgTable)).map((t) => [getTableName(t), t]));
/** Column name -> drizzle's data type, which tells a boolean (an integer on SQLite) from a number. */
const dataTypesOf = (columns: { name: string; dataType: string }[]) => new Map(columns.map((c) => [c.name, c.dataType]));

async function snapshots() {
  const kit = await import("drizzle-kit/api");
  const sqlite = (await kit.generateSQLiteDrizzleJson(sqliteSchema as Record<string, unknown>)) as unknown as Snapshot;
  const pg = kit.generateDrizzleJson(pgSchema as Record<string, unknown>) as unknown as Snapshot;
  return {
    sqlite: (name: string) => sqlite.tables[name],
    pg: (name: string) => pg.tables[`public.${name}`],
  };
}

describe("the SQLite and PostgreSQL schemas agree", () => {
  it("have the same tables, exported under the same names", () => {
    expect([...pgTables.keys()].sort()).toEqual([...sqliteTables.keys()].sort());
    const exported = (mod: object, kind: typeof SQLiteTable | typeof PgTable) =>
      Object.entries(mod)
        .filter(([, t]) => is(t, kind))
        .map(([name, t]) => `${name}=${getTableName(t as SQLiteTable)}`)
        .sort();
    expect(exported(pgSchema, PgTable)).toEqual(exported(sqliteSchema, SQLiteTable));
    expect(sqliteTables.size).toBeGreaterThan(40);
  });

  it("every table: columns, types, nullability, defaults, indexes, keys", async () => {
    const snap = await snapshots();
    for (const [name, table] of sqliteTables) {
      const pg = pgTables.get(name);
      expect(pg, `${name} is missing from db/schema.pg.ts`).toBeDefined();
      const want = shape(snap.sqlite(name), "sqlite", dataTypesOf(sqliteConfig(table).columns));
      const got = shape(snap.pg(name), "pg", dataTypesOf(pgConfig(pg!).columns));
      expect(got, name).toEqual(want);
    }
  });

  it("stores every PostgreSQL text column in the C collation (sorts like SQLite)", async () => {
    const snap = await snapshots();
    for (const name of pgTables.keys()) {
      for (const col of Object.values(snap.pg(name).columns)) {
        expect(["integer", "serial", "boolean", "double precision", 'text COLLATE "C"'], `${name}.${col.name}`).toContain(col.type);
      }
    }
  });

  it("notices a difference (a column's default changed on one side)", async () => {
    const snap = await snapshots();
    const families = shape(snap.sqlite("families"), "sqlite", dataTypesOf(sqliteConfig(sqliteSchema.families).columns));
    const changed = { ...families, columns: { ...families.columns, description: { ...families.columns.description!, default: "'x'" } } };
    expect(shape(snap.pg("families"), "pg", dataTypesOf(pgConfig(pgSchema.families).columns))).toEqual(families);
    expect(shape(snap.pg("families"), "pg", dataTypesOf(pgConfig(pgSchema.families).columns))).not.toEqual(changed);
  });
});

// Each schema file matches its own migrations: the newest drizzle-kit snapshot in the migration
// folder, diffed against the schema, leaves nothing to generate (else `npm run db:generate`).
describe("the migrations are up to date with the schemas", () => {
  const latestSnapshot = async (folder: string) => {
    const fs = await import("node:fs");
    const path = await import("node:path");
    const dir = path.resolve(__dirname, "../../db", folder, "meta");
    const journal = JSON.parse(fs.readFileSync(path.join(dir, "_journal.json"), "utf8")) as { entries: { idx: number }[] };
    const last = journal.entries.at(-1)!.idx;
    return JSON.parse(fs.readFileSync(path.join(dir, `${String(last).padStart(4, "0")}_snapshot.json`), "utf8"));
  };

  it("db/migrations-pg has everything db/schema.pg.ts says", async () => {
    const kit = await import("drizzle-kit/api");
    const prev = await latestSnapshot("migrations-pg");
    const cur = kit.generateDrizzleJson(pgSchema as Record<string, unknown>, prev.id);
    expect(await kit.generateMigration(prev, cur)).toEqual([]);
  });

  it("db/migrations has everything db/schema.ts says", async () => {
    const kit = await import("drizzle-kit/api");
    const prev = await latestSnapshot("migrations");
    const cur = await kit.generateSQLiteDrizzleJson(sqliteSchema as Record<string, unknown>, prev.id);
    expect(await kit.generateSQLiteMigration(prev, cur)).toEqual([]);
  });
});
