// Graceful shutdown with mail in flight (issue 35, decision record 220): a server gets SIGTERM while
// the mail server is slow; it stops claiming, cuts the messages still being sent after
// JOBS_SHUTDOWN_GRACE_MS and gives their jobs back, closes the database and leaves. Restarted on
// the same data, it delivers every message within seconds (not after the old 2-minute lease),
// each exactly once.
import { afterAll, describe, expect, it } from "vitest";
import { startPeer, startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily } from "../helpers/client";
import { openSql } from "../helpers/database";
import { startSmtp } from "../helpers/smtp";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

function exitOf(pid: number): Promise<number> {
  const started = Date.now();
  return new Promise((resolve) => {
    const timer = setInterval(() => {
      try {
        process.kill(pid, 0);
      } catch {
        clearInterval(timer);
        resolve(Date.now() - started);
      }
    }, 25);
  });
}

describe("SIGTERM with queued mail", () => {
  it("every message is delivered within seconds of the restart, none twice", async () => {
    // Before the SIGTERM each message waits 1.5 s at RCPT TO: the SIGTERM finds messages half-sent.
    let firstHeld = () => {};
    const held = new Promise<void>((resolve) => (firstHeld = resolve));
    let delayMs = 1500;
    const smtp = await startSmtp(undefined, { delayMs: () => delayMs, onRcpt: () => firstHeld() });
    cleanups.push(() => smtp.stop());
    // The default 2-minute lease: a job left behind would wait that long.
    const work = { SMTP_URL: smtp.url, JOBS_POLL_MS: "200", JOBS_SHUTDOWN_GRACE_MS: "300" };
    const a: TestServer = await startServer(work);
    cleanups.push(() => a.stop());
    const owner = await createFamily(a.url, "Sigrid Term", "The Terms");

    // Twelve messages: a password reset answered by the server, and eleven queued as the app
    // queues them (an outbox row and its `mail` job each).
    const anon = new ApiClient(a.url);
    expect((await anon.post("/auth/request-password-reset", { email: owner.email })).status).toBe(200);
    const sql = await openSql(a);
    const at = new Date().toISOString();
    const addresses = [owner.email, ...Array.from({ length: 11 }, (_, i) => `term${i}@example.test`)];
    for (const [i, to] of addresses.slice(1).entries()) {
      await sql.run("INSERT INTO mail_outbox (to_address, subject, text_body) VALUES (?, ?, ?)", to, `Queued ${i}`, "Hello");
      const row = (await sql.get<{ id: number }>("SELECT id FROM mail_outbox WHERE to_address = ?", to))!;
      await sql.run("INSERT INTO jobs (kind, key, payload, run_at) VALUES ('mail', ?, ?, ?)", `mail:${row.id}`, JSON.stringify({ id: row.id }), at);
    }
    await held;
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.received.length).toBeLessThan(12);

    const exited = exitOf(a.pid);
    process.kill(a.pid, "SIGTERM");
    await new Promise((r) => setTimeout(r, 100));
    const ready = await fetch(`${a.url}/readyz`).catch(() => null);
    if (ready) expect(ready.status).toBe(503);
    // Stopped within the grace period and a little more: nothing waited for the mail server.
    expect(await exited).toBeLessThan(3_000);

    delayMs = 50;
    const restarted = Date.now();
    const b = await startPeer(a, work);
    cleanups.push(() => b.stop());
    const listening = Date.now();
    for (let i = 0; i < 200; i++) {
      const sent = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM mail_outbox WHERE status = 'sent'"))!.n;
      if (sent === addresses.length) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const seconds = (Date.now() - restarted) / 1000;
    const afterListening = (Date.now() - listening) / 1000;
    await new Promise((r) => setTimeout(r, 500));
    expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([...addresses].sort());
    // Seconds, not the 2 minutes of a lease left to run out (start-up included).
    expect(seconds).toBeLessThan(15);
    expect(afterListening).toBeLessThan(5);
    expect(a.output()).toMatch(/giving back \d+ running job\(s\)/);
    console.log(`[shutdown] every message delivered ${seconds.toFixed(1)} s after the restart began, ${afterListening.toFixed(1)} s after it answered`);
    const jobs = await sql.all<{ status: string; attempts: number }>("SELECT status, attempts FROM jobs WHERE kind = 'mail'");
    expect(jobs.filter((j) => j.status !== "done")).toEqual([]);
    await sql.close();
  }, 90_000);
});
