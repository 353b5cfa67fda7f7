// "Add to calendar": GET /api/events/{id}/ics downloads the event as an RFC 5545 file.
// Works with the browser's session cookie (the link on the Events tab) or a bearer token.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { api, idParam, securityHeaders } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { env } from "~/lib/env.server";
import { eventIcs } from "~/features/events/events.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(request, {
    GET: async () => {
      const actor = await requireActor(request);
      const host = new URL(env().APP_ORIGIN).hostname;
      const { filename, body } = eventIcs(actor, idParam(params.id), host);
      return new Response(body, {
        headers: {
          ...securityHeaders,
          "Content-Type": "text/calendar; charset=utf-8",
          "Content-Disposition": `attachment; filename="${filename}"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  });
