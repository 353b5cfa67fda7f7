// Where uploaded files live (photos, thumbnails, logos): a small interface (put a stream, read a
// stream, stat, delete; decision record 212) with two implementations chosen at start-up:
// - `DiskStorage` under $DATA_DIR/uploads (the default, zero configuration);
// - `S3Storage` in an S3-compatible bucket when S3_BUCKET is set (several servers share it).
// Keys are random (never a user's file name) and only ever come from `newKey`, so a key can be
// checked by shape and can never escape the directory (or the bucket's key space).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { dataDir } from "./db.server";
import { env } from "./env.server";
import { S3Storage } from "./storage-s3.server";
import { byteLimit, isValidKey, type Storage, type StoredObject } from "./storage-core.server";

export { StorageLimitError, byteLimit, isValidKey, newKey, scratchDir, type Storage, type StoredObject } from "./storage-core.server";

export class DiskStorage implements Storage {
  constructor(private root: string) {}

  private file(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return path.join(this.root, key);
  }

  /**
   * Durable before it resolves (the row naming the file commits after it, with synchronous=FULL):
   * the bytes are fsynced before the rename, and the directory after it (and its parent, when the
   * directory is new), so a power loss cannot leave a committed row pointing at a missing file.
   */
  async put(key: string, body: Readable | Uint8Array, opts: { maxBytes?: number } = {}) {
    const target = this.file(key);
    const dir = path.dirname(target);
    const created = await fs.promises.mkdir(dir, { recursive: true });
    // Written to a temporary name first, so a half-written file is never visible under its key.
    const temp = `${target}.${randomBytes(6).toString("hex")}.part`;
    let bytes = 0;
    const source = body instanceof Readable ? body : Readable.from([Buffer.from(body)]);
    try {
      await pipeline(
        source,
        byteLimit(opts.maxBytes ?? Number.MAX_SAFE_INTEGER, (n) => (bytes = n)),
        fs.createWriteStream(temp, { flags: "wx", flush: true }),
      );
      await fs.promises.rename(temp, target);
      await syncDirectory(dir);
      if (created) await syncDirectory(path.dirname(dir));
    } catch (error) {
      await fs.promises.rm(temp, { force: true });
      throw error;
    }
    return { bytes };
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const file = this.file(key);
    try {
      const handle = await fs.promises.open(file, "r");
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    if (!isValidKey(key)) return null;
    try {
      const stats = await fs.promises.stat(this.file(key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    await fs.promises.rm(this.file(key), { force: true });
  }
}

/** fsync of a directory (its entries: a rename, a new file). Not possible on Windows: skipped there. */
export async function syncDirectory(dir: string): Promise<void> {
  let handle: fs.promises.FileHandle | undefined;
  try {
    handle = await fs.promises.open(dir, "r");
    await handle.sync();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== "EPERM" && code !== "EISDIR" && code !== "EINVAL" && code !== "EACCES") throw error;
  } finally {
    await handle?.close();
  }
}

let instance: Storage | undefined;

/** The configured store: the S3 bucket when S3_BUCKET is set, else files under $DATA_DIR/uploads. */
export function storage(): Storage {
  if (!instance) {
    const e = env();
    instance = e.S3_BUCKET
      ? new S3Storage({
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          prefix: e.S3_PREFIX,
          connectTimeoutMs: e.S3_CONNECT_TIMEOUT_MS,
          idleTimeoutMs: e.S3_IDLE_TIMEOUT_MS,
        })
      : new DiskStorage(path.join(dataDir(), "uploads"));
  }
  return instance;
}

/** Chooses the store (start-up) and says where files are stored, for the log. */
export function storageStartupLine(): string {
  storage();
  const e = env();
  if (!e.S3_BUCKET) return `[kindred] files: ${path.join(dataDir(), "uploads")}`;
  return `[kindred] files: S3 bucket ${e.S3_BUCKET}${e.S3_PREFIX ? ` under ${e.S3_PREFIX}` : ""} at ${e.S3_ENDPOINT ?? `AWS ${e.S3_REGION}`}`;
}

/** Removes stored objects, best effort: a key already gone is fine, a failure is logged, never thrown. */
export async function removeStored(keys: Iterable<string | null | undefined>): Promise<void> {
  const store = storage();
  await Promise.all(
    [...keys].filter((k): k is string => !!k).map((k) => store.delete(k).catch((error: unknown) => console.error(`[storage] could not remove ${k}:`, error))),
  );
}
