// Moving an existing server's files into a bucket (scripts/uploads-to-s3.mjs, decision 212): the
// photos a server stored on disk are served from the bucket once it runs with S3_BUCKET.
import { execFile } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { createTestDatabase, testDatabaseUrl } from "../helpers/database";
import { createFamily } from "../helpers/client";
import { phoneJpeg } from "../helpers/images";
import { startS3, type TestS3 } from "../helpers/s3";

let s3: TestS3;
let server: TestServer | undefined;
const cleanups: (() => Promise<void>)[] = [];
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await server?.stop();
  await s3?.stop();
  for (const c of cleanups) await c();
});

/** Runs the script (asynchronously: the test's S3 server answers from this process). */
function copyUploads(env: Record<string, string>): Promise<{ status: number; output: string; stderr: string }> {
  const root = path.resolve(import.meta.dirname, "../..");
  return new Promise((resolve) => {
    execFile(process.execPath, [path.join(root, "scripts/uploads-to-s3.mjs")], { env: { ...process.env, ...env }, encoding: "utf8", timeout: 30_000 }, (error, stdout, stderr) => {
      resolve({ status: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}`, stderr });
    });
  });
}
const moved = (dataDir: string, database = "") => ({ ...s3.env, S3_PREFIX: "moved/", DATA_DIR: dataDir, DATABASE_URL: database });

describe("scripts/uploads-to-s3.mjs", () => {
  it("copies the files stored on disk into the bucket, once; the server switched to the bucket serves them", async () => {
    // Its database outlives the first server (on PostgreSQL the first server would drop its own).
    const database = testDatabaseUrl() ? await createTestDatabase() : undefined;
    cleanups.push(async () => database?.drop());
    const disk = await startServer({ DATABASE_URL: database?.url ?? "" });
    const owner = await createFamily(disk.url, "Dee Disk", "The Disks");
    expect((await owner.client.post("/albums", { name: "Old" })).status).toBe(200);
    const jpeg = await phoneJpeg(300, 200);
    const form = new FormData();
    form.append("title", "Before");
    form.append("album", "Old");
    form.append("file", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "before.jpg");
    const auth = { Authorization: `Bearer ${owner.client.token}` };
    const photo = await (await fetch(`${disk.url}/api/photos`, { method: "POST", headers: auth, body: form })).json();
    const thumb = Buffer.from(await (await fetch(`${disk.url}/photos/${photo.id}/thumb`, { headers: auth })).arrayBuffer());
    await disk.stop();

    const first = await copyUploads(moved(disk.dataDir, database?.url));
    expect(first.status).toBe(0);
    expect(first.output).toMatch(/^uploads-to-s3: 3 file\(s\) copied \(\d+ bytes\), 0 already in the bucket/);
    const again = await copyUploads(moved(disk.dataDir, database?.url));
    expect(again.output).toMatch(/^uploads-to-s3: 0 file\(s\) copied \(0 bytes\), 3 already in the bucket/);

    server = await startServer(moved(disk.dataDir, database?.url));
    const original = await fetch(`${server.url}/photos/${photo.id}/original`, { headers: auth });
    expect(original.status).toBe(200);
    expect(Buffer.from(await original.arrayBuffer()).equals(jpeg)).toBe(true);
    const fromBucket = Buffer.from(await (await fetch(`${server.url}/photos/${photo.id}/thumb`, { headers: auth })).arrayBuffer());
    expect(fromBucket.equals(thumb)).toBe(true);
    expect(server.output()).toContain(`[kindred] files: S3 bucket ${s3.bucket} under moved/ at ${s3.endpoint}`);
  });

  it("without S3_BUCKET it stops with a message", async () => {
    const run = await copyUploads({ S3_BUCKET: "" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("S3_BUCKET is not set");
  });
});
