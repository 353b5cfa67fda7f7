import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, idParam } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { deleteActivity } from "~/features/trip/trip.server";

const handle = (request: Request, id: string | undefined) =>
  api(request, {
    DELETE: async () => deleteActivity(await requireActor(request), idParam(id)),
  });

export const loader = ({ request, params }: LoaderFunctionArgs) => handle(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => handle(request, params.id);
