// The front door of every request, before Remix sees it (used by scripts/serve.mjs, and by
// scripts/client-ip.mjs for remix-serve):
// 1. The client's address is stamped into an internal header (the app gets no socket). Any value
//    a client sends under that name is overwritten, so it cannot be spoofed.
// 2. A state-changing request that carries the session cookie and whose Origin names another
//    host would be stopped by Remix's own coarse host check with a bare 500 before the app runs.
//    Its Origin is moved to an internal header instead, so the app's one cross-origin check
//    (getActor in app/lib/session.server.ts, decision record 020) refuses it with a 403 and the
//    error page. Nothing is allowed by this: the request still names its foreign origin.
// 3. Each request gets an id (x-kindred-request-id, likewise overwritten) that the copies of the
//    request Remix hands to each loader share, so the app resolves the session once per HTTP
//    request (getActor in app/lib/session.server.ts; issue 16).
// 4. A state-changing request from another origin that carries neither the session cookie nor a
//    bearer token (an anonymous cross-site form: sign-in, sign-up, invite) is refused here with a
//    403 (foreignWriteRefusal, decision record 125): JSON {detail} on /api, a small HTML page
//    elsewhere, with the text of the app's own check (CROSS_ORIGIN_DETAIL in
//    app/lib/session.server.ts). Before, Remix's host check answered it with a bare 500, or, when
//    the Origin's host matched the Host header (but not APP_ORIGIN), the app ran it. Bearer calls are not browser requests: any Origin.
import { Buffer } from "node:buffer";
import { randomBytes } from "node:crypto";

const REQUEST_ID_PREFIX = randomBytes(6).toString("base64url");
let requestNo = 0;
globalThis[Symbol.for("kindred.requestIds")] = true;

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
const SESSION_COOKIE = /(^|;\s*)kindred_session=/;

function originHost(origin) {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

// The same text as CROSS_ORIGIN_DETAIL in app/lib/session.server.ts (checked by a test).
export const CROSS_ORIGIN_DETAIL = "Cross-origin request refused: this change must come from a page of this site";
// APP_ORIGIN as the app reads it (app/lib/env.server.ts, same default), as an origin.
const APP_ORIGIN = (() => {
  try {
    return new URL(process.env.APP_ORIGIN?.trim() || "http://localhost:3000").origin;
  } catch {
    return null;
  }
})();
const BEARER = /^\s*bearer\s/i;
const REFUSED_HEADERS = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
};
const REFUSED_JSON = JSON.stringify({ detail: CROSS_ORIGIN_DETAIL });
const REFUSED_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Request refused · Kindred</title></head><body><main><h1>Request refused</h1>" +
  `<p role="alert">${CROSS_ORIGIN_DETAIL}</p><p><a href="/">Back to Kindred</a></p></main></body></html>`;

/**
 * The 403 answer to an anonymous write from another origin (4. above), or null to let it in:
 * { status, headers, body }. `pathname` is the request's path (no query).
 */
export function foreignWriteRefusal(req, pathname) {
  const h = req.headers;
  const origin = h.origin;
  if (req.method === "GET" || req.method === "HEAD" || typeof origin !== "string") return null;
  if (BEARER.test(h.authorization ?? "") || SESSION_COOKIE.test(h.cookie ?? "")) return null;
  if (APP_ORIGIN && origin.trim() === APP_ORIGIN) return null;
  const api = pathname === "/api" || pathname.startsWith("/api/");
  const body = api ? REFUSED_JSON : REFUSED_HTML;
  return {
    status: 403,
    headers: {
      ...REFUSED_HEADERS,
      "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8",
      "Content-Length": String(Buffer.byteLength(body)),
    },
    body,
  };
}

/** Stamps a Node request's headers in place (see above). */
export function stampRequest(req) {
  const h = req.headers;
  h["x-kindred-client-ip"] = req.socket?.remoteAddress ?? "";
  delete h["x-kindred-origin"];
  h["x-kindred-request-id"] = `${REQUEST_ID_PREFIX}.${++requestNo}`;
  const origin = h.origin;
  if (
    typeof origin === "string" &&
    WRITES.has(req.method) &&
    SESSION_COOKIE.test(h.cookie ?? "") &&
    originHost(origin) !== (h["x-forwarded-host"]?.split(",")[0]?.trim() || h.host)
  ) {
    h["x-kindred-origin"] = origin;
    delete h.origin;
  }
}
