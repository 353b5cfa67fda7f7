// The storage interface's contract (decision record 212), run against both implementations: files
// on disk (the default) and an S3-compatible bucket (s3rver, a real S3 HTTP API on loopback).
// Every feature only uses this interface, so a backend that passes this passes for photos,
// thumbnails, logos, album zips and backups.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { randomBytes } from "node:crypto";
import net from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { DiskStorage, StorageLimitError, newKey, type Storage } from "~/lib/storage.server";
import { S3Storage } from "~/lib/storage-s3.server";
import { startS3, type TestS3 } from "../helpers/s3";

let s3: TestS3;
beforeAll(async () => {
  s3 = await startS3();
});
afterAll(async () => {
  await s3?.stop();
});

const backends: [string, () => Storage][] = [
  ["disk", () => new DiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), "kindred-store-")))],
  [
    "S3",
    () =>
      new S3Storage({
        bucket: s3.bucket,
        endpoint: s3.endpoint,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        forcePathStyle: true,
        prefix: `run-${randomBytes(4).toString("hex")}/`,
      }),
  ],
];

/** A stream of `size` bytes in small chunks, of unknown length to the reader. */
function chunked(bytes: Buffer, chunk = 16 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let i = 0; i < bytes.length; i += chunk) yield bytes.subarray(i, i + chunk);
    })(),
  );
}

async function readAll(store: Storage, key: string): Promise<Buffer | null> {
  const object = await store.get(key);
  if (!object) return null;
  const parts: Buffer[] = [];
  for await (const part of object.stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe.each(backends)("%s storage", (_name, make) => {
  let store: Storage;
  beforeAll(() => {
    store = make();
  });

  it("puts bytes and gets them back as a stream with their size; stat answers the size", async () => {
    const key = newKey("webp");
    const bytes = randomBytes(3000);
    expect(await store.put(key, bytes)).toEqual({ bytes: 3000 });
    const object = await store.get(key);
    expect(object?.size).toBe(3000);
    object!.stream.destroy();
    expect(await readAll(store, key)).toEqual(bytes);
    expect(await store.stat(key)).toEqual({ size: 3000 });
  });

  it("puts a stream of unknown length (1 MiB in 16 KiB chunks) and a file stream", async () => {
    const key = newKey("jpg");
    const bytes = randomBytes(1024 * 1024);
    expect(await store.put(key, chunked(bytes))).toEqual({ bytes: bytes.length });
    expect((await readAll(store, key))?.equals(bytes)).toBe(true);

    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kindred-src-")), "upload.bin");
    fs.writeFileSync(file, bytes.subarray(0, 70_000));
    const fromFile = newKey("png");
    expect(await store.put(fromFile, fs.createReadStream(file))).toEqual({ bytes: 70_000 });
    expect((await readAll(store, fromFile))?.equals(bytes.subarray(0, 70_000))).toBe(true);
  });

  it("refuses past maxBytes and keeps nothing (bytes, stream, file)", async () => {
    const big = randomBytes(5000);
    const fromBytes = newKey("jpg");
    await expect(store.put(fromBytes, big, { maxBytes: 4096 })).rejects.toBeInstanceOf(StorageLimitError);
    const fromStream = newKey("jpg");
    await expect(store.put(fromStream, chunked(big, 1000), { maxBytes: 4096 })).rejects.toBeInstanceOf(StorageLimitError);
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "kindred-src-")), "big.bin");
    fs.writeFileSync(file, big);
    const fromFile = newKey("jpg");
    await expect(store.put(fromFile, fs.createReadStream(file), { maxBytes: 4096 })).rejects.toBeInstanceOf(StorageLimitError);
    for (const key of [fromBytes, fromStream, fromFile]) {
      expect(await store.get(key)).toBeNull();
      expect(await store.stat(key)).toBeNull();
    }
  });

  it("a missing key is null; a malformed key is null and never touches the store", async () => {
    expect(await store.get(newKey("webp"))).toBeNull();
    expect(await store.stat(newKey("webp"))).toBeNull();
    for (const bad of ["../../etc/passwd", "ab/../../x.webp", "", "AB/" + "a".repeat(32) + ".webp"]) {
      expect(await store.get(bad)).toBeNull();
      expect(await store.stat(bad)).toBeNull();
      await expect(store.delete(bad)).resolves.toBeUndefined();
      await expect(store.put(bad, Buffer.from("x"))).rejects.toThrow(/invalid storage key/);
    }
  });

  it("overwrites a key, deletes it, and deleting again is not an error", async () => {
    const key = newKey("txt");
    await store.put(key, Buffer.from("first"));
    await store.put(key, Buffer.from("second, longer"));
    expect(await text((await store.get(key))!.stream)).toBe("second, longer");
    await store.delete(key);
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it("serves many reads at once (streams consumed in parallel)", async () => {
    const keys = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const key = newKey("webp");
        await store.put(key, Buffer.alloc(20_000 + i, i));
        return key;
      }),
    );
    const read = await Promise.all(keys.map((k) => readAll(store, k)));
    read.forEach((bytes, i) => {
      expect(bytes?.length).toBe(20_000 + i);
      expect(bytes?.every((b) => b === i)).toBe(true);
    });
  });
});

describe("durability and deadlines (issue 35)", () => {
  it("disk: a stored file is fsynced before its rename, and its directory (and a new directory's parent) after it", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-durable-"));
    const store = new DiskStorage(root);
    const key = newKey("webp");
    const synced: string[] = [];
    const fileSyncs: number[] = [];
    const realOpen = fs.promises.open;
    const realFsync = fs.fsync;
    // Which paths were opened and fsynced (directories through a FileHandle, the file by its stream).
    const open = vi.spyOn(fs.promises, "open").mockImplementation(async (...args: Parameters<typeof realOpen>) => {
      const handle = await realOpen(...args);
      const sync = handle.sync.bind(handle);
      handle.sync = async () => {
        synced.push(String(args[0]));
        return sync();
      };
      return handle;
    });
    const fsync = vi.spyOn(fs, "fsync").mockImplementation(((fd: number, cb: (e: NodeJS.ErrnoException | null) => void) => {
      fileSyncs.push(fd);
      return realFsync(fd, cb);
    }) as typeof fs.fsync);
    try {
      await store.put(key, Buffer.from("a photo"));
    } finally {
      open.mockRestore();
      fsync.mockRestore();
    }
    expect(fileSyncs.length).toBeGreaterThanOrEqual(1);
    expect(synced).toEqual([path.join(root, key.slice(0, 2)), root]);
    expect(fs.readFileSync(path.join(root, key), "utf8")).toBe("a photo");
  });

  it("S3: a bucket that accepts the connection and never answers fails the request after the idle deadline", async () => {
    const sockets = new Set<import("node:net").Socket>();
    const silent = net.createServer((socket) => {
      sockets.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as import("node:net").AddressInfo).port;
    const store = new S3Storage({
      bucket: "stalled",
      endpoint: `http://127.0.0.1:${port}`,
      region: "us-east-1",
      accessKeyId: "x",
      secretAccessKey: "y",
      forcePathStyle: true,
      connectTimeoutMs: 500,
      idleTimeoutMs: 300,
    });
    const started = Date.now();
    try {
      await expect(store.stat(newKey("webp"))).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      for (const s of sockets) s.destroy();
      await new Promise((r) => silent.close(r));
    }
  }, 20_000);
});
