// List conventions for /api (decision record 102): `?limit=&cursor=` (cursor = the last id of the
// previous page, lists run newest first by id, so rows added while a script pages never shift
// or repeat what it has not read yet), the next page's cursor in `X-Next-Cursor` (absent on the
// last page; bodies keep the spec's plain array), and an ETag on large or polled lists, answering
// 304 to a matching If-None-Match.
import { createHash } from "node:crypto";
import { badRequest } from "./http.server";

export type PageQuery = { limit: number; cursor: number | null; paged: boolean };

/** Reads `limit` (1..max, default `defaultLimit`) and `cursor` (a positive id); `paged` = either was given. */
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
  return { limit: limit ?? opts.defaultLimit, cursor, paged: limit !== null || cursor !== null };
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
  const etag = `W/"${createHash("sha256").update(json).digest("base64url").slice(0, 27)}"`;
  const h = new Headers({ ...headers, ETag: etag, "Cache-Control": "private, no-cache" });
  if (matches(request, etag)) return new Response(null, { status: 304, headers: h });
  h.set("Content-Type", "application/json; charset=utf-8");
  return new Response(json, { status: 200, headers: h });
}
