import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { rsvpToEvent } from "~/features/events/events.server";

const handle = (request: Request) =>
  api(request, {
    POST: async () => rsvpToEvent(await requireActor(request), await readJson(request)),
  });

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
