// WebDAV addresses over real HTTP (decision record 073): the built server refuses to connect to
// this machine's own loopback in every spelling, follows a redirect only to an address it would
// also accept, and a self-hoster opens a range with OUTBOUND_ALLOWED_NETWORKS. Every target here
// listens on loopback (127.0.0.1, 127.0.0.2, ::1) and records what reached it; no test sends a
// request anywhere else.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFamily, type ApiClient } from "../helpers/client";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { redirectTo, startLoopback, type LoopbackServer } from "../helpers/loopback";

const REFUSED = "This address is on a private network; the server's operator can allow it";
const CREDS = { username: "alice", password: "dav-secret-123" };

let dav4: LoopbackServer; // a WebDAV folder on 127.0.0.1
let dav6: LoopbackServer; // a WebDAV folder on ::1
let dav2: LoopbackServer; // a WebDAV folder on 127.0.0.2

beforeAll(async () => {
  dav4 = await startLoopback("127.0.0.1");
  dav6 = await startLoopback("::1");
  dav2 = await startLoopback("127.0.0.2");
});

afterAll(async () => {
  await dav4?.stop();
  await dav6?.stop();
  await dav2?.stop();
});

/** A paid family on `server` and its owner's client. */
async function paidOwner(server: TestServer, name: string): Promise<ApiClient> {
  const owner = await createFamily(server.url, "Olivia Owner", name);
  const sqlite = await openSql(server);
  await sqlite.run("UPDATE families SET subscription_tier = 'small_family' WHERE family_code = ?", owner.familyCode);
  await sqlite.close();
  return owner.client;
}

const connect = (client: ApiClient, url: string) => client.post("/integrations/cloud-storage/webdav/connect", { url, ...CREDS });

async function expectRefused(client: ApiClient, url: string) {
  const res = await connect(client, url);
  expect({ url, status: res.status, body: res.body }).toEqual({
    url,
    status: 400,
    body: { detail: REFUSED, errors: [{ field: "url", message: REFUSED }] },
  });
}

async function connectedAccounts(client: ApiClient): Promise<string[]> {
  const res = await client.get("/integrations/cloud-storage");
  expect(res.status).toBe(200);
  return res.body.integrations.map((i: { account: string }) => i.account);
}

