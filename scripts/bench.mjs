// `npm run bench [-- --data-dir DIR] [-- --scale N] [-- --duration S] [-- --connections C] [-- --no-build]
// [-- --server-build FILE] [-- --targets /api/events,/dashboard] [-- --compare OLD_BUILD [--compare-server FILE.mjs] [--compare-node PATH]]
// [-- --database postgres://… [--with-sqlite]] [-- --cpu-prof]` (--cpu-prof writes a V8 profile of the app under test into profiles/)
// The platform-scale benchmark of issue 16 (README "Performance"; decision record 120):
// 1. builds when needed (like `npm start`), and seeds `npm run seed:large -- --scale N` into a
//    temporary data dir unless --data-dir names one that already holds the large seed;
// 2. signs in many users of many families by inserting `api` sessions straight into the database
//    (their bearer tokens go to a file that a wrk Lua script rotates over at random);
// 3. runs a bare node:http + better-sqlite3 server (this file with --bare) that answers
//    GET /api/events with the same queries and the same JSON as the app (checked), then starts the
//    app the way `npm start` does and loads each target back to back with wrk;
// 4. prints req/s, latency p50/p95/p99, non-2xx answers, bytes per response and the server's CPU
//    time per request (utime+stime from /proc/<pid>/stat before/after), with its ratio to the bare
//    baseline of the same run. CPU per request is the stable figure on a shared machine.
// Not part of CI or `npm test`.
import { spawn, spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { Buffer } from "node:buffer";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import pg from "pg";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
function arg(name, fallback) {
  const i = args.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  return args[i].includes("=") ? args[i].slice(args[i].indexOf("=") + 1) : args[i + 1];
}
const hashToken = (t) => createHash("sha256").update(t).digest("hex");

// ---- The bare baseline: GET /api/events with the app's queries and JSON, nothing else ----

function summarizeHeadcount(rsvps, accounts) {
  const attending = rsvps.filter((r) => r.attending);
  const declined = rsvps.filter((r) => !r.attending);
  const answered = new Set(rsvps.map((r) => r.user_id));
  const waiting = accounts.filter((a) => a.role !== "guest" && !answered.has(a.id));
  const total = attending.reduce((sum, r) => sum + Math.max(1, r.guest_count), 0);
  return {
    attending_people: attending.length,
    guests: total - attending.length,
    total_headcount: total,
    not_attending: declined.length,
    not_answered: waiting.length,
    attending: attending.map((r) => ({ user_id: r.user_id, name: r.user_name, guest_count: r.guest_count, comments: r.comments })),
    declined: declined.map((r) => ({ user_id: r.user_id, name: r.user_name })),
    not_answered_names: waiting.map((a) => ({ user_id: a.id, name: a.name })),
  };
}

function runBare(dataDir, port) {
  const sqlite = new Database(path.join(dataDir, "app.db"));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // The session first, then its account: the form the app's lookup uses (session.server.ts).
  const actorQ = sqlite.prepare(
    `with s as materialized (select id, user_id from sessions where token_hash = ? and expires_at > ?)
     select s.id sessionId, u.id userId, u.family_id familyId, u.role role, u.name name, u.email email
     from s join users u on u.id = s.user_id
     where u.suspended_at is null`,
  );
  // The app's columns and queries since recurring events (issue 41) and guest links (issue 38):
  // one-date events upcoming and past, the family's series, members' and guests' answers.
  const cols = "id, title, description, event_date, location, recurrence, created_by, created_at, updated_at";
  const upcomingQ = sqlite.prepare(`select ${cols} from events where family_id = ? and recurrence is null and event_date >= ? order by event_date asc, id asc limit 200`);
  const pastQ = sqlite.prepare(`select ${cols} from events where family_id = ? and recurrence is null and event_date < ? order by event_date desc, id desc limit 50`);
  const seriesQ = sqlite.prepare(`select ${cols} from events where family_id = ? and recurrence is not null order by id limit 200`);
  const guestQ = sqlite.prepare(
    `select event_id, name, attending, guest_count, comments, updated_at from guest_rsvps
     where family_id = ? and event_id in (select value from json_each(?)) order by updated_at asc, id asc`,
  );
  const accountsQ = sqlite.prepare("select id, name, email, role, created_at from users where family_id = ? order by created_at, id");
  const rsvpQs = new Map();
  const rsvpQ = (n) => {
    let q = rsvpQs.get(n);
    if (!q) {
      q = sqlite.prepare(
        `select r.event_id, r.user_id, u.name user_name, r.attending, r.guest_count, r.comments, r.updated_at
         from rsvps r join users u on u.id = r.user_id and u.family_id = ?
         where r.event_id in (${Array(n).fill("?").join(",")}) order by r.updated_at asc, r.id asc`,
      );
      rsvpQs.set(n, q);
    }
    return q;
  };
  http
    .createServer((req, res) => {
      const auth = req.headers.authorization;
      const actor = auth?.startsWith("Bearer ") ? actorQ.get(hashToken(auth.slice(7).trim()), new Date().toISOString()) : undefined;
      if (req.url !== "/api/events" || !actor) {
        res.writeHead(actor ? 404 : 401, { "Content-Type": "application/json" }).end('{"detail":"no"}');
        return;
      }
      const nowIso = new Date().toISOString();
      const rows = [...upcomingQ.all(actor.familyId, nowIso), ...pastQ.all(actor.familyId, nowIso)];
      // The seed has no series; the bare server reads them like the app, and answers 501 if any.
      if (seriesQ.all(actor.familyId).length > 0) {
        res.writeHead(501).end();
        return;
      }
      let body = [];
      if (rows.length > 0) {
        const byEvent = new Map();
        const add = (eventId, a) => {
          const list = byEvent.get(eventId) ?? [];
          list.push(a);
          byEvent.set(eventId, list);
        };
        for (const { event_id, ...a } of rsvpQ(rows.length).all(actor.familyId, ...rows.map((r) => r.id))) {
          a.attending = a.attending === 1;
          add(event_id, a);
        }
        for (const g of guestQ.all(actor.familyId, JSON.stringify(rows.map((r) => r.id)))) {
          add(g.event_id, { user_id: 0, user_name: `${g.name} (guest)`, attending: g.attending === 1, guest_count: g.guest_count, comments: g.comments, updated_at: g.updated_at });
        }
        const accounts = accountsQ.all(actor.familyId);
        body = rows.map((row) => {
          const responses = byEvent.get(row.id) ?? [];
          return {
            ...row,
            is_past: row.event_date < nowIso,
            rsvp_responses: responses,
            headcount: summarizeHeadcount(responses, accounts),
            my_rsvp: responses.find((a) => a.user_id === actor.userId) ?? null,
          };
        });
      }
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" }).end(JSON.stringify(body));
    })
    .listen(port, "127.0.0.1");
}


// ---- The benchmark ----

function cpuTicks(pid) {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(fields[11]) + Number(fields[12]); // utime + stime (fields 14 and 15)
}
const TICK_MS = 1000 / Number(spawnSync("getconf", ["CLK_TCK"]).stdout?.toString().trim() || 100);

async function waitFor(url, child, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode})`);
    try {
      await get(url, {});
      return Date.now() - started;
    } catch {
      if (Date.now() - started > timeoutMs) throw new Error(`${url} did not answer`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const LUA = `
