import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { createActivity, listActivities } from "~/features/trip/trip.server";

const handle = (request: Request) =>
  api(request, {
    GET: async () => listActivities(await requireActor(request)),
    POST: async () => createActivity(await requireActor(request), await readJson(request)),
  });

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
