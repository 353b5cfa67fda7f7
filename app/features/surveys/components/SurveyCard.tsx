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
  const active = survey.status === "active";
  return (
    <RecordCard
      kind="survey"
      id={survey.id}
      className="card survey-card"
      title={survey.title}
      badges={<span className={active ? "badge status-active" : "badge"}>{active ? "Active" : "Closed"}</span>}
    >
      <div className="row">
        {survey.has_logic ? <span className="badge accent">Smart Logic</span> : null}
        {survey.has_responded ? <span className="badge primary">You answered</span> : null}
      </div>
      <p className="pre-line">{survey.description}</p>
      <p className="small muted">
        {survey.questions.length} {survey.questions.length === 1 ? "question" : "questions"}
        {survey.created_by_name ? ` · by ${survey.created_by_name}` : ""}
      </p>
      <div>
        <div className="spread small">
          <span>Response rate</span>
          <span data-testid="response-rate">
            {survey.response_count} of {survey.eligible_count} responded ({survey.response_rate}%)
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
              {survey.has_responded ? "Change my answers" : "Take survey"}
            </Link>
          ) : null}
          <Link className={canRespond && active ? "small" : "button secondary small"} to={href("survey-results", { id: survey.id })} preventScrollReset>
            View results
          </Link>
        </div>
        {canManage ? (
          <CardMenu label={`Actions for ${survey.title}`}>
            <CardMenuButton intent="set-status" fields={{ id: survey.id, status: active ? "closed" : "active" }}>
              {active ? "Close survey" : "Reopen survey"}
            </CardMenuButton>
            <CardMenuLink to={href("delete-survey", { id: survey.id })} danger>
              Delete
            </CardMenuLink>
          </CardMenu>
        ) : null}
      </div>
    </RecordCard>
  );
}
