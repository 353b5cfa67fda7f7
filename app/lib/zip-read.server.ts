// Reading zip archives (server restore, family import) with yauzl: the central directory is read
// once into a name → entry map, and each entry is opened as a stream when needed (random access,
// never the whole archive in memory). Names yauzl finds unsafe (absolute, "..") fail the open.
import type { Readable } from "node:stream";
import type { Entry, ZipFile } from "yauzl";
import { lazyModule } from "./lazy-module.server";

const yauzl = lazyModule<typeof import("yauzl")>("yauzl");

export type ZipReader = {
  entries: Map<string, Entry>;
  open: (entry: Entry) => Promise<Readable>;
  close: () => void;
};

/** Opens a zip file and reads its entry list (throws on a file that is not a zip). */
export async function openZip(file: string, opts: { maxEntries?: number } = {}): Promise<ZipReader> {
  const zip: ZipFile = await yauzl().openPromise(file, { lazyEntries: true, autoClose: false, validateEntrySizes: true });
  const entries = new Map<string, Entry>();
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on("entry", (entry: Entry) => {
        if (opts.maxEntries && entries.size >= opts.maxEntries) return reject(new Error(`more than ${opts.maxEntries} entries`));
        if (entries.has(entry.fileName)) return reject(new Error(`${entry.fileName} appears twice`));
        entries.set(entry.fileName, entry);
        zip.readEntry();
      });
      zip.once("end", () => resolve());
      zip.once("error", reject);
      zip.readEntry();
    });
  } catch (error) {
    zip.close();
    throw error;
  }
  return { entries, open: (entry) => zip.openReadStreamPromise(entry), close: () => zip.close() };
}

/** An entry's bytes as UTF-8 text, refusing entries larger than `maxBytes`. */
export async function readEntryText(zip: ZipReader, entry: Entry, maxBytes: number): Promise<string> {
  if (entry.uncompressedSize > maxBytes) throw new Error(`${entry.fileName} is larger than ${maxBytes} bytes`);
  const chunks: Buffer[] = [];
  for await (const chunk of await zip.open(entry)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * An entry's bytes in one buffer of its declared size (yauzl checks the stream matches it), so
 * reading holds the bytes once, never chunks plus a copy. Refuses entries larger than `maxBytes`
 * before reading anything.
 */
export async function readEntryBuffer(zip: ZipReader, entry: Entry, maxBytes: number): Promise<Buffer> {
  if (entry.uncompressedSize > maxBytes) throw new Error(`${entry.fileName} is larger than ${maxBytes} bytes`);
  const out = Buffer.allocUnsafe(entry.uncompressedSize);
  let at = 0;
  for await (const chunk of await zip.open(entry)) {
    const b = chunk as Buffer;
    if (at + b.length > out.length) throw new Error(`${entry.fileName} is longer than its declared size`);
    b.copy(out, at);
    at += b.length;
  }
  if (at !== out.length) throw new Error(`${entry.fileName} is shorter than its declared size`);
  return out;
}

/**
 * Counts what JSON.parse would build from `text`, without building it: containers (objects and
 * arrays) and values (containers, strings including keys, numbers, literals). Memory after
 * parsing grows with these counts far more than with the bytes (32 MiB of `{},` is a gigabyte of
 * objects), so a caller refuses a document over its budget before parsing it. Not a validator:
 * malformed JSON is left to JSON.parse.
 */
export function jsonShape(text: Buffer): { containers: number; values: number } {
  let containers = 0;
  let values = 0;
  let inString = false;
  let inScalar = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped byte
      else if (c === 0x22) inString = false;
      continue;
    }
    switch (c) {
      case 0x22: // "
        inString = true;
        values++;
        inScalar = false;
        break;
      case 0x7b: // {
      case 0x5b: // [
        containers++;
        values++;
        inScalar = false;
        break;
      case 0x7d: // }
      case 0x5d: // ]
      case 0x2c: // ,
      case 0x3a: // :
      case 0x20:
      case 0x09:
      case 0x0a:
      case 0x0d:
        inScalar = false;
        break;
      default:
        if (!inScalar) {
          inScalar = true;
          values++;
        }
    }
  }
  return { containers, values };
}
