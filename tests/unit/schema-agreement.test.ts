// The SQLite schema (db/schema.ts) and the PostgreSQL one (db/schema.pg.ts) describe the same
// tables (decision record 200): same tables, columns, types, nullability, defaults, unique
// constraints, indexes, primary keys, and foreign keys with their on-delete rules. A table or
// column added to one and not the other, or added differently, fails here.
import { describe, expect, it } from "vitest";
import { getTableName, is, SQL } from "drizzle-orm";
import { getTableConfig as sqliteConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import { getTableConfig as pgConfig, PgTable } from "drizzle-orm/pg-core";
import * as sqliteSchema from "../../db/schema";
import * as pgSchema from "../../db/schema.pg";

type Shape = {
  columns: Record<string, { type: string; notNull: boolean; primary: boolean; autoIncrement: boolean; default: unknown; unique: boolean }>;
  indexes: Record<string, { columns: string[]; unique: boolean }>;
  primaryKeys: string[][];
  foreignKeys: string[];
};

/** A default as a comparable value: literals as they are, the "now" timestamp expressions as "now". */
function defaultOf(value: unknown, dialect: "sqlite" | "pg"): unknown {
  if (value === undefined) return undefined;
  if (is(value, SQL)) {
    const text = value.queryChunks.map((c) => (typeof c === "object" && c && "value" in c ? (c.value as string[]).join("") : String(c))).join("");
    const now = dialect === "sqlite" ? "(strftime('%Y-%m-%dT%H:%M:%fZ','now'))" : `to_char(statement_timestamp() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
    return text === now ? "now" : `sql:${text}`;
  }
  return value;
}

function sqliteShape(table: SQLiteTable): Shape {
  const c = sqliteConfig(table);
  return {
    columns: Object.fromEntries(
      c.columns.map((col) => [
        col.name,
        {
          type: col.columnType === "SQLiteBoolean" ? "boolean" : col.getSQLType(),
          notNull: col.notNull,
          primary: col.primary,
          autoIncrement: col.primary && (col as unknown as { autoIncrement?: boolean }).autoIncrement === true,
          default: defaultOf(col.default, "sqlite"),
          unique: col.isUnique,
        },
      ]),
    ),
    indexes: Object.fromEntries(
      c.indexes.map((i) => [i.config.name, { columns: i.config.columns.map((x) => (x as { name: string }).name), unique: i.config.unique }]),
    ),
    primaryKeys: c.primaryKeys.map((pk) => pk.columns.map((x) => x.name)),
    foreignKeys: c.foreignKeys
      .map((fk) => {
        const r = fk.reference();
        return `${r.columns.map((x) => x.name).join(",")} -> ${getTableName(r.foreignTable)}(${r.foreignColumns.map((x) => x.name).join(",")}) on delete ${fk.onDelete ?? "no action"}`;
      })
      .sort(),
  };
}

function pgShape(table: PgTable): Shape {
  const c = pgConfig(table);
  return {
    columns: Object.fromEntries(
      c.columns.map((col) => {
        const sqlType = col.getSQLType();
        const type = sqlType === "serial" ? "integer" : sqlType === 'text COLLATE "C"' ? "text" : sqlType;
        return [
          col.name,
          {
            type,
            notNull: col.notNull,
            primary: col.primary,
            autoIncrement: sqlType === "serial",
            default: defaultOf(col.default, "pg"),
            unique: col.isUnique,
          },
        ];
      }),
    ),
    indexes: Object.fromEntries(
      c.indexes.map((i) => [i.config.name!, { columns: i.config.columns.map((x) => (x as { name: string }).name), unique: i.config.unique }]),
    ),
    primaryKeys: c.primaryKeys.map((pk) => pk.columns.map((x) => x.name)),
    foreignKeys: c.foreignKeys
      .map((fk) => {
        const r = fk.reference();
        return `${r.columns.map((x) => x.name).join(",")} -> ${getTableName(r.foreignTable)}(${r.foreignColumns.map((x) => x.name).join(",")}) on delete ${fk.onDelete ?? "no action"}`;
      })
      .sort(),
  };
}

const sqliteTables = new Map(Object.values(sqliteSchema).filter((t: unknown): t is SQLiteTable => is(t, SQLiteTable)).map((t) => [getTableName(t), t]));
const pgTables = new Map(Object.values(pgSchema).filter((t: unknown): t is PgTable => is(t, PgTable)).map((t) => [getTableName(t), t]));

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

  for (const [name, table] of sqliteTables) {
    it(`${name}: columns, types, nullability, defaults, indexes, keys`, () => {
      const pg = pgTables.get(name);
      expect(pg, `${name} is missing from db/schema.pg.ts`).toBeDefined();
      expect(pgShape(pg!)).toEqual(sqliteShape(table));
    });
  }

  it("stores every PostgreSQL text column in the C collation (sorts like SQLite)", () => {
    for (const table of pgTables.values()) {
      for (const col of pgConfig(table).columns) {
        expect(["integer", "serial", "boolean", 'text COLLATE "C"'], `${getTableName(table)}.${col.name}`).toContain(col.getSQLType());
      }
    }
  });

  it("notices a difference (a column's default changed on one side)", () => {
    const families = sqliteShape(sqliteSchema.families);
    const changed = { ...families, columns: { ...families.columns, description: { ...families.columns.description!, default: "x" } } };
    expect(pgShape(pgSchema.families)).not.toEqual(changed);
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
