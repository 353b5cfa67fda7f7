// The guest page's HTTP side (issue 38): headers every guest answer carries, the same-origin check
// of guest forms (there is no session whose lookup would make it), and the answer cookie.
import { env } from "~/lib/env.server";
import { HttpError } from "~/lib/http.server";
import { CROSS_ORIGIN_DETAIL } from "~/lib/session.server";
import type { OpenLink } from "./guest-links.server";

/**
 * Search engines leave the pages out; nothing is kept in shared caches. (The token never leaves
 * our site in a Referer: every answer carries `Referrer-Policy: same-origin`, lib/http.server.ts.)
 */
export const GUEST_HEADERS: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "private, no-store",
};

/**
 * A guest form must come from a page of this site: Origin (or, without it, the Referer's origin)
 * is APP_ORIGIN. Guest pages keep the app's `Referrer-Policy: same-origin`, with which browsers
 * send a real Origin on their own forms (with `no-referrer`, Chromium sends `Origin: null`, which
 * the framework itself refuses); the front door already refuses a foreign Origin.
 */
export function assertGuestFormOrigin(request: Request) {
  const h = request.headers;
  const origin = h.get("Origin")?.trim();
  if (origin) {
    if (origin === env().APP_ORIGIN) return;
    throw new HttpError(403, CROSS_ORIGIN_DETAIL);
  }
  const referer = h.get("Referer");
  if (referer) {
    try {
      if (new URL(referer).origin === env().APP_ORIGIN) return;
    } catch {
      // not a URL: refused below
    }
  }
  throw new HttpError(403, CROSS_ORIGIN_DETAIL);
}

const cookieName = (linkId: number) => `kindred_guest_${linkId}`;

/** The browser's key for its answer through this link (the cookie), or null. */
export function browserKeyOf(request: Request, linkId: number): string | null {
  const name = cookieName(linkId);
  for (const part of (request.headers.get("Cookie") ?? "").split(";")) {
    const [k, ...v] = part.trim().split("=");
    if (k === name) return v.join("=") || null;
  }
  return null;
}

/** Set-Cookie for the browser's key: only for guest pages, until the link expires. */
export function browserKeyCookie(link: OpenLink, key: string, now = new Date()): string {
  const maxAge = Math.max(60, Math.floor((Date.parse(link.expiresAt) - now.getTime()) / 1000));
  const secure = env().APP_ORIGIN.startsWith("https://") ? "; Secure" : "";
  return `${cookieName(link.id)}=${key}; Path=/g/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
