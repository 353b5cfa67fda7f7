// Runs one of the operator's commands from the build (build/ops/<name>.js, see vite.ops.config.ts):
// `npm run backup|restore|jobs|worker|db:migrate|db:copy` call `node scripts/op.mjs <name> [args]`.
// With the build tools installed the build is brought up to date first (as `npm start` and the tests
// do); on a production install (`npm prune --omit=dev`) the existing build runs as it is, with
// Node alone. Decision record 214.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();
const { buildIfMissing, buildIfNeeded, canBuild } = await import("./start.mjs");
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [name, ...args] = process.argv.slice(2);
const file = path.join(root, "build/ops", `${name}.js`);
if (!name || !/^[a-z-]+$/.test(name)) {
  console.error("usage: node scripts/op.mjs <backup-cli|jobs|worker|db-migrate|db-copy> [arguments]");
  process.exit(2);
}
if (canBuild()) buildIfNeeded();
else buildIfMissing();
if (!fs.existsSync(file)) {
  console.error(`No such command in the build: ${name}`);
  process.exit(2);
}
// The command reads its own arguments from process.argv, as when run directly.
process.argv = [process.argv[0], file, ...args];
await import(pathToFileURL(file).href);
