// Write throughput of SQLite in WAL mode with synchronous=FULL (the default) and NORMAL
// (SQLITE_SYNCHRONOUS=NORMAL), as the app commits: one small insert per transaction.
// Usage: node scripts/bench-writes.mjs [inserts=2000] [dir=os.tmpdir()] [--http]
// The directory matters: run it on the disk that will hold DATA_DIR.
/* global fetch */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const n = Number(args[0] ?? 2000);
const dir = fs.mkdtempSync(path.join(args[1] ?? os.tmpdir(), "kindred-bench-"));

let round = 0;
function run(mode) {
  round += 1;
  const file = path.join(dir, `${mode}-${round}.db`);
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma(`synchronous = ${mode}`);
  db.exec("CREATE TABLE t (id INTEGER PRIMARY KEY, family_id INTEGER NOT NULL, name TEXT NOT NULL, created_at TEXT NOT NULL)");
  const insert = db.prepare("INSERT INTO t (family_id, name, created_at) VALUES (?, ?, ?)");
  const times = [];
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) {
    const t0 = process.hrtime.bigint();
    insert.run(i % 50, `Person ${i}`, new Date().toISOString());
    times.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  db.close();
  times.sort((a, b) => a - b);
  const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(3);
  return { mode, inserts: n, perSecond: Math.round(n / seconds), p50ms: p(0.5), p99ms: p(0.99) };
}

const results = [run("NORMAL"), run("FULL"), run("NORMAL"), run("FULL")];
console.table(results);
fs.rmSync(dir, { recursive: true, force: true });

// --http: the same through the built server (npm run build first): POST /api/family-members with
// a bearer token, `concurrency` requests in flight, once per setting.
if (process.argv.includes("--http")) {
  const { spawn } = await import("node:child_process");
  const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
  const concurrency = 10;
  const total = Math.min(n, 1000);
  for (const mode of ["NORMAL", "FULL"]) {
    const port = 3900 + Math.floor(Math.random() * 90);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-bench-http-"));
    const origin = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), path.join(root, "build/server/index.js")], {
      cwd: root,
      env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_ORIGIN: origin, SQLITE_SYNCHRONOUS: mode },
      stdio: "ignore",
    });
    for (;;) {
      try {
        if ((await fetch(`${origin}/healthz`)).ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const reg = await fetch(`${origin}/api/auth/register`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: `bench${Date.now()}@example.test`, name: "Bench Owner", password: "benchmark", family_option: "create", family_name: "Bench" }),
    });
    const token = (await reg.json()).access_token;
    let next = 0;
    const times = [];
    const start = process.hrtime.bigint();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next++;
          const t0 = process.hrtime.bigint();
          const res = await fetch(`${origin}/api/family-members`, {
            method: "POST",
            headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
            body: JSON.stringify({ name: `Person ${i}` }),
          });
          await res.arrayBuffer();
          times.push(Number(process.hrtime.bigint() - t0) / 1e6);
        }
      }),
    );
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    child.kill("SIGTERM");
    times.sort((a, b) => a - b);
    const p = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
    console.log(`HTTP ${mode}: ${total} POSTs, ${concurrency} in flight: ${Math.round(total / seconds)}/s, p50 ${p(0.5)} ms, p95 ${p(0.95)} ms`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