describe("without OUTBOUND_ALLOWED_NETWORKS (the default)", () => {
  let server: TestServer;
  let owner: ApiClient;

  beforeAll(async () => {
    server = await startServer({ OUTBOUND_ALLOWED_NETWORKS: "" });
    owner = await paidOwner(server, "The Closed Doors");
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses the server's own loopback in every spelling: 400 in the family's words, nothing stored, nothing sent", async () => {
    const p4 = dav4.port;
    const targets = [
      `http://127.0.0.1:${p4}/`,
      `http://localhost:${p4}/`,
      `http://LocalHost:${p4}/remote.php/dav/files/alice/`,
      `http://[::1]:${dav6.port}/`,
      `http://[::ffff:127.0.0.1]:${p4}/`,
      `http://[::ffff:7f00:1]:${p4}/`,
      `http://[0:0:0:0:0:ffff:127.0.0.1]:${p4}/`,
      `http://0.0.0.0:${p4}/`,
      `http://0:${p4}/`,
      `http://2130706433:${p4}/`,
      `http://0x7f000001:${p4}/`,
      `http://0177.0.0.1:${p4}/`,
      `http://127.1:${p4}/`,
      `https://127.0.0.1:${p4}/`,
      `http://127.0.0.2:${dav2.port}/`,
    ];
    for (const url of targets) await expectRefused(owner, url);
    expect(await connectedAccounts(owner)).toEqual([]);
    expect(dav4.requests).toEqual([]);
    expect(dav6.requests).toEqual([]);
    expect(dav2.requests).toEqual([]);
  });

  it("the page's Connect WebDAV form shows the same words next to the address, and keeps nothing", async () => {
    const res = await fetch(`${server.url}/dashboard/integrations`, {
      method: "POST",
      redirect: "manual",
      headers: { Authorization: `Bearer ${owner.token}`, "X-Forwarded-For": owner.ip },
      body: new URLSearchParams({ intent: "connect-webdav", url: `http://[::ffff:7f00:1]:${dav4.port}/`, ...CREDS }),
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html.replace(/&#x27;|&#39;/g, "'")).toContain(REFUSED);
    expect(await connectedAccounts(owner)).toEqual([]);
    expect(dav4.requests).toEqual([]);
  });
});

describe("OUTBOUND_ALLOWED_NETWORKS=127.0.0.1/32,::1/128 (a self-hoster's opt-in)", () => {
  let server: TestServer;
  let owner: ApiClient;
  let hop: LoopbackServer; // 127.0.0.1: redirects to `location` with `status`
  let location = "";
  let status = 302;
  const point = (to: string, code: number) => {
    location = to;
    status = code;
  };

  beforeAll(async () => {
    server = await startServer({ OUTBOUND_ALLOWED_NETWORKS: " 127.0.0.1/32, ::1/128 " });
    owner = await paidOwner(server, "The Home Lab");
    hop = await startLoopback("127.0.0.1", (req, res) => redirectTo(location, status)(req, res));
  });
  afterAll(async () => {
    await server?.stop();
    await hop?.stop();
  });

  it("still refuses what the list does not name (0.0.0.0, 127.0.0.2)", async () => {
    await expectRefused(owner, `http://0.0.0.0:${dav4.port}/`);
    await expectRefused(owner, `http://127.0.0.2:${dav2.port}/`);
    expect(dav2.requests).toEqual([]);
    expect(await connectedAccounts(owner)).toEqual([]);
  });

  it("re-checks a redirect: from an allowed address into a refused one is refused, and that address sees nothing", async () => {
    for (const [to, code] of [
      [`http://127.0.0.2:${dav2.port}/`, 302],
      [`http://127.0.0.2:${dav2.port}/`, 307],
      [`http://0.0.0.0:${dav4.port}/`, 308],
      [`http://[::ffff:127.0.0.2]:${dav2.port}/`, 301],
    ] as const) {
      point(to, code);
      const before = hop.requests.length;
      await expectRefused(owner, hop.url);
      expect(hop.requests.length).toBe(before + 1);
    }
    expect(dav2.requests).toEqual([]);
    expect(dav4.requests).toEqual([]);
    expect(await connectedAccounts(owner)).toEqual([]);
  });

  it("connects to the addresses the operator allowed, in any spelling of them, and follows a redirect between them", async () => {
    const ok = await connect(owner, `http://127.0.0.1:${dav4.port}/`);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("WebDAV storage connected");
    expect(dav4.requests.at(-1)).toMatchObject({ method: "PROPFIND", headers: { depth: "0" } });
    expect(dav4.requests.at(-1)!.headers.authorization).toBe(`Basic ${Buffer.from("alice:dav-secret-123").toString("base64")}`);

    for (const url of [`http://2130706433:${dav4.port}/`, `http://[::ffff:127.0.0.1]:${dav4.port}/`, `http://[::1]:${dav6.port}/`]) {
      const res = await connect(owner, url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
    }
    expect(dav6.requests.map((r) => r.method)).toEqual(["PROPFIND"]);

    // 307 keeps the method and the body; the address it points to is allowed.
    point(`http://[::1]:${dav6.port}/dav/`, 307);
    const redirected = await connect(owner, hop.url);
    expect(redirected.status).toBe(200);
    expect(dav6.requests.at(-1)).toMatchObject({ method: "PROPFIND", url: "/dav/" });
    expect(dav6.requests.at(-1)!.body.toString()).toContain("propfind");
    expect(await connectedAccounts(owner)).toEqual([`alice at ${hop.url}`]);
  });
});

describe("a value of OUTBOUND_ALLOWED_NETWORKS that is not a list of CIDR ranges", () => {
  it("stops start-up naming the variable", async () => {
    for (const value of ["192.168.1.0/33", "lan", "192.168.1/24", "10.0.0.0/8;192.168.0.0/16", "fe80::/129"]) {
      const started = await startServer({ OUTBOUND_ALLOWED_NETWORKS: value }).catch((error: Error) => error);
      if (!(started instanceof Error)) await started.stop();
      expect(started).toBeInstanceOf(Error);
      expect((started as Error).message).toMatch(/OUTBOUND_ALLOWED_NETWORKS: /);
    }
  });
});
