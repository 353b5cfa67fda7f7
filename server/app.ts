// The app's part of the HTTP server, built by Vite with the app (so it shares the app's modules)
// into build/server/index.js; scripts/serve.mjs (Express) mounts it. Decision record 150.
// - `frontDoor`: the security headers on every answer (pages, redirects, /api, files), and the
//   403 for a write from another origin (decision record 125);
// - `handler`: the framework's Express adapter, with the per-request data (client address,
//   request id) in the load context (app/lib/request-context.server.ts);
// - `settings`: what the Express server needs from the validated environment.
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { createRequestHandler } from "@react-router/express";
import * as build from "virtual:react-router/server-build";
import type { NextFunction, Request, Response } from "express";
import { matchPath, RouterContextProvider } from "react-router";
import { env } from "~/lib/env.server";
import { securityHeaders } from "~/lib/http.server";
import { requestInfoContext, runInRequestScope } from "~/lib/request-context.server";
import { DOWNLOAD_PATHS, downloadPattern } from "~/lib/download-paths";
import * as familyExport from "~/routes/api/family/export";
import * as personalExport from "~/routes/api/auth/me.export";
import * as albumDownload from "~/routes/api/albums/$id.download";
import { foreignWriteRefusal } from "~/lib/front-door.server";
import { closeDatabase, startDatabase } from "~/lib/db.server";
import { startBackgroundWork, stopBackgroundWork } from "~/worker.server";

/**
 * Start-up, before the server listens (decision record 221): the migrations run (under the
 * advisory lock on PostgreSQL), or with MIGRATE_ON_START=0 a database older than this code stops
 * the start with a clear message; then the background work starts (unless WORKER=separate).
 */
export async function start(): Promise<void> {
  await startDatabase();
  if (env().WORKER === "inline") startBackgroundWork();
}

/**
 * Shutdown (decision record 220): stops claiming jobs at once; the running ones may finish within
 * JOBS_SHUTDOWN_GRACE_MS, then they are cut and given back. Resolves when no job runs here.
 */
export function stopWork(): Promise<void> {
  return stopBackgroundWork();
}

/** Last step of a shutdown: the database connections. */
export function close(): Promise<void> {
  return closeDatabase();
}

export const settings = {
  /** APP_ORIGIN: the only origin the framework ever sees in a request's URL. */
  appOrigin: env().APP_ORIGIN,
  /** TRUST_PROXY: how many proxies in front of us append to X-Forwarded-For (0 = none). */
  trustProxyHops: env().TRUST_PROXY,
};

const hsts = env().APP_ORIGIN.startsWith("https://");

export function frontDoor(req: Request, res: Response, next: NextFunction) {
  for (const [name, value] of Object.entries(securityHeaders)) res.setHeader(name, value);
  if (hsts) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  const refusal = foreignWriteRefusal(req.method, req.path, req.headers);
  if (refusal) {
    res.status(refusal.status).set(refusal.headers).send(refusal.body);
    return;
  }
  next();
}

const REQUEST_ID_PREFIX = randomBytes(6).toString("base64url");
let requestNo = 0;

export const handler = createRequestHandler({
  // The build itself, not a function returning it: the framework re-derives its routes and
  // handlers from a build function on every request (that is for the dev server's reloads).
  build,
  getLoadContext(req) {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { clientAddress: req.ip ?? "unknown", requestId: `${REQUEST_ID_PREFIX}.${++requestNo}` });
    return context;
  },
});

// ---- Large streamed downloads (decision record 192) ----
// The framework's response writer (@react-router/node 7.18.4, writeReadableStreamToWritable)
// races every chunk's read against one long-lived promise; each race leaves a reaction on that
// promise holding the chunk until the response ends, so a 1.5 GB export kept ~1.5 GB in memory.
// These routes' loaders are called here with the same Request and request scope the framework
// would give them, and their Response body is piped to the socket with Node's own pipeline
// (backpressure, nothing kept). Everything else still goes through the framework.
type Loader = (args: { request: globalThis.Request; params: Record<string, string>; context: unknown }) => Promise<globalThis.Response>;
// The paths are the route table's own (app/lib/download-paths.ts), matched with the framework's matchPath.
const DOWNLOADS: [string, Loader][] = [
  [downloadPattern(DOWNLOAD_PATHS.familyExport), familyExport.loader as unknown as Loader],
  [downloadPattern(DOWNLOAD_PATHS.personalExport), personalExport.loader as unknown as Loader],
  [downloadPattern(DOWNLOAD_PATHS.albumDownload), albumDownload.loader as unknown as Loader],
];

// Each pattern ends in a fixed word ("export", "download"): a path ending otherwise is not matched
// at all (matchPath compiles its pattern on every call, and every request passes here).
const DOWNLOAD_ENDINGS = new Set(
  DOWNLOADS.map(([pattern]) => {
    const ending = pattern.slice(pattern.lastIndexOf("/") + 1).toLowerCase();
    if (!/^[a-z0-9-]+$/.test(ending)) throw new Error(`A download path must end in a fixed word: ${pattern}`);
    return ending;
  }),
);

export async function downloads(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" && req.method !== "HEAD") return next();
  const path = req.path.replace(/\/+$/, "");
  if (!DOWNLOAD_ENDINGS.has(path.slice(path.lastIndexOf("/") + 1).toLowerCase())) return next();
  let params: Record<string, string> = {};
  const route = DOWNLOADS.find(([pattern]) => {
    const match = matchPath({ path: pattern, caseSensitive: false, end: true }, req.path);
    if (match) params = Object.fromEntries(Object.entries(match.params).filter((e): e is [string, string] => e[1] !== undefined));
    return match !== null;
  });
  if (!route) return next();
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      if (Array.isArray(value)) for (const v of value) headers.append(name, v);
      else if (value !== undefined) headers.set(name, value);
    }
    const aborted = new AbortController();
    res.on("close", () => aborted.abort());
    const request = new globalThis.Request(new URL(req.originalUrl, settings.appOrigin), { method: req.method, headers, signal: aborted.signal });
    const info = { clientAddress: req.ip ?? "unknown", requestId: `${REQUEST_ID_PREFIX}.${++requestNo}` };
    const response = await runInRequestScope(info, () => route[1]({ request, params, context: undefined }));
    res.status(response.status);
    for (const [name, value] of response.headers) if (name !== "set-cookie") res.setHeader(name, value);
    const cookies = response.headers.getSetCookie();
    if (cookies.length) res.setHeader("Set-Cookie", cookies);
    if (!response.body || req.method === "HEAD") {
      await response.body?.cancel();
      res.end();
      return;
    }
    await pipeline(Readable.fromWeb(response.body as NodeReadableStream), res);
  } catch (error) {
    if (res.headersSent) res.destroy();
    else next(error);
  }
}
