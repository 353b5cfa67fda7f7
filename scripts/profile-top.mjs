// `node scripts/profile-top.mjs FILE.cpuprofile [N]`: the functions with the most self and total
// time of a V8 CPU profile (node --cpu-prof; `npm run bench -- --cpu-prof` writes one to profiles/).
import fs from "node:fs";

const [file, n = "30"] = process.argv.slice(2);
const { nodes, samples, timeDeltas } = JSON.parse(fs.readFileSync(file, "utf8"));
const byId = new Map(nodes.map((node) => [node.id, node]));
const parent = new Map();
for (const node of nodes) for (const c of node.children ?? []) parent.set(c, node.id);
const selfTime = new Map();
samples.forEach((id, i) => selfTime.set(id, (selfTime.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
const key = (node) => {
  const f = node.callFrame;
  return `${f.functionName || "(anon)"} ${f.url.replace(/^.*node_modules\//, "").replace(/^file:\/\/.*\/build\//, "build/")}:${f.lineNumber + 1}`;
};
const self = new Map();
const total = new Map();
let all = 0;
for (const [id, t] of selfTime) {
  const node = byId.get(id);
  if (node.callFrame.functionName === "(idle)") continue;
  all += t;
  self.set(key(node), (self.get(key(node)) ?? 0) + t);
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
    const k = key(byId.get(cur));
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + t);
  }
}
const show = (title, map) => {
  console.log(`\n${title} (of ${(all / 1000).toFixed(0)} ms busy)`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, Number(n))) {
    console.log(`${((100 * t) / all).toFixed(1).padStart(5)}%  ${k}`);
  }
};
show("Self", self);
show("Total", total);
