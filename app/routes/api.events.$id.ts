import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, idParam, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { deleteEvent, getEvent, updateEvent } from "~/features/events/events.server";

const handle = (request: Request, id: string | undefined) =>
  api(request, {
    GET: async () => getEvent(await requireActor(request), idParam(id)),
    PUT: async () => {
      const actor = await requireActor(request);
      return updateEvent(actor, idParam(id), await readJson(request));
    },
    DELETE: async () => deleteEvent(await requireActor(request), idParam(id)),
  });

export const loader = ({ request, params }: LoaderFunctionArgs) => handle(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => handle(request, params.id);
