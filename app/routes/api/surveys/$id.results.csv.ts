import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { surveyResultsCsv } from "~/features/surveys/surveys.server";

const route = apiRoute({
  GET: ({ actor, params }) => surveyResultsCsv(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
