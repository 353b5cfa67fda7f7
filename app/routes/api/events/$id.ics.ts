// "Add to calendar": GET /api/events/{id}/ics downloads the event as an RFC 5545 file.
// Works with the browser's session cookie (the link on the Events tab) or a bearer token.
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { env } from "~/lib/env.server";
import { attachmentResponse } from "~/lib/download.server";
import { eventIcs } from "~/features/events/events.server";

const route = apiRoute({
  GET: async ({ actor, params }) => {
    const { filename, body } = await eventIcs(actor, idParam(params.id), new URL(env().APP_ORIGIN).hostname);
    return attachmentResponse(body, filename, "text/calendar; charset=utf-8");
  },
});

export const loader = route.loader;
export const action = route.action;
