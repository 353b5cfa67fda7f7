// One date of a series: GET it, PUT moves or changes it (title, time, place), DELETE cancels it.
// `{occurrence}` is the date's original start: ISO 8601 UTC (URL-encoded) or 20270321T140000Z.
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { cancelOccurrence, getOccurrence, updateOccurrence } from "~/features/events/events.server";

const route = apiRoute({
  GET: ({ actor, params }) => getOccurrence(actor, idParam(params.id), params.occurrence),
  PUT: async ({ actor, params, json }) => updateOccurrence(actor, idParam(params.id), params.occurrence, await json()),
  DELETE: ({ actor, params }) => cancelOccurrence(actor, idParam(params.id), params.occurrence),
});

export const loader = route.loader;
export const action = route.action;
