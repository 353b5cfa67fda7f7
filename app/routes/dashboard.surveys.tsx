import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { EmptyState } from "~/ui/EmptyState";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";
import { pageAction } from "~/lib/page-action.server";
import { HttpError, idParam, readForm } from "~/lib/http.server";
import { formToObject } from "~/lib/inputs";
import { can } from "~/lib/permissions";
import { formatEventDate } from "~/lib/dates";
import { getSettings } from "~/features/family/family.server";
import {
  createSurvey,
  deleteSurvey,
  getSurveyResults,
  listSurveys,
  respondToSurvey,
  setSurveyStatus,
  surveyUsage,
} from "~/features/surveys/surveys.server";
import { applyDraftOp, draftFromForm, draftToPayload, emptyDraft, formFieldOf, type Draft } from "~/features/surveys/draft";
import { SurveyCard } from "~/features/surveys/components/SurveyCard";
import { CreateSurveyModal } from "~/features/surveys/components/CreateSurveyModal";
import { TakeSurveyModal } from "~/features/surveys/components/TakeSurveyModal";
import { SurveyResultsModal } from "~/features/surveys/components/SurveyResultsModal";
import { ConfirmDialog, FormErrorText } from "~/ui/Modal";
import { useModalState } from "~/ui/useModalState";
import surveyStyles from "~/styles/surveys.css?url";

export const meta: MetaFunction = () => [{ title: "Surveys · Kindred" }];
export const links: LinksFunction = () => [{ rel: "stylesheet", href: surveyStyles }];

const RESULTS_FAILED = "Failed to load survey results";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const sp = new URL(request.url).searchParams;
  let results = null;
  let resultsError: string | null = null;
  let lastResponseText: string | null = null;
  if (sp.get("modal") === "survey-results") {
    try {
      results = getSurveyResults(actor, idParam(sp.get("id") ?? ""));
      if (results.last_response) lastResponseText = formatEventDate(results.last_response, getSettings(actor.familyId).time_zone);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      resultsError = RESULTS_FAILED;
    }
  }
  return {
    surveys: listSurveys(actor),
    usage: surveyUsage(actor.familyId),
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
    run: ({ actor, input }) => {
      try {
        return createSurvey(actor, draftToPayload(draftFromForm(input)));
      } catch (error) {
        if (error instanceof HttpError && error.errors.length > 0) {
          throw new HttpError(error.status, error.detail, error.errors.map((e) => ({ ...e, field: formFieldOf(e.field) })));
        }
        throw error;
      }
    },
    success: "Survey created successfully!",
    failure: "Failed to create survey",
    modal: "create-survey",
  },
  respond: {
    run: ({ actor, input }) => respondToSurvey(actor, responseFromForm(input)),
    success: (result: { message: string }) => result.message,
    failure: "Failed to submit survey response",
    modal: "take-survey",
    idField: "survey_id",
  },
  "set-status": {
    run: ({ actor, input }) => setSurveyStatus(actor, idParam(input.id), input),
    success: (result: { status: string }) => (result.status === "closed" ? "Survey closed" : "Survey reopened"),
    failure: "Failed to update survey",
  },
  "delete-survey": {
    run: ({ actor, input }) => deleteSurvey(actor, idParam(input.id)),
    success: "Survey deleted successfully!",
    failure: "Failed to delete survey",
    modal: "delete-survey",
  },
});

/**
 * The builder's Add / Remove / Move buttons (without JavaScript) post the draft with `draft_op`:
 * the draft comes back re-rendered with the change, and nothing is saved. Everything else goes
 * to the intents table.
 */
export async function action(args: ActionFunctionArgs) {
  let values: Record<string, unknown> | null = null;
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

export default function SurveysTab() {
  const { surveys, usage, results, resultsError, lastResponseText, perms } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const draftData = actionData && "draft" in actionData ? (actionData.draft as Draft) : null;
  const m = useModalState();
  const selected = surveys.find((s) => s.id === m.id) ?? null;
  const takeOpen = m.modal === "take-survey" && selected !== null && selected.status === "active" && perms.respond;
  const createOpen = m.modal === "create-survey" && perms.manage;
  const deleteOpen = m.modal === "delete-survey" && selected !== null && perms.manage;
  const modalShown = takeOpen || createOpen || deleteOpen;
  const pageError = m.pageError ?? (m.error && !modalShown ? m.error : null) ?? (m.modal === "survey-results" ? resultsError : null);
  const initialDraft = draftData ?? (m.modal === "create-survey" && m.values ? draftFromForm(m.values) : emptyDraft());

  return (
    <div className="stack">
      <div className="spread">
        <h1>Surveys</h1>
        {perms.manage ? (
          <Link className="button" to={m.href("create-survey")} preventScrollReset>
            Create survey
          </Link>
        ) : null}
      </div>
      {perms.manage && usage.warning ? (
        <p className="form-warning" data-testid="survey-upgrade-warning">
          {usage.warning}
        </p>
      ) : null}
      <FormErrorText message={pageError} />

      {surveys.length === 0 ? (
        <EmptyState
          title="No surveys yet."
          action={
            perms.manage ? (
              <Link className="button secondary small" to={m.href("create-survey")} preventScrollReset>
                Ask the family a question
              </Link>
            ) : null
          }
        >
          Surveys help the family decide together: dates, places, menus.
        </EmptyState>
      ) : null}
      <div className="grid two">
        {surveys.map((s) => (
          <SurveyCard key={s.id} survey={s} href={m.href} canRespond={perms.respond} canManage={perms.manage} />
        ))}
      </div>

      {createOpen ? (
        <CreateSurveyModal
          closeTo={m.closeTo}
          initial={initialDraft}
          error={m.modal === "create-survey" ? m.error : null}
          warning={usage.warning}
          logicAllowed={usage.logic_allowed}
        />
      ) : null}
      {takeOpen && selected ? (
        <TakeSurveyModal closeTo={m.closeTo} survey={selected} values={m.values} error={m.error} fields={m.fields} />
      ) : null}
      {m.modal === "survey-results" && results ? (
        <SurveyResultsModal
          closeTo={m.closeTo}
          results={results}
          lastResponseText={lastResponseText}
          csvHref={perms.manage ? `/api/surveys/${results.survey_id}/results.csv` : null}
        />
      ) : null}
      {deleteOpen && selected ? (
        <ConfirmDialog
          title="Delete survey"
          message={`Delete "${selected.title}" and all of its responses? This cannot be undone.`}
          closeTo={m.closeTo}
          intent="delete-survey"
          id={selected.id}
          error={m.error}
        />
      ) : null}
    </div>
  );
}
