// GET /api/events: upcoming then past (the spec's list), or with ?limit=&cursor= (or ?envelope=1)
// every event newest first, one page at a time (next page's cursor in X-Next-Cursor, and in the
// body's next_cursor with ?envelope=1). ETag + 304.
import { apiRoute } from "~/lib/api-route.server";
import { etagJson, pagedJson, pageQuery } from "~/lib/list.server";
import { createEvent, listEventsForApi, listEventsPage } from "~/features/events/events.server";

const EVENTS_PAGE = { defaultLimit: 50, max: 200 };

const route = apiRoute({
  GET: async ({ actor, url, request }) => {
    const q = pageQuery(url, EVENTS_PAGE);
    if (!q.paged) return etagJson(request, await listEventsForApi(actor));
    const page = await listEventsPage(actor, q);
    return pagedJson(request, page.events, page.next);
  },
  POST: async ({ actor, json }) => createEvent(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
