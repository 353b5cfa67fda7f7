// The guarded outbound client in-process (decision record 073), against small servers on this
// machine's loopback only: refusal before any connection, one name lookup whose checked address is
// the one connected to, redirects (re-checked, methods, Authorization), timeout, deadline, size cap
// and streamed bodies. Name lookups are a stub here, so no test asks a real DNS server anything.
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLoopback, type LoopbackServer, type Handler } from "../helpers/loopback";

const REFUSED = "This address is on a private network; the server's operator can allow it";

const lib = async () => {
  const outbound = await import("~/lib/outbound.server");
  const { HttpError } = await import("~/lib/http.server");
  const { resetEnvCache } = await import("~/lib/env.server");
  return { ...outbound, HttpError, resetEnvCache };
};

let handler: Handler = (_req, res) => res.writeHead(200).end("hello");
let one: LoopbackServer; // 127.0.0.1
let two: LoopbackServer; // 127.0.0.2
let six: LoopbackServer; // ::1

beforeAll(async () => {
  one = await startLoopback("127.0.0.1", (req, res) => handler(req, res));
  two = await startLoopback("127.0.0.2", (_req, res) => res.writeHead(200).end("two"));
  six = await startLoopback("::1", (_req, res) => res.writeHead(200).end("six"));
});
afterAll(async () => {
  await one?.stop();
  await two?.stop();
  await six?.stop();
});

function reset(h: Handler) {
  handler = h;
  one.requests.length = 0;
  two.requests.length = 0;
  six.requests.length = 0;
}

describe("refusal", () => {
  it("refuses a loopback address before connecting: an HttpError 400 in the family's words", async () => {
    const { outboundRequest, OutboundRefused, HttpError } = await lib();
    reset((_req, res) => res.writeHead(200).end());
    const error = await outboundRequest(one.url, { allowed: [] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 400, detail: REFUSED, address: "127.0.0.1", kind: "loopback" });
    expect(one.requests).toEqual([]);
  });

  it("takes its allowed networks from OUTBOUND_ALLOWED_NETWORKS by default", async () => {
    const { outboundRequest, resetEnvCache, OutboundRefused } = await lib();
    reset((_req, res) => res.writeHead(200).end("hello"));
    const saved = process.env.OUTBOUND_ALLOWED_NETWORKS;
    try {
      delete process.env.OUTBOUND_ALLOWED_NETWORKS;
      resetEnvCache();
      await expect(outboundRequest(one.url)).rejects.toBeInstanceOf(OutboundRefused);
      process.env.OUTBOUND_ALLOWED_NETWORKS = "127.0.0.0/30";
      resetEnvCache();
      expect((await outboundRequest(one.url)).text()).toBe("hello");
      await expect(outboundRequest(six.url)).rejects.toBeInstanceOf(OutboundRefused);
    } finally {
      if (saved === undefined) delete process.env.OUTBOUND_ALLOWED_NETWORKS;
      else process.env.OUTBOUND_ALLOWED_NETWORKS = saved;
      resetEnvCache();
    }
  });

  it("looks a name up once and connects to the address it checked (a second answer would not be used)", async () => {
    const { outboundRequest, parseNetworks } = await lib();
    reset((_req, res) => res.writeHead(200).end("pinned"));
    const answers = [[{ address: "127.0.0.1", family: 4 as const }], [{ address: "127.0.0.2", family: 4 as const }]];
    const asked: string[] = [];
    const resolve = async (host: string) => {
      asked.push(host);
      return answers[asked.length - 1] ?? [];
    };
    const res = await outboundRequest(`http://dav.kindred.test:${one.port}/folder/`, { allowed: parseNetworks("127.0.0.1/32"), resolve });
    expect(res.text()).toBe("pinned");
    expect(asked).toEqual(["dav.kindred.test"]);
    expect(one.requests[0]).toMatchObject({ url: "/folder/", headers: { host: `dav.kindred.test:${one.port}` } });
    expect(two.requests).toEqual([]);
  });

  it("refuses a name when any one of its addresses is refused, and connects to none of them", async () => {
    const { outboundRequest, parseNetworks, OutboundRefused } = await lib();
    reset((_req, res) => res.writeHead(200).end());
    const resolve = async () => [
      { address: "127.0.0.1", family: 4 as const },
      { address: "127.0.0.2", family: 4 as const },
    ];
    const error = await outboundRequest(`http://both.kindred.test:${one.port}/`, { allowed: parseNetworks("127.0.0.1/32"), resolve }).catch((e) => e);
    expect(error).toBeInstanceOf(OutboundRefused);
    expect(error).toMatchObject({ address: "127.0.0.2" });
    expect(one.requests).toEqual([]);
    expect(two.requests).toEqual([]);
  });

  it("a name that cannot be looked up is a failure, not a refusal", async () => {
    const { outboundRequest, OutboundFailed } = await lib();
    const resolve = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    await expect(outboundRequest("http://nowhere.kindred.test/", { allowed: [], resolve })).rejects.toBeInstanceOf(OutboundFailed);
  });

  it("only http and https, and no credentials inside the URL", async () => {
    const { outboundRequest, OutboundFailed } = await lib();
    await expect(outboundRequest(`ftp://127.0.0.1:${one.port}/`)).rejects.toBeInstanceOf(OutboundFailed);
    await expect(outboundRequest(`http://a:b@127.0.0.1:${one.port}/`, { allowed: [] })).rejects.toBeInstanceOf(OutboundFailed);
    await expect(outboundRequest("not a url")).rejects.toBeInstanceOf(OutboundFailed);
  });
});

