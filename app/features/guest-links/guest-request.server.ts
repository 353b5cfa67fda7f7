// The guest page's HTTP side (issue 38): headers every guest answer carries, the same-origin check
// of guest forms (there is no session whose lookup would make it), and the answer cookie.
import { env } from "~/lib/env.server";
import { HttpError } from "~/lib/http.server";
import { CROSS_ORIGIN_DETAIL } from "~/lib/session.server";
import type { OpenLink } from "./guest-links.server";

/**
 * Search engines leave the pages out; the token never leaves our site in a Referer (the app's
 * `same-origin` policy, repeated here so it holds whatever the global headers become); nothing is
 * kept in shared caches.
 */
export const GUEST_HEADERS: Record<string, string> = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": "same-origin",
  "Cache-Control": "private, no-store",
};

/**
 * A guest form must come from a page of this site: Origin (or, without it, the Referer's origin)
 * is APP_ORIGIN, or the browser says Sec-Fetch-Site: same-origin (which it sets itself, and which
 * covers a browser sending `Origin: null`). The front door already refuses a foreign Origin.
 */
export function assertGuestFormOrigin(request: Request) {
  const h = request.headers;
  const origin = h.get("Origin")?.trim();
  if (origin && origin !== "null") {
    if (origin === env().APP_ORIGIN) return;
    throw new HttpError(403, CROSS_ORIGIN_DETAIL);
  }
  if (h.get("Sec-Fetch-Site") === "same-origin") return;
  const referer = h.get("Referer");
  if (!origin && referer) {
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
