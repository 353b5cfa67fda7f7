// Limits that hold when requests arrive together (issue 35, decision record 225), and an import
// whose family.json would not fit in memory (decision record 227): what an attacker sending in
// parallel, and a family signing in behind one address, see.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, fakeIp } from "../helpers/client";

let server: TestServer;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-limits-load-"));

let hostileZips: Promise<[string, string]>;

beforeAll(async () => {
  // Zipped (python, in the background) while the other tests run.
  const head = '{"format":"kindred-family-export","version":1,"kind":"family","exportId":"x","note":"';
  hostileZips = Promise.all([
    hostileZip("huge-string", head, "a", 400 * 1024 * 1024, '"}'),
    hostileZip("objects", '{"format":"kindred-family-export","version":1,"kind":"family","members":[', "{},", 10 * 1024 * 1024, "{}]}"),
  ]);
  hostileZips.catch(() => {}); // awaited by its test
  server = await startServer();
}, 60_000);

afterAll(async () => {
  await server?.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
});

function apiLogin(ip: string, email: string, password: string) {
  return fetch(`${server.url}/api/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify({ username: email, password }),
  });
}

function pageLogin(ip: string, email: string, password: string) {
  return fetch(`${server.url}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url, "X-Forwarded-For": ip },
    body: new URLSearchParams({ intent: "signin", email, password }),
  });
}

/** Sends them all at once; how many were refused (429 with Retry-After) and how many checked. */
async function together(n: number, send: () => Promise<Response>) {
  const answers = await Promise.all(Array.from({ length: n }, send));
  const refused = answers.filter((r) => r.status === 429);
  for (const r of refused) expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(800);
  await Promise.all(answers.map((r) => r.arrayBuffer()));
  return { refused: refused.length, checked: answers.filter((r) => r.status !== 429).map((r) => r.status) };
}

describe("sign-in attempts sent together", () => {
  it("40 wrong passwords at once for one account from one address (API): 10 checked, 30 refused; the owner elsewhere signs in", async () => {
    const owner = await createFamily(server.url, "Ada Target", "The Targets");
    const attacker = fakeIp();
    const { refused, checked } = await together(40, () => apiLogin(attacker, owner.email, "wrong password"));
    expect(checked).toEqual(Array(10).fill(401));
    expect(refused).toBe(30);
    // The attacker's address stays refused, even with the right password.
    expect((await apiLogin(attacker, owner.email, owner.password)).status).toBe(429);
    // The owner, from another address, signs in.
    const ok = await apiLogin(fakeIp(), owner.email, owner.password);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { access_token?: string }).access_token).toBeTruthy();
  });

  it("40 wrong passwords at once through the sign-in page: 10 checked, 30 refused with Retry-After", async () => {
    const owner = await createFamily(server.url, "Bea Target", "The Page Targets");
    const attacker = fakeIp();
    const { refused, checked } = await together(40, () => pageLogin(attacker, owner.email, "wrong password"));
    expect(checked).toHaveLength(10);
    expect(checked.every((s) => s === 401)).toBe(true);
    expect(refused).toBe(30);
    const page = await pageLogin(attacker, owner.email, "wrong password");
    expect(page.status).toBe(429);
    expect(await page.text()).toMatch(/Too many attempts\. Please try again in 1[45] minutes\./);
    expect((await pageLogin(fakeIp(), owner.email, owner.password)).status).toBe(302);
  });

  it("a correct password gives its attempt back: 31 sign-ins from one address (over its 30 attempts) all succeed", async () => {
    const relative = await createFamily(server.url, "Cy Venue", "The Venue");
    const venue = fakeIp();
    // Four at a time (each is a password hash): never more than 30 attempts in flight.
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 4) {
      const batch = await Promise.all(Array.from({ length: Math.min(4, 31 - i) }, () => apiLogin(venue, relative.email, relative.password)));
      statuses.push(...batch.map((r) => r.status));
    }
    expect(statuses).toEqual(Array(31).fill(200));
  }, 60_000);
});

