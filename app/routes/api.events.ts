import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { createEvent, listEventsForApi } from "~/features/events/events.server";

const handle = (request: Request) =>
  api(request, {
    GET: async () => listEventsForApi(await requireActor(request)),
    POST: async () => createEvent(await requireActor(request), await readJson(request)),
  });

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
