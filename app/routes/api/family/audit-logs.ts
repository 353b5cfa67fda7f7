import { apiRoute } from "~/lib/api-route.server";
import { jsonResponse } from "~/lib/http.server";
import { pageAnswer } from "~/lib/list.server";
import { auditLogPage } from "~/features/admin/audit-log.server";

/**
 * Newest first; `?limit=` (1-500, default 100) and `?cursor=` (the last id seen). The body stays
 * the list of entries (or `{items, next_cursor}` with `?envelope=1`); the next page's cursor is in
 * `X-Next-Cursor` and a `Link: rel="next"`.
 */
const route = apiRoute({
  GET: async ({ actor, url }) => {
    const page = await auditLogPage(actor, { limit: url.searchParams.get("limit"), cursor: url.searchParams.get("cursor") });
    const { body, headers } = pageAnswer(url, page.entries, page.next_cursor);
    if (page.next_cursor !== null) {
      const next = new URLSearchParams(url.searchParams);
      next.set("cursor", String(page.next_cursor));
      headers.Link = `<${url.pathname}?${next.toString()}>; rel="next"`;
    }
    return jsonResponse(body, 200, headers);
  },
});

export const loader = route.loader;
export const action = route.action;
