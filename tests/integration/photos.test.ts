// Photos and albums over real HTTP against the built server: uploads through the image
// pipeline, the family-checked image routes, roles, the free plan's 50 photos, hearts, comments,
// album rules and the streamed album zip.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { familyWithEveryRole, createFamily, signInCookie, type RoleFamily, type ApiClient } from "../helpers/client";
import { phoneJpeg, png, pixel } from "../helpers/images";

const MAX = 300 * 1024;
let server: TestServer;
let fam: RoleFamily;

beforeAll(async () => {
  server = await startServer({ PHOTO_MAX_BYTES: String(MAX) });
  fam = await familyWithEveryRole(server.url, "The Photographers");
});
afterAll(async () => {
  await server?.stop();
});

type Res = { status: number; headers: Headers; body: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

async function upload(client: ApiClient, fields: Record<string, string>, file?: { bytes: Buffer; name: string; type?: string }): Promise<Res> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append("file", new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "image/jpeg" }), file.name);
  const res = await fetch(`${server.url}/api/photos`, {
    method: "POST",
    headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip },
    body: form,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : null };
}

async function raw(client: ApiClient | null, url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, {
    headers: { ...(client ? { Authorization: `Bearer ${client.token}` } : {}), ...headers },
    redirect: "manual",
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

/** Every file under a directory (recursively). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}
const uploadsDir = () => path.join(server.dataDir, "uploads");
const scratchDir = () => path.join(server.dataDir, "tmp");

/** Names and sizes of a zip's entries, read from its central directory. */
function zipEntries(zip: Buffer): { name: string; size: number; method: number }[] {
  const eocd = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  expect(eocd).toBeGreaterThan(-1);
  const count = zip.readUInt16LE(eocd + 10);
  let at = zip.readUInt32LE(eocd + 16);
  const out = [];
  for (let i = 0; i < count; i++) {
    expect(zip.readUInt32LE(at)).toBe(0x02014b50);
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 24);
    const nameLen = zip.readUInt16LE(at + 28);
    const extraLen = zip.readUInt16LE(at + 30);
    const commentLen = zip.readUInt16LE(at + 32);
    out.push({ name: zip.subarray(at + 46, at + 46 + nameLen).toString("utf8"), size, method });
    at += 46 + nameLen + extraLen + commentLen;
  }
  return out;
}

describe("uploads and the image pipeline", () => {
  it("a phone JPEG comes back as a rotated WebP thumbnail without EXIF; the original is kept for download", async () => {
    const jpeg = await phoneJpeg(300, 200);
    const res = await upload(fam.member.client, { title: "Lake Day", description: "At the lake", album: "general" }, { bytes: jpeg, name: "IMG_0001.JPG" });
    expect(res.status).toBe(200);
    const photo = res.body;
    expect(photo).toMatchObject({ title: "Lake Day", description: "At the lake", album: "general", uploaded_by: fam.member.userId, uploaded_by_name: "Mia Member", hearts: [], comments: [] });
    expect(photo.thumbnail_url).toBe(`/photos/${photo.id}/thumb`);
    expect(photo.image_url).toBe(`/photos/${photo.id}/display`);

    const thumb = await raw(fam.member.client, photo.thumbnail_url);
    expect(thumb.status).toBe(200);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    expect(thumb.headers.get("x-content-type-options")).toBe("nosniff");
    expect(thumb.headers.get("cache-control")).toMatch(/^private, max-age=\d{6,}/);
    const meta = await sharp(thumb.bytes).metadata();
    expect(meta.format).toBe("webp");
    expect([meta.width, meta.height]).toEqual([200, 300]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect((await pixel(thumb.bytes, 100, 20)).r).toBeGreaterThan(150); // red half on top
    expect((await pixel(thumb.bytes, 100, 280)).b).toBeGreaterThan(150);

    const etag = thumb.headers.get("etag")!;
    expect(etag).toMatch(/^".+"$/);
    expect((await raw(fam.member.client, photo.thumbnail_url, { "If-None-Match": etag })).status).toBe(304);

    const display = await raw(fam.guest.client, `/photos/${photo.id}/display`);
    expect(display.status).toBe(200);
    expect((await sharp(display.bytes).metadata()).exif).toBeUndefined();

    const original = await raw(fam.guest.client, `/photos/${photo.id}/original`);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("content-disposition")).toBe('attachment; filename="lake-day.jpg"');
    expect(original.bytes.equals(jpeg)).toBe(true);

    // Stored under random keys, never the user's file name; nothing left in the scratch dir.
    const files = filesUnder(uploadsDir());
    expect(files.some((f) => f.includes("IMG_0001"))).toBe(false);
    expect(files.length).toBeGreaterThanOrEqual(3);
    expect(filesUnder(scratchDir())).toEqual([]);
  });

  it("refuses a text file named .jpg and keeps nothing", async () => {
    const before = filesUnder(uploadsDir()).length;
    const res = await upload(fam.member.client, { title: "Not a photo" }, { bytes: Buffer.from("hello, I am text"), name: "holiday.jpg", type: "image/jpeg" });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("The file must be an image (JPEG, PNG, WebP, GIF, AVIF or HEIC)");
    expect(filesUnder(uploadsDir()).length).toBe(before);
    expect(filesUnder(scratchDir())).toEqual([]);
  });

  it("answers 413 for an upload over PHOTO_MAX_BYTES and leaves no file on disk", async () => {
    const before = filesUnder(uploadsDir()).length;
    const res = await upload(fam.member.client, { title: "Too big" }, { bytes: Buffer.alloc(MAX + 10_000, 1), name: "big.jpg" });
    expect(res.status).toBe(413);
    expect(res.body.detail).toMatch(/too large/);
    expect(filesUnder(uploadsDir()).length).toBe(before);
    expect(filesUnder(scratchDir())).toEqual([]);
    // The JSON route's data: URLs have the same cap.
    const big = `data:image/png;base64,${Buffer.alloc(MAX + 10_000, 1).toString("base64")}`;
    const json = await fam.member.client.post("/photos", { title: "Too big", image_url: big });
    expect(json.status).toBe(413);
    expect(filesUnder(uploadsDir()).length).toBe(before);
  });

  it("validates with the spec's texts; takes http(s) links as they are and data: URLs through the pipeline", async () => {
    const c = fam.member.client;
    expect((await c.post("/photos", { title: " ", image_url: "https://example.com/a.jpg" })).body.detail).toBe("Please fill in the photo title");
    const none = await c.post("/photos", { title: "Nothing" });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe("Please select a photo or provide an image URL");
    expect((await upload(c, { title: "Nothing" })).body.detail).toBe("Please select a photo or provide an image URL");
    expect((await c.post("/photos", { title: "Bad", image_url: "javascript:alert(1)" })).status).toBe(400);
    expect((await c.post("/photos", { title: 5, image_url: "https://example.com/a.jpg" })).status).toBe(400);
    expect((await c.post("/photos", { title: "No album", image_url: "https://example.com/a.jpg", album: "Nope" })).body.detail).toBe(
      "Please choose an existing album",
    );

    const link = await c.post("/photos", { title: "Linked", image_url: "https://example.com/pic.jpg" });
    expect(link.status).toBe(200);
    expect(link.body).toMatchObject({ source: "link", image_url: "https://example.com/pic.jpg", thumbnail_url: "https://example.com/pic.jpg", album: "general" });
    const redirect = await raw(c, `/photos/${link.body.id}/thumb`);
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("https://example.com/pic.jpg");

    const dataUrl = `data:image/png;base64,${(await png(50, 40)).toString("base64")}`;
    const fromData = await c.post("/photos", { title: "From data", image_url: dataUrl });
    expect(fromData.status).toBe(200);
    expect(fromData.body.source).toBe("upload");
    const thumb = await raw(c, fromData.body.thumbnail_url);
    expect((await sharp(thumb.bytes).metadata()).format).toBe("webp");
    expect((await raw(c, fromData.body.download_url)).headers.get("content-type")).toBe("image/png");

    // With both a file and a URL, the file wins.
    const both = await upload(c, { title: "Both", image_url: "https://example.com/x.jpg" }, { bytes: await png(30, 30), name: "x.png" });
    expect(both.body.source).toBe("upload");
  });

  it("images need a signed-in member of the photo's family: another family gets 404 everywhere", async () => {
    const mine = await upload(fam.owner.client, { title: "Private" }, { bytes: await png(40, 40), name: "p.png" });
    const id = mine.body.id;
    const s = fam.stranger.client;
    for (const v of ["thumb", "display", "original"]) {
      expect((await raw(s, `/photos/${id}/${v}`)).status).toBe(404);
      expect((await raw(null, `/photos/${id}/${v}`)).status).toBe(401);
    }
    expect((await s.get(`/photos/${id}`)).status).toBe(404);
    expect((await s.del(`/photos/${id}`)).status).toBe(404);
    expect((await s.post("/photos/heart", { photo_id: id })).status).toBe(404);
    expect((await s.post("/photos/comment", { photo_id: id, comment: "hi" })).status).toBe(404);
    expect((await s.get("/photos")).body.find((p: { id: number }) => p.id === id)).toBeUndefined();
    const albums = (await fam.owner.client.get("/albums")).body;
    expect((await raw(s, `/api/albums/${albums[0].id}/download`)).status).toBe(404);
    expect((await s.put(`/albums/${albums[0].id}`, { name: "Mine now" })).status).toBe(404);
    expect((await s.del(`/albums/${albums[0].id}`)).status).toBe(404);
    expect((await raw(fam.owner.client, `/photos/999999/thumb`)).status).toBe(404);
  });
});

describe("who may add and delete", () => {
  it("guests never add; members add while allow_all_users_add_photos is on; owner and admin always", async () => {
    const link = { title: "Role test", image_url: "https://example.com/r.jpg" };
    const guest = await fam.guest.client.post("/photos", link);
    expect(guest.status).toBe(403);
    expect((await fam.member.client.post("/photos", link)).status).toBe(200);

    expect((await fam.owner.client.post("/family/settings", { allow_all_users_add_photos: false })).status).toBe(200);
    expect((await fam.member.client.post("/photos", link)).status).toBe(403);
    expect((await upload(fam.member.client, { title: "x" }, { bytes: await png(20, 20), name: "x.png" })).status).toBe(403);
    expect((await fam.admin.client.post("/photos", link)).status).toBe(200);
    expect((await fam.owner.client.post("/photos", link)).status).toBe(200);
    expect((await fam.owner.client.post("/family/settings", { allow_all_users_add_photos: true })).status).toBe(200);
  });

  it("the uploader deletes their own; owner/admin delete anyone's ('Photo deleted by admin'); files go too", async () => {
    const bytes = await png(30, 30);
    const a = (await upload(fam.member.client, { title: "Mine 1" }, { bytes, name: "a.png" })).body;
    const b = (await upload(fam.member.client, { title: "Mine 2" }, { bytes, name: "b.png" })).body;
    const c = (await upload(fam.admin.client, { title: "Admin's" }, { bytes, name: "c.png" })).body;
    const files = filesUnder(uploadsDir()).length;

    expect((await fam.guest.client.del(`/photos/${a.id}`)).status).toBe(403);
    expect((await fam.member.client.del(`/photos/${c.id}`)).status).toBe(403);
    const own = await fam.member.client.del(`/photos/${a.id}`);
    expect(own.status).toBe(200);
    expect(own.body.message).toBe("Photo deleted successfully");
    expect(filesUnder(uploadsDir()).length).toBe(files - 3);
    const byAdmin = await fam.admin.client.del(`/photos/${b.id}`);
    expect(byAdmin.body.message).toBe("Photo deleted by admin");
    const byOwner = await fam.owner.client.del(`/photos/${c.id}`);
    expect(byOwner.body.message).toBe("Photo deleted by admin");
    expect((await fam.owner.client.get(`/photos/${c.id}`)).status).toBe(404);
    expect((await raw(fam.owner.client, `/photos/${c.id}/thumb`)).status).toBe(404);
    const audit = await fam.owner.client.get("/family/audit-logs");
    expect(JSON.stringify(audit.body)).toContain('Deleted photo \\"Mine 2\\"');
  });
});

/** `count` link photos in the owner's general album, written directly (uploading them would only slow the test). */
async function seedPhotos(client: ApiClient, count: number) {
  const albums = (await client.get("/albums")).body;
  const general = albums.find((a: { name: string }) => a.name === "general");
  const me = (await client.get("/auth/me")).body;
  const sqlite = await openSql(server);
  await sqlite.exec("BEGIN");
  for (let i = 1; i <= count; i++) {
    await sqlite.run(
      "INSERT INTO photos (family_id, album_id, title, uploaded_by, uploaded_by_name, image_url) SELECT family_id, ?, ?, id, name, 'https://example.com/s.jpg' FROM users WHERE id = ?",
      general.id,
      `Seeded ${i}`,
      me.id,
    );
  }
  await sqlite.exec("COMMIT");
  await sqlite.close();
}

describe("the free plan's photo limit", () => {
  it("the 50th photo is the last; the 51st is 403 with the spec's text", async () => {
    const owner = await createFamily(server.url, "Limit Owner", "Limit Family");
    await seedPhotos(owner.client, 49);

    const fiftieth = await upload(owner.client, { title: "Number 50" }, { bytes: await png(20, 20), name: "50.png" });
    expect(fiftieth.status).toBe(200);
    const before = filesUnder(uploadsDir()).length;
    const over = await upload(owner.client, { title: "Number 51" }, { bytes: await png(20, 20), name: "51.png" });
    expect(over.status).toBe(403);
    expect(over.body.detail).toBe("Photo limit reached. Please upgrade your subscription.");
    expect(filesUnder(uploadsDir()).length).toBe(before);
    const link = await owner.client.post("/photos", { title: "Link 51", image_url: "https://example.com/51.jpg" });
    expect(link.status).toBe(403);
    expect(link.body.detail).toBe("Photo limit reached. Please upgrade your subscription.");
    expect((await owner.client.get("/photos/album-list")).body).toEqual([{ name: "general", count: 50 }]);
  });

  it("at 49 photos, 20 concurrent adds give exactly one more (the limit is re-checked with the insert)", async () => {
    const owner = await createFamily(server.url, "Race Owner", "Race Family");
    await seedPhotos(owner.client, 49);

    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => owner.client.post("/photos", { title: `Race ${i}`, image_url: `https://example.com/race-${i}.jpg` })),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 403)) expect(r.body.detail).toBe("Photo limit reached. Please upgrade your subscription.");
    expect((await owner.client.get("/photos/album-list")).body).toEqual([{ name: "general", count: 50 }]);
    expect((await owner.client.get("/subscription/usage")).body.photos.current).toBe(50);
  });

  it("uploads racing for the last slot: one is stored, the refused ones leave no files behind", async () => {
    const owner = await createFamily(server.url, "Upload Racer", "Upload Race Family");
    await seedPhotos(owner.client, 49);

    const before = filesUnder(uploadsDir()).length;
    const bytes = await png(20, 20);
    const results = await Promise.all(Array.from({ length: 4 }, (_, i) => upload(owner.client, { title: `Up ${i}` }, { bytes, name: `${i}.png` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(3);
    // The one stored upload has its three files (original, display, thumbnail); nothing else is left.
    expect(filesUnder(uploadsDir()).length).toBe(before + 3);
    expect((await owner.client.get("/photos/album-list")).body).toEqual([{ name: "general", count: 50 }]);
  });
});

describe("hearts, comments and paging", () => {
  it("the Photos tab's tiles count hearts and comments, mark the viewer's own heart and page by album", async () => {
    const album = (await fam.owner.client.post("/albums", { name: "Tile counts" })).body;
    const add = async (title: string) => (await fam.member.client.post("/photos", { title, image_url: `https://example.com/${title}.jpg`, album: "Tile counts" })).body;
    await add("Quiet-tile");
    const busy = await add("Busy-tile");
    await fam.member.client.post("/photos/heart", { photo_id: busy.id });
    await fam.admin.client.post("/photos/heart", { photo_id: busy.id });
    for (const comment of ["One", "Two", "Three"]) await fam.owner.client.post("/photos/comment", { photo_id: busy.id, comment });
    const cookie = await signInCookie(server.url, fam.member.email, fam.member.password);
    const page = async (query: string) => {
      const res = await fetch(`${server.url}/dashboard/photos?${query}`, { headers: { Cookie: cookie } });
      expect(res.status).toBe(200);
      return res.text();
    };
    const tileText = (html: string, title: string) => {
      const at = html.indexOf(`alt="${title}"`);
      expect(at, title).toBeGreaterThan(-1);
      return html.slice(at, at + 600).replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    };
    const inAlbum = await page(`album=${encodeURIComponent(album.name)}`);
    expect(tileText(inAlbum, "Busy-tile")).toContain("♥ 2 hearts · 3 comments");
    expect(tileText(inAlbum, "Quiet-tile")).toContain("♡ 0 hearts · 0 comments");
    // The owner's view of the same tile: two hearts, none of them theirs.
    const ownerCookie = await signInCookie(server.url, fam.owner.email, fam.owner.password);
    const ownerHtml = await (await fetch(`${server.url}/dashboard/photos?album=${encodeURIComponent(album.name)}`, { headers: { Cookie: ownerCookie } })).text();
    expect(tileText(ownerHtml, "Busy-tile")).toContain("♡ 2 hearts");
    // The admin takes their heart back.
    const adminCookie = await signInCookie(server.url, fam.admin.email, fam.admin.password);
    await fam.admin.client.post("/photos/heart", { photo_id: busy.id });
    const after = await (await fetch(`${server.url}/dashboard/photos?album=${encodeURIComponent(album.name)}`, { headers: { Cookie: adminCookie } })).text();
    expect(tileText(after, "Busy-tile")).toContain("♡ 1 heart · 3 comments");
    // Another album's tiles are not in this album's grid.
    const general = await page("album=general");
    expect(general).not.toContain('alt="Busy-tile"');
  });

  it("hearts toggle per person; guests only look", async () => {
    const photo = (await fam.member.client.post("/photos", { title: "Heart me", image_url: "https://example.com/h.jpg" })).body;
    const on = await fam.member.client.post("/photos/heart", { photo_id: photo.id });
    expect(on.body).toMatchObject({ photo_id: photo.id, hearted: true, count: 1, hearts: [fam.member.userId] });
    const owner = await fam.owner.client.post("/photos/heart", { photo_id: photo.id });
    expect(owner.body).toMatchObject({ hearted: true, count: 2 });
    const off = await fam.member.client.post("/photos/heart", { photo_id: photo.id });
    expect(off.body).toMatchObject({ hearted: false, count: 1 });
    expect((await fam.guest.client.post("/photos/heart", { photo_id: photo.id })).status).toBe(403);
    expect((await fam.member.client.post("/photos/heart", { photo_id: "x" })).status).toBe(400);
    const me = (await fam.owner.client.get("/auth/me")).body;
    expect((await fam.member.client.get(`/photos/${photo.id}`)).body.hearts).toEqual([me.id]);
  });

  it("comments are added with the author's name; blank comments are ignored", async () => {
    const photo = (await fam.member.client.post("/photos", { title: "Comment me", image_url: "https://example.com/c.jpg" })).body;
    const blank = await fam.admin.client.post("/photos/comment", { photo_id: photo.id, comment: "   " });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ ignored: true, comment: null, comments_count: 0 });
    const real = await fam.admin.client.post("/photos/comment", { photo_id: photo.id, comment: "  What a view!  " });
    expect(real.body).toMatchObject({ ignored: false, comments_count: 1, comment: { comment: "What a view!", user_name: "Adam Admin", user_id: fam.admin.userId } });
    expect((await fam.admin.client.post("/photos/comment", { photo_id: photo.id, comment: "x".repeat(1001) })).status).toBe(400);
    expect((await fam.guest.client.post("/photos/comment", { photo_id: photo.id, comment: "hi" })).status).toBe(403);
    const got = (await fam.guest.client.get(`/photos/${photo.id}`)).body;
    expect(got.comments).toHaveLength(1);
    expect(Object.keys(got.comments[0]).sort()).toEqual(["comment", "created_at", "id", "user_id", "user_name"]);
  });

  it("the list carries each photo's hearts and comments as the photo itself does (PostgreSQL reads them in one statement)", async () => {
    const photo = (await fam.member.client.post("/photos", { title: "Listed details", image_url: "https://example.com/l.jpg" })).body;
    await fam.member.client.post("/photos/heart", { photo_id: photo.id });
    await fam.owner.client.post("/photos/heart", { photo_id: photo.id });
    await fam.admin.client.post("/photos/comment", { photo_id: photo.id, comment: "First" });
    await fam.member.client.post("/photos/comment", { photo_id: photo.id, comment: "Second" });
    const single = (await fam.owner.client.get(`/photos/${photo.id}`)).body;
    const listed = ((await fam.owner.client.get("/photos?limit=200")).body as { id: number }[]).find((p) => p.id === photo.id);
    expect(listed).toEqual(single);
    const owner = (await fam.owner.client.get("/auth/me")).body;
    expect(single.hearts).toEqual([fam.member.userId, owner.id]);
    expect(single.comments.map((c: { comment: string; user_name: string }) => [c.comment, c.user_name])).toEqual([
      ["First", "Adam Admin"],
      ["Second", "Mia Member"],
    ]);
    const quiet = (await fam.member.client.post("/photos", { title: "No details", image_url: "https://example.com/q.jpg" })).body;
    const listedQuiet = ((await fam.owner.client.get("/photos?limit=200")).body as { id: number; hearts: unknown; comments: unknown }[]).find((p) => p.id === quiet.id);
    expect(listedQuiet).toMatchObject({ hearts: [], comments: [] });
  });

  it("lists newest first, bounded, with a cursor", async () => {
    const c = fam.owner.client;
    const all = (await c.get("/photos?limit=200")).body as { id: number }[];
    expect(all.length).toBeGreaterThan(4);
    expect(all.map((p) => p.id)).toEqual([...all.map((p) => p.id)].sort((a, b) => b - a));
    const res = await fetch(`${server.url}/api/photos?limit=2`, { headers: { Authorization: `Bearer ${c.token}` } });
    const first = (await res.json()) as { id: number }[];
    expect(first.map((p) => p.id)).toEqual(all.slice(0, 2).map((p) => p.id));
    const cursor = res.headers.get("x-next-cursor");
    expect(cursor).toBe(String(all[1]!.id));
    const second = (await c.get(`/photos?limit=2&cursor=${cursor}`)).body as { id: number }[];
    expect(second.map((p) => p.id)).toEqual(all.slice(2, 4).map((p) => p.id));
    expect((await c.get("/photos?limit=500")).status).toBe(400);
    expect((await c.get("/photos?limit=abc")).status).toBe(400);
  });
});