local tokens = {}
local threads = {}
local non2xx = 0
init = function(args)
  for line in io.lines(args[1]) do tokens[#tokens + 1] = line end
  math.randomseed(os.time() * 1000 + tonumber(args[2]))
end
setup = function(thread) table.insert(threads, thread) end
request = function()
  return wrk.format("GET", nil, { ["Authorization"] = "Bearer " .. tokens[math.random(#tokens)] })
end
response = function(status, headers, body)
  if status < 200 or status > 299 then non2xx = non2xx + 1 end
end
done = function(summary, latency, requests)
  local bad = 0
  for _, t in ipairs(threads) do bad = bad + (t:get("non2xx") or 0) end
  io.write(string.format('BENCH {"requests":%d,"duration_us":%d,"bytes":%d,"non2xx":%d,"socket_errors":%d,"p50":%d,"p95":%d,"p99":%d}\\n',
    summary.requests, summary.duration, summary.bytes, bad,
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout,
    latency:percentile(50), latency:percentile(95), latency:percentile(99)))
end
`;

function wrk(url, luaFile, tokensFile, seconds, connections) {
  const out = spawnSync(
    "wrk",
    ["-t2", `-c${connections}`, `-d${seconds}s`, "--timeout", "10s", "-s", luaFile, url, "--", tokensFile, String(process.pid)],
    { encoding: "utf8" },
  );
  if (out.error) throw new Error(`wrk could not run (${out.error.message}); install it, e.g. apt-get install wrk`);
  const line = out.stdout.split("\n").find((l) => l.startsWith("BENCH "));
  if (!line) throw new Error(`wrk failed: ${out.stdout}\n${out.stderr}`);
  return JSON.parse(line.slice(6));
}

/** CPU ticks of a process, 0 once it is gone (a PostgreSQL backend that closed). */
function ticksOf(pid) {
  try {
    return cpuTicks(pid);
  } catch {
    return 0;
  }
}

async function measure(label, base, target, pid, opts) {
  const url = base + target;
  // First round: every token asks once, so what a server keeps per family (decision record 272) is
  // measured in its steady state for this working set, not while it fills (the random rotation
  // would otherwise reach only about 63% of the families in a round). FAMILY_CACHE_MB=0 measures
  // the app without it.
  if (opts.everyTokenFirst) await askWithEveryToken(url, opts.tokens);
  wrk(url, opts.lua, opts.tokens, 1, opts.connections); // warm-up (JIT, page cache)
  // On PostgreSQL (--database) the CPU of the app's database backends counts too (same machine).
  const pids = [pid, ...(opts.dbPids && pid === opts.appPid ? await opts.dbPids() : [])];
  const before = pids.map(ticksOf);
  const r = wrk(url, opts.lua, opts.tokens, opts.seconds, opts.connections);
  const cpuMs = (pids.reduce((sum, p, i) => sum + ticksOf(p) - before[i], 0) * TICK_MS) / Math.max(1, r.requests);
  return {
    label,
    rps: r.requests / (r.duration_us / 1e6),
    p50: r.p50 / 1000,
    p95: r.p95 / 1000,
    p99: r.p99 / 1000,
    non2xx: r.non2xx + r.socket_errors,
    kb: r.bytes / Math.max(1, r.requests) / 1024,
    cpuMs,
  };
}

/** GET `url` once with each token of the file, eight at a time. */
async function askWithEveryToken(url, tokensFile) {
  const tokens = fs.readFileSync(tokensFile, "utf8").split("\n").filter(Boolean);
  let next = 0;
  const worker = async () => {
    while (next < tokens.length) await get(url, { Authorization: `Bearer ${tokens[next++]}` });
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** One GET on a fresh connection (no keep-alive race with a server closing idle sockets). */
function get(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers, agent: false }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString("utf8") }));
      })
      .on("error", reject);
  });
}

function deepEqual(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

async function main() {
  const seconds = Number(arg("duration", 5));
  const connections = Number(arg("connections", 50));
  const scale = arg("scale", "1");
  const port = Number(arg("port", 3190));
  const barePort = port + 1;
  const { buildIfNeeded } = await import("./start.mjs");
  // --server-build FILE: measure another build (e.g. a copy of the one before a change).
  const serverBuild = path.resolve(arg("server-build", path.join(root, "build/server/index.js")));
  if (!args.includes("--no-build") && !arg("server-build")) buildIfNeeded();

  let dataDir = arg("data-dir", process.env.BENCH_DATA_DIR);
  let temporary = false;
  if (!dataDir) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-bench-"));
    temporary = true;
    console.log(`Seeding scale ${scale} into ${dataDir}…`);
    const seeded = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/seed-large.ts", "--scale", scale, "--data-dir", dataDir], {
      cwd: root,
      stdio: "inherit",
    });
    if (seeded.status !== 0) process.exit(seeded.status ?? 1);
  }
  dataDir = path.resolve(dataDir);

  // Sessions for many users of many families (no guests' or super admins' special cases).
  const sqlite = new Database(path.join(dataDir, "app.db"));
  sqlite.pragma("busy_timeout = 5000");
  const users = sqlite
    .prepare("select id, role from users where role in ('owner','admin','member') and id % 47 = 0 order by id limit 2000")
    .all();
  const expires = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  const insert = sqlite.prepare("insert into sessions (token_hash, user_id, kind, expires_at) values (?, ?, 'api', ?)");
  const tokens = [];
  const ownerTokens = []; // for the tabs only owners (and admins) see
  sqlite.transaction(() => {
    for (const u of users) {
      const token = `bench-${randomBytes(24).toString("base64url")}`;
      insert.run(hashToken(token), u.id, expires);
      tokens.push(token);
      if (u.role === "owner") ownerTokens.push(token);
    }
  })();
  const families = sqlite.prepare(`select count(distinct family_id) n from users where id in (${users.map((u) => u.id).join(",")})`).get().n;
  const sizes = sqlite
    .prepare(
      "select (select count(*) from families) families, (select count(*) from users) users, (select count(*) from events) events, (select count(*) from rsvps) rsvps",
    )
    .get();
  sqlite.close();

  // --database postgres://…: the app runs on that PostgreSQL database. An empty one gets the seed
  // (npm run db:copy, the bench sessions included); otherwise the bench sessions are added.
  const database = arg("database");
  const benchSecret = randomBytes(36).toString("base64url");
  let dbClient;
  if (database) {
    dbClient = new pg.Client({ connectionString: database });
    await dbClient.connect();
    const empty = await dbClient
      .query("select count(*)::int as n from families")
      .then((r) => r.rows[0].n === 0)
      .catch(() => true);
    if (empty) {
      console.log(`Copying ${dataDir}/app.db into PostgreSQL…`);
      const copied = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["scripts/db-copy.ts", "--from", `sqlite:${path.join(dataDir, "app.db")}`, "--to", database], {
        cwd: root,
        stdio: ["ignore", "ignore", "inherit"],
      });
      if (copied.status !== 0) process.exit(copied.status ?? 1);
    } else {
      for (const [i, token] of tokens.entries()) {
        await dbClient.query("insert into sessions (token_hash, user_id, kind, expires_at) values ($1, $2, 'api', $3)", [hashToken(token), users[i].id, expires]);
      }
    }
    await dbClient.query("analyze");
  }
  // The database backends serving the app (its pool's connections), for their CPU.
  const dbPids = dbClient
    ? async () => (await dbClient.query("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()")).rows.map((r) => r.pid)
    : undefined;
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-wrk-"));
  const tokensFile = path.join(work, "tokens.txt");
  const luaFile = path.join(work, "rotate.lua");
  fs.writeFileSync(tokensFile, tokens.join("\n") + "\n");
  const ownersFile = path.join(work, "owners.txt");
  fs.writeFileSync(ownersFile, ownerTokens.join("\n") + "\n");
  fs.writeFileSync(luaFile, LUA);
  const opts = { lua: luaFile, tokens: tokensFile, seconds, connections, dbPids };
  console.log(
    `Data: ${sizes.families} families, ${sizes.users} users, ${sizes.events} events, ${sizes.rsvps} RSVPs (${dataDir}).\n` +
      `Load: wrk, ${connections} connections, ${seconds} s per target after a 1 s warm-up, rotating over ${tokens.length} bearer tokens of ${families} families.`,
  );

  const children = [];
  const stopAll = () => children.forEach((c) => c.exitCode === null && c.kill("SIGTERM"));
  process.on("exit", stopAll);
  process.on("SIGINT", () => process.exit(130));
  const results = [];
  const apps = [];
  try {
    // The bare baseline.
    const bare = spawn(process.execPath, [fileURLToPath(import.meta.url), "--bare", dataDir, String(barePort)], { stdio: "inherit" });
    children.push(bare);
    const bareBase = `http://127.0.0.1:${barePort}`;
    await waitFor(`${bareBase}/`, bare);

    // The app, the way `npm start` runs it; with --compare OLD_BUILD also an older build, measured
    // in alternation with it, target by target, so that both see the same machine.
    const builds = [{ name: "app", file: serverBuild, port }];
    const compare = arg("compare");
    if (compare) builds.unshift({ name: "before", file: path.resolve(compare), port: port + 2 });
    // --database URL --with-sqlite: the same build on the seed's SQLite file too, measured in
    // alternation with the PostgreSQL app, so the budget's ratio (PostgreSQL ÷ SQLite, target by
    // target) compares figures of the same minutes of a shared machine.
    if (database && args.includes("--with-sqlite")) builds.unshift({ name: "sqlite", file: serverBuild, port: port + 3, sqlite: true });
    for (const b of builds) {
      const base = `http://127.0.0.1:${b.port}`;
      // The build under test runs the way `npm start` runs it (scripts/serve.mjs); a --compare build
      // runs with the server entry of its own checkout (OLD/scripts/serve.mjs beside OLD/build/),
      // or --compare-server FILE.mjs. The access log is off for both (it would measure the terminal).
      const compareServer = arg("compare-server", path.resolve(path.dirname(b.file), "../../scripts/serve.mjs"));
      const serverEntry = b.name === "before" ? path.resolve(compareServer) : path.join(root, "scripts/serve.mjs");
      // --compare-node PATH: the older build's own Node (e.g. /usr/bin/node 20 for a build from before
      // the move to Node 24, whose native modules were built for it).
      const proc = spawn(
        b.name === "before" ? arg("compare-node", process.execPath) : process.execPath,
        [...(args.includes("--cpu-prof") && b.name === "app" ? ["--cpu-prof", `--cpu-prof-dir=${path.join(root, "profiles")}`] : []), serverEntry, b.file],
        {
          cwd: path.resolve(path.dirname(serverEntry), ".."),
          stdio: ["ignore", "ignore", "inherit"],
          env: {
            ...process.env,
            NODE_ENV: "production",
            PORT: String(b.port),
            HOST: "127.0.0.1",
            DATA_DIR: dataDir,
            APP_ORIGIN: base,
            ACCESS_LOG: "0",
            DATABASE_URL: b.sqlite ? "" : (database ?? ""),
            // Several servers on one database must share these (the app refuses to start without).
            ...(database && !b.sqlite ? { SESSION_SECRET: benchSecret, ENCRYPTION_KEY: benchSecret } : {}),
          },
        },
      );
      children.push(proc);
      const startupMs = await waitFor(`${base}/healthz`, proc);
      console.log(`Start-up of ${b.name} (${path.relative(root, b.file)}) on this data: ${(startupMs / 1000).toFixed(2)} s (spawn to first /healthz answer).`);
      apps.push({ ...b, base, proc, results: [] });
    }
    const appBase = apps.at(-1).base;
    opts.appPid = apps.at(-1).proc.pid;
    if (database) console.log("The app runs on PostgreSQL: its CPU per request includes its database backends' CPU.");

    // Same JSON from both servers for the same user.
    const headers = { Authorization: `Bearer ${tokens[0]}` };
    const [fromApp, fromBare] = await Promise.all([
      get(`${appBase}/api/events`, headers).then((r) => JSON.parse(r.body)),
      get(`${bareBase}/api/events`, headers).then((r) => JSON.parse(r.body)),
    ]);
    if (!deepEqual(fromApp, fromBare)) {
      console.warn("WARNING: the bare server's JSON differs from the app's for GET /api/events");
    }

    // Each figure is the round with the least CPU per request (the one least disturbed by others).
    const rounds = Number(arg("rounds", compare ? 3 : 1));
    const best = (a, b) => (!a || b.cpuMs < a.cpuMs ? b : a);
    let bareResult;
    for (let r = 0; r < rounds; r++) bareResult = best(bareResult, await measure("bare `GET /api/events`", bareBase, "/api/events", bare.pid, { ...opts, everyTokenFirst: r === 0 }));
    results.push(bareResult);
    bare.kill("SIGTERM");
    const targets = [
      ["`GET /api/events`", "/api/events"],
      ["`GET /api/announcements`", "/api/announcements"],
      ["`GET /api/auth/me`", "/api/auth/me"],
      ["`GET /api/photos`", "/api/photos"],
      ["`GET /api/surveys`", "/api/surveys"],
      ["`GET /api/campaigns`", "/api/campaigns"],
      ["SSR `/dashboard`", "/dashboard"],
      ["SSR `/dashboard/events`", "/dashboard/events"],
      ["SSR `/dashboard/photos`", "/dashboard/photos"],
      ["SSR `/dashboard/surveys`", "/dashboard/surveys"],
      ["SSR `/dashboard/fundraising`", "/dashboard/fundraising"],
      ["SSR `/dashboard/trip`", "/dashboard/trip"],
      ["SSR `/dashboard/birthdays`", "/dashboard/birthdays"],
      ["SSR `/dashboard/directory`", "/dashboard/directory"],
      // Owner-only (or per-plan) tabs: loaded with the owners' tokens only.
      ["SSR `/dashboard/admin` (owners)", "/dashboard/admin", "owners"],
      ["SSR `/dashboard/integrations` (owners)", "/dashboard/integrations", "owners"],
      ["SSR `/dashboard/subscription` (owners)", "/dashboard/subscription", "owners"],
    ];
    // --targets /api/events,/dashboard: only these (the bare baseline always runs).
    const only = arg("targets")?.split(",");
    for (const [label, target, who] of targets.filter(([, t]) => !only || only.includes(t))) {
      const asOwners = who === "owners";
      const probe = await get(appBase + target, asOwners ? { Authorization: `Bearer ${ownerTokens[0]}` } : headers);
      if (probe.status === 404) {
        console.log(`(skipping ${target}: 404, not built yet)`);
        continue;
      }
      if (probe.status !== 200) console.warn(`WARNING: ${target} answers ${probe.status}`);
      const found = apps.map(() => undefined);
      for (let r = 0; r < rounds; r++) {
        for (const [i, a] of apps.entries()) {
          found[i] = best(found[i], await measure(label, a.base, target, a.proc.pid, { ...opts, ...(asOwners ? { tokens: ownersFile } : {}), everyTokenFirst: r === 0 }));
        }
      }
      apps.forEach((a, i) => a.results.push(found[i]));
    }
    for (const a of apps) a.table = [results[0], ...a.results];
    // Each app's resident memory after the run (what it keeps, e.g. answers kept per family).
    for (const a of apps) {
      const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${a.proc.pid}/status`, "utf8"))?.[1];
      if (rss) console.log(`Memory of ${a.name} after the run: ${Math.round(Number(rss) / 1024)} MB resident.`);
    }
  } finally {
    await dbClient?.end();
    stopAll();
    fs.rmSync(work, { recursive: true, force: true });
    if (temporary && !args.includes("--keep")) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const titles = { app: apps.length > 1 ? (database ? "This build on PostgreSQL" : "After (this build)") : "Results", before: "Before (--compare build)", sqlite: "This build on SQLite (--with-sqlite)" };
  for (const a of apps) printTable(titles[a.name], a.table);
  const onSqlite = apps.find((a) => a.name === "sqlite");
  const onPostgres = apps.find((a) => a.name === "app");
  if (onSqlite && onPostgres) {
    console.log("\nPostgreSQL ÷ SQLite, CPU per request (app and database backends ÷ app alone; budget ≤ 1.5)\n");
    console.log("| target | PostgreSQL ms | SQLite ms | ratio |");
    console.log("|---|---:|---:|---:|");
    onPostgres.results.forEach((r, i) => {
      const q = onSqlite.results[i];
      console.log(`| ${r.label} | ${r.cpuMs.toFixed(2)} | ${q.cpuMs.toFixed(2)} | ${(r.cpuMs / q.cpuMs).toFixed(2)} |`);
    });
  }
}

function printTable(title, results) {
  const bareCpu = results[0].cpuMs;
  const f = (n, d = 1) => n.toFixed(d);
  console.log(`\n${title}\n`);
  console.log("| target | req/s | p50 ms | p95 ms | p99 ms | non-2xx | KB/resp | CPU ms/req | × bare |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of results) {
    console.log(`| ${r.label} | ${f(r.rps, 0)} | ${f(r.p50)} | ${f(r.p95)} | ${f(r.p99)} | ${r.non2xx} | ${f(r.kb)} | ${f(r.cpuMs, 2)} | ${f(r.cpuMs / bareCpu)} |`);
  }
}

if (args[0] === "--bare") {
  runBare(args[1], Number(args[2]));
} else {
  await main();
}
