// Files in an S3-compatible bucket over real HTTP (issue 31, decision record 212): a server with
// S3_* settings keeps uploaded photos (original, display size, thumbnail) and the family logo in
// the bucket (s3rver on loopback), not in its data directory, and serves them from there (bytes,
// HEAD, album zip). A second server with ANOTHER data directory (a copy of the database, as a
// shared database would give it) and the same bucket and secrets serves the same files, and a
// photo deleted through it is gone from the bucket for both.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { createFamily, type Account } from "../helpers/client";
import { phoneJpeg, png } from "../helpers/images";
import { startS3, type TestS3 } from "../helpers/s3";

let s3: TestS3;
let a: TestServer;
let b: TestServer | undefined;
let owner: Account;
const secrets = { SESSION_SECRET: randomBytes(48).toString("base64"), ENCRYPTION_KEY: randomBytes(48).toString("base64") };

beforeAll(async () => {
  s3 = await startS3();
  a = await startServer({ ...s3.env, ...secrets });
  owner = await createFamily(a.url, "Bea Bucket", "The Buckets");
});
afterAll(async () => {
  await b?.stop();
  await a?.stop();
  await s3?.stop();
});

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
/** The objects s3rver holds in the bucket (one `._S3rver_object` file each). */
const bucketObjects = () => filesUnder(path.join(s3.dir, s3.bucket)).filter((f) => f.endsWith("._S3rver_object"));

async function get(server: TestServer, url: string, method = "GET") {
  const res = await fetch(`${server.url}${url}`, { method, headers: { Authorization: `Bearer ${owner.client.token}` }, redirect: "manual" });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function upload(server: TestServer, url: string, field: string, bytes: Buffer, name: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(field, new Blob([new Uint8Array(bytes)], { type: "image/jpeg" }), name);
  const res = await fetch(`${server.url}${url}`, {
    method: "POST",
    headers: { Authorization: `Bearer ${owner.client.token}`, "X-Forwarded-For": owner.client.ip },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

describe("photos and logos in an S3 bucket", () => {
  let photo: { id: number; thumbnail_url: string };
  let jpeg: Buffer;
  let thumb: Buffer;
  let albumId: number;

  it("an uploaded photo's three files go to the bucket, none to the data directory; all are served from it", async () => {
    jpeg = await phoneJpeg(400, 300);
    const album = await owner.client.post("/albums", { name: "Summer" });
    expect(album.status).toBe(200);
    albumId = album.body.id;
    const before = bucketObjects().length;
    const res = await upload(a, "/api/photos", "file", jpeg, "lake.jpg", { title: "Lake day", album: "Summer" });
    expect(res.body).toMatchObject({ title: "Lake day" });
    photo = res.body;
    expect(bucketObjects().length).toBe(before + 3);
    expect(filesUnder(path.join(a.dataDir, "uploads"))).toEqual([]);

    const original = await get(a, `/photos/${photo.id}/original`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("content-length")).toBe(String(jpeg.length));
    expect(original.bytes.equals(jpeg)).toBe(true);
    const t = await get(a, photo.thumbnail_url);
    expect(t.status).toBe(200);
    expect(t.headers.get("content-type")).toBe("image/webp");
    expect(t.bytes.subarray(8, 12).toString()).toBe("WEBP");
    thumb = t.bytes;
    const display = await get(a, `/photos/${photo.id}/display`);
    expect(display.status).toBe(200);
    expect(display.bytes.subarray(8, 12).toString()).toBe("WEBP");
    const head = await get(a, `/photos/${photo.id}/original`, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(jpeg.length));
    expect(head.bytes.length).toBe(0);
  });

  it("the album zip streams the original from the bucket", async () => {
    const zip = await get(a, `/api/albums/${albumId}/download`);
    expect(zip.status).toBe(200);
    expect(zip.headers.get("content-type")).toBe("application/zip");
    expect(zip.bytes.includes(jpeg)).toBe(true); // stored, not compressed: the original bytes as they are
  });

  it("the family logo goes to the bucket and is served from it", async () => {
    const sql = await openSql(a);
    await sql.run("UPDATE families SET subscription_tier = 'medium_family' WHERE family_code = ?", owner.familyCode);
    await sql.close();
    const before = bucketObjects().length;
    const res = await upload(a, "/api/family-group/branding/logo", "logo", await png(300, 200), "logo.png");
    expect(res.status).toBe(200);
    expect(bucketObjects().length).toBe(before + 1);
    const logo = await fetch(`${a.url}${res.body.logo_url}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get("content-type")).toBe("image/webp");
    expect(Buffer.from(await logo.arrayBuffer()).subarray(8, 12).toString()).toBe("WEBP");
    expect(filesUnder(path.join(a.dataDir, "uploads"))).toEqual([]);
  });

  it("a second server with another data directory and the same bucket serves the same files; a delete through it empties the bucket for both", async () => {
    // B's database: on PostgreSQL A's own (shared); on SQLite a consistent copy of A's (SQLite's
    // online backup) in B's data directory, as a shared database would be.
    const dirB = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-http-b-"));
    if (!a.databaseUrl) {
      const source = new Database(path.join(a.dataDir, "app.db"), { readonly: true });
      await source.backup(path.join(dirB, "app.db"));
      source.close();
    }
    b = await startServer({ ...s3.env, ...secrets, DATA_DIR: dirB, DATABASE_URL: a.databaseUrl ?? "" });

    const original = await get(b, `/photos/${photo.id}/original`);
    expect(original.status).toBe(200);
    expect(original.bytes.equals(jpeg)).toBe(true);
    const t = await get(b, photo.thumbnail_url);
    expect(t.status).toBe(200);
    expect(t.bytes.equals(thumb)).toBe(true);
    expect(filesUnder(path.join(dirB, "uploads"))).toEqual([]);

    const before = bucketObjects().length;
    const del = await fetch(`${b.url}/api/photos/${photo.id}`, { method: "DELETE", headers: { Authorization: `Bearer ${owner.client.token}` } });
    expect(del.status).toBe(200);
    expect(bucketObjects().length).toBe(before - 3);
    // The file is gone from the shared bucket for A too (on SQLite A still has the row in its own
    // copy of the database; on PostgreSQL the row is gone as well).
    expect((await get(a, photo.thumbnail_url)).status).toBe(404);
  });
});
