/* global fetch, FormData, Blob, Buffer, crypto, setInterval, clearInterval */
// Memory of the family export on a large family (issue 29): a family with N uploaded photos
// (default 1,000 then 10,000), each with its original, display copy and thumbnail on disk, plus
// events, RSVPs and comments; the export is downloaded (and thrown away) while the server's
// resident memory is sampled every 50 ms. Flat means the peak does not grow with the photos.
//   npm run build && node scripts/bench-export.mjs [--photos 1000,10000] [--kb 64]
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import sharp from "sharp";

const root = path.resolve(import.meta.dirname, "..");
const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const steps = arg("photos", "1000,10000").split(",").map(Number);
const kb = Number(arg("kb", "64"));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-bench-export-"));

const port = await new Promise((resolve) => {
  const s = net.createServer().listen(0, "127.0.0.1", () => {
    const p = s.address().port;
    s.close(() => resolve(p));
  });
});
const base = `http://127.0.0.1:${port}`;
const child = spawn(process.execPath, [path.join(root, "scripts/serve.mjs"), path.join(root, "build/server/index.js")], {
  cwd: root,
  env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, APP_ORIGIN: base, ACCESS_LOG: "0" },
  stdio: ["ignore", "ignore", "inherit"],
});
const cleanup = () => {
  child.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
};
process.on("exit", cleanup);
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/healthz`)).ok) break;
  } catch {
    /* not yet */
  }
  if (i > 300) throw new Error("server did not start");
  await new Promise((r) => setTimeout(r, 100));
}
const rssKb = (field = "VmRSS") => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${child.pid}/status`, "utf8"))?.[1]);

// An owner, one real upload (the template for every seeded photo), an event with RSVPs.
const reg = await fetch(`${base}/api/auth/register`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ email: "bench@export.test", name: "Bench Owner", password: "bench-password", family_option: "create", family_name: "Big Family" }),
});
const { access_token: token } = await reg.json();
const auth = { Authorization: `Bearer ${token}` };
// A noisy JPEG of about `kb` KB (noise does not compress, like a real photo).
const side = Math.round(Math.sqrt(kb * 1024 * 1.4));
const jpeg = await sharp(Buffer.alloc(side * side * 3).map(() => Math.floor(Math.random() * 256)), { raw: { width: side, height: side, channels: 3 } })
  .jpeg({ quality: 90 })
  .toBuffer();
const form = new FormData();
form.append("title", "Template");
form.append("file", new Blob([jpeg], { type: "image/jpeg" }), "t.jpg");
const up = await fetch(`${base}/api/photos`, { method: "POST", headers: auth, body: form });
if (!up.ok) throw new Error(`upload failed: ${up.status} ${await up.text()}`);
await fetch(`${base}/api/super-admin/families/1/plan`, { method: "PUT", headers: auth }).catch(() => {});

const sqlite = new Database(path.join(dataDir, "app.db"));
sqlite.pragma("busy_timeout = 10000");
sqlite.prepare("update families set subscription_tier = 'medium_family'").run();
const template = sqlite.prepare("select * from photos order by id limit 1").get();
const uploads = path.join(dataDir, "uploads");
const hex = () => [...crypto.getRandomValues(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, "0")).join("");
const link = (from, ext) => {
  const id = hex();
  const key = `${id.slice(0, 2)}/${id}.${ext}`;
  fs.mkdirSync(path.join(uploads, id.slice(0, 2)), { recursive: true });
  fs.linkSync(path.join(uploads, from), path.join(uploads, key)); // same bytes, no extra disk
  return key;
};
const insert = sqlite.prepare(
  `insert into photos (family_id, album_id, title, description, uploaded_by, uploaded_by_name, original_key, original_type, original_bytes, display_key, thumb_key, width, height)
   values (?, ?, ?, 'A day at the lake with everyone', ?, 'Bench Owner', ?, ?, ?, ?, ?, ?, ?)`,
);
const comment = sqlite.prepare("insert into photo_comments (photo_id, user_id, user_name, comment) values (?, ?, 'Bench Owner', 'Lovely!')");
const heart = sqlite.prepare("insert into photo_hearts (photo_id, user_id) values (?, ?)");
const seedEvents = sqlite.transaction(() => {
  for (let i = 0; i < 200; i++) {
    sqlite.prepare("insert into events (family_id, title, description, event_date, location, created_by) values (1, ?, 'Bring food', ?, 'Park', 1)").run(`Event ${i}`, new Date(Date.now() + i * 86400_000).toISOString());
  }
});
seedEvents();

let have = 1;
const results = [];
for (const target of steps) {
  const add = sqlite.transaction((n) => {
    for (let i = 0; i < n; i++) {
      const r = insert.run(template.family_id, template.album_id, `Photo ${have + i}`, template.uploaded_by, link(template.original_key, "jpg"), template.original_type, template.original_bytes, link(template.display_key, "webp"), link(template.thumb_key, "webp"), template.width, template.height);
      comment.run(r.lastInsertRowid, template.uploaded_by);
      heart.run(r.lastInsertRowid, template.uploaded_by);
    }
  });
  add(target - have);
  have = target;
  await new Promise((r) => setTimeout(r, 500));
  const before = rssKb();
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssKb())), 50);
  const started = Date.now();
  const res = await fetch(`${base}${process.env.BENCH_URL ? process.env.BENCH_URL.replace("ALBUM", template.album_id) : "/api/family/export"}`, { headers: auth });
  if (!res.ok) throw new Error(`export failed: ${res.status} ${await res.text()}`);
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  clearInterval(timer);
  const seconds = (Date.now() - started) / 1000;
  results.push({ photos: target, zipMB: +(bytes / 1048576).toFixed(1), seconds: +seconds.toFixed(1), rssBeforeMB: +(before / 1024).toFixed(0), rssPeakMB: +(peak / 1024).toFixed(0) });
  console.log(JSON.stringify(results.at(-1)));
}
sqlite.close();
console.log(`\nFamily export, photos of ${(template.original_bytes / 1024).toFixed(0)} KB (original) + display + thumbnail each, node ${process.version}:`);
console.log("| photos | zip | time | server RSS before | server RSS peak during export |");
console.log("|---|---|---|---|---|");
for (const r of results) console.log(`| ${r.photos.toLocaleString("en-US")} | ${r.zipMB} MB | ${r.seconds} s | ${r.rssBeforeMB} MB | ${r.rssPeakMB} MB |`);
cleanup();
process.exit(0);
