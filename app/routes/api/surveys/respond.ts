import { apiRoute } from "~/lib/api-route.server";
import { respondToSurvey } from "~/features/surveys/surveys.server";

const route = apiRoute({
  POST: async ({ actor, json }) => respondToSurvey(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
