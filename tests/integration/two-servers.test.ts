// Two app servers behind one load balancer (issue 31): A and B share one database (one SQLite
// file in a shared DATA_DIR, or one PostgreSQL database when the suite runs with
// TEST_DATABASE_URL), one bucket and the same secrets. What a person does on A is true on B:
// a session, a calendar link, a settings change, a photo. Background work is jobs in the database:
// queued emails are sent once each while B is killed and restarted, and a cloud backup whose
// server dies is finished by the other one once the lease has run out.
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startPeer, startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, signInCookie } from "../helpers/client";
import { openSql } from "../helpers/database";
import { startSmtp } from "../helpers/smtp";
import { startS3 } from "../helpers/s3";
import { startWebDav } from "../helpers/webdav";
import { png } from "../helpers/images";
import { uploadPhoto, rawGet } from "../helpers/photo-upload";

const running: TestServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
async function track(server: Promise<TestServer>) {
  const s = await server;
  running.push(s);
  return s;
}

afterAll(async () => {
  // Peers first: the first server owns the test database.
  for (const s of [...running].reverse()) await s.stop();
  for (const c of cleanups) await c();
});

async function makePaid(server: TestServer, familyCode: string) {
  const sql = await openSql(server);
  await sql.run("UPDATE families SET subscription_tier = 'small_family' WHERE family_code = ?", familyCode);
  await sql.close();
}