describe("imports are rate-limited per account and per address", () => {
  const junk = (client: ApiClient) =>
    fetch(`${server.url}/api/family/import`, {
      method: "POST",
      headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip, "Content-Type": "application/zip" },
      body: new Uint8Array([1, 2, 3, 4]),
    });

  it("the 11th import of an account within the hour, and the 21st from one address, are 429 with Retry-After", async () => {
    const address = fakeIp();
    const [a, b, c] = await Promise.all([1, 2, 3].map((i) => createFamily(server.url, `Importer ${i}`, `Imports ${i}`)));
    for (const acc of [a!, b!, c!]) acc.client.ip = address;
    const first = await Promise.all(Array.from({ length: 11 }, () => junk(a!.client)));
    const statuses = first.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const refused = first.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(3500);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/^Too many attempts/);
    // B from the same address: 10 more (20 from the address), then C's first is refused.
    expect((await Promise.all(Array.from({ length: 10 }, () => junk(b!.client)))).map((r) => r.status)).toEqual(Array(10).fill(400));
    expect((await junk(c!.client)).status).toBe(429);
    // C from another address imports (and is told what is wrong with the file).
    c!.client.ip = fakeIp();
    expect((await junk(c!.client)).status).toBe(400);
  });
});

/** The peak resident memory of a process (kB → MB). */
function peakMb(pid: number): number {
  const line = fs.readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmHWM:"))!;
  return Number(line.replace(/\D+/g, "")) / 1024;
}

/** A zip whose family.json is `prefix` + `repeat` × `count` + `suffix`, written by python's zipfile in chunks. */
async function hostileZip(name: string, prefix: string, repeat: string, count: number, suffix: string): Promise<string> {
  const out = path.join(tmp, `${name}.zip`);
  await promisify(execFile)("python3", [
    "-c",
    `import zipfile,sys
prefix,rep,count,suffix=sys.argv[2],sys.argv[3],int(sys.argv[4]),sys.argv[5]
with zipfile.ZipFile(sys.argv[1],'w',zipfile.ZIP_DEFLATED,compresslevel=1) as z:
    with z.open('family.json','w') as f:
        f.write(prefix.encode())
        chunk=(rep*(1<<16)).encode(); left=count
        while left>=(1<<16): f.write(chunk); left-=(1<<16)
        f.write((rep*left).encode()); f.write(suffix.encode())`,
    out,
    prefix,
    repeat,
    String(count),
    suffix,
  ]);
  return out;
}

describe("an import's memory stays bounded whatever the archive", () => {
  let own: TestServer;
  afterAll(() => own?.stop());

  it("a family.json holding a 400 MiB string, and one of 30 MiB of empty objects, are refused (413) with the server under 600 MB", async () => {
    const [huge, objects] = await hostileZips;
    // After the zipping: a client's kept-alive connection idle through it would be closed by now.
    own = await startServer();
    const owner = await createFamily(own.url, "Memory Owner", "The Memories");
    const post = (file: string) =>
      fetch(`${own.url}/api/family/import`, {
        method: "POST",
        headers: { Authorization: `Bearer ${owner.client.token}`, "X-Forwarded-For": owner.client.ip, "Content-Type": "application/zip" },
        body: fs.readFileSync(file),
      });
    const big = await post(huge);
    expect(big.status).toBe(413);
    expect(((await big.json()) as { detail: string }).detail).toBe("family.json is 400 MiB; this server imports a family.json of at most 32 MiB");
    const many = await post(objects);
    expect(many.status).toBe(413);
    expect(((await many.json()) as { detail: string }).detail).toMatch(/^family\.json holds more records than this server imports/);
    const peak = peakMb(own.pid);
    console.log(`server peak memory (VmHWM) after both imports: ${peak.toFixed(0)} MB`);
    expect(peak).toBeLessThan(600);
  }, 120_000);
});
