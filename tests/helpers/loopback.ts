// Small HTTP servers on this machine's loopback addresses (127.0.0.0/8, ::1) for the outbound
// address tests: a fake WebDAV folder that answers PROPFIND with 207, a redirector, anything else.
// Every server records what reached it, so a test can show that a refused address saw nothing.
import http from "node:http";
import net from "node:net";

export type SeenRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: Buffer };

export type LoopbackServer = {
  /** Base URL with a trailing slash, e.g. http://127.0.0.1:41234/ or http://[::1]:41234/. */
  url: string;
  port: number;
  requests: SeenRequest[];
  stop: () => Promise<void>;
};

export type Handler = (req: SeenRequest, res: http.ServerResponse) => void;

/** A WebDAV collection in one line: PROPFIND answers 207 Multi-Status, every other method 201. */
export const fakeDav: Handler = (req, res) => {
  if (req.method === "PROPFIND") {
    res.writeHead(207, { "Content-Type": "application/xml; charset=utf-8" });
    res.end('<?xml version="1.0"?><d:multistatus xmlns:d="DAV:"><d:response><d:href>/</d:href></d:response></d:multistatus>');
    return;
  }
  res.writeHead(201).end();
};

export function startLoopback(host: "127.0.0.1" | "127.0.0.2" | "::1", handler: Handler = fakeDav, port = 0): Promise<LoopbackServer> {
  if (!(host.startsWith("127.") || host === "::1")) throw new Error("tests only listen on loopback");
  const requests: SeenRequest[] = [];
  const sockets = new Set<net.Socket>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const seen = { method: req.method ?? "", url: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) };
      requests.push(seen);
      handler(seen, res);
    });
  });
  server.on("connection", (s) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      const actual = (server.address() as net.AddressInfo).port;
      resolve({
        url: `http://${host.includes(":") ? `[${host}]` : host}:${actual}/`,
        port: actual,
        requests,
        stop: () =>
          new Promise<void>((done) => {
            for (const s of sockets) s.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Answers every request with `status` and a Location header. */
export const redirectTo =
  (location: string, status = 302): Handler =>
  (_req, res) => {
    res.writeHead(status, { Location: location }).end();
  };
