// `npm start`: build when there is no build yet, then serve with scripts/serve.mjs (in this process). Migrations
// run when the server opens the database at start-up; settings come from environment variables
// (see README).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds when there is no build yet (`npm start` on a fresh clone); a build is `npm run build`. */
export function buildIfMissing() {
  if (!fs.existsSync(serverBuild)) build();
}

/** Builds when a source is newer than the build (tests and benchmarks measure the current code). */
export function buildIfNeeded() {
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    newestMtime(path.join(root, "db")),
    newestMtime(path.join(root, "public")),
    newestMtime(path.join(root, "server")),
    fs.statSync(path.join(root, "vite.config.ts")).mtimeMs,
    fs.statSync(path.join(root, "react-router.config.ts")).mtimeMs,
  );
  if (fs.existsSync(serverBuild) && fs.statSync(serverBuild).mtimeMs >= sources) return;
  build();
}

function build() {
  console.log("Building Kindred…");
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/@react-router/dev/bin.js"), "build"], {
    cwd: root,
    stdio: "inherit",
    // Always a production build, also when called from the test runner (which sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  buildIfMissing();
  process.env.NODE_ENV = "production";
  process.env.PORT ||= "3000";
  await import("./serve.mjs");
}
