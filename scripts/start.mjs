// `npm start`: build when there is no build yet, then serve with scripts/serve.mjs (in this process). Migrations
// run when the server opens the database at start-up; settings come from environment variables
// (see README).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { requireSupportedNode } from "./node-version.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const serverBuild = path.join(root, "build/server/index.js");
const opsBuild = path.join(root, "build/ops");
const devTools = path.join(root, "node_modules/@react-router/dev/package.json");

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
  if (!fs.existsSync(serverBuild) || !fs.existsSync(opsBuild)) build();
}

/** Builds when a source is newer than the build (tests and benchmarks measure the current code). */
export function buildIfNeeded() {
  const sources = Math.max(
    newestMtime(path.join(root, "app")),
    newestMtime(path.join(root, "db")),
    newestMtime(path.join(root, "public")),
    newestMtime(path.join(root, "server")),
    newestMtime(path.join(root, "scripts")),
    fs.statSync(path.join(root, "vite.config.ts")).mtimeMs,
    fs.statSync(path.join(root, "vite.ops.config.ts")).mtimeMs,
    fs.statSync(path.join(root, "react-router.config.ts")).mtimeMs,
  );
  const built = Math.min(
    fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0,
    fs.existsSync(opsBuild) ? fs.statSync(opsBuild).mtimeMs : 0,
  );
  if (built >= sources) return;
  build();
}

/** Whether the build tools are installed (not on a production install pruned of dev dependencies). */
export function canBuild() {
  return fs.existsSync(devTools);
}

/** `npm run build`: the app (react-router build) and the operator's commands (build/ops). */
function build() {
  if (!canBuild()) {
    console.error("Kindred has no build, and the build tools are not installed: run `npm ci && npm run build` (then `npm prune --omit=dev` if you like).");
    process.exit(1);
  }
  console.log("Building Kindred…");
  const result = spawnSync("npm", ["run", "build"], {
    cwd: root,
    stdio: "inherit",
    // Always a production build, also when called from the test runner (which sets NODE_ENV=test).
    env: { ...process.env, NODE_ENV: "production" },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  requireSupportedNode();
  buildIfMissing();
  process.env.NODE_ENV = "production";
  process.env.PORT ||= "3000";
  await import("./serve.mjs");
}
