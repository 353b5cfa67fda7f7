/* global fetch, performance, URLSearchParams */
// The family tree at scale (issue 42): imports a generated 5,000-person genealogy (many generations,
// cousin marriages) into a new family on a running server, then times "how are we related?" and the
// Family tree tab. Usage: node scripts/bench-tree.mjs http://127.0.0.1:3000   (figures in the README)
const origin = process.argv[2] ?? "http://127.0.0.1:3000";
const api = `${origin}/api`;
const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.9`;
const email = `tree-bench-${Date.now()}@example.test`;
const reg = await fetch(`${api}/auth/register`, {
  method: "POST",
  headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
  body: JSON.stringify({ username: "tree-bench", email, name: "Bench Owner", password: "correct horse", family_option: "create", family_name: "Bench clan" }),
});
const { access_token: token } = await reg.json();
const auth = { Authorization: `Bearer ${token}` };

const lines = ["0 HEAD", "1 GEDC", "2 VERS 5.5.1", "1 CHAR UTF-8"];
const fams = [];
let n = 0;
let gen = [];
const person = (sex) => {
  n++;
  lines.push(`0 @I${n}@ INDI`, `1 NAME Person${n} /Clan${n % 50}/`, `1 SEX ${sex}`, "1 BIRT", `2 DATE ${1500 + Math.floor(n / 20)}`);
  return n;
};
for (let i = 0; i < 40; i++) gen.push(person(i % 2 ? "F" : "M"));
let f = 0;
while (n < 5000) {
  const kids = [];
  for (let i = 0; i + 1 < gen.length && n < 5000; i += 2) {
    f++;
    const fam = [`0 @F${f}@ FAM`, `1 HUSB @I${gen[i]}@`, `1 WIFE @I${gen[i + 1]}@`, "1 MARR"];
    for (let k = 0; k < 2 + (i % 3) && n < 5000; k++) {
      const c = person(k % 2 ? "F" : "M");
      fam.push(`1 CHIL @I${c}@`);
      kids.push(c);
    }
    fams.push(...fam);
  }
  // A deterministic shuffle, so cousins marry.
  gen = kids.map((_, i) => kids[(i * 7919) % kids.length]).filter((v, i, a) => a.indexOf(v) === i);
}
const ged = [...lines, ...fams, "0 TRLR", ""].join("\n");

const time = async (fn) => {
  const t = performance.now();
  const r = await fn();
  return [performance.now() - t, r];
};
const [importMs, imported] = await time(() => fetch(`${api}/family-tree/import`, { method: "POST", headers: { ...auth, "Content-Type": "text/plain" }, body: ged }));
if (imported.status !== 200) throw new Error(`import: ${imported.status} ${await imported.text()}`);
const ids = (await (await fetch(`${api}/people`, { headers: auth })).json()).map((p) => p.id).sort((a, b) => a - b);
const rel = [];
for (let i = 0; i < 9; i++) {
  const [ms, r] = await time(() => fetch(`${api}/people/${ids[ids.length - 1 - i]}/relationship/${ids[ids.length - 300 - i * 7]}`, { headers: auth }));
  const body = await r.json();
  rel.push(ms);
  if (i === 0) console.log(`  e.g. ${body.sentence} (path of ${body.path.length})`);
}
// The tab with a session cookie: sign in through the API's token is not a cookie, so use the page's form.
const form = new URLSearchParams({ intent: "signin", email, password: "correct horse" });
const signin = await fetch(`${origin}/auth`, { method: "POST", redirect: "manual", headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: origin, "X-Forwarded-For": ip }, body: form });
const cookie = signin.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
const tab = [];
for (let i = 0; i < 5; i++) {
  const [ms, r] = await time(() => fetch(`${origin}/dashboard/tree?person=${ids[ids.length - 1]}&other=${ids[ids.length - 400]}`, { headers: { Cookie: cookie }, redirect: "manual" }));
  await r.text();
  if (r.status !== 200) throw new Error(`tab: ${r.status}`);
  tab.push(ms);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`import of 5,000 people: ${Math.round(importMs)} ms`);
console.log(`relationship (median of 9): ${Math.round(median(rel))} ms; tab with the answer (median of 5): ${Math.round(median(tab))} ms (wall time over HTTP on this machine)`);
