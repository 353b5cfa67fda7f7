import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteSurvey, getSurvey, setSurveyStatus } from "~/features/surveys/surveys.server";

const route = apiRoute({
  GET: ({ actor, params }) => getSurvey(actor, idParam(params.id)),
  PUT: async ({ actor, params, json }) => setSurveyStatus(actor, idParam(params.id), await json()),
  DELETE: ({ actor, params }) => deleteSurvey(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
