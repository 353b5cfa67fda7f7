// The operator's commands on a production install (issue 36): a copy of the built app whose dev
// dependencies are pruned (`npm prune --omit=dev`: no tsx, no Vite, no React Router dev tools) runs
// `npm run db:migrate`, `npm start`, `npm run jobs -- --now …`, `npm run backup -- --out …` and
// `npm run restore -- …` with Node alone, from build/ops. And `npm start` on Node 20 stops at once
// with a message naming the version it needs.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_SECRETS, createTestDatabase, openSql, testDatabaseUrl, type TestDatabase } from "../helpers/database";
import { freePort } from "../helpers/server";
import { createFamily } from "../helpers/client";
import { unsupportedNodeMessage } from "../../scripts/node-version.mjs";

const root = path.resolve(__dirname, "../..");
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-prod-install-"));
const app = path.join(tmp, "app");
const postgres = testDatabaseUrl() !== undefined;
const databases: TestDatabase[] = [];
// npm runs scripts with the `node` first on PATH: the one running the tests (Node 24).
const PATH = `${path.dirname(process.execPath)}${path.delimiter}${process.env.PATH}`;

function npm(args: string[], env: Record<string, string>, timeoutMs = 120_000): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn("npm", args, { cwd: app, env: { ...process.env, PATH, NODE_ENV: "production", ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += String(d)));
    child.stderr.on("data", (d) => (output += String(d)));
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code: code ?? -1, output });
    });
  });
}

/** `npm start` on a free port; resolves once /healthz answers. */
async function npmStart(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn("npm", ["start"], {
    cwd: app,
    env: { ...process.env, PATH, PORT: String(port), HOST: "127.0.0.1", APP_ORIGIN: url, JOBS_INTERVAL_MS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += String(d)));
  child.stderr!.on("data", (d) => (output += String(d)));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm start exited:\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        process.kill(-child.pid!, "SIGTERM");
      }),
  };
}

/** DATA_DIR and, on PostgreSQL, a database of its own with the secrets. */
async function place(name: string): Promise<Record<string, string>> {
  const dataDir = path.join(tmp, name);
  fs.mkdirSync(dataDir, { recursive: true });
  if (!postgres) return { DATA_DIR: dataDir, DATABASE_URL: "" };
  const db = await createTestDatabase();
  databases.push(db);
  return { DATA_DIR: dataDir, DATABASE_URL: db.url, ...TEST_SECRETS };
}

beforeAll(() => {
  // What a production install has: the package files, the migrations, the scripts and the build.
  fs.mkdirSync(app);
  for (const entry of ["package.json", "package-lock.json", "db", "scripts", "build", "public"]) {
    fs.cpSync(path.join(root, entry), path.join(app, entry), { recursive: true });
  }
  // node_modules as hard links (fast, and pruning unlinks the copy's files only), then pruned.
  execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(app, "node_modules")]);
  execFileSync("npm", ["prune", "--omit=dev", "--offline", "--no-audit", "--no-fund"], { cwd: app, env: { ...process.env, PATH }, stdio: "pipe" });
}, 180_000);

afterAll(async () => {
  for (const db of databases) await db.drop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe("a production install without dev dependencies", () => {
  it("has no dev tools", () => {
    for (const dev of ["tsx", "vite", "vitest", "@react-router/dev", "drizzle-kit"]) {
      expect(fs.existsSync(path.join(app, "node_modules", dev)), dev).toBe(false);
    }
    expect(fs.existsSync(path.join(app, "node_modules/react-router"))).toBe(true);
  });

  it("runs db:migrate, start, jobs, backup and restore from the build", async () => {
    const first = await place("first");
    const migrate = await npm(["run", "db:migrate"], first);
    expect(migrate.code, migrate.output).toBe(0);
    expect(migrate.output).toMatch(/Migrated/);

    const server = await npmStart(first);
    const familyName = "The Prunes";
    try {
      const owner = await createFamily(server.url, "Pruna Owner", familyName);
      const me = await owner.client.get("/auth/me");
      expect(me.status).toBe(200);
    } finally {
      await server.stop();
    }

    const jobs = await npm(["run", "jobs", "--", "--now", "2026-12-01T08:00:00Z"], first);
    expect(jobs.code, jobs.output).toBe(0);
    expect(jobs.output).toMatch(/\[jobs\] 2026-12-01T08:00:00\.000Z/);

    const archive = path.join(tmp, "backup.zip");
    const backup = await npm(["run", "backup", "--", "--out", archive], { ...first, PG_BIN: process.env.PG_BIN ?? "" });
    expect(backup.code, backup.output).toBe(0);
    expect(fs.statSync(archive).size).toBeGreaterThan(0);

    const second = await place("second");
    const restore = await npm(["run", "restore", "--", archive], { ...second, PG_BIN: process.env.PG_BIN ?? "" });
    expect(restore.code, restore.output).toBe(0);
    // The restored database holds the family made on the first one.
    const sql = await openSql({ dataDir: second.DATA_DIR, databaseUrl: second.DATABASE_URL || undefined });
    try {
      const row = await sql.get<{ name: string }>("select name from families where name = ?", familyName);
      expect(row?.name).toBe(familyName);
    } finally {
      await sql.close();
    }
  }, 240_000);
});

describe("an unsupported Node.js", () => {
  it("names the version it needs", () => {
    expect(unsupportedNodeMessage("20.20.2")).toMatch(/Kindred needs Node\.js 22\.22 or newer .*this is Node\.js 20\.20\.2/);
    expect(unsupportedNodeMessage("22.21.0")).toMatch(/needs Node\.js 22\.22/);
    expect(unsupportedNodeMessage("22.22.0")).toBeNull();
    expect(unsupportedNodeMessage("24.21.0")).toBeNull();
  });

  // Our machines ship Node 20 as /usr/bin/node (the runtime this issue moves away from).
  const systemNode = ["/usr/bin/node", "/usr/local/bin/node"].find((p) => {
    if (!fs.existsSync(p)) return false;
    const [major, minor] = execFileSync(p, ["-p", "process.versions.node"]).toString().trim().split(".").map(Number);
    return major < 22 || (major === 22 && minor < 22);
  });
  it(`npm start stops at once with the message (${systemNode ?? "no older Node on this machine: the check itself"})`, () => {
    // Without an older Node on the machine, this one posing as 20.20.2 (before the script loads).
    const [node, pose] = systemNode
      ? [systemNode, []]
      : [process.execPath, ["--import", 'data:text/javascript,Object.defineProperty(process.versions,"node",{value:"20.20.2"})']];
    const started = Date.now();
    let status = 0;
    let stderr = "";
    try {
      execFileSync(node, [...pose, path.join(root, "scripts/start.mjs")], { cwd: root, stdio: "pipe", env: { ...process.env, PORT: "1" } });
    } catch (error) {
      status = (error as { status: number }).status;
      stderr = String((error as { stderr: Buffer }).stderr);
    }
    expect(status).toBe(1);
    expect(stderr).toMatch(/Kindred needs Node\.js 22\.22 or newer/);
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
