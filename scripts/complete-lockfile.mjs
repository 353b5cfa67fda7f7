// Our npm registry mirror serves only some platform builds of a few packages (e.g. rollup's
// darwin/win32 binaries), so `npm install` leaves those optional dependencies out of
// package-lock.json and `npm ci` then refuses the lock file as out of sync. This adds the
// missing optional platform entries (version, os, cpu; nothing to download on this platform),
// which is what npm writes on a machine that can see the whole registry.
// Run after `npm install` changes the lock file: node scripts/complete-lockfile.mjs
import fs from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(fs.readFileSync(file, "utf8"));
const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "netbsd", "sunos", "win32", "aix", "openharmony"];
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "mips64el", "wasm32"];

let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    const nested = `${path}/node_modules/${name}`;
    if (lock.packages[key] || lock.packages[nested]) continue;
    const parts = name.split("/").pop().split("-");
    const os = OS.filter((o) => parts.includes(o));
    const cpu = CPU.filter((c) => parts.some((p) => p === c || p === `${c}eabi` || p.startsWith(c)));
    const item = { version, optional: true };
    if (entry.dev) item.dev = true;
    if (os.length) item.os = os;
    if (cpu.length) item.cpu = [cpu[0]];
    if (parts.includes("musl") || parts.includes("musleabihf")) item.libc = ["musl"];
    else if (parts.includes("gnu") || parts.includes("gnueabihf")) item.libc = ["glibc"];
    lock.packages[key] = item;
    added += 1;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
fs.writeFileSync(file, JSON.stringify(lock, null, 2) + "\n");
console.log(`complete-lockfile: added ${added} optional platform entr${added === 1 ? "y" : "ies"}`);
