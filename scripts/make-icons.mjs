// Draws the app's icons (issue 39) from public/icon.svg with sharp: the manifest's 192 and 512 px
// icons, a maskable 512 px one (the mark inside the safe zone on a full-bleed background) and the
// 180 px apple-touch-icon (opaque). The PNGs are committed; run again after changing the SVG:
//   node scripts/make-icons.mjs
import fs from "node:fs";
import { Buffer } from "node:buffer";
import sharp from "sharp";

const dir = new URL("../public/", import.meta.url);
const svg = fs.readFileSync(new URL("icon.svg", dir), "utf8");
// The same mark, scaled into the maskable safe zone (a circle of 80% of the size) on a full square.
const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "").replace(/<circle[^>]*\/>/, "");
const full = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512"><rect width="512" height="512" fill="#b5502f"/>` +
  `<g transform="translate(${256 - 256 * scale} ${256 - 256 * scale}) scale(${scale})">${inner}</g></svg>`;

const out = [
  ["icon-192.png", svg, 192],
  ["icon-512.png", svg, 512],
  ["icon-maskable-512.png", full(0.72), 512],
  ["apple-touch-icon.png", full(0.86), 180],
];
for (const [name, source, size] of out) {
  await sharp(Buffer.from(source), { density: 300 }).resize(size, size).png({ compressionLevel: 9, palette: true }).toFile(new URL(name, dir).pathname);
  console.log(`public/${name} (${size}x${size})`);
}
