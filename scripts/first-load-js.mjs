// `node scripts/first-load-js.mjs` (after `npm run build`): the JavaScript a browser loads on the
// first visit of each dashboard tab, gzip -9, from the build's manifest (issue 36's budget on React 19: at
// most 125 KB for every page; 1 KB = 1,024 bytes). Counts the entry module, root, the dashboard layout and the tab's route
// module with every module they import (each file once); CSS is not counted.
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const assets = path.join(root, "build/client/assets");
const manifestFile = fs.readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f));
if (!manifestFile) throw new Error("No build/client/assets/manifest-*.js: run `npm run build` first");
const manifest = JSON.parse(fs.readFileSync(path.join(assets, manifestFile), "utf8").replace(/^window\.__(reactRouter|remix)Manifest=/, "").replace(/;\s*$/, ""));

const gz = new Map();
const size = (url) => {
  if (!gz.has(url)) gz.set(url, zlib.gzipSync(fs.readFileSync(path.join(root, "build/client", url)), { level: 9 }).length);
  return gz.get(url);
};
// With route discovery "initial" (react-router.config.ts) the page also loads the whole manifest as
// a module (`import "/assets/manifest-….js"`); with "lazy" it is not loaded (the page carries the
// routes it links to in its HTML instead).
const serverBuild = fs.readFileSync(path.join(root, "build/server/index.js"), "utf8");
const initialDiscovery = /routeDiscovery = \{ "mode": "initial" \}/.test(serverBuild);
function firstLoad(routeIds) {
  const files = new Set([manifest.entry.module, ...manifest.entry.imports, ...(initialDiscovery ? [`/assets/${manifestFile}`] : [])]);
  for (const id of routeIds) {
    const r = manifest.routes[id];
    files.add(r.module);
    for (const i of r.imports ?? []) files.add(i);
  }
  return [...files].reduce((sum, f) => sum + size(f), 0);
}

const tabs = Object.keys(manifest.routes).filter((id) => id.startsWith("routes/dashboard.") || id === "routes/dashboard._index");
const rows = tabs
  .filter((id) => manifest.routes[id].parentId === "routes/dashboard" && id !== "routes/dashboard.$")
  .map((id) => [id === "routes/dashboard._index" ? "/dashboard" : `/dashboard/${id.slice("routes/dashboard.".length).replace(/_\./g, "/").replace(/\./g, "/")}`, firstLoad(["root", "routes/dashboard", id])]);
// The public pages a visitor lands on first (sign-in, the landing page, invitations, ...): every
// page route under root with a component, outside the dashboard.
for (const [id, r] of Object.entries(manifest.routes)) {
  if (r.parentId !== "root" || !r.hasDefaultExport || id === "routes/dashboard" || id === "routes/$") continue;
  rows.push([`/${r.path ?? ""}`, firstLoad(["root", id])]);
}
rows.sort((a, b) => a[0].localeCompare(b[0]));
console.log("| page | first-load JS, gzip -9 |\n|---|---:|");
for (const [page, bytes] of rows) console.log(`| \`${page}\` | ${(bytes / 1024).toFixed(1)} KB |`);
