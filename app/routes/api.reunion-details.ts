import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { getReunionDetails, updateReunionDetails } from "~/features/trip/trip.server";

const handle = (request: Request) =>
  api(request, {
    GET: async () => getReunionDetails(await requireActor(request)),
    PUT: async () => updateReunionDetails(await requireActor(request), await readJson(request)),
  });

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
