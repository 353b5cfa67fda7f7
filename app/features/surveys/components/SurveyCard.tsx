import { useT } from "~/lib/i18n/react";
import { CardMenu, CardMenuLink } from "~/ui/CardMenu";
import { RecordCard } from "~/ui/RecordCard";
import { CardMenuButton } from "~/ui/CardMenuButton";
import type { ModalState } from "~/ui/useModalState";
import { Link } from "react-router";

type CardSurvey = {
  id: number;
  title: string;
  description: string;
  status: "active" | "closed";
  has_logic: boolean;
  created_by_name: string | null;
  questions: unknown[];
  response_count: number;
  eligible_count: number;
  response_rate: number;
  has_responded: boolean;
};

export function SurveyCard({
  survey,
  href,
  canRespond,
  canManage,
}: {
  survey: CardSurvey;
  href: ModalState["href"];
  canRespond: boolean;
  canManage: boolean;
}) {
  const { t, formatNumber } = useT();
  const active = survey.status === "active";
  return (
    <RecordCard
      kind="survey"
      id={survey.id}
      className="card survey-card"
      title={survey.title}
      badges={<span className={active ? "badge status-active" : "badge"}>{active ? t("Active") : t("Closed")}</span>}
    >
      <div className="row">
        {survey.has_logic ? <span className="badge accent">{t("Smart Logic")}</span> : null}
        {survey.has_responded ? <span className="badge primary">{t("You answered")}</span> : null}
      </div>
      <p className="pre-line">{survey.description}</p>
      <p className="small muted">
        {t("{count, plural, one {# question} other {# questions}}", { count: survey.questions.length })}
        {survey.created_by_name ? ` · ${t("by {name}", { name: survey.created_by_name })}` : ""}
      </p>
      <div>
        <div className="spread small">
          <span>{t("Response rate")}</span>
          <span data-testid="response-rate">
            {t("{count} of {total} responded ({percent})", {
              count: formatNumber(survey.response_count),
              total: formatNumber(survey.eligible_count),
              percent: formatNumber(survey.response_rate / 100, { style: "percent", maximumFractionDigits: 1 }),
            })}
          </span>
        </div>
        <div className="progress" aria-hidden="true">
          <span style={{ width: `${survey.response_rate}%` }} />
        </div>
      </div>
      <div className="spread survey-actions">
        <div className="row">
          {canRespond && active ? (
            <Link className="button small" to={href("take-survey", { id: survey.id })} preventScrollReset>
              {survey.has_responded ? t("Change my answers") : t("Take survey")}
            </Link>
          ) : null}
          <Link className={canRespond && active ? "small" : "button secondary small"} to={href("survey-results", { id: survey.id })} preventScrollReset>
            {t("View results")}
          </Link>
        </div>
        {canManage ? (
          <CardMenu label={t("Actions for {title}", { title: survey.title })}>
            <CardMenuButton intent="set-status" fields={{ id: survey.id, status: active ? "closed" : "active" }}>
              {active ? t("Close survey") : t("Reopen survey")}
            </CardMenuButton>
            <CardMenuLink to={href("delete-survey", { id: survey.id })} danger>
              {t("Delete")}
            </CardMenuLink>
          </CardMenu>
        ) : null}
      </div>
    </RecordCard>
  );
}