describe("albums", () => {
  it("owner and admin manage albums with the spec's rules; members and guests cannot", async () => {
    const o = fam.owner.client;
    expect((await fam.member.client.post("/albums", { name: "Member album" })).status).toBe(403);
    expect((await fam.guest.client.post("/albums", { name: "Guest album" })).status).toBe(403);
    expect((await o.post("/albums", { name: "  " })).body.detail).toBe("Please enter an album name");
    expect((await o.post("/albums", { name: "x".repeat(51) })).body.detail).toBe("Album name must be less than 50 characters");
    expect((await o.post("/albums", { name: "y".repeat(50) })).status).toBe(200);
    const summer = await o.post("/albums", { name: "Summer 2024", description: "Beach week" });
    expect(summer.status).toBe(200);
    expect(summer.body).toMatchObject({ name: "Summer 2024", description: "Beach week", created_by_name: "Olivia Owner", photo_count: 0 });
    const dup = await fam.admin.client.post("/albums", { name: "summer 2024" });
    expect(dup.status).toBe(409);
    expect(dup.body.detail).toBe('An album named "Summer 2024" already exists');
    expect((await o.post("/albums", { name: "General" })).status).toBe(409);

    expect((await fam.member.client.put(`/albums/${summer.body.id}`, { name: "Hijack" })).status).toBe(403);
    const renamed = await fam.admin.client.put(`/albums/${summer.body.id}`, { name: "Summer '24" });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe("Summer '24");

    const general = (await o.get("/albums")).body.find((a: { name: string }) => a.name === "general");
    expect(general.is_default).toBe(true);
    expect((await o.del(`/albums/${general.id}`)).body.detail).toBe("The default album cannot be deleted");
    expect((await o.put(`/albums/${general.id}`, { name: "misc" })).status).toBe(400);

    const p = await fam.member.client.post("/photos", { title: "Sandcastle", image_url: "https://example.com/s.jpg", album: "summer '24" });
    expect(p.body.album).toBe("Summer '24");
    const filtered = (await fam.member.client.get(`/photos?album=${encodeURIComponent("Summer '24")}`)).body;
    expect(filtered.map((x: { id: number }) => x.id)).toEqual([p.body.id]);
    const list = (await fam.guest.client.get("/photos/album-list")).body;
    expect(list).toContainEqual({ name: "Summer '24", count: 1 });

    expect((await fam.member.client.del(`/albums/${summer.body.id}`)).status).toBe(403);
    const deleted = await fam.admin.client.del(`/albums/${summer.body.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.moved).toBe(1);
    expect((await o.get(`/photos/${p.body.id}`)).body.album).toBe("general");
    expect((await o.get("/albums")).body.some((a: { name: string }) => a.name === "Summer '24")).toBe(false);
  });

  it("an album downloads as a zip of every original, stored, with unique names", async () => {
    const o = fam.owner.client;
    const album = (await o.post("/albums", { name: "Reunion" })).body;
    const one = await png(60, 40, { r: 200, g: 10, b: 10 });
    const two = await png(61, 40, { r: 10, g: 200, b: 10 });
    const three = await phoneJpeg(120, 80);
    for (const [title, bytes, name] of [
      ["Group photo", one, "a.png"],
      ["Group photo", two, "b.png"],
      ["Cake", three, "c.jpg"],
    ] as const) {
      expect((await upload(o, { title, album: "Reunion" }, { bytes, name })).status).toBe(200);
    }
    await o.post("/photos", { title: "Elsewhere", image_url: "https://example.com/e.jpg", album: "Reunion" });

    const res = await raw(fam.guest.client, `/api/albums/${album.id}/download`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="reunion.zip"');
    const entries = zipEntries(res.bytes);
    expect(entries.map((e) => e.name)).toEqual(["group-photo.png", "group-photo-2.png", "cake.jpg", "links.txt"]);
    expect(entries.slice(0, 3).map((e) => e.size)).toEqual([one.length, two.length, three.length]);
    expect(entries.every((e) => e.method === 0)).toBe(true); // store mode
    expect(res.bytes.includes(three)).toBe(true); // the original bytes, untouched
  });
});
