// GET /api/events: upcoming then past (the spec's list), or with ?limit=&cursor= (or ?envelope=1)
// every event newest first, one page at a time (next page's cursor in X-Next-Cursor, and in the
// body's next_cursor with ?envelope=1), or with ?from=&to= every date in that window. ETag + 304.
import { apiRoute } from "~/lib/api-route.server";
import { badRequest } from "~/lib/http.server";
import { etagJson, pagedJson, pageQuery } from "~/lib/list.server";
import { createEvent, listEventsForApi, windowWithSubscriptions, listEventsPage, WINDOW_MSG } from "~/features/events/events.server";

const EVENTS_PAGE = { defaultLimit: 50, max: 200 };

const route = apiRoute({
  GET: async ({ actor, url, request }) => {
    const from = url.searchParams.get("from");
    const to = url.searchParams.get("to");
    // ?from=&to= (issue 41): every date in the window, series expanded.
    if (from !== null || to !== null) {
      if (from === null || to === null) throw badRequest(WINDOW_MSG.both);
      return etagJson(request, await windowWithSubscriptions(actor, from, to));
    }
    const q = pageQuery(url, EVENTS_PAGE);
    if (!q.paged) return etagJson(request, await listEventsForApi(actor));
    const page = await listEventsPage(actor, q);
    return pagedJson(request, page.events, page.next);
  },
  POST: async ({ actor, json }) => createEvent(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
