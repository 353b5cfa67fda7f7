/* global Request, Response, Headers, AbortController, setImmediate, performance, Buffer */
// The production server (`npm start` runs it through scripts/start.mjs; issue 16, decision record
// 121). It replaces remix-serve and keeps what it gave us:
// - static files of build/client, answered first from a table made at start-up (one Map lookup per
//   request, no file-system check): /assets/* with a year's immutable cache, the rest an hour, with
//   ETag/Last-Modified and 304;
// - gzip for clients that ask for it (text, JSON, JavaScript, SVG, CSV, calendars; 1 KB and up);
// - the front door of scripts/front-door.mjs (client address, foreign Origin, request id, and the
//   403 for an anonymous write from another origin);
// - NODE_ENV=production, PORT (default 3000) and HOST, graceful shutdown on SIGTERM/SIGINT.
// An access log line per request only with ACCESS_LOG=1 (remix-serve always wrote one).
// /api paths that name exactly one static resource route (e.g. /api/events, not /api/events/7)
// call that route module's loader/action directly: the same handler (apiRoute), without Remix's
// route matching; every other request goes through Remix's request handler.
import fs from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import zlib from "node:zlib";
import { pipeline } from "node:stream";
import { fileURLToPath, pathToFileURL } from "node:url";
import { foreignWriteRefusal, stampRequest } from "./front-door.mjs";
import "./route-match-memo.mjs";

process.env.NODE_ENV = "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildPath = path.resolve(process.argv[2] ?? path.join(root, "build/server/index.js"));
const accessLog = /^(1|true|yes|on)$/i.test(process.env.ACCESS_LOG ?? "");

const { installGlobals, createRequestHandler, createReadableStreamFromReadable } = await import("@remix-run/node");
const build = await import(pathToFileURL(buildPath).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });
const remixHandler = createRequestHandler(build, "production");

// Pages are matched against the page routes only (issue 16). Remix builds its route tree, flattens,
// ranks and matches it several times per page (the data router, the static render, the manifest),
// and 96 of the 131 routes are /api resource routes that no page path can match (their paths all
// start with /api/). A second handler over a build without them gives the same matches for every
// path outside /api/ at a quarter of the cost. /api paths and the lazy route discovery endpoint
// (/__manifest, which must know every route) keep the whole build.
const API_PATH = /^\/api(\/|$)/i; // route matching ignores letter case
/** `base` with only the routes whose id `keep` accepts (server modules and browser manifest alike). */
function buildWithRoutes(base, keep) {
  const only = (routes) => Object.fromEntries(Object.entries(routes).filter(([id]) => keep(id)));
  return { ...base, routes: only(base.routes), assets: { ...base.assets, routes: only(base.assets.routes) } };
}
const pageBuild = buildWithRoutes(build, (id) => !API_PATH.test(fullPath(build.routes[id])));
const pageHandler = createRequestHandler(pageBuild, "production");
const manifestPath = `${build.basename ?? "/"}/__manifest`.replace(/\/+/g, "/");

// A page's own handler (issue 16, decision record 129). React Router's data router matches the
// path once more inside its query(), with its own copy of matchRoutes that route-match-memo cannot
// reach: it flattens, ranks and compiles the page routes on every page request. A page is
// therefore answered by a handler over only the routes it can reach: the routes its path matches,
// plus those its parent paths match (what Remix puts in the page's route manifest for lazy route
// discovery, so the page, its data and its manifest come out the same). Matching is the same on a
// subset that holds the winning routes, so the answer is too. One handler per set of routes (a few
// dozen), made on first use; each path remembers its handler (bounded, like route-match-memo).
// Documents only (GET/HEAD without `.data`); other requests use the page build above.
const { matchRoutes } = createRequire(import.meta.url)("@remix-run/router");
function routeTree(routes, parentId) {
  return Object.values(routes)
    .filter((r) => r.parentId === parentId)
    .map((r) => {
      const children = routeTree(routes, r.id);
      return { id: r.id, path: r.path, index: r.index, caseSensitive: r.caseSensitive, ...(children.length > 0 ? { children } : {}) };
    });
}
const pageTree = routeTree(pageBuild.routes, undefined);
const basename = build.basename ?? "/";
const reachHandlers = new Map();
const handlerOfPath = new Map();
const MAX_PATHS = 5_000;
function reachOf(pathname) {
  const matches = matchRoutes(pageTree, pathname, basename);
  if (!matches) return null;
  const ids = new Set(matches.map((m) => m.route.id));
  const segments = pathname.split("/").filter(Boolean);
  segments.pop();
  for (let n = segments.length; n >= 0; n--) {
    for (const m of matchRoutes(pageTree, `/${segments.slice(0, n).join("/")}`, basename) ?? []) ids.add(m.route.id);
  }
  return [...ids].sort();
}
function pageHandlerFor(pathname) {
  let handler = handlerOfPath.get(pathname);
  if (handler) return handler;
  const ids = reachOf(pathname);
  if (!ids) handler = pageHandler;
  else {
    const key = ids.join("\n");
    handler = reachHandlers.get(key);
    if (!handler) {
      const reached = new Set(ids);
      handler = createRequestHandler(buildWithRoutes(pageBuild, (id) => reached.has(id)), "production");
      reachHandlers.set(key, handler);
    }
  }
  if (handlerOfPath.size >= MAX_PATHS) handlerOfPath.delete(handlerOfPath.keys().next().value);
  handlerOfPath.set(pathname, handler);
  return handler;
}

