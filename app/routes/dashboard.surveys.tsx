// The Surveys tab: survey cards, the builder, taking a survey and its results. Loader and
// actions: features/surveys/page.server.
import { useT } from "~/lib/i18n/react";
import { useActionData } from "react-router";
import { surveysAction, surveysLoader } from "~/features/surveys/page.server";
import type { Draft } from "~/features/surveys/draft";
import { SurveyCard } from "~/features/surveys/components/SurveyCard";
import { EmptyState } from "~/ui/EmptyState";
import { ModalLink } from "~/ui/ModalLink";
import { TabHeader } from "~/ui/TabHeader";
import { FormErrorText } from "~/ui/FormErrorText";
import { lazyModal } from "~/ui/lazy-modal";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import { useModalState } from "~/ui/useModalState";
import surveyStyles from "~/styles/surveys.css?url";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/dashboard.surveys";

// The modals' bodies load when one opens (issue 37: the first load stays under its budget); the
// server renders them in the page as before.
const CreateSurveyModal = lazyModal(() => import("~/features/surveys/components/CreateSurveyModal").then((m) => m.CreateSurveyModal));
const TakeSurveyModal = lazyModal(() => import("~/features/surveys/components/TakeSurveyModal").then((m) => m.TakeSurveyModal));
const SurveyResultsModal = lazyModal(() => import("~/features/surveys/components/SurveyResultsModal").then((m) => m.SurveyResultsModal));

export const meta = titleMeta((t) => t("Surveys · Kindred"));
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: surveyStyles }];

export const loader = surveysLoader;
export const action = surveysAction;

export default function SurveysTab({ loaderData }: Route.ComponentProps) {
  const { surveys, usage, results, resultsError, lastResponseText, perms } = loaderData;
  const { t } = useT();
  const actionData = useActionData<typeof action>();
  const draftData = actionData && typeof actionData === "object" && "draft" in actionData ? (actionData.draft as Draft) : null;
  const m = useModalState();
  const selected = surveys.find((s) => s.id === m.id) ?? null;
  const takeOpen = m.modal === "take-survey" && selected !== null && selected.status === "active" && perms.respond;
  const createOpen = m.modal === "create-survey" && perms.manage;
  const deleteOpen = m.modal === "delete-survey" && selected !== null && perms.manage;
  const pageError = m.errorOnPage(takeOpen || createOpen || deleteOpen) ?? (m.modal === "survey-results" ? resultsError : null);
  // The plan's upgrade warning, in the page's language (the server's text is the /api's English).
  const usageWarning = usage.warning
    ? usage.count >= usage.limit
      ? t("You have used all {limit} surveys of the free plan. Please upgrade to create unlimited surveys.", { limit: usage.limit })
      : t("You have used {count} of the {limit} surveys of the free plan. Upgrade to create unlimited surveys and use conditional logic.", { count: usage.count, limit: usage.limit })
    : null;

  return (
    <div className="stack">
      <TabHeader title={t("Surveys")}>
        {perms.manage ? <ModalLink to={m.href("create-survey")}>{t("Create survey")}</ModalLink> : null}
      </TabHeader>
      {perms.manage && usage.warning ? (
        <p className="form-warning" data-testid="survey-upgrade-warning">
          {usageWarning}
        </p>
      ) : null}
      <FormErrorText message={pageError} />

      {surveys.length === 0 ? (
        <EmptyState title={t("No surveys yet.")} action={perms.manage ? <ModalLink to={m.href("create-survey")} look="small">{t("Ask the family a question")}</ModalLink> : null}>
          {t("Surveys help the family decide together: dates, places, menus.")}
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
          draft={draftData}
          values={m.modal === "create-survey" ? m.values : undefined}
          error={m.modal === "create-survey" ? m.error : null}
          warning={usageWarning}
          fields={m.modal === "create-survey" ? m.fields : {}}
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
      <ConfirmRecord
        kind="survey"
        record={perms.manage && selected}
        title={t("Delete survey")}
        message={(survey) => t("Delete \"{title}\" and all of its responses? This cannot be undone.", { title: survey.title })}
      />
    </div>
  );
}