describe("redirects", () => {
  const opts = async (extra: object = {}) => ({ allowed: (await lib()).parseNetworks("127.0.0.1/32, ::1/128"), ...extra });

  it("each target is checked again: into a refused address is refused and that address sees nothing", async () => {
    const { outboundRequest, OutboundRefused } = await lib();
    reset((_req, res) => res.writeHead(302, { Location: `http://127.0.0.2:${two.port}/` }).end());
    await expect(outboundRequest(one.url, await opts())).rejects.toBeInstanceOf(OutboundRefused);
    reset((_req, res) => res.writeHead(301, { Location: `http://2130706434:${two.port}/` }).end()); // 127.0.0.2
    await expect(outboundRequest(one.url, await opts())).rejects.toBeInstanceOf(OutboundRefused);
    reset((_req, res) => res.writeHead(307, { Location: `http://[::ffff:7f00:2]:${two.port}/` }).end());
    await expect(outboundRequest(one.url, await opts())).rejects.toBeInstanceOf(OutboundRefused);
    expect(two.requests).toEqual([]);
  });

  it("303 (and 301/302 after POST) continue with GET and no body; 307/308 keep the method and body", async () => {
    const { outboundRequest } = await lib();
    reset((req, res) => {
      if (req.url === "/start") res.writeHead(Number(req.headers["x-status"]), { Location: "/next" }).end();
      else res.writeHead(200).end(`${req.method} ${req.body.toString()} ${req.headers["content-type"] ?? "-"}`);
    });
    const send = async (method: string, status: number) =>
      (
        await outboundRequest(`${one.url}start`, {
          ...(await opts()),
          method,
          headers: { "X-Status": String(status), "Content-Type": "text/plain" },
          body: "payload",
        })
      ).text();
    expect(await send("PROPFIND", 303)).toBe("GET  -");
    expect(await send("POST", 302)).toBe("GET  -");
    expect(await send("POST", 301)).toBe("GET  -");
    expect(await send("PROPFIND", 302)).toBe("PROPFIND payload text/plain");
    expect(await send("PUT", 307)).toBe("PUT payload text/plain");
    expect(await send("PROPFIND", 308)).toBe("PROPFIND payload text/plain");
  });

  it("Authorization goes along on the same origin only", async () => {
    const { outboundRequest } = await lib();
    reset((req, res) => {
      if (req.url === "/away") res.writeHead(302, { Location: `${six.url}there` }).end();
      else if (req.url === "/stay") res.writeHead(302, { Location: "/here" }).end();
      else res.writeHead(200).end(req.headers.authorization ?? "none");
    });
    const headers = { Authorization: "Basic c2VjcmV0" };
    expect((await outboundRequest(`${one.url}stay`, { ...(await opts()), headers })).text()).toBe("Basic c2VjcmV0");
    const away = await outboundRequest(`${one.url}away`, { ...(await opts()), headers });
    expect(away.url).toBe(`${six.url}there`);
    expect(six.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it("at most 5", async () => {
    const { outboundRequest, OutboundFailed } = await lib();
    reset((req, res) => res.writeHead(302, { Location: `/${Number(req.url.slice(1) || 0) + 1}` }).end());
    const error = await outboundRequest(one.url, await opts()).catch((e) => e);
    expect(error).toBeInstanceOf(OutboundFailed);
    expect(error.message).toBe("More than 5 redirects");
    expect(one.requests.map((r) => r.url)).toEqual(["/", "/1", "/2", "/3", "/4", "/5"]);
  });

  it("a streamed body is not sent twice: a 307 after a streamed PUT is the answer", async () => {
    const { outboundRequest } = await lib();
    reset((_req, res) => res.writeHead(307, { Location: "/again" }).end());
    const res = await outboundRequest(`${one.url}upload`, { ...(await opts()), method: "PUT", body: Readable.from([Buffer.from("abc")]), headers: { "Content-Length": "3" } });
    expect(res.status).toBe(307);
    expect(one.requests.map((r) => r.url)).toEqual(["/upload"]);
  });
});

describe("limits and bodies", () => {
  const allowed = async () => (await lib()).parseNetworks("127.0.0.1/32");

  it("a server that never answers fails after the timeout", async () => {
    const { outboundRequest, OutboundFailed } = await lib();
    reset(() => {}); // accepts, reads, never answers
    const started = Date.now();
    const error = await outboundRequest(one.url, { allowed: await allowed(), timeoutMs: 300 }).catch((e) => e);
    expect(error).toBeInstanceOf(OutboundFailed);
    expect(error.message).toMatch(/did not answer within 300 ms/);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("an answer that trickles in forever fails at the deadline", async () => {
    const { outboundRequest, OutboundFailed } = await lib();
    reset((_req, res) => {
      res.writeHead(200);
      const timer = setInterval(() => res.write("."), 50);
      res.on("close", () => clearInterval(timer));
    });
    const error = await outboundRequest(one.url, { allowed: await allowed(), timeoutMs: 2000, deadlineMs: 400 }).catch((e) => e);
    expect(error).toBeInstanceOf(OutboundFailed);
    expect(error.message).toBe("No answer within 400 ms");
  });

  it("an answer larger than the cap fails (1 MB by default)", async () => {
    const { outboundRequest, OutboundFailed } = await lib();
    reset((_req, res) => res.writeHead(200).end(Buffer.alloc(1024 * 1024 + 1, "x")));
    const small = await outboundRequest(one.url, { allowed: await allowed(), maxResponseBytes: 1000 }).catch((e) => e);
    expect(small).toBeInstanceOf(OutboundFailed);
    expect(small.message).toMatch(/larger than 1000 bytes/);
    await expect(outboundRequest(one.url, { allowed: await allowed() })).rejects.toThrow(/larger than 1048576 bytes/);
    reset((_req, res) => res.writeHead(200).end(Buffer.alloc(1024 * 1024, "x")));
    expect((await outboundRequest(one.url, { allowed: await allowed() })).body.length).toBe(1024 * 1024);
  });

  it("streams a request body as it is read (3 MB, sent exactly)", async () => {
    const { outboundRequest } = await lib();
    reset((req, res) => res.writeHead(201).end(String(req.body.length)));
    const chunk = Buffer.alloc(64 * 1024);
    let made = 0;
    const body = new Readable({
      read() {
        if (made === 48) return this.push(null);
        chunk.fill(made++ % 256);
        this.push(Buffer.from(chunk));
      },
    });
    const size = 48 * chunk.length;
    const res = await outboundRequest(`${one.url}file.bin`, { allowed: await allowed(), method: "PUT", body, headers: { "Content-Length": String(size) } });
    expect(res.status).toBe(201);
    expect(res.text()).toBe(String(size));
    const got = one.requests[0].body;
    expect(got.length).toBe(size);
    expect(got[0]).toBe(0);
    expect(got[size - 1]).toBe(47);
  });
});
