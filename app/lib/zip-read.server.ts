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
