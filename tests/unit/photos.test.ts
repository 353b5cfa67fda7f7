// The image pipeline and the upload reader on real bytes (images generated with sharp here),
// plus the pure photo rules: type decisions, image URL kinds, file names, paging.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { phoneJpeg, pixel, png } from "../helpers/images";

process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-unit-photos-"));
process.env.PHOTO_MAX_BYTES = String(200 * 1024);

const { processImage, THUMB_PX, DISPLAY_PX } = await import("~/features/photos/images.server");
const { readUpload } = await import("~/lib/upload.server");
const { DiskStorage, newKey, isValidKey, StorageLimitError } = await import("~/lib/storage.server");
const { resetEnvCache } = await import("~/lib/env.server");
const rules = await import("~/features/photos/rules");

beforeAll(() => resetEnvCache());

function multipart(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]): Request {
  const form = new FormData();
  for (const p of parts) {
    if (p.filename !== undefined) form.append(p.name, new Blob([typeof p.value === "string" ? p.value : new Uint8Array(p.value)], { type: p.type ?? "application/octet-stream" }), p.filename);
    else form.append(p.name, p.value as string);
  }
  return new Request("http://localhost/dashboard/photos", { method: "POST", body: form });
}

const scratch = () => path.join(process.env.DATA_DIR!, "tmp");
const scratchFiles = () => (fs.existsSync(scratch()) ? fs.readdirSync(scratch()) : []);