// ---- Static files ----

const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|manifest\+json|xml|problem\+json)|image\/svg\+xml)/i;

/** url path → file facts; built once (a production build does not change while it runs). */
const statics = new Map();
function collectStatics(dir, urlPrefix) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const url = `${urlPrefix}/${entry.name}`;
    if (entry.isDirectory()) collectStatics(full, url);
    else if (entry.isFile()) {
      const stat = fs.statSync(full);
      const type = TYPES[path.extname(entry.name).toLowerCase()] ?? "application/octet-stream";
      statics.set(url, {
        file: full,
        size: stat.size,
        type,
        etag: `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`,
        lastModified: stat.mtime.toUTCString(),
        cacheControl: url.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        compressible: COMPRESSIBLE.test(type) && stat.size >= 1024,
        body: null,
        gzipped: null,
      });
    }
  }
}
collectStatics(path.resolve(path.dirname(buildPath), "..", "client"), "");

function serveStatic(req, res, file) {
  const headers = {
    "Content-Type": file.type,
    "Cache-Control": file.cacheControl,
    ETag: file.etag,
    "Last-Modified": file.lastModified,
  };
  if (file.compressible) headers.Vary = "Accept-Encoding";
  const inm = req.headers["if-none-match"];
  if (inm ? inm.split(",").some((t) => t.trim() === file.etag || t.trim() === "*") : req.headers["if-modified-since"] === file.lastModified) {
    res.writeHead(304, headers).end();
    return;
  }
  file.body ??= fs.readFileSync(file.file);
  let body = file.body;
  if (file.compressible && acceptsGzip(req)) {
    file.gzipped ??= zlib.gzipSync(file.body);
    body = file.gzipped;
    headers["Content-Encoding"] = "gzip";
  }
  headers["Content-Length"] = body.length;
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : body);
}

function acceptsGzip(req) {
  const ae = req.headers["accept-encoding"];
  return typeof ae === "string" && /\bgzip\b/i.test(ae) && !/\bgzip\s*;\s*q=0(\.0*)?\s*(,|$)/i.test(ae);
}

// ---- The /api fast path: exact static paths of resource routes ----

function fullPath(route) {
  const parts = [];
  for (let r = route; r; r = r.parentId ? build.routes[r.parentId] : undefined) if (r.path) parts.unshift(r.path);
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}
const apiRoutes = new Map();
{
  const counts = new Map();
  const candidates = [];
  for (const route of Object.values(build.routes)) {
    if (route.id === "root") continue;
    const p = fullPath(route).toLowerCase();
    counts.set(p, (counts.get(p) ?? 0) + 1);
    let staticChain = true;
    for (let r = route; r; r = r.parentId ? build.routes[r.parentId] : undefined) {
      if (r.path && /[:*()[\]]/.test(r.path)) staticChain = false;
    }
    const m = route.module;
    const resource = m.default == null && m.ErrorBoundary == null;
    // A child that could match the parent's own path (index, pathless, splat, optional) makes
    // the path ambiguous; children with more segments (api.events.$id under api.events) do not.
    const childOnSamePath = Object.values(build.routes).some((r) => r.parentId === route.id && (r.index || !r.path || /[*?()]/.test(r.path)));
    if (p.startsWith("/api/") && staticChain && resource && !childOnSamePath && !route.index) candidates.push([p, route]);
  }
  // Only paths that name one route: anything ambiguous goes to Remix's own matching.
  for (const [p, route] of candidates) if (counts.get(p) === 1) apiRoutes.set(p, route);
}

async function callApiRoute(route, request) {
  const m = route.module;
  const fn = request.method === "GET" || request.method === "HEAD" ? m.loader : m.action;
  try {
    const result = await fn({ request, params: {}, context: {} });
    return result instanceof Response ? result : Response.json(result);
  } catch (error) {
    if (error instanceof Response) return error;
    build.entry.module.handleError?.(error, { request, params: {}, context: {} });
    return new Response("Unexpected Server Error", { status: 500, headers: { "Content-Type": "text/plain", "X-Remix-Error": "yes" } });
  }
}

// ---- Node request → Fetch Request, Fetch Response → Node response ----

function toRequest(req, res, pathAndQuery, abortable = true) {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, value);
  }
  const init = { method: req.method, headers };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  if (abortable) {
    // Abort loaders and rendering when the client goes away before the answer is complete.
    let controller = new AbortController();
    init.signal = controller.signal;
    res.on("finish", () => (controller = null));
    res.on("close", () => controller?.abort());
  }
  return new Request(`http://${req.headers.host || "localhost"}${pathAndQuery}`, init);
}

