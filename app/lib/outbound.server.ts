// The one client for requests to an address a user chose (a family's WebDAV folder today; anything
// later). Decision record 073:
// - the host name is looked up once; every address it has is classified (outbound-rules.ts) and
//   the connection goes to exactly those checked addresses (the socket's `lookup` hands them over:
//   no second lookup that could answer differently). An IP literal in the URL, in any spelling the
//   URL parser accepts (2130706433, 0x7f.1, [::ffff:127.0.0.1]), is classified as written.
// - loopback, private, link-local, unique-local, multicast, unspecified and reserved addresses are
//   refused unless inside OUTBOUND_ALLOWED_NETWORKS: OutboundRefused, a 400 in the family's words.
// - redirects are followed by hand (at most 5), each target checked the same way; Authorization
//   is not carried to another host.
// - a timeout for connecting and for any silence while sending or receiving, an optional overall
//   deadline, and a cap on the answer's size. Request bodies may be streams (uploads stay streamed).
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { Readable, pipeline } from "node:stream";
import { env } from "./env.server";
import { HttpError } from "./http.server";
import { classifyAddress, parseIp, type AddressKind, type Network } from "./outbound-rules";

export { classifyAddress, parseNetworks, type AddressKind, type Network } from "./outbound-rules";

export const PRIVATE_ADDRESS_MESSAGE = "This address is on a private network; the server's operator can allow it";

/** The address is not one this server may connect to. Nothing was sent to it. */
export class OutboundRefused extends HttpError {
  constructor(
    public address: string,
    public kind: AddressKind,
  ) {
    super(400, PRIVATE_ADDRESS_MESSAGE);
    this.name = "OutboundRefused";
  }
}

/** The request could not be completed (unreachable, timed out, too many redirects, answer too large). */
export class OutboundFailed extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OutboundFailed";
  }
}

export type ResolvedAddress = { address: string; family: 4 | 6 };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundOptions = {
  method?: string;
  headers?: Record<string, string>;
  /** A stream is sent as it is read; it cannot be sent twice, so a 307/308 answer is returned as is. */
  body?: string | Buffer | Readable;
  /** Connecting, and any silence while sending or receiving (default 15 s). */
  timeoutMs?: number;
  /** The whole exchange, redirects included (default: none beyond `timeoutMs`). */
  deadlineMs?: number;
  /** Largest answer body read (default 1 MB); beyond it the request fails. */
  maxResponseBytes?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Networks allowed besides public addresses (default OUTBOUND_ALLOWED_NETWORKS). */
  allowed?: readonly Network[];
  /** Name lookup (default dns.lookup, every address); tests substitute one. */
  resolve?: Resolver;
  /** Stops the request and closes its connection (a job's time limit, a shutdown). */
  signal?: AbortSignal;
};

export type OutboundResponse = {
  status: number;
  /** The URL that answered (after redirects). */
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  text(): string;
};

const DEFAULTS = { timeoutMs: 15_000, maxResponseBytes: 1024 * 1024, maxRedirects: 5 };
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

