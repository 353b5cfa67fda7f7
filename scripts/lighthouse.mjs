// Lighthouse in mobile mode (its default: a Moto G-class screen, simulated slow 4G and 4× CPU
// slowdown) on `/`, `/auth` and `/dashboard` (signed in) against the production build, each page
// `--runs` times; prints every run and the median per page. Lighthouse is not a project
// dependency: install it outside the checkout and pass its binary (see README, "Lighthouse").
//
//   node scripts/lighthouse.mjs --lighthouse /tmp/lh/node_modules/.bin/lighthouse [--runs 3] [--port 3104]
/* global fetch, URLSearchParams */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const lighthouse = arg("lighthouse", process.env.LIGHTHOUSE_BIN || "lighthouse");
const runs = Number(arg("runs", "3"));
const port = Number(arg("port", "3104"));
const chrome = process.env.CHROME_PATH || "/usr/bin/chromium";
const origin = `http://127.0.0.1:${port}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-lighthouse-"));
const server = spawn(process.execPath, [path.join(root, "scripts/start.mjs")], {
  cwd: root,
  env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_ORIGIN: origin },
  stdio: ["ignore", "ignore", "inherit"],
});
const stop = () => {
  server.kill("SIGTERM");
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", stop);

async function waitForServer() {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error("the server did not start");
}

/** A family with a little content (so Home shows cards), and the owner's session cookie. */
async function signedInCookie() {
  const email = `lighthouse-${Date.now()}@example.test`;
  const password = "lighthouse-secret";
  const json = { "content-type": "application/json", origin };
  const reg = await fetch(`${origin}/api/auth/register`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, name: "Lena Lighthouse", password, family_option: "create", family_name: "The Lighthouses" }),
  });
  if (!reg.ok) throw new Error(`register: ${reg.status} ${await reg.text()}`);
  const auth = { ...json, authorization: `Bearer ${(await reg.json()).access_token}` };
  const post = (url, body) => fetch(`${origin}${url}`, { method: "POST", headers: auth, body: JSON.stringify(body) });
  await post("/api/announcements", { title: "Reunion is on", content: "See you in July at the lake.", pinned: true });
  await post("/api/events", { title: "Picnic", description: "At the lake", event_date: "2031-07-04T16:00:00Z", location: "Lake park" });
  const today = new Date();
  await post("/api/birthdays", { name: "Grandma Rose", month: today.getUTCMonth() + 1, day: today.getUTCDate() });
  const form = new URLSearchParams({ intent: "signin", email, password });
  const res = await fetch(`${origin}/auth?index`, { method: "POST", headers: { origin }, body: form, redirect: "manual" });
  const cookie = res.headers.getSetCookie().map((c) => c.split(";")[0]).find((c) => c.startsWith("kindred_session="));
  if (!cookie) throw new Error(`sign-in gave no session cookie (${res.status})`);
  return cookie;
}

function audit(page, cookie) {
  const out = path.join(dataDir, "report.json");
  const args = [
    `${origin}${page}`,
    "--only-categories=performance,accessibility,best-practices",
    "--output=json",
    `--output-path=${out}`,
    "--quiet",
    "--chrome-flags=--headless=new --no-sandbox",
  ];
  if (cookie) args.push(`--extra-headers=${JSON.stringify({ Cookie: cookie })}`);
  const r = spawnSync(lighthouse, args, { env: { ...process.env, CHROME_PATH: chrome }, stdio: ["ignore", "ignore", "inherit"] });
  if (r.status !== 0) throw new Error(`lighthouse failed on ${page} (${r.error?.message ?? r.status})`);
  const report = JSON.parse(fs.readFileSync(out, "utf8"));
  if (new URL(report.finalDisplayedUrl).pathname !== page) throw new Error(`${page} ended on ${report.finalDisplayedUrl}`);
  const score = (id) => Math.round(report.categories[id].score * 100);
  const ms = (id) => Math.round(report.audits[id].numericValue);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    "best-practices": score("best-practices"),
    FCP: ms("first-contentful-paint"),
    LCP: ms("largest-contentful-paint"),
    TBT: ms("total-blocking-time"),
    CLS: report.audits["cumulative-layout-shift"].numericValue.toFixed(3),
  };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

await waitForServer();
const cookie = await signedInCookie();
const pages = [["/", null], ["/auth", null], ["/dashboard", cookie]];
const results = Object.fromEntries(pages.map(([p]) => [p, []]));
for (let run = 1; run <= runs; run++) {
  for (const [page, c] of pages) {
    const r = audit(page, c);
    results[page].push(r);
    console.log(`run ${run} ${page.padEnd(10)} perf ${r.performance} a11y ${r.accessibility} bp ${r["best-practices"]}  FCP ${r.FCP} ms  LCP ${r.LCP} ms  TBT ${r.TBT} ms  CLS ${r.CLS}`);
  }
}
console.log("\nmedian of", runs, "runs:");
for (const [page] of pages) {
  const rs = results[page];
  const m = (k) => median(rs.map((r) => Number(r[k])));
  console.log(`${page.padEnd(10)} perf ${m("performance")} a11y ${m("accessibility")} bp ${m("best-practices")}  LCP ${m("LCP")} ms  TBT ${m("TBT")} ms`);
}
stop();
process.exit(0);
