// No cycles of value imports under app/ (decision record 232). A cycle makes a module's exports
// undefined while the cycle is still loading, depending on which module the process reaches first;
// a cycle closed only by `import type` (erased at build) is allowed. Read with the TypeScript
// compiler's parser: static `import`/`export ... from` that are not type-only (an import whose
// every name is `type X` counts as type-only). Dynamic import() is lazy and not counted.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");
const APP = path.join(ROOT, "app");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "+types" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts") ? [full] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("~/")) base = path.join(APP, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined; // a package
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

/** The modules a file imports for their values (type-only imports left out). */
export function valueImports(file: string, source = fs.readFileSync(file, "utf8")): string[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.ES2022, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: string[] = [];
  for (const st of sf.statements) {
    let specifier: string | undefined;
    if (ts.isImportDeclaration(st)) {
      const clause = st.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && clause.namedBindings.elements.length > 0 && clause.namedBindings.elements.every((e) => e.isTypeOnly)));
      if (!typeOnly) specifier = (st.moduleSpecifier as ts.StringLiteral).text;
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier) {
      const typeOnly = st.isTypeOnly || (st.exportClause !== undefined && ts.isNamedExports(st.exportClause) && st.exportClause.elements.every((e) => e.isTypeOnly));
      if (!typeOnly) specifier = (st.moduleSpecifier as ts.StringLiteral).text;
    }
    const target = specifier && resolve(file, specifier);
    if (target) out.push(target);
  }
  return out;
}

/** Every strongly connected group of two or more modules (or one importing itself), as app-relative paths. */
export function importCycles(files: string[], importsOf: (f: string) => string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f).filter((t) => t.startsWith(APP))]));
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const strong = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (graph.get(v) ?? []).includes(v)) groups.push(group.map((f) => path.relative(ROOT, f)).sort());
    }
  };
  for (const f of graph.keys()) if (!index.has(f)) strong(f);
  return groups;
}

describe("import cycles under app/", () => {
  const files = sourceFiles(APP);

  it("reads the app's modules and their imports (sanity)", () => {
    expect(files.length).toBeGreaterThan(200);
    const events = path.join(APP, "routes/api/events/index.ts");
    expect(valueImports(events)).toContain(path.join(APP, "features/events/events.server.ts"));
    // Type-only imports do not count.
    expect(valueImports(events, 'import type { A } from "~/lib/db.server";\nimport { type B } from "~/lib/env.server";\n')).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const a = path.join(APP, "a.ts");
    const b = path.join(APP, "b.ts");
    expect(importCycles([a, b], (f) => (f === a ? [b] : [a]))).toEqual([["app/a.ts", "app/b.ts"]]);
  });

  it("has none", () => {
    const cycles = importCycles(files, (f) => valueImports(f));
    expect(cycles, `value-import cycles (move the shared piece to a module both import):\n${cycles.map((c) => c.join(" <-> ")).join("\n")}`).toEqual([]);
  });
});
