// The image pipeline (decision record 040): the type is decided by decoding the content with
// sharp, never by the file's name or declared type; two WebP copies are made, rotated by the EXIF
// orientation and carrying no metadata (sharp writes none unless asked): a ~400 px thumbnail for
// the grid and a ~1600 px display copy for the viewer. The original is kept as it was uploaded.
import type Sharp from "sharp";
import { lazyModule } from "~/lib/lazy-module.server";
import { badRequest } from "~/lib/http.server";
import { IMAGE_TYPES, PHOTO_MSG, imageTypeOf, type ImageType } from "./rules";

export const THUMB_PX = 400;
export const DISPLAY_PX = 1600;

export type ProcessedImage = {
  type: ImageType;
  mime: string;
  ext: string;
  /** The display copy's size (after rotation). */
  width: number;
  height: number;
  thumb: Buffer;
  display: Buffer;
};

// One libvips thread pool for the whole process, and no operation cache: uploads are one-off.
const sharp = lazyModule<typeof Sharp>("sharp", (s) => s.cache(false));

const OPEN = { failOn: "error", limitInputPixels: 100_000_000, pages: 1 } as const;

async function derive(input: string | Buffer, px: number, quality: number) {
  return sharp()(input, OPEN)
    .rotate() // by the EXIF orientation, then the orientation tag is gone with the rest
    .resize({ width: px, height: px, fit: "inside", withoutEnlargement: true })
    .webp({ quality, effort: 2 })
    .toBuffer({ resolveWithObject: true });
}

/** Decodes and converts an uploaded image; 400 with the spec's "must be an image" otherwise. */
export async function processImage(input: string | Buffer): Promise<ProcessedImage> {
  let type: ImageType | null;
  try {
    const meta = await sharp()(input, OPEN).metadata();
    type = imageTypeOf(meta);
  } catch {
    type = null;
  }
  if (!type) throw badRequest(PHOTO_MSG.notImage);
  try {
    const [display, thumb] = await Promise.all([derive(input, DISPLAY_PX, 80), derive(input, THUMB_PX, 72)]);
    return {
      type,
      ...IMAGE_TYPES[type],
      width: display.info.width,
      height: display.info.height,
      thumb: thumb.data,
      display: display.data,
    };
  } catch {
    // Recognised but undecodable (a truncated file, or HEVC-coded HEIC without a decoder).
    throw badRequest(
      type === "heic"
        ? "This HEIC photo cannot be converted here. Please upload it as a JPEG (most phones can share as JPEG)."
        : PHOTO_MSG.notImage,
    );
  }
}

/**
 * A guest's upload is kept without its metadata (issue 38): the "original" stored is the image
 * re-encoded at high quality, rotated upright, with no EXIF (so no GPS position), in its own
 * format where sharp writes it (HEIC becomes JPEG).
 */
export async function strippedOriginal(input: string | Buffer, type: ImageType): Promise<{ data: Buffer; mime: string; ext: string }> {
  const image = sharp()(input, { ...OPEN, pages: type === "gif" ? -1 : 1 }).rotate();
  switch (type) {
    case "png":
      return { data: await image.png().toBuffer(), ...IMAGE_TYPES.png };
    case "webp":
      return { data: await image.webp({ quality: 92 }).toBuffer(), ...IMAGE_TYPES.webp };
    case "gif":
      return { data: await image.gif().toBuffer(), ...IMAGE_TYPES.gif };
    case "avif":
      return { data: await image.avif({ quality: 80 }).toBuffer(), ...IMAGE_TYPES.avif };
    default:
      return { data: await image.jpeg({ quality: 92 }).toBuffer(), ...IMAGE_TYPES.jpeg };
  }
}
