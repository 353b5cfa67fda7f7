// The photo originals as a cloud backup reads them (integrations' "Back up photos now"): every
// uploaded original of the family, in its album, read from storage as it was uploaded. Link photos
// (an image_url on another site) have no original here and are not copied.
import { PassThrough, type Readable } from "node:stream";
import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import { db, schema, limitOf } from "~/lib/db.server";
import { storage } from "~/lib/storage.server";
import type { BackupOriginal, BackupSource } from "~/features/integrations/backup-source";

const EXT: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
  "image/gif": "gif",
  "image/avif": "avif",
  "image/heic": "heic",
  "image/heif": "heif",
};

async function* listOriginals(familyId: number): AsyncIterable<BackupOriginal> {
  const p = schema.photos;
  const a = schema.albums;
  const PAGE = 500;
  let after = 0;
  for (;;) {
    const rows = await db()
      .select({ id: p.id, title: p.title, key: p.originalKey, type: p.originalType, bytes: p.originalBytes, album: a.name })
      .from(p)
      .innerJoin(a, eq(a.id, p.albumId))
      .where(and(eq(p.familyId, familyId), isNotNull(p.originalKey), gtId(p.id, after)))
      .orderBy(asc(p.id))
      .limit(limitOf(PAGE));
    for (const r of rows) {
      const ext = EXT[r.type ?? ""] ?? "bin";
      // The id keeps two photos with the same title apart; the title keeps the file findable.
      yield { key: r.key!, album: r.album, filename: `${r.title || "photo"} (${r.id}).${ext}`, size: r.bytes ?? 0 };
    }
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1].id;
  }
}

function gtId(column: typeof schema.photos.id, after: number) {
  return sql`${column} > ${after}`;
}

/** A stream of the stored original; an object missing from storage ends the stream with an error. */
function openOriginal(key: string): Readable {
  const out = new PassThrough();
  storage()
    .get(key)
    .then((object) => {
      if (!object) out.destroy(new Error(`photo original ${key} is missing from storage`));
      else object.stream.on("error", (e) => out.destroy(e)).pipe(out);
    })
    .catch((e: Error) => out.destroy(e));
  return out;
}

export const photoOriginals: BackupSource = { listOriginals, openOriginal };
