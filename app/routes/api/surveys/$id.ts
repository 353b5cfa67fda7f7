import { itemRoute } from "~/lib/api-item-route.server";
import { deleteSurvey, getSurvey, setSurveyStatus } from "~/features/surveys/surveys.server";

// PUT opens or closes the survey (its status is the only thing that changes after creation).
const route = itemRoute({ GET: getSurvey, PUT: setSurveyStatus, DELETE: deleteSurvey });

export const loader = route.loader;
export const action = route.action;
