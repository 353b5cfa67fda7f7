// `npm run db:copy -- --from sqlite:./data/app.db --to postgres://user:pass@host:5432/kindred`
// (decision record 200): moves a SQLite server's data into an empty PostgreSQL database. The
// SQLite file is migrated first (as the server would), the PostgreSQL database too; every table is
// copied in foreign-key order, in batches, in ONE PostgreSQL transaction, ids kept; the id
// sequences are advanced past the copied ids. Then both sides are read again: per table, the row
// count and a SHA-256 over the rows in primary-key order (booleans as true/false). Any difference,
// or a target that already has rows, exits non-zero. Stop the server while copying.
import path from "node:path";
import { createHash } from "node:crypto";
import pg from "pg";
import { getTableName, is } from "drizzle-orm";
import { getTableConfig, SQLiteTable } from "drizzle-orm/sqlite-core";
import * as sqliteSchema from "../db/schema";
import { migratePostgres, openDatabase } from "~/lib/db.server";

pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

function arg(name: string): string | undefined {
  const argv = process.argv.slice(2);
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  const a = argv[i]!;
  return a.includes("=") ? a.slice(a.indexOf("=") + 1) : argv[i + 1];
}

const from = arg("from");
const to = arg("to");
if (!from?.startsWith("sqlite:") || !to || !/^postgres(ql)?:\/\//.test(to)) {
  console.error("Usage: npm run db:copy -- --from sqlite:./data/app.db --to postgres://user:password@host:5432/database");
  process.exit(2);
}

type Table = { name: string; columns: string[]; booleans: Set<string>; order: string[]; serial: boolean; parents: string[] };

/** Every table of the schema, parents before children (foreign keys). */
function tablesInOrder(): Table[] {
  const tables = Object.values(sqliteSchema)
    .filter((t: unknown): t is SQLiteTable => is(t, SQLiteTable))
    .map((t): Table => {
      const c = getTableConfig(t);
      const pk = c.columns.filter((col) => col.primary).map((col) => col.name);
      return {
        name: getTableName(t),
        columns: c.columns.map((col) => col.name),
        booleans: new Set(c.columns.filter((col) => col.columnType === "SQLiteBoolean").map((col) => col.name)),
        order: pk.length > 0 ? pk : c.primaryKeys[0]!.columns.map((col) => col.name),
        serial: c.columns.some((col) => col.primary && col.name === "id" && col.columnType === "SQLiteInteger"),
        parents: c.foreignKeys.map((fk) => getTableName(fk.reference().foreignTable)).filter((p) => p !== getTableName(t)),
      };
    });
  const done = new Set<string>();
  const ordered: Table[] = [];
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !done.has(t.name) && t.parents.every((p) => done.has(p)));
    if (ready.length === 0) throw new Error("The foreign keys form a cycle");
    for (const t of ready.sort((a, b) => a.name.localeCompare(b.name))) {
      ordered.push(t);
      done.add(t.name);
    }
  }
  return ordered;
}

const q = (name: string) => `"${name}"`;

/** One row as comparable text: booleans true/false, numbers and strings as JSON. */
const rowText = (table: Table, row: Record<string, unknown>) =>
  JSON.stringify(table.columns.map((c) => (table.booleans.has(c) && row[c] !== null ? Boolean(row[c]) : row[c] ?? null)));

const file = path.resolve(from.slice("sqlite:".length));
const sqlite = openDatabase(file).$client;
sqlite.pragma("query_only = ON");
await migratePostgres(to);
const client = new pg.Client({ connectionString: to });
await client.connect();
const tables = tablesInOrder();

let failed = false;
try {
  for (const t of tables) {
    const { rows } = await client.query<{ n: number }>(`select count(*) as n from ${q(t.name)}`);
    if (rows[0]!.n > 0) throw new Error(`The target's ${t.name} table already has ${rows[0]!.n} row(s): copy into an empty database`);
  }
  const started = Date.now();
  await client.query("begin");
  for (const t of tables) {
    const batch = Math.max(1, Math.floor(30_000 / t.columns.length));
    const select = sqlite.prepare(`select * from ${q(t.name)} order by ${t.order.map(q).join(", ")}`);
    let buffer: Record<string, unknown>[] = [];
    let copied = 0;
    const flush = async () => {
      if (buffer.length === 0) return;
      const params: unknown[] = [];
      const values = buffer.map((row) => {
        const marks = t.columns.map((c) => {
          const v = row[c];
          params.push(t.booleans.has(c) && v !== null ? Boolean(v) : v);
          return `$${params.length}`;
        });
        return `(${marks.join(", ")})`;
      });
      await client.query(`insert into ${q(t.name)} (${t.columns.map(q).join(", ")}) values ${values.join(", ")}`, params);
      copied += buffer.length;
      buffer = [];
    };
    for (const row of select.iterate() as Iterable<Record<string, unknown>>) {
      buffer.push(row);
      if (buffer.length >= batch) await flush();
    }
    await flush();
    if (t.serial) {
      await client.query(`select setval(pg_get_serial_sequence($1, 'id'), coalesce((select max(id) from ${q(t.name)}), 0) + 1, false)`, [t.name]);
    }
    console.log(`copied ${t.name}: ${copied} row(s)`);
  }
  await client.query("commit");
  console.log(`Copied ${tables.length} tables in ${((Date.now() - started) / 1000).toFixed(1)} s. Checking…`);

  for (const t of tables) {
    const order = t.order.map(q).join(", ");
    const source = createHash("sha256");
    let sourceRows = 0;
    for (const row of sqlite.prepare(`select * from ${q(t.name)} order by ${order}`).iterate() as Iterable<Record<string, unknown>>) {
      source.update(rowText(t, row) + "\n");
      sourceRows++;
    }
    const target = createHash("sha256");
    let targetRows = 0;
    // Read in pages (keyset on the primary key would need its type; offset is fine for a one-off check).
    const page = 10_000;
    for (let offset = 0; ; offset += page) {
      const { rows } = await client.query(`select * from ${q(t.name)} order by ${order} limit ${page} offset ${offset}`);
      for (const row of rows as Record<string, unknown>[]) {
        target.update(rowText(t, row) + "\n");
        targetRows++;
      }
      if (rows.length < page) break;
    }
    const a = source.digest("hex");
    const b = target.digest("hex");
    const same = a === b && sourceRows === targetRows;
    if (!same) failed = true;
    console.log(`${same ? "ok" : "MISMATCH"} ${t.name}: ${sourceRows} → ${targetRows} row(s), sha256 ${a.slice(0, 16)}${same ? "" : ` ≠ ${b.slice(0, 16)}`}`);
  }
} catch (error) {
  await client.query("rollback").catch(() => undefined);
  console.error(`db:copy failed: ${(error as Error).message}`);
  failed = true;
} finally {
  await client.end();
  sqlite.close();
}
if (failed) {
  console.error("db:copy: the copy does not match the source");
  process.exit(1);
}
console.log("db:copy: every table matches (row counts and checksums)");