const systemResolver: Resolver = async (hostname) => {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Every address the request may connect to, each checked; refuses if any one is not allowed. */
async function checkedAddresses(url: URL, allowed: readonly Network[], resolve: Resolver): Promise<ResolvedAddress[]> {
  const host = url.hostname;
  const literal = parseIp(host);
  let addresses: ResolvedAddress[];
  if (literal) {
    addresses = [{ address: host.replace(/^\[|\]$/g, ""), family: literal.version }];
  } else {
    try {
      addresses = await resolve(host);
    } catch (error) {
      throw new OutboundFailed(`Could not look up ${host}`, { cause: error });
    }
    if (addresses.length === 0) throw new OutboundFailed(`Could not look up ${host}`);
  }
  for (const a of addresses) {
    const c = classifyAddress(a.address, allowed);
    if (!c.allowed) throw new OutboundRefused(c.address, c.kind);
  }
  return addresses;
}

/** The socket's name lookup: answers with the addresses already checked, never asks again. */
function pinned(addresses: ResolvedAddress[]): LookupFunction {
  return ((_hostname: string, options: dns.LookupOptions, callback: (...args: unknown[]) => void) => {
    if (options?.all) callback(null, addresses);
    else callback(null, addresses[0].address, addresses[0].family);
  }) as LookupFunction;
}

type Hop = { url: URL; method: string; headers: Record<string, string>; body?: string | Buffer | Readable };

async function exchange(hop: Hop, o: Required<Omit<OutboundOptions, "method" | "headers" | "body" | "deadlineMs" | "signal">>, abort: AbortSignal) {
  const addresses = await checkedAddresses(hop.url, o.allowed, o.resolve);
  const client = hop.url.protocol === "https:" ? https : http;
  return new Promise<Omit<OutboundResponse, "text">>((resolve, reject) => {
    const req = client.request(hop.url, {
      method: hop.method,
      headers: hop.headers,
      lookup: pinned(addresses),
      agent: false,
      timeout: o.timeoutMs,
      signal: abort,
    });
    const fail = (error: Error) => {
      req.destroy();
      reject(error instanceof OutboundFailed ? error : new OutboundFailed(`Could not reach ${hop.url.host}: ${error.message}`, { cause: error }));
    };
    req.on("timeout", () => fail(new OutboundFailed(`${hop.url.host} did not answer within ${o.timeoutMs} ms`)));
    req.on("error", fail);
    req.on("response", (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > o.maxResponseBytes) {
          res.destroy();
          fail(new OutboundFailed(`The answer from ${hop.url.host} was larger than ${o.maxResponseBytes} bytes`));
          return;
        }
        chunks.push(chunk);
      });
      res.on("error", fail);
      res.on("end", () => resolve({ status: res.statusCode ?? 0, url: hop.url.href, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    const body = hop.body;
    if (body instanceof Readable) {
      pipeline(body, req, (error) => {
        if (error) req.destroy(error);
      });
    } else {
      req.end(body);
    }
  });
}

/** Keeps Authorization only on the same host (same origin, or http upgraded to https on default ports). */
function sameSite(from: URL, to: URL): boolean {
  if (from.origin === to.origin) return true;
  return from.hostname === to.hostname && from.protocol === "http:" && to.protocol === "https:" && from.port === "" && to.port === "";
}

function withoutHeaders(headers: Record<string, string>, names: string[]): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).filter(([k]) => !names.includes(k.toLowerCase())));
}

/**
 * A request to a user-chosen http(s) URL through the guard. Throws OutboundRefused (400, nothing
 * sent to that address) or OutboundFailed; any HTTP status is an answer, not an error.
 */
export async function outboundRequest(url: string | URL, options: OutboundOptions = {}): Promise<OutboundResponse> {
  const o = {
    timeoutMs: options.timeoutMs ?? DEFAULTS.timeoutMs,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULTS.maxResponseBytes,
    maxRedirects: options.maxRedirects ?? DEFAULTS.maxRedirects,
    allowed: options.allowed ?? env().OUTBOUND_ALLOWED_NETWORKS,
    resolve: options.resolve ?? systemResolver,
  };
  let hop: Hop;
  try {
    hop = { url: new URL(url), method: (options.method ?? "GET").toUpperCase(), headers: { ...options.headers }, body: options.body };
  } catch {
    throw new OutboundFailed("Not a valid URL");
  }
  const controller = new AbortController();
  const outer = options.signal;
  const stop = () => controller.abort(outer?.reason);
  if (outer?.aborted) stop();
  else outer?.addEventListener("abort", stop, { once: true });
  const deadline = options.deadlineMs
    ? setTimeout(() => controller.abort(new OutboundFailed(`No answer within ${options.deadlineMs} ms`)), options.deadlineMs)
    : null;
  try {
    for (let redirects = 0; ; redirects++) {
      if (hop.url.protocol !== "http:" && hop.url.protocol !== "https:") throw new OutboundFailed("Only http:// and https:// addresses can be used");
      if (hop.url.username || hop.url.password) throw new OutboundFailed("Put the username and password in their own fields, not in the address");
      const res = await exchange(hop, o, controller.signal).catch((error) => {
        throw controller.signal.aborted ? controller.signal.reason : error;
      });
      const location = res.headers.location;
      if (!REDIRECTS.has(res.status) || !location) return { ...res, text: () => res.body.toString("utf8") };
      if (redirects >= o.maxRedirects) throw new OutboundFailed(`More than ${o.maxRedirects} redirects`);
      let next: URL;
      try {
        next = new URL(location, hop.url);
      } catch {
        throw new OutboundFailed("The redirect pointed to an invalid address");
      }
      let { method, headers, body } = hop;
      if ((res.status === 303 && method !== "HEAD") || ((res.status === 301 || res.status === 302) && method === "POST")) {
        method = "GET";
        body = undefined;
        headers = withoutHeaders(headers, ["content-type", "content-length", "transfer-encoding"]);
      } else if (body instanceof Readable) {
        // The stream is (being) spent: the caller sees the redirect as the answer.
        return { ...res, text: () => res.body.toString("utf8") };
      }
      if (!sameSite(hop.url, next)) headers = withoutHeaders(headers, ["authorization", "cookie"]);
      hop = { url: next, method, headers, body };
    }
  } finally {
    if (deadline) clearTimeout(deadline);
    outer?.removeEventListener("abort", stop);
  }
}
