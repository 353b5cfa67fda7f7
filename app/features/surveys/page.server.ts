// The Surveys tab's loader and actions (the route file only composes the page): the list, the
// results modal's data, the intent table, and the builder's no-JavaScript draft operations.
import { pageLanguage } from "~/lib/i18n/language.server";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction } from "~/lib/page-action.server";
import { HttpError, idParam, readForm } from "~/lib/http.server";
import { formToObject } from "~/lib/inputs";
import { can } from "~/lib/permissions";
import { formatEventDate } from "~/lib/dates";
import { getSettings } from "~/features/family/family.server";
import { createSurvey, deleteSurvey, getSurveyResults, listSurveys, respondToSurvey, setSurveyStatus, surveyUsage } from "./surveys.server";
import { applyDraftOp, draftFromForm, draftToPayload, formFieldOf } from "./draft";

const RESULTS_FAILED = "Failed to load survey results";

export async function surveysLoader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const sp = new URL(request.url).searchParams;
  let results = null;
  let resultsError: string | null = null;
  let lastResponseText: string | null = null;
  if (sp.get("modal") === "survey-results") {
    try {
      results = await getSurveyResults(actor, idParam(sp.get("id") ?? ""));
      if (results.last_response) {
        const [settings, language] = await Promise.all([getSettings(actor.familyId), pageLanguage(request)]);
        lastResponseText = formatEventDate(results.last_response, settings.time_zone, true, language);
      }
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      resultsError = RESULTS_FAILED;
    }
  }
  const [surveys, usage] = await Promise.all([listSurveys(actor), surveyUsage(actor.familyId)]);
  return {
    surveys,
    usage,
    results,
    resultsError,
    lastResponseText,
    perms: { manage: can(actor.role, "survey.manage"), respond: can(actor.role, "survey.respond") },
  };
}

/** The take-survey form (`q_<question id>` fields) as the /api's respond body. */
function responseFromForm(input: Record<string, unknown>) {
  const responses: { question_id: number; answer: unknown }[] = [];
  for (const [key, value] of Object.entries(input)) {
    const m = /^q_(\d{1,15})$/.exec(key);
    if (m) responses.push({ question_id: Number(m[1]), answer: Array.isArray(value) ? value[0] : value });
  }
  return { survey_id: input.survey_id, responses };
}

const intents = pageAction({
  "create-survey": {
    run: async ({ actor, input }) => {
      try {
        return await createSurvey(actor, draftToPayload(draftFromForm(input)));
      } catch (error) {
        if (error instanceof HttpError && error.errors.length > 0) {
          throw new HttpError(error.status, error.detail, error.errors.map((e) => ({ ...e, field: formFieldOf(e.field) })));
        }
        throw error;
      }
    },
    success: "Survey created successfully!",
    failure: "Failed to create survey",
  },
  respond: {
    run: ({ actor, input }) => respondToSurvey(actor, responseFromForm(input)),
    success: (result: { message: string }) => result.message,
    failure: "Failed to submit survey response",
    modal: "take-survey",
    idField: "survey_id",
  },
  "set-status": {
    run: forRecord(setSurveyStatus),
    success: (result: { status: string }) => (result.status === "closed" ? "Survey closed" : "Survey reopened"),
    failure: "Failed to update survey",
  },
  "delete-survey": { run: forRecord(deleteSurvey), success: "Survey deleted successfully!", failure: "Failed to delete survey" },
});

/**
 * The builder's Add / Remove / Move buttons (without JavaScript) post the draft with `draft_op`:
 * the draft comes back re-rendered with the change, and nothing is saved. Everything else goes
 * to the intents table.
 */
export async function surveysAction(args: ActionFunctionArgs) {
  let values: Record<string, unknown> | null;
  try {
    values = formToObject(await readForm(args.request.clone()));
  } catch {
    values = null; // the intents table answers unreadable bodies
  }
  const op = values?.draft_op;
  if (values && typeof op === "string" && values.intent === "create-survey") {
    await requireUser(args.request);
    return { draft: applyDraftOp(draftFromForm(values), op) };
  }
  return intents(args);
}

