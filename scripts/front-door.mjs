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
