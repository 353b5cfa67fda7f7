// Small test images made with sharp: a phone-like JPEG (EXIF orientation 6 + GPS tags) whose left
// half is red and right half blue, so a correctly rotated copy is red on top and blue below.
import sharp from "sharp";

export async function phoneJpeg(width = 300, height = 200): Promise<Buffer> {
  const blue = await sharp({ create: { width: Math.floor(width / 2), height, channels: 3, background: { r: 20, g: 40, b: 220 } } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: 220, g: 30, b: 30 } } })
    .composite([{ input: blue, left: width - Math.floor(width / 2), top: 0 }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestPhone", Model: "Model X" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "51/1 30/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "0/1 7/1 0/1" },
    })
    .toBuffer();
}

export async function png(width = 640, height = 480, color = { r: 60, g: 140, b: 90 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

/** The colour at (x, y) of an image. */
export async function pixel(image: Buffer, x: number, y: number): Promise<{ r: number; g: number; b: number }> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return { r: data[i]!, g: data[i + 1]!, b: data[i + 2]! };
}

/** A photo-like 12 MP JPEG: gradients plus grain (the grain keeps its size and its thumbnails realistic). */
export async function bigJpeg(width = 4000, height = 3000): Promise<Buffer> {
  const gradient = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const n = (x * 7 + y * 13) % 23 + Math.floor(Math.random() * 24);
      gradient[i] = (x * 255) / width + n;
      gradient[i + 1] = (y * 255) / height + n;
      gradient[i + 2] = ((x + y) * 127) / (width + height) + n * 2;
    }
  }
  return sharp(gradient, { raw: { width, height, channels: 3 } }).jpeg({ quality: 88 }).toBuffer();
}
