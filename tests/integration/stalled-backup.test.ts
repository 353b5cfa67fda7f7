// Kinds of job do not queue behind each other (issue 35, decision record 220): a cloud backup to a
// WebDAV server that accepts the upload and never answers does not delay a password-reset email,
// and the backup ends as a visible failure once its time limit (BACKUP_JOB_TIMEOUT_MS) has passed.
import http from "node:http";
import type { Socket } from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { startServer } from "../helpers/server";
import { ApiClient, createFamily } from "../helpers/client";
import { openSql } from "../helpers/database";
import { startSmtp } from "../helpers/smtp";
import { freePort } from "../helpers/server";
import { png } from "../helpers/images";
import { uploadPhoto } from "../helpers/photo-upload";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A WebDAV folder that answers PROPFIND and MKCOL, reads a PUT's whole body, then says nothing. */
async function stalledDav() {
  const sockets = new Set<Socket>();
  let putArrived = () => {};
  const stalled = new Promise<void>((resolve) => (putArrived = resolve));
  const server = http.createServer((req, res) => {
    if (req.method === "PROPFIND") {
      res.writeHead(207, { "Content-Type": "application/xml" });
      res.end('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/</d:href></d:response></d:multistatus>');
    } else if (req.method === "MKCOL") {
      res.writeHead(201).end();
    } else if (req.method === "PUT") {
      req.resume();
      req.on("end", putArrived);
    } else res.writeHead(405).end();
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/dav/`,
    stalled,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("a stalled WebDAV backup", () => {
  it("does not delay a password-reset email, and ends as a visible failure after its time limit", async () => {
    const smtp = await startSmtp();
    cleanups.push(() => smtp.stop());
    const dav = await stalledDav();
    cleanups.push(() => dav.stop());
    const server = await startServer({
      SMTP_URL: smtp.url,
      OUTBOUND_ALLOWED_NETWORKS: "127.0.0.0/8",
      JOBS_POLL_MS: "200",
      BACKUP_JOB_TIMEOUT_MS: "4000",
    });
    cleanups.push(() => server.stop());
    const owner = await createFamily(server.url, "Stella Stall", "The Stalls");
    const sql = await openSql(server);
    await sql.run("UPDATE families SET subscription_tier = 'small_family' WHERE family_code = ?", owner.familyCode);
    await sql.close();
    await uploadPhoto(server.url, owner.client, { title: "Stuck" }, { bytes: await png(40, 30), name: "stuck.png", type: "image/png" });
    expect((await owner.client.post("/integrations/cloud-storage/webdav/connect", { url: dav.url, username: "u", password: "p" })).status).toBe(200);
    const backupStarted = Date.now();
    expect((await owner.client.post("/integrations/cloud-storage/webdav/backup")).status).toBe(202);
    await dav.stalled; // the upload was received; no answer will ever come

    const asked = Date.now();
    expect((await new ApiClient(server.url).post("/auth/request-password-reset", { email: owner.email })).status).toBe(200);
    await smtp.waitFor(owner.email, (m) => /reset/i.test(m.subject), 10_000);
    const mailMs = Date.now() - asked;
    expect(mailMs).toBeLessThan(2_000);

    let backup = (await owner.client.get("/integrations/cloud-storage")).body.integrations[0].backup as { status: string; error: string | null };
    expect(backup.status).toBe("running");
    for (let i = 0; i < 100 && backup.status === "running"; i++) {
      await new Promise((r) => setTimeout(r, 100));
      backup = (await owner.client.get("/integrations/cloud-storage")).body.integrations[0].backup;
    }
    const backupMs = Date.now() - backupStarted;
    expect(backup.status).toBe("failed");
    expect(backup.error).toContain("did not finish within its time limit");
    expect(backupMs).toBeLessThan(8_000);
    console.log(`[stalled-backup] reset email after ${mailMs} ms; backup failed after ${backupMs} ms`);
  }, 60_000);
});
