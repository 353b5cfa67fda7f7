/* global fetch, performance, setInterval, clearInterval */
// Measures the super admin calls on the large seed (issue 14 budgets): p95 of 50 sequential
// requests per call, and the users CSV export (time, rows, the server's peak memory).
//   DATA_DIR=/tmp/large npm run seed:large && npm run build && DATA_DIR=/tmp/large node scripts/bench-superadmin.mjs
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = path.resolve(process.env.DATA_DIR ?? "./data");
const RUNS = Number(process.env.RUNS ?? 50);

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), path.join(root, "build/server/index.js")], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_ORIGIN: base },
  stdio: ["ignore", "ignore", "inherit"],
});
process.on("exit", () => child.kill());
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not yet */
  }
  if (i > 300) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 100));
}

const rssKb = (field = "VmRSS") => {
  const m = new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"));
  return m ? Number(m[1]) : NaN;
};

const login = await fetch(`${base}/api/auth/login`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ username: "super@large.kindred.test", password: "large-seed-password" }),
});
if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()} (run npm run seed:large first)`);
const { access_token: token } = await login.json();
const headers = { Authorization: `Bearer ${token}` };

async function timed(pathname) {
  const t = performance.now();
  const res = await fetch(`${base}/api${pathname}`, { headers });
  const body = await res.text();
  if (!res.ok) throw new Error(`${pathname}: ${res.status} ${body.slice(0, 200)}`);
  return { ms: performance.now() - t, body };
}

const p = (xs, q) => xs.slice().sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];

const overview = JSON.parse((await timed("/super-admin/analytics/overview")).body);
const firstUsers = JSON.parse((await timed("/super-admin/users/all?limit=100")).body);
const calls = [
  ["analytics overview", () => "/super-admin/analytics/overview"],
  ["search 'rivers' (common: family name)", () => "/super-admin/users/search?query=rivers"],
  ["search 'user99999' (one match)", () => "/super-admin/users/search?query=user99999"],
  ["search 'zzqx' (no match: full scan)", () => "/super-admin/users/search?query=zzqx"],
  ["users/all first page", () => "/super-admin/users/all?limit=100"],
  ["users/all deep page", () => `/super-admin/users/all?limit=100&cursor=${Math.max(2, firstUsers.users[0].id - 90_000)}`],
  ["families/list first page", () => "/super-admin/families/list?limit=100"],
  ["families/list deep page", () => "/super-admin/families/list?limit=100&cursor=500"],
  ["audit-log", () => "/super-admin/audit-log"],
];
console.log(`platform: ${overview.users.total} users, ${overview.families.total} families; ${RUNS} sequential requests per call`);
for (const [name, url] of calls) {
  await timed(url()); // warm-up
  const ms = [];
  for (let i = 0; i < RUNS; i++) ms.push((await timed(url())).ms);
  console.log(`${name.padEnd(40)} p50 ${p(ms, 0.5).toFixed(1).padStart(6)} ms   p95 ${p(ms, 0.95).toFixed(1).padStart(6)} ms`);
}

// The export: streamed, counted as it arrives; the server's resident memory is sampled meanwhile.
const before = rssKb();
let peak = before;
const sampler = setInterval(() => (peak = Math.max(peak, rssKb())), 20);
const t = performance.now();
const res = await fetch(`${base}/api/super-admin/export/users`, { headers });
let bytes = 0;
let lines = 0;
for await (const chunk of res.body) {
  bytes += chunk.byteLength;
  for (const b of chunk) if (b === 10) lines++;
}
clearInterval(sampler);
const secs = (performance.now() - t) / 1000;
console.log(
  `export/users: ${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB in ${secs.toFixed(2)} s; ` +
    `server RSS ${Math.round(before / 1024)} MB before, peak ${Math.round(peak / 1024)} MB during (${res.headers.get("content-disposition")})`,
);
child.kill();
process.exit(0);
