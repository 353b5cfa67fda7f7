// The family export format's constants and file names (docs/export/README.md), shared by the
// export and the import.
import type { Scope } from "./family-data.server";

export const EXPORT_FORMAT = "kindred-family-export";
export const EXPORT_VERSION = 3;
/**
 * Versions the importer reads: 2 added guest links with their answers and claims (issue 38); 3
 * added series (an event's recurrence and time zone), their changed and cancelled dates
 * (eventExceptions) and per-date answers (an RSVP's occurrence) (issue 41).
 */
export const READABLE_VERSIONS: readonly number[] = [1, 2, 3];

/** "1, 2 and 3": the versions the importer reads, as a message says them. */
export function readableVersionsText(): string {
  const v = READABLE_VERSIONS.map(String);
  return v.length > 1 ? `${v.slice(0, -1).join(", ")} and ${v[v.length - 1]}` : (v[0] ?? "");
}

export const EXPORT_MSG = {
  guest: "Guests cannot export",
  notOwner: "Only the owner can export the family (admins too, when the owner allows it in the Admin tab)",
};

/** "Summer at the Lake!" → "summer-at-the-lake" (ASCII, at most 60 characters). */
export function slug(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
}

/** One folder name per album, unique in the export: "general", "summer-2025", "album-7". */
export function albumFolders(albums: { id: number; name: string }[]): Map<number, string> {
  const taken = new Set<string>();
  const out = new Map<number, string>();
  for (const a of albums) {
    let name = slug(a.name) || `album-${a.id}`;
    if (taken.has(name)) name = `${name}-${a.id}`;
    taken.add(name);
    out.set(a.id, name);
  }
  return out;
}

const EXT = /\.([a-z0-9]{2,5})$/;

/** Where a photo's original is in the zip: photos/<album folder>/<id>-<title>.<ext>. */
export function photoFile(folders: Map<number, string>, p: { id: number; albumId: number; title: string; originalKey: string | null }): string {
  const ext = EXT.exec(p.originalKey ?? "")?.[1] ?? "bin";
  return `photos/${folders.get(p.albumId) ?? "album"}/${p.id}-${slug(p.title) || "photo"}.${ext}`;
}

/** Where a photo's thumbnail is in the zip (for index.html). */
export function thumbFile(p: { id: number; thumbKey: string | null }): string {
  const ext = EXT.exec(p.thumbKey ?? "")?.[1] ?? "webp";
  return `thumbs/${p.id}.${ext}`;
}

/** What every part of one export (family.json, the CSVs, the offline viewer) is written with. */
export type ExportContext = {
  scope: Scope;
  /** Photos whose stored original was gone when the export reached it (deleted meanwhile): left out of family.json. */
  missing?: Set<number>;
  exportId: string;
  exportedAt: string;
  exportedBy: { id: number; name: string };
  folders: Map<number, string>;
  kind: "family" | "personal";
};
