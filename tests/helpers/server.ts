// Starts the built server (the same way `npm start` does) on a free port with its own data dir.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTestDatabase, testDatabaseUrl } from "./database";

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
  output: () => string;
};

export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  // import.meta.url, not __dirname: this helper also runs in Playwright, which loads it as ESM.
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-http-"));
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
        DATA_DIR: dataDir,
        APP_ORIGIN: url,
        TRUST_PROXY: "1",
        OUTBOX_RETRY_BASE_MS: "200",
        DATABASE_URL: databaseUrl ?? "",
        ...env,
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
      if (res.ok) break;
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
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
      await database?.drop();
    },
  };
}
