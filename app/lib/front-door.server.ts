// The refusal of writes from another origin at the front door (decision record 125), before the
// framework runs: a state-changing request whose Origin is not APP_ORIGIN, and that is not a
// bearer-token call (scripts are not browsers: any Origin), is a 403 with the app's own
// cross-origin text: JSON {detail} on /api, a small HTML page elsewhere. This covers the anonymous
// cross-site form (sign-in, sign-up, invite) and a signed-in one alike; without it a page form
// from another origin would get the framework's bare "Bad Request". A write without Origin (old
// browsers) is still checked by the session lookup against its Referer (session.server.ts).
import type { IncomingHttpHeaders } from "node:http";
import { env } from "./env.server";
import { CROSS_ORIGIN_DETAIL } from "./session.server";

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/**
 * Writes whose only authority is a signed token in the request (decision record 180), not a
 * cookie: a mail client's one-click unsubscribe (RFC 8058) POSTs from wherever it runs. A forged
 * request cannot do anything without the token, so any Origin is let in on these paths only.
 */
const TOKEN_WRITES = new Set(["/email/unsubscribe", "/api/notifications/unsubscribe"]);
const BEARER = /^\s*bearer\s/i;

const REFUSED_HEADERS: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
  "Cache-Control": "no-store",
};
const REFUSED_JSON = JSON.stringify({ detail: CROSS_ORIGIN_DETAIL });
const REFUSED_HTML =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  "<title>Request refused · Kindred</title></head><body><main><h1>Request refused</h1>" +
  `<p role="alert">${CROSS_ORIGIN_DETAIL}</p><p><a href="/">Back to Kindred</a></p></main></body></html>`;

export type Refusal = { status: number; headers: Record<string, string>; body: string };

/** The 403 for a write from another origin, or null to let the request in. */
export function foreignWriteRefusal(method: string, pathname: string, headers: IncomingHttpHeaders): Refusal | null {
  const origin = headers.origin;
  if (!WRITES.has(method.toUpperCase()) || typeof origin !== "string") return null;
  if (BEARER.test(headers.authorization ?? "")) return null;
  if (method.toUpperCase() === "POST" && TOKEN_WRITES.has(pathname)) return null;
  if (origin.trim() === env().APP_ORIGIN) return null;
  const api = pathname === "/api" || pathname.startsWith("/api/");
  return {
    status: 403,
    headers: { ...REFUSED_HEADERS, "Content-Type": api ? "application/json; charset=utf-8" : "text/html; charset=utf-8" },
    body: api ? REFUSED_JSON : REFUSED_HTML,
  };
}
