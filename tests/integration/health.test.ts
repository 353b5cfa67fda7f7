// Health answers over real HTTP (README "Running several servers"): /healthz and /readyz say
// whether the database answers (503 when it does not), and /readyz turns 503 as soon as a graceful
// shutdown begins while requests are still served for SHUTDOWN_DELAY_MS.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_SECRETS, testDatabaseUrl } from "../helpers/database";
import { startServer, type TestServer } from "../helpers/server";
import { createFamily } from "../helpers/client";

const running: TestServer[] = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop()));
});

async function probe(server: TestServer, pathname: string) {
  const res = await fetch(`${server.url}${pathname}`);
  return { status: res.status, body: await res.text(), cache: res.headers.get("cache-control") };
}

describe("/healthz and /readyz", () => {
  it("answer 200 ok, never cached, when the database answers", async () => {
    const server = await startServer();
    running.push(server);
    expect(await probe(server, "/healthz")).toEqual({ status: 200, body: "ok", cache: "no-store" });
    expect(await probe(server, "/readyz")).toEqual({ status: 200, body: "ok", cache: "no-store" });
  });

  it("answer 503 when the database does not answer (SQLite: a database file that is not a database; PostgreSQL: nothing listening)", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-broken-"));
    fs.writeFileSync(path.join(dataDir, "app.db"), "this is not a database ".repeat(400));
    const postgres = testDatabaseUrl() !== undefined;
    // Port 1 on loopback: no PostgreSQL answers there.
    const broken = postgres ? { DATABASE_URL: "postgres://postgres@127.0.0.1:1/nowhere", ...TEST_SECRETS } : {};
    const server = await startServer({ DATA_DIR: dataDir, ...broken }, { healthy: false });
    running.push(server);
    expect(await probe(server, "/healthz")).toEqual({ status: 503, body: "database unavailable", cache: "no-store" });
    expect(await probe(server, "/readyz")).toEqual({ status: 503, body: "database unavailable", cache: "no-store" });
    expect(server.output()).toMatch(postgres ? /\[health\] the database does not answer: .*ECONNREFUSED/ : /\[health\] the database does not answer: file is not a database/);
  });

  it("during a graceful shutdown /readyz is 503 at once, requests are still served for SHUTDOWN_DELAY_MS, then the server leaves", async () => {
    const server = await startServer({ SHUTDOWN_DELAY_MS: "1500" });
    const owner = await createFamily(server.url, "Stella Stop", "The Stops");
    const exited = new Promise<number>((resolve) => {
      const started = Date.now();
      const timer = setInterval(() => {
        try {
          process.kill(server.pid, 0);
        } catch {
          clearInterval(timer);
          resolve(Date.now() - started);
        }
      }, 50);
    });
    process.kill(server.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 200));
    expect(await probe(server, "/readyz")).toEqual({ status: 503, body: "shutting down", cache: "no-store" });
    expect((await probe(server, "/healthz")).status).toBe(200);
    expect((await owner.client.get("/family-group")).status).toBe(200);
    const after = await exited;
    expect(after).toBeGreaterThanOrEqual(1400);
    expect(after).toBeLessThan(5_000);
    expect(server.output()).toContain("[kindred] stopping in 1500 ms (/readyz answers 503)");
  });
});
