import { apiRoute } from "~/lib/api-route.server";
import { jsonResponse } from "~/lib/http.server";
import { auditLogPage } from "~/features/admin/audit-log.server";

/**
 * Newest first; `?limit=` (1-500, default 100) and `?cursor=` (the last id seen). The body stays
 * the list of entries; the next page's cursor is in `X-Next-Cursor` and a `Link: rel="next"`.
 */
const route = apiRoute({
  GET: ({ actor, url }) => {
    const page = auditLogPage(actor, { limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") });
    const headers: Record<string, string> = {};
    if (page.next_cursor !== null) {
      const next = new URLSearchParams(url.searchParams);
      next.set("cursor", String(page.next_cursor));
      headers["X-Next-Cursor"] = String(page.next_cursor);
      headers.Link = `<${url.pathname}?${next.toString()}>; rel="next"`;
    }
    return jsonResponse(page.entries, 200, headers);
  },
});

export const loader = route.loader;
export const action = route.action;
