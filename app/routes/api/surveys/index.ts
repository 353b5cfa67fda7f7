import { apiRoute } from "~/lib/api-route.server";
import { createSurvey, listSurveysWithResponses } from "~/features/surveys/surveys.server";

const route = apiRoute({
  GET: ({ actor }) => listSurveysWithResponses(actor),
  POST: async ({ actor, json }) => createSurvey(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