describe("image pipeline", () => {
  it("rotates a phone JPEG by its EXIF orientation and strips EXIF (GPS included) from both copies", async () => {
    const jpeg = await phoneJpeg(300, 200);
    const before = await sharp(jpeg).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();

    const out = await processImage(jpeg);
    expect(out.type).toBe("jpeg");
    expect(out.mime).toBe("image/jpeg");
    // 300x200 shown rotated is 200x300
    expect([out.width, out.height]).toEqual([200, 300]);
    for (const copy of [out.thumb, out.display]) {
      const meta = await sharp(copy).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect([meta.width, meta.height]).toEqual([200, 300]);
    }
    // The left (red) half is on top after a 90° clockwise turn; the right (blue) half below.
    const top = await pixel(out.thumb, 100, 20);
    const bottom = await pixel(out.thumb, 100, 280);
    expect(top.r).toBeGreaterThan(150);
    expect(top.b).toBeLessThan(100);
    expect(bottom.b).toBeGreaterThan(150);
    expect(bottom.r).toBeLessThan(100);
  });

  it("makes a ~400 px thumbnail and a ~1600 px display copy of a large image", async () => {
    const big = await png(3000, 2000);
    const out = await processImage(big);
    expect(out.type).toBe("png");
    const thumb = await sharp(out.thumb).metadata();
    const display = await sharp(out.display).metadata();
    expect([thumb.width, thumb.height]).toEqual([THUMB_PX, 267]);
    expect([display.width, display.height]).toEqual([DISPLAY_PX, 1067]);
  });

  it("refuses a text file named .jpg, an SVG and an empty buffer with the spec's message", async () => {
    await expect(processImage(Buffer.from("just some text, not a picture"))).rejects.toMatchObject({ status: 400, message: rules.PHOTO_MSG.notImage });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    await expect(processImage(svg)).rejects.toMatchObject({ status: 400 });
    await expect(processImage(Buffer.alloc(0))).rejects.toMatchObject({ status: 400 });
  });

  it("refuses a truncated JPEG", async () => {
    const jpeg = await phoneJpeg(300, 200);
    await expect(processImage(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toMatchObject({ status: 400 });
  });
});

describe("type and size decisions", () => {
  it("decides the type by the decoded format, never the name", () => {
    expect(rules.imageTypeOf({ format: "jpeg" })).toBe("jpeg");
    expect(rules.imageTypeOf({ format: "heif", compression: "av1" })).toBe("avif");
    expect(rules.imageTypeOf({ format: "heif", compression: "hevc" })).toBe("heic");
    expect(rules.imageTypeOf({ format: "svg" })).toBeNull();
    expect(rules.imageTypeOf({ format: "tiff" })).toBeNull();
    expect(rules.imageTypeOf({})).toBeNull();
  });

  it("reads image_url: http(s) links, base64 data URLs, anything else is invalid", () => {
    expect(rules.readImageUrl("")).toEqual({ kind: "none" });
    expect(rules.readImageUrl(" https://example.com/a.jpg ")).toEqual({ kind: "link", url: "https://example.com/a.jpg" });
    expect(rules.readImageUrl("javascript:alert(1)")).toEqual({ kind: "invalid" });
    expect(rules.readImageUrl("ftp://example.com/a.jpg")).toEqual({ kind: "invalid" });
    expect(rules.readImageUrl("/photos/1/display")).toEqual({ kind: "invalid" });
    const data = rules.readImageUrl(`data:image/png;base64,${Buffer.from("hello").toString("base64")}`);
    expect(data.kind).toBe("data");
    expect(data.kind === "data" && data.bytes.toString()).toBe("hello");
    expect(rules.readImageUrl("data:image/png;base64,***")).toEqual({ kind: "invalid" });
  });

  it("names downloads safely and uniquely", () => {
    expect(rules.safeFileName("Grandma's 90th — Birthday!", "jpg")).toBe("grandma-s-90th-birthday.jpg");
    expect(rules.safeFileName("../../etc/passwd", "png")).toBe("etc-passwd.png");
    expect(rules.safeFileName("日本", "webp")).toBe("photo.webp");
    const taken = new Set<string>();
    expect(["a.jpg", "a.jpg", "A.jpg", "b.jpg"].map((n) => rules.uniqueName(taken, n))).toEqual(["a.jpg", "a-2.jpg", "A-3.jpg", "b.jpg"]);
  });

  it("bounds the grid: first 6, steps of 6, at most 200", () => {
    expect(rules.shownCount(null)).toBe(6);
    expect(rules.shownCount("12")).toBe(12);
    expect(rules.shownCount("13")).toBe(18);
    expect(rules.shownCount("1")).toBe(6);
    expect(rules.shownCount("99999")).toBe(200);
    expect(rules.shownCount("abc")).toBe(6);
  });
});

describe("upload reader and storage", () => {
  it("streams the file field to a scratch file and reads text fields", async () => {
    const bytes = await png(64, 64);
    const upload = await readUpload(
      multipart([
        { name: "intent", value: "add-photo" },
        { name: "title", value: "Lake" },
        { name: "file", value: bytes, filename: "lake.png", type: "image/png" },
      ]),
      { fileField: "file" },
    );
    expect(upload.fields).toEqual({ intent: "add-photo", title: "Lake" });
    expect(upload.file?.bytes).toBe(bytes.length);
    expect(upload.file?.filename).toBe("lake.png");
    expect(fs.readFileSync(upload.file!.path).equals(bytes)).toBe(true);
    await upload.cleanup();
    expect(fs.existsSync(upload.file!.path)).toBe(false);
  });

  it("treats an empty file part (no file chosen) as no file", async () => {
    const upload = await readUpload(multipart([{ name: "title", value: "x" }, { name: "file", value: Buffer.alloc(0), filename: "" }]), { fileField: "file" });
    expect(upload.file).toBeNull();
    await upload.cleanup();
    expect(scratchFiles()).toEqual([]);
  });

  it("answers 413 past PHOTO_MAX_BYTES and keeps nothing", async () => {
    const tooBig = Buffer.alloc(200 * 1024 + 1, 7);
    await expect(readUpload(multipart([{ name: "title", value: "x" }, { name: "file", value: tooBig, filename: "big.jpg" }]), { fileField: "file" })).rejects.toMatchObject({
      status: 413,
    });
    expect(scratchFiles()).toEqual([]);
  });

  it("refuses a body that is not multipart with 415", async () => {
    const req = new Request("http://localhost/x", { method: "POST", body: "a=1", headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    await expect(readUpload(req, { fileField: "file" })).rejects.toMatchObject({ status: 415 });
  });

  it("disk storage: random keys, put/get/delete, a cap that keeps nothing", async () => {
    const store = new DiskStorage(path.join(process.env.DATA_DIR!, "store-test"));
    const key = newKey("jpg");
    expect(isValidKey(key)).toBe(true);
    expect(isValidKey("../../etc/passwd")).toBe(false);
    expect(newKey("jpg")).not.toBe(key);
    await store.put(key, Buffer.from("hello"));
    const got = await store.get(key);
    expect(got?.size).toBe(5);
    const chunks: Buffer[] = [];
    for await (const c of got!.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe("hello");
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    const capped = newKey("bin");
    await expect(store.put(capped, Buffer.alloc(100), { maxBytes: 10 })).rejects.toBeInstanceOf(StorageLimitError);
    expect(await store.get(capped)).toBeNull();
    const dir = path.join(process.env.DATA_DIR!, "store-test", capped.slice(0, 2));
    expect(fs.readdirSync(dir)).toEqual([]);
  });
});
