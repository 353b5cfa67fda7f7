import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteActivity } from "~/features/trip/trip.server";

const route = apiRoute({
  DELETE: ({ actor, params }) => deleteActivity(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
