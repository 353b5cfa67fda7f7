// The production server (`npm start` runs it through scripts/start.mjs; decision record 150):
// Express with well-kept parts, and the app's own part from the build (server/app.ts):
// - the front door first: security headers on every answer, the 403 for writes from another origin;
// - `compression` (gzip/brotli as the client asks);
// - `express.static` for build/client: /assets/* (hashed names) cached a year, immutable, and never
//   handed to the app when missing (404); the rest (favicon, ...) an hour;
// - an access log (`morgan`) on by default that skips static files and /healthz; ACCESS_LOG=0 turns it off;
//   guest links' tokens are redacted from it;
// - the framework's request handler (`@react-router/express`) for everything else;
// - start-up (decision record 221): the migrations run (or are checked, MIGRATE_ON_START=0) and the
//   background work starts before the server listens; a failure stops the start with its reason;
// - PORT (default 3000), HOST, TRUST_PROXY (hops), graceful shutdown on SIGTERM/SIGINT (decision
//   record 220): /readyz answers 503 and the worker stops claiming at once; running jobs may finish
//   within JOBS_SHUTDOWN_GRACE_MS, then they are cut and given back; requests are still served for
//   SHUTDOWN_DELAY_MS (default 0; a load balancer's probe interval times its failure threshold),
//   then the server stops taking new connections, finishes the requests in flight (at most 5 s
//   more), closes the database and leaves.
// The request URL the framework sees is always APP_ORIGIN's: the client's Host and X-Forwarded-Host
// never reach it (a Host of "example.com/api/events?x=" cannot re-route a request).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import compression from "compression";
import express from "express";
import morgan from "morgan";

process.env.NODE_ENV = "production";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const buildPath = path.resolve(process.argv[2] ?? path.join(root, "build/server/index.js"));
const clientDir = path.resolve(path.dirname(buildPath), "..", "client");
const accessLog = !/^(0|false|no|off)$/i.test(process.env.ACCESS_LOG ?? "");
const shutdownDelayMs = Number(process.env.SHUTDOWN_DELAY_MS ?? 0);
if (!Number.isInteger(shutdownDelayMs) || shutdownDelayMs < 0 || shutdownDelayMs > 600_000) {
  console.error("Invalid environment variable(s):\n  SHUTDOWN_DELAY_MS: must be a number of milliseconds (0 to 600000)");
  process.exit(1);
}
const PROBES = new Set(["/healthz", "/readyz"]);

const { frontDoor, handler, settings, downloads, start, stopWork, close } = await import(pathToFileURL(buildPath).href);
try {
  await start();
} catch (error) {
  console.error(`[kindred] not starting: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const origin = new URL(settings.appOrigin);

const app = express();
app.disable("x-powered-by");
// The client's address (req.ip) is the one the trusted proxies saw: the right-most
// X-Forwarded-For entries, TRUST_PROXY of them; with 0 the socket's address.
app.set("trust proxy", settings.trustProxyHops);
// The URL given to the framework is built from the request's protocol and Host: both are APP_ORIGIN's.
Object.defineProperty(app.request, "protocol", { get: () => origin.protocol.slice(0, -1), configurable: true });
app.use((req, _res, next) => {
  req.headers.host = origin.host;
  delete req.headers["x-forwarded-host"];
  next();
});
app.use(frontDoor);
app.use(compression());
app.use(
  "/assets",
  express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y", index: false, fallthrough: false }),
);
// The other files of build/client (favicon, robots.txt, ...) are few and known at start: only their
// paths are handed to express.static, so a page or /api request costs no file-system lookup.
const clientFiles = new Set(
  fs.readdirSync(clientDir, { withFileTypes: true }).filter((e) => e.isFile()).map((e) => `/${e.name}`),
);
const rootFiles = express.static(clientDir, { maxAge: "1h", index: false });
app.use((req, res, next) => (clientFiles.has(req.path) ? rootFiles(req, res, next) : next()));
// A guest link's token (/g/<token>/...) is its only authority: the log shows /g/[redacted] (issue 38).
// Also when the path travels in a query (the framework's /__manifest?p=%2Fg%2F...).
morgan.token("url", (req) => (req.originalUrl || req.url).replace(/(\/|%2F)g(\/|%2F)[A-Za-z0-9_-]+/gi, "$1g$2[redacted]"));
if (accessLog) app.use(morgan("short", { skip: (req) => PROBES.has(req.path) }));
// Readiness: once a shutdown has begun, 503 (the app's /readyz answers otherwise: the database).
let stopping = false;
app.get("/readyz", (_req, res, next) => {
  if (!stopping) return next();
  res.status(503).set({ "Cache-Control": "no-store", Connection: "close" }).type("text/plain").send("shutting down");
});
// Large streamed downloads (zip exports) are written with Node's pipeline (decision record 192).
if (downloads) app.use(downloads);
app.use(handler);
// A failure outside the app's own handling (the app answers its own errors): a plain 500 or the
// error's status (e.g. a malformed URL), no stack trace.
app.use((error, req, res, _next) => {
  const status = Number.isInteger(error?.status) && error.status >= 400 && error.status < 600 ? error.status : 500;
  if (status >= 500) console.error(error);
  if (res.headersSent) return res.destroy();
  res.status(status).type("text/plain").send(status === 404 ? "Not Found" : status < 500 ? "Bad Request" : "Internal Server Error");
});

const port = Number(process.env.PORT) || 3000;
const host = process.env.HOST || undefined;
const server = app.listen(port, host, () => console.log(`[kindred] http://${host ?? "localhost"}:${port}`));

for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    if (shutdownDelayMs > 0) console.log(`[kindred] stopping in ${shutdownDelayMs} ms (/readyz answers 503)`);
    // No new jobs from now on; the running ones finish or are given back.
    const work = stopWork().catch((error) => console.error("[kindred] stopping the background work failed", error));
    const requests = new Promise((resolve) => {
      setTimeout(() => {
        // Finish the requests in flight, close idle keep-alive connections (at most 5 s).
        server.close(resolve);
        server.closeIdleConnections();
        setTimeout(() => server.closeAllConnections(), 5_000).unref();
      }, shutdownDelayMs);
    });
    Promise.all([work, requests])
      .then(() => close())
      .then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
  });
}
