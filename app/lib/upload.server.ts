// Streamed multipart uploads with a size cap. The generic page/API body cap (MAX_BODY_BYTES,
// 1 MB) does not fit photos, so an upload route reads its body here instead: the multipart body
// is parsed as a stream (busboy), the one file field is written to a scratch file as it
// arrives, text fields are small and capped, and past the cap the answer is 413 with nothing kept.
import fs from "node:fs";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { randomBytes } from "node:crypto";
import busboy from "busboy";
import { HttpError, badRequest } from "./http.server";
import { env } from "./env.server";
import { scratchDir } from "./storage.server";

export type ReceivedFile = {
  /** The scratch file holding the bytes as sent (deleted by `cleanup`). */
  path: string;
  bytes: number;
  /** What the browser said; never trusted for the type and never used as a storage name. */
  filename: string;
  declaredType: string;
};

export type Upload = {
  /** Text fields (a repeated name becomes a list). */
  fields: Record<string, string | string[]>;
  /** The file field, or null when none was chosen. */
  file: ReceivedFile | null;
  /** Every file of the file field, in order (at most `maxFiles`; `file` is the first). */
  files: ReceivedFile[];
  /** Removes the scratch file; call it in a `finally`. */
  cleanup: () => Promise<void>;
};

export type UploadOptions = {
  /** The form field holding the file (other file fields are read and dropped). */
  fileField: string;
  /** The file's cap (default PHOTO_MAX_BYTES). */
  maxFileBytes?: number;
  /** Each text field's cap. */
  maxFieldBytes?: number;
  maxFields?: number;
  /** How many files the file field may hold (default 1); more is a 413 with nothing kept. */
  maxFiles?: number;
  /** The text of that 413. */
  tooManyFiles?: string;
};

export function fileTooLarge(limit: number) {
  const mb = Math.round((limit / (1024 * 1024)) * 10) / 10;
  return new HttpError(413, `The file is too large. The limit is ${mb} MB.`, [], {}, { id: "The file is too large. The limit is {mb} MB.", values: { mb } });
}

/**
 * A body that passes the cap is still read (and thrown away) up to this much more, so the browser
 * gets to see the 413 instead of a reset connection; beyond it the connection is cut.
 */
const DRAIN_ALLOWANCE = 64 * 1024 * 1024;
const FIELDS_ALLOWANCE = 1024 * 1024;

/** Reads a multipart/form-data request as a stream (busboy). 415 for another type, 413 past the caps. */
export async function readUpload(request: Request, opts: UploadOptions): Promise<Upload> {
  const maxFile = opts.maxFileBytes ?? env().PHOTO_MAX_BYTES;
  const maxField = opts.maxFieldBytes ?? 64 * 1024;
  const maxFields = opts.maxFields ?? 50;
  const maxFiles = opts.maxFiles ?? 1;
  const contentType = request.headers.get("Content-Type") ?? "";
  if (contentType.split(";")[0].trim().toLowerCase() !== "multipart/form-data") {
    throw new HttpError(415, "Uploads must be sent as multipart/form-data");
  }
  if (!request.body) throw badRequest("The form could not be read. Please try again.");

  const hardLimit = maxFile * maxFiles + FIELDS_ALLOWANCE + DRAIN_ALLOWANCE;
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (Number.isFinite(declared) && declared > hardLimit) throw fileTooLarge(maxFile);

  const fields: Record<string, string | string[]> = {};
  const received: { order: number; file: ReceivedFile }[] = [];
  let opened = 0;
  let tooLarge: HttpError | null = null;
  const scratch: string[] = [];
  const cleanup = async () => {
    await Promise.all(scratch.map((p) => fs.promises.rm(p, { force: true })));
  };

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      // Past a cap busboy marks the part (truncated, or an event) and the rest is read and dropped.
      limits: { fileSize: maxFile, fieldSize: maxField, fields: maxFields, parts: maxFields + 10 },
    });
  } catch {
    throw badRequest("The form could not be read. Please try again.");
  }
  const writes: Promise<void>[] = [];
  parser.on("file", (name, stream, info) => {
    if (name !== opts.fileField || tooLarge) {
      stream.resume(); // another file field: read and dropped
      return;
    }
    if (opened >= maxFiles) {
      // One file more than allowed: a second file of a one-file field is dropped (as before);
      // past a larger allowance the whole upload is refused.
      if (maxFiles > 1 && info.filename) tooLarge ??= new HttpError(413, opts.tooManyFiles ?? "Too many files");
      stream.resume();
      return;
    }
    const order = opened++;
    const target = path.join(scratchDir(), `upload-${randomBytes(16).toString("hex")}`);
    scratch.push(target);
    const out = fs.createWriteStream(target, { flags: "wx" });
    let bytes = 0;
    stream.on("data", (chunk: Buffer) => (bytes += chunk.byteLength));
    stream.on("limit", () => (tooLarge ??= fileTooLarge(maxFile)));
    writes.push(
      pipeline(stream, out).then(async () => {
        if ((stream as { truncated?: boolean }).truncated) await fs.promises.rm(target, { force: true });
        // A browser sends an empty part with filename="" when no file was chosen: that is no file.
        else if (bytes > 0) received.push({ order, file: { path: target, bytes, filename: info.filename ?? "", declaredType: info.mimeType } });
      }),
    );
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) {
      tooLarge ??= new HttpError(413, `The form field "${name}" is too large`, [], {}, { id: 'The form field "{name}" is too large', values: { name } });
      return;
    }
    const prev = fields[name];
    fields[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  });
  parser.on("fieldsLimit", () => (tooLarge ??= new HttpError(413, "The form has too many fields")));
  parser.on("partsLimit", () => (tooLarge ??= new HttpError(413, "The form has too many fields")));

  try {
    await pipeline(Readable.fromWeb(countedBody(request.body, hardLimit) as NodeReadableStream<Uint8Array>), parser);
    await Promise.all(writes);
  } catch (error) {
    await Promise.allSettled(writes);
    await cleanup();
    if (error instanceof BodyTooLarge || (error as { cause?: unknown }).cause instanceof BodyTooLarge) throw fileTooLarge(maxFile);
    if (error instanceof HttpError) throw error;
    throw badRequest("The form could not be read. Please try again.");
  }
  if (tooLarge) {
    await cleanup();
    throw tooLarge;
  }
  const files = received.sort((a, b) => a.order - b.order).map((r) => r.file);
  return { fields, file: files[0] ?? null, files, cleanup };
}

class BodyTooLarge extends Error {}

/** The request body, counted: an error once it passes `limit` bytes. */
function countedBody(body: ReadableStream<Uint8Array>, limit: number): ReadableStream<Uint8Array> {
  let total = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        total += chunk.byteLength;
        if (total > limit) controller.error(new BodyTooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
}
