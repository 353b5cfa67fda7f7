// The app's part of the HTTP server, built by Vite with the app (so it shares the app's modules)
// into build/server/index.js; scripts/serve.mjs (Express) mounts it. Decision record 150.
// - `frontDoor`: the security headers on every answer (pages, redirects, /api, files), and the
//   403 for a write from another origin (decision record 125);
// - `handler`: the framework's Express adapter, with the per-request data (client address,
//   request id) in the load context (app/lib/request-context.server.ts);
// - `settings`: what the Express server needs from the validated environment.
import { randomBytes } from "node:crypto";
import { createRequestHandler } from "@react-router/express";
import * as build from "virtual:react-router/server-build";
import type { NextFunction, Request, Response } from "express";
import { RouterContextProvider } from "react-router";
import { env } from "~/lib/env.server";
import { securityHeaders } from "~/lib/http.server";
import { requestInfoContext } from "~/lib/request-context.server";
import { foreignWriteRefusal } from "~/lib/front-door.server";

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
