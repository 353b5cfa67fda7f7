// `npm run test:e2e`: Playwright against Debian's Chromium (CHROMIUM_PATH overrides /usr/bin/chromium).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { buildIfNeeded } from "./start.mjs";

const chromium = process.env.CHROMIUM_PATH || "/usr/bin/chromium";
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  process.exit(1);
}
// The server under test runs the current code: rebuilt when a source is newer than the build.
buildIfNeeded();
const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
