// Pure photo rules shared by the server and the page: accepted image types, image URL kinds,
// download file names, paging bounds and the spec's texts (§5, §8).

export const PHOTO_MSG = {
  added: "Photo added successfully!",
  title: "Please fill in the photo title",
  source: "Please select a photo or provide an image URL",
  notImage: "The file must be an image (JPEG, PNG, WebP, GIF, AVIF or HEIC)",
  badUrl: "Please provide an image URL starting with http:// or https://",
  limit: "Photo limit reached. Please upgrade your subscription.",
  addDenied: "You do not have permission to add photos",
  deleteDenied: "Only the person who added this photo, the owner or an admin can delete it",
  deletedByAdmin: "Photo deleted by admin",
  deleted: "Photo deleted successfully",
  notFound: "Photo not found",
  albumMissing: "Please choose an existing album",
  commentLong: "Comment must be at most 1000 characters",
  titleLong: "Title must be at most 200 characters",
  failedAdd: "Failed to add photo",
  failedDelete: "Failed to delete photo",
  failedHeart: "Failed to heart photo",
  failedComment: "Failed to add comment",
} as const;

export const ALBUM_MSG = {
  name: "Please enter an album name",
  nameLong: "Album name must be less than 50 characters",
  denied: "Only the owner or an admin can manage albums",
  notFound: "Album not found",
  defaultDelete: "The default album cannot be deleted",
  defaultRename: "The default album cannot be renamed",
  failedCreate: "Failed to create album",
  failedUpdate: "Failed to update album",
  failedDelete: "Failed to delete album",
} as const;

export const albumExists = (name: string) => `An album named "${name}" already exists`;

export const DEFAULT_ALBUM = "general";
export const ALBUM_NAME_MAX = 50;
export const COMMENT_MAX = 1000;

/** Paging of GET /api/photos and the Photos tab. */
export const PAGE = { apiDefault: 60, apiMax: 200, first: 6, step: 6 } as const;

/** Decoded formats we accept (sharp's `format`, with HEIF split by its compression). */
export const IMAGE_TYPES = {
  jpeg: { mime: "image/jpeg", ext: "jpg" },
  png: { mime: "image/png", ext: "png" },
  webp: { mime: "image/webp", ext: "webp" },
  gif: { mime: "image/gif", ext: "gif" },
  avif: { mime: "image/avif", ext: "avif" },
  heic: { mime: "image/heic", ext: "heic" },
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** The accepted type of a decoded image, or null (SVG, TIFF, PDF, raw pixels... are refused). */
export function imageTypeOf(meta: { format?: string; compression?: string }): ImageType | null {
  switch (meta.format) {
    case "jpeg":
    case "png":
    case "webp":
    case "gif":
      return meta.format;
    case "heif":
      return meta.compression === "av1" ? "avif" : meta.compression === "hevc" ? "heic" : null;
    default:
      return null;
  }
}

export type ImageSource =
  | { kind: "none" }
  | { kind: "link"; url: string }
  | { kind: "data"; bytes: Buffer }
  | { kind: "invalid" };

/** §3 image_url: an http(s) URL is kept as a link; a base64 data: URL is an upload. */
export function readImageUrl(value: string): ImageSource {
  const v = value.trim();
  if (v === "") return { kind: "none" };
  const data = /^data:([a-z0-9.+/-]*)(;[a-z0-9=.+-]*)*;base64,/i.exec(v);
  if (data) {
    const b64 = v.slice(data[0].length).replace(/\s+/g, "");
    if (!/^[A-Za-z0-9+/_-]*={0,2}$/.test(b64) || b64.length === 0) return { kind: "invalid" };
    return { kind: "data", bytes: Buffer.from(b64, "base64") };
  }
  if (v.length > 2000) return { kind: "invalid" };
  try {
    const url = new URL(v);
    if ((url.protocol === "http:" || url.protocol === "https:") && url.hostname) return { kind: "link", url: url.href };
  } catch {
    // not a URL
  }
  return { kind: "invalid" };
}

/** A download name from the photo's title: letters, digits, dashes; never a path. */
export function safeFileName(title: string, ext: string, fallback = "photo"): string {
  const base =
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60) || fallback;
  return `${base}.${ext}`;
}

/** Makes `name` unique among `taken` ("a.jpg", "a-2.jpg", "a-3.jpg", ...), and records it. */
export function uniqueName(taken: Set<string>, name: string): string {
  const dot = name.lastIndexOf(".");
  const stem = dot > 0 ? name.slice(0, dot) : name;
  const ext = dot > 0 ? name.slice(dot) : "";
  let candidate = name;
  for (let i = 2; taken.has(candidate.toLowerCase()); i++) candidate = `${stem}-${i}${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/** How many photos the tab shows: `?show=` rounded to the step, between the first page and the max. */
export function shownCount(raw: string | null): number {
  const n = raw && /^\d{1,6}$/.test(raw) ? Number(raw) : PAGE.first;
  return Math.min(PAGE.apiMax, Math.max(PAGE.first, Math.ceil(n / PAGE.step) * PAGE.step));
}