describe("one database, one bucket, two servers", () => {
  it("a session cookie and a calendar link made on A work on B; a settings change on A shows on B at once; a photo uploaded on A is served by B", async () => {
    const s3 = await startS3();
    cleanups.push(() => s3.stop());
    const a = await track(startServer({ ...s3.env }));
    const b = await track(startPeer(a, { ...s3.env }));
    const owner = await createFamily(a.url, "Tess Twin", "The Twins");
    await makePaid(a, owner.familyCode);

    // The session cookie from signing in on A opens the dashboard on B.
    const cookie = await signInCookie(a.url, owner.email, owner.password);
    const onB = await fetch(`${b.url}/dashboard`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("The Twins");

    // The calendar link A gives out is served by B.
    const connect = await owner.client.post("/integrations/calendar/google/connect");
    expect(connect.status).toBe(200);
    const feedPath = new URL(connect.body.feed_url as string).pathname;
    const feed = await fetch(`${b.url}${feedPath}`);
    expect(feed.status).toBe(200);
    expect(await feed.text()).toContain("BEGIN:VCALENDAR");

    // A settings change on A is what B answers with the very next request.
    const viaB = new ApiClient(b.url, owner.client.token, owner.client.ip);
    expect((await viaB.get("/family/settings")).body.show_daily_inspiration).toBe(true);
    for (const value of [false, true, false]) {
      expect((await owner.client.post("/family/settings", { show_daily_inspiration: value })).status).toBe(200);
      expect((await viaB.get("/family/settings")).body.show_daily_inspiration).toBe(value);
    }

    // A photo uploaded on A: B serves its original (the same bytes) and its thumbnail.
    const image = await png(320, 240);
    const photo = await uploadPhoto(a.url, owner.client, { title: "Shared" }, { bytes: image, name: "shared.png", type: "image/png" });
    const original = await rawGet(b.url, viaB, `/photos/${photo.id}/original`);
    expect(original.status).toBe(200);
    expect(original.bytes.equals(image)).toBe(true);
    const thumb = await rawGet(b.url, viaB, `/photos/${photo.id}/thumb`);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toMatch(/^image\//);
    expect(thumb.bytes.length).toBeGreaterThan(100);
    // Nothing of it is on the shared data directory's disk: the files are in the bucket.
    expect(fs.existsSync(path.join(a.dataDir, "uploads"))).toBe(false);
  });

  it("50 queued emails reach the mail server exactly 50 times while B is killed and restarted mid-run", async () => {
    const ours = () => smtp.received.filter((m) => m.to.some((t) => t.startsWith("queued")));
    // B sends as server-b@: when one of B's messages is held at RCPT TO (not handed over yet), B is
    // killed. (Killed just after the mail server's "250 OK", before B records the message as sent,
    // B would leave that one message to be sent again: delivery is at least once, decision 180.)
    let bHoldsOne = () => {};
    const bHeld = new Promise<void>((resolve) => (bHoldsOne = resolve));
    const smtp = await startSmtp(undefined, {
      delayMs: 300,
      onRcpt: (from) => {
        if (from.startsWith("server-b@") && ours().length >= 8) bHoldsOne();
      },
    });
    cleanups.push(() => smtp.stop());
    const work = { SMTP_URL: smtp.url, JOBS_POLL_MS: "100", JOB_LEASE_MS: "3000" };
    const a = await track(startServer(work));
    const b = await track(startPeer(a, { ...work, MAIL_FROM: "Kindred B <server-b@example.test>" }));
    // 50 messages queued in the outbox as the app queues them: a row and its `mail` job each.
    const sql = await openSql(a);
    const at = new Date().toISOString();
    const addresses = Array.from({ length: 50 }, (_, i) => `queued${i}@example.test`);
    for (const [i, to] of addresses.entries()) {
      await sql.run("INSERT INTO mail_outbox (to_address, subject, text_body) VALUES (?, ?, ?)", to, `Queued ${i}`, "Hello");
      const row = (await sql.get<{ id: number }>("SELECT id FROM mail_outbox WHERE to_address = ?", to))!;
      await sql.run("INSERT INTO jobs (kind, key, payload, run_at) VALUES ('mail', ?, ?, ?)", `mail:${row.id}`, JSON.stringify({ id: row.id }), at);
    }
    // B dies with work in hand (SIGKILL: the message held, and the jobs it had claimed), then comes back.
    await Promise.race([bHeld, new Promise((_, reject) => setTimeout(() => reject(new Error("B never sent a message")), 30_000))]);
    expect(ours().length).toBeLessThan(50);
    await b.kill();
    running.splice(running.indexOf(b), 1);
    // The restarted B (tracked for the clean-up) finishes the queue with A.
    await track(startPeer(a, work));

    for (let i = 0; i < 400; i++) {
      const sent = (await sql.get<{ n: number }>("SELECT count(*) AS n FROM mail_outbox WHERE status = 'sent' AND to_address LIKE 'queued%'"))!.n;
      if (sent === 50) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    await new Promise((r) => setTimeout(r, 500));
    const received = ours().flatMap((m) => m.to).sort();
    expect(received).toEqual([...addresses].sort());
    const jobs = await sql.all<{ status: string }>("SELECT status FROM jobs WHERE kind = 'mail' AND key LIKE 'mail:%'");
    expect(jobs.filter((j) => j.status !== "done")).toEqual([]);
    await sql.close();
  }, 90_000);

  it("a cloud backup whose server is killed mid-run is finished by the other server once the lease has run out, with no file copied twice", async () => {
    const dav = await startWebDav("alice", "dav-secret-123", { putDelayMs: 150 });
    cleanups.push(() => dav.stop());
    const work = { OUTBOUND_ALLOWED_NETWORKS: "127.0.0.0/8", JOBS_POLL_MS: "100", JOB_LEASE_MS: "1500" };
    const a = await track(startServer(work));
    const owner = await createFamily(a.url, "Bo Backup", "The Backups");
    await makePaid(a, owner.familyCode);
    const count = 16;
    for (let i = 0; i < count; i++) {
      await uploadPhoto(a.url, owner.client, { title: `Photo ${i}` }, { bytes: await png(40 + i, 30, { r: i * 10, g: 80, b: 120 }), name: `p${i}.png`, type: "image/png" });
    }
    expect((await owner.client.post("/integrations/cloud-storage/webdav/connect", { url: dav.url, username: dav.username, password: dav.password })).status).toBe(200);
    expect((await owner.client.post("/integrations/cloud-storage/webdav/backup")).status).toBe(202);
    // Asking again while it runs: one backup at a time, whichever server is asked.
    expect((await owner.client.post("/integrations/cloud-storage/webdav/backup")).status).toBe(409);

    const status = async (server: TestServer) =>
      (await new ApiClient(server.url, owner.client.token, owner.client.ip).get("/integrations/cloud-storage")).body.integrations[0].backup as {
        status: string;
        processed: number;
        copied: number;
        total: number;
      };
    // A is part-way through when it dies.
    for (let i = 0; i < 200 && (await status(a)).copied < 4; i++) await new Promise((r) => setTimeout(r, 50));
    const before = await status(a);
    expect(before.status).toBe("running");
    expect(before.copied).toBeLessThan(count);
    await a.kill();

    // B starts on the same database; the job is A's until its lease runs out, then B's.
    const b = await track(startPeer(a, work));
    const bView = () => status(b);
    expect((await bView()).status).toBe("running");
    let after = await bView();
    for (let i = 0; i < 400 && after.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      after = await bView();
    }
    expect(after).toMatchObject({ status: "done", total: count, processed: count });

    // Every photo is on the WebDAV server once, under one name; what A had recorded as copied was
    // not sent again (the one file A was sending when it died may be sent a second time, to the
    // same path).
    const folder = path.join(dav.dir, "Kindred", "The Backups", "general");
    const files = fs.readdirSync(folder).sort();
    // One file per photo: a second copy would have been given another name ("... (2).png").
    expect(files).toHaveLength(count);
    const twice = [...dav.puts.entries()].filter(([, n]) => n > 1);
    expect(twice.length).toBeLessThanOrEqual(1);
    const sql = await openSql(a);
    expect((await sql.get<{ n: number }>("SELECT count(*) AS n FROM cloud_backup_items"))!.n).toBe(count);
    expect((await sql.get<{ status: string }>("SELECT status FROM jobs WHERE kind = 'cloud-backup'"))!.status).toBe("done");
    await sql.close();
  }, 120_000);
});
