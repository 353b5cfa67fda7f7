// Prepared reads are written so SQLite does not plan them again at every run (decision record 273):
// their parameters through `param()` (`+?` on SQLite), their limits through `limitOf()` (written into
// the text). A bare `?` compared with a column, or a `limit ?`, makes SQLite's planner peek at the
// value and mark the statement; better-sqlite3 clears the values after every run, and the next run
// parses and plans the statement again (8-26 µs a statement on the bench's seed).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { and, eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { describe, expect, it } from "vitest";
import * as schema from "../../db/schema";
import { limitOf, param, toPostgresSql } from "~/lib/db.server";

const APP = path.resolve(__dirname, "../../app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "+types" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(e.name) ? [full] : [];
  });
}

/** The text of each `prepared((d) => …)` builder in a file, up to its `.prepare()`. */
function preparedBuilders(source: string): string[] {
  const out: string[] = [];
  for (let i = source.indexOf("prepared((d)"); i !== -1; i = source.indexOf("prepared((d)", i + 1)) {
    const end = source.indexOf(".prepare()", i);
    if (end !== -1) out.push(source.slice(i, end));
  }
  return out;
}

describe("prepared reads on SQLite", () => {
  const sqlite = new Database(":memory:");
  const d = drizzle(sqlite, { schema });
  const b = schema.birthdays;

  it("write their parameters as +? and their limit into the text", () => {
    const query = d
      .select({ id: b.id })
      .from(b)
      .where(and(eq(b.familyId, param("familyId")), eq(b.month, param("month"))))
      .limit(limitOf(200))
      .toSQL();
    expect(query.sql).toContain(`"birthdays"."family_id" = +?`);
    expect(query.sql).toContain(`"birthdays"."month" = +?`);
    expect(query.sql).toMatch(/limit 200$/);
    expect(query.params).toHaveLength(2);
  });

  it("give the same rows as with bare parameters", () => {
    sqlite.exec("create table t (id integer primary key, family_id integer, name text); create index t_family on t (family_id, name)");
    const insert = sqlite.prepare("insert into t (family_id, name) values (?, ?)");
    for (const [f, n] of [[1, "b"], [1, "a"], [2, "c"], [1, "c"]] as const) insert.run(f, n);
    const plus = sqlite.prepare("select name from t where family_id = +? order by name limit +?").pluck();
    const bare = sqlite.prepare("select name from t where family_id = ? order by name limit ?").pluck();
    expect(plus.all(1, 2)).toEqual(["a", "b"]);
    expect(plus.all("1", 5)).toEqual(bare.all("1", 5));
    // Still found through the index, not by reading the whole table.
    const plan = sqlite.prepare("explain query plan select name from t where family_id = +? order by name").all(1) as { detail: string }[];
    expect(plan.map((r) => r.detail).join(" ")).toContain("USING COVERING INDEX t_family");
  });

  it("refuse a limit that is not a row count", () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => limitOf(bad)).toThrow(/not a row count/);
  });

  it("are plain parameters on PostgreSQL", () => {
    expect(toPostgresSql("select id from t where family_id = +? and name = ? order by id limit +?")).toBe(
      "select id from t where family_id = $1 and name = $2 order by id limit $3",
    );
  });

  it("name every parameter with param() and every limit with limitOf()", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(APP)) {
      for (const builder of preparedBuilders(fs.readFileSync(file, "utf8"))) {
        if (builder.includes("sql.placeholder(")) offenders.push(`${path.relative(APP, file)}: sql.placeholder`);
        for (const m of builder.matchAll(/\.limit\(([^)]*)\)/g)) {
          if (!/^(limitOf|param)\(/.test(m[1]!)) offenders.push(`${path.relative(APP, file)}: .limit(${m[1]})`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
