// The storage interface over an S3-compatible bucket (decision record 212): AWS S3, MinIO, Garage,
// SeaweedFS, Ceph RGW, Cloudflare R2... `@aws-sdk/client-s3` is loaded on the first file read or
// written (decision record 127), never at start-up.
// - Non-AWS servers: path-style addressing (S3_FORCE_PATH_STYLE=1) and checksums only where the
//   S3 API requires them (`WHEN_REQUIRED`): the SDK's default CRC32 trailers are refused by many.
// - A put sends one PutObject with its Content-Length: bytes as they are; a stream of a file
//   (the upload's scratch file) straight from that file; any other stream is first written to a
//   scratch file (counted against `maxBytes`), so nothing is ever held whole in memory.
// - A get answers the response body as a stream (the download routes and album zips pipe it on).
// - Every request has a connect deadline and an idle deadline (S3_CONNECT_TIMEOUT_MS,
//   S3_IDLE_TIMEOUT_MS): a bucket that stops answering fails the request instead of holding it.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type * as S3 from "@aws-sdk/client-s3";
import { lazyModule } from "./lazy-module.server";
import { StorageLimitError, byteLimit, isValidKey, scratchDir, type Storage, type StoredObject } from "./storage-core.server";

const sdk = lazyModule<typeof S3>("@aws-sdk/client-s3");

export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  /** Prefix of every object's name in the bucket ("" or ending with "/"). */
  prefix?: string;
  /** Where streams of unknown length are spooled before upload (default: $DATA_DIR/tmp). */
  scratch?: () => string;
  /** Connecting to the bucket's server (default 5 s). */
  connectTimeoutMs?: number;
  /** Any silence while a request is sent or answered (default 30 s; a large upload may take longer as a whole). */
  idleTimeoutMs?: number;
};

function notFound(error: unknown): boolean {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === "NoSuchKey" || e?.name === "NotFound" || e?.$metadata?.httpStatusCode === 404;
}

export class S3Storage implements Storage {
  private client: S3.S3Client | undefined;

  constructor(private settings: S3Settings) {}

  private s3(): S3.S3Client {
    if (!this.client) {
      const { S3Client } = sdk();
      const s = this.settings;
      this.client = new S3Client({
        region: s.region,
        endpoint: s.endpoint,
        forcePathStyle: s.forcePathStyle,
        credentials: s.accessKeyId && s.secretAccessKey ? { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } : undefined,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
        // Deadlines: connecting, and any silence on the socket (the SDK retries, then fails).
        requestHandler: { connectionTimeout: s.connectTimeoutMs ?? 5_000, socketTimeout: s.idleTimeoutMs ?? 30_000 },
      });
    }
    return this.client;
  }

  private name(key: string): string {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    return `${this.settings.prefix ?? ""}${key}`;
  }

  async put(key: string, body: Readable | Uint8Array, opts: { maxBytes?: number } = {}): Promise<{ bytes: number }> {
    const Key = this.name(key);
    const limit = opts.maxBytes ?? Number.MAX_SAFE_INTEGER;
    if (!(body instanceof Readable)) {
      if (body.byteLength > limit) throw new StorageLimitError(limit);
      await this.send(Key, body, body.byteLength);
      return { bytes: body.byteLength };
    }
    if (body instanceof fs.ReadStream && typeof body.path === "string" && (body as { start?: number }).start === undefined && body.bytesRead === 0) {
      // A file on disk (the upload's scratch file): its size is known, it is sent as it is.
      const { size } = await fs.promises.stat(body.path);
      if (size > limit) {
        body.destroy();
        throw new StorageLimitError(limit);
      }
      await this.send(Key, body, size);
      return { bytes: size };
    }
    const dir = this.settings.scratch?.() ?? scratchDir();
    const temp = path.join(dir, `s3-${randomBytes(8).toString("hex")}.part`);
    let bytes = 0;
    try {
      await pipeline(body, byteLimit(limit, (n) => (bytes = n)), fs.createWriteStream(temp, { flags: "wx" }));
      await this.send(Key, fs.createReadStream(temp), bytes);
    } finally {
      await fs.promises.rm(temp, { force: true });
    }
    return { bytes };
  }

  private async send(Key: string, Body: Readable | Uint8Array, ContentLength: number) {
    const { PutObjectCommand } = sdk();
    await this.s3().send(new PutObjectCommand({ Bucket: this.settings.bucket, Key, Body, ContentLength }));
  }

  async get(key: string): Promise<StoredObject | null> {
    if (!isValidKey(key)) return null;
    const { GetObjectCommand } = sdk();
    try {
      const res = await this.s3().send(new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.name(key) }));
      const stream = res.Body as Readable;
      return { stream, size: res.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    if (!isValidKey(key)) return null;
    const { HeadObjectCommand } = sdk();
    try {
      const res = await this.s3().send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.name(key) }));
      return { size: res.ContentLength ?? 0 };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    if (!isValidKey(key)) return;
    const { DeleteObjectCommand } = sdk();
    await this.s3().send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.name(key) }));
  }
}