const WHOLE_BODY_MAX = 1 << 20;

async function send(req, res, response) {
  const flat = [];
  let type = "";
  let length = -1;
  let encoded = false;
  let noTransform = false;
  for (const [key, value] of response.headers) {
    flat.push(key, value);
    if (key === "content-type") type = value;
    else if (key === "content-length") length = Number(value);
    else if (key === "content-encoding") encoded = true;
    else if (key === "cache-control" && /no-transform/i.test(value)) noTransform = true;
  }
  const status = response.status;
  const body = req.method === "HEAD" || status === 204 || status === 304 ? null : response.body;
  const gzip =
    body !== null && !encoded && !noTransform && (length < 0 || length >= 1024) && COMPRESSIBLE.test(type) && acceptsGzip(req);
  if (gzip) {
    for (let i = flat.length - 2; i >= 0; i -= 2) if (flat[i] === "content-length") flat.splice(i, 2);
    flat.push("content-encoding", "gzip", "vary", "Accept-Encoding");
  }
  res.writeHead(status, response.statusText || undefined, flat);
  if (body === null) {
    res.end();
    if (response.body) response.body.cancel().catch(() => {});
    return;
  }
  if (gzip) {
    const z = zlib.createGzip();
    pipeline(z, res, () => {});
    // A streamed page reaches the browser as React writes it: flushed once per burst of chunks
    // (flushing every small chunk would cost CPU and most of the compression).
    let flushing = false;
    const flush = () => {
      flushing = false;
      if (!z.destroyed && !z.writableEnded) z.flush();
    };
    for await (const chunk of body) {
      if (res.destroyed) break;
      z.write(chunk);
      if (!flushing) {
        flushing = true;
        setImmediate(flush);
      }
    }
    z.end();
    return;
  }
  if (length >= 0 && length <= WHOLE_BODY_MAX) {
    // A body of known, modest length (a page, a JSON answer) goes out in one write.
    res.end(Buffer.from(await response.arrayBuffer()));
    return;
  }
  for await (const chunk of body) {
    if (res.destroyed) break;
    if (!res.write(chunk)) await new Promise((r) => res.once("drain", r).once("close", r));
  }
  res.end();
}

// ---- The server ----

async function handle(req, res) {
  const started = accessLog ? performance.now() : 0;
  if (accessLog) {
    res.once("finish", () =>
      console.log(`${req.method} ${req.url} ${res.statusCode} ${res.getHeader("content-length") ?? "-"} - ${(performance.now() - started).toFixed(3)} ms`),
    );
  }
  const url = req.url ?? "/";
  const q = url.indexOf("?");
  const pathname = q < 0 ? url : url.slice(0, q);
  if (req.method === "GET" || req.method === "HEAD") {
    const file = statics.get(pathname);
    if (file) return serveStatic(req, res, file);
  }
  const refused = foreignWriteRefusal(req, pathname);
  if (refused) {
    res.writeHead(refused.status, refused.headers);
    res.end(req.method === "HEAD" ? undefined : refused.body);
    return;
  }
  stampRequest(req);
  let response;
  try {
    const route = pathname.startsWith("/api/") ? apiRoutes.get(pathname.toLowerCase()) : undefined;
    const direct = route && (req.method === "GET" || req.method === "HEAD" ? route.module.loader : ["POST", "PUT", "PATCH", "DELETE"].includes(req.method) && route.module.action);
    // A direct /api read answers from memory at once: nothing to abort.
    const request = toRequest(req, res, url, !direct || (req.method !== "GET" && req.method !== "HEAD"));
    if (direct) response = await callApiRoute(route, request);
    else {
      // Routed on the path as the Request has it (dot segments resolved), as Remix will match it.
      const routePath = new URL(request.url).pathname;
      const wholeBuild = API_PATH.test(routePath) || routePath === manifestPath;
      const document = (req.method === "GET" || req.method === "HEAD") && !routePath.endsWith(".data");
      response = await (wholeBuild ? remixHandler : document ? pageHandlerFor(routePath) : pageHandler)(request);
    }
  } catch (error) {
    console.error(error);
    if (!res.headersSent) res.writeHead(error instanceof TypeError ? 400 : 500, { "Content-Type": "text/plain" });
    res.end(error instanceof TypeError ? "Bad Request" : "Internal Server Error");
    return;
  }
  try {
    await send(req, res, response);
  } catch (error) {
    if (!res.destroyed) console.error(error);
    res.destroy();
  }
}

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || undefined;
const server = http.createServer((req, res) => void handle(req, res));
server.listen(port, host, () => console.log(`[kindred] http://${host ?? "localhost"}:${port}`));

let stopping = false;
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    // Finish the requests in flight, close idle keep-alive connections, then leave.
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => {
      server.closeAllConnections();
      process.exit(0);
    }, 5_000).unref();
  });
}
