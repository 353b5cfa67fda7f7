// List conventions for /api (decision records 102, 103): `?limit=&cursor=` (cursor = the last id of
// the previous page, lists run newest first by id, so rows added while a script pages never shift
// or repeat what it has not read yet), the next page's cursor in `X-Next-Cursor` (absent on the
// last page; bodies keep the spec's plain array), or with `?envelope=1` the body
// `{items, next_cursor}`; and an ETag on large or polled lists, answering 304 to a matching
// If-None-Match. Every paged list answers through `pageAnswer` (or `pagedJson`).
import { hash } from "node:crypto";
import { badRequest } from "./http.server";

export type PageQuery = { limit: number; cursor: number | null; paged: boolean };

/** `?envelope=`: 1 or true asks for `{items, next_cursor}`; 0, false or absent keeps the array. */
export function wantsEnvelope(url: URL): boolean {
  const v = url.searchParams.get("envelope");
  if (v === null || v === "" || v === "0" || v === "false") return false;
  if (v === "1" || v === "true") return true;
  throw badRequest("envelope must be 1 or 0");
}

/**
 * Reads `limit` (1..max, default `defaultLimit`) and `cursor` (a positive id); `paged` = either
 * was given, or the envelope was asked for (an envelope is always one page).
 */
export function pageQuery(url: URL, opts: { defaultLimit: number; max: number }): PageQuery {
  const num = (name: string) => {
    const v = url.searchParams.get(name);
    if (v === null || v === "") return null;
    if (!/^\d{1,15}$/.test(v)) throw badRequest(`${name} must be a positive whole number`);
    return Number(v);
  };
  const limit = num("limit");
  if (limit !== null && (limit < 1 || limit > opts.max)) throw badRequest(`limit must be between 1 and ${opts.max}`);
  const cursor = num("cursor");
  const envelope = wantsEnvelope(url);
  return { limit: limit ?? opts.defaultLimit, cursor, paged: limit !== null || cursor !== null || envelope };
}

/**
 * One page of a list as its answer: the body is the spec's array, or `{items, next_cursor}` when
 * the request says `?envelope=1`; the next cursor (the last id of this page; none on the last
 * page) is in `X-Next-Cursor` either way, and `next_cursor` is that same text or null.
 */
export function pageAnswer(url: URL, items: unknown[], next: number | null): { body: unknown; headers: Record<string, string> } {
  const cursor = next === null ? null : String(next);
  return {
    body: wantsEnvelope(url) ? { items, next_cursor: cursor } : items,
    headers: cursor === null ? {} : { "X-Next-Cursor": cursor },
  };
}

/** `pageAnswer` as a JSON answer with an ETag (304 to a matching If-None-Match). */
export function pagedJson(request: Request, items: unknown[], next: number | null): Response {
  const { body, headers } = pageAnswer(new URL(request.url), items, next);
  return etagJson(request, body, headers);
}

function matches(request: Request, etag: string): boolean {
  const inm = request.headers.get("If-None-Match");
  if (!inm) return false;
  const bare = etag.replace(/^W\//, "");
  return inm.trim() === "*" || inm.split(",").some((t) => t.trim().replace(/^W\//, "") === bare);
}

/**
 * A JSON answer with a (weak) ETag over its body; 304 without a body when the client's
 * If-None-Match already names it. `Cache-Control: private, no-cache` lets clients keep and
 * revalidate it; shared caches never store it.
 */
export function etagJson(request: Request, body: unknown, headers: Record<string, string> = {}): Response {
  const json = JSON.stringify(body);
  const etag = `W/"${hash("sha256", json, "base64url").slice(0, 27)}"`;
  const h = new Headers({ ...headers, ETag: etag, "Cache-Control": "private, no-cache" });
  if (matches(request, etag)) return new Response(null, { status: 304, headers: h });
  h.set("Content-Type", "application/json; charset=utf-8");
  return new Response(json, { status: 200, headers: h });
}
