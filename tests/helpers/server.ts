// Starts the built server (the same way `npm start` does) on a free port with its own data dir.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { TEST_SECRETS, createTestDatabase, testDatabaseUrl } from "./database";

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const port = (srv.address() as net.AddressInfo).port;
      srv.close(() => resolve(port));
    });
  });
}

export type TestServer = {
  url: string;
  dataDir: string;
  /** Its own PostgreSQL database when the tests run on PostgreSQL (TEST_DATABASE_URL). */
  databaseUrl?: string;
  /** The server process id (e.g. to read its memory from /proc/<pid>/status). */
  pid: number;
  stop: () => Promise<void>;
  /** SIGKILL: the process dies at once, mid-request or mid-job (its database is kept). */
  kill: () => Promise<void>;
  output: () => string;
};

/**
 * A second server on the first one's database (its DATA_DIR, or its PostgreSQL database) with the
 * same secrets: what a load balancer's second app server is. Stopping it keeps the database.
 */
export function startPeer(first: TestServer, env: Record<string, string> = {}, opts: { healthy?: boolean } = {}): Promise<TestServer> {
  return startServer(
    {
      DATA_DIR: first.dataDir,
      DATABASE_URL: first.databaseUrl ?? "",
      ...(first.databaseUrl ? { SESSION_SECRET: TEST_SECRETS.SESSION_SECRET, ENCRYPTION_KEY: TEST_SECRETS.ENCRYPTION_KEY } : {}),
      ...env,
    },
    opts,
  );
}

/**
 * `opts.healthy: false` waits for any HTTP answer from /healthz instead of a 200 (a server whose
 * database does not answer).
 */
export async function startServer(env: Record<string, string> = {}, opts: { healthy?: boolean } = {}): Promise<TestServer> {
  // import.meta.url, not __dirname: this helper also runs in Playwright, which loads it as ESM.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const port = await freePort();
  // A DATA_DIR given in `env` is used as is (two servers on one data directory share its database).
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), "kindred-http-"));
  const url = `http://127.0.0.1:${port}`;
  // On PostgreSQL: a fresh database per server, unless the caller passes DATABASE_URL (a restart
  // on the same database; "" for a SQLite server).
  const database = testDatabaseUrl() && env.DATABASE_URL === undefined ? await createTestDatabase() : undefined;
  const databaseUrl = env.DATABASE_URL || database?.url;
  let output = "";
  const child: ChildProcess = spawn(
    process.execPath,
    [path.join(root, "scripts/serve.mjs"), path.join(root, "build/server/index.js")],
    {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        APP_ORIGIN: url,
        TRUST_PROXY: "1",
        OUTBOX_RETRY_BASE_MS: "200",
        // The server's own reminder/digest schedule runs on the real clock: off unless a test
        // turns it on; tests drive scheduled work with `npm run jobs -- --now` instead.
        JOBS_INTERVAL_MS: "0",
        DATABASE_URL: databaseUrl ?? "",
        // A server on PostgreSQL needs its secrets from the environment (decision 211).
        ...(database ? TEST_SECRETS : {}),
        ...env,
        DATA_DIR: dataDir,
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  child.stdout?.on("data", (d) => (output += String(d)));
  child.stderr?.on("data", (d) => (output += String(d)));
  // SERVER_LOG=1: the servers' errors show in the test output (debugging).
  if (process.env.SERVER_LOG) child.stderr?.pipe(process.stderr);
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) {
      await database?.drop();
      throw new Error(`server exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok || opts.healthy === false) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    dataDir,
    databaseUrl,
    pid: child.pid!,
    output: () => output,
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await database?.drop();
    },
    kill: async () => {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      });
    },
  };
}
