import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteEvent, getEvent, updateEvent } from "~/features/events/events.server";

const route = apiRoute({
  GET: ({ actor, params }) => getEvent(actor, idParam(params.id)),
  PUT: async ({ actor, params, json }) => updateEvent(actor, idParam(params.id), await json()),
  DELETE: ({ actor, params }) => deleteEvent(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
