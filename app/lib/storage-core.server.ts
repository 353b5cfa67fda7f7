// The storage core (decision records 212 and 232): the interface every store implements and the
// helpers both stores use (keys, the byte limit, the scratch directory). The disk store
// (storage.server.ts) and the S3 store (storage-s3.server.ts) import this module; neither imports
// the other's module, and storage.server.ts chooses between them.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Transform, type Readable } from "node:stream";
import { dataDir } from "./db.server";

export type StoredObject = {
  /** The bytes, read as a stream (the caller must consume or destroy it). */
  stream: Readable;
  size: number;
};

export interface Storage {
  /** Writes `body` under `key`; refuses (and keeps nothing) past `maxBytes`. Returns the size. */
  put(key: string, body: Readable | Uint8Array, opts?: { maxBytes?: number }): Promise<{ bytes: number }>;
  /** The object, or null when there is none. */
  get(key: string): Promise<StoredObject | null>;
  /** The object's size without reading it, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

export class StorageLimitError extends Error {
  constructor(public limit: number) {
    super(`stored object is larger than ${limit} bytes`);
  }
}

const KEY = /^[a-z0-9]{2}\/[a-z0-9]{32}\.[a-z0-9]{2,5}$/;

/** A new random key, e.g. "3f/3fa9…(32 hex).webp"; the extension says what the object is. */
export function newKey(ext: string): string {
  const id = randomBytes(16).toString("hex");
  return `${id.slice(0, 2)}/${id}.${ext.replace(/[^a-z0-9]/g, "").slice(0, 5) || "bin"}`;
}

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

/** Counts bytes as they pass and fails once `limit` is passed. */
export function byteLimit(limit: number, onBytes?: (n: number) => void): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      onBytes?.(bytes);
      if (bytes > limit) done(new StorageLimitError(limit));
      else done(null, chunk);
    },
  });
}

/** A scratch directory for uploads being received (same disk as the store, emptied per request). */
export function scratchDir(): string {
  const dir = path.join(dataDir(), "tmp");
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
