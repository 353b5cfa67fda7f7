// Streamed CSV downloads (csv-stringify): rows are written as they are read, never built whole in
// memory. A cell that starts with =, +, -, @ (or a tab / carriage return) is prefixed with a single
// quote so a spreadsheet shows it as text instead of running it as a formula (CSV injection).
import { stringify } from "csv-stringify";
import { Readable } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { attachmentResponse } from "./download.server";

export type CsvCell = string | number | boolean | null | undefined;

export function neutraliseCell(value: CsvCell): string {
  if (value === null || value === undefined) return "";
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}

/** CSV text as a stream from a header row and any iterable of rows (sync or async). */
export function csvStream(header: string[], rows: Iterable<CsvCell[]> | AsyncIterable<CsvCell[]>): Readable {
  const source = Readable.from(
    (async function* () {
      for await (const row of rows) yield row.map(neutraliseCell);
    })(),
  );
  const csv = source.pipe(stringify({ header: true, columns: header }));
  source.on("error", (e) => csv.destroy(e));
  return csv;
}

/**
 * A CSV file response from a header row and any iterable of rows, synchronous or asynchronous (an
 * async generator reading the database page by page keeps memory flat).
 */
export function csvResponse(filename: string, header: string[], rows: Iterable<CsvCell[]> | AsyncIterable<CsvCell[]>): Response {
  return attachmentResponse(createReadableStreamFromReadable(csvStream(header, rows)), filename.replace(/[^\w.-]/g, "_"), "text/csv; charset=utf-8");
}
