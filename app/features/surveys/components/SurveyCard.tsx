import { Form, Link } from "@remix-run/react";
import type { ModalState } from "~/ui/useModalState";

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
  const headingId = `survey-${survey.id}-title`;
  return (
    <article className="card survey-card" data-testid="survey-card" aria-labelledby={headingId}>
      <div className="spread">
        <h2 id={headingId} className="survey-title">
          {survey.title}
        </h2>
        <span className={active ? "badge status-active" : "badge"}>{active ? "Active" : "Closed"}</span>
      </div>
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
      <div className="row survey-actions">
        {canRespond && active ? (
          <Link className="button small" to={href("take-survey", { id: survey.id })} preventScrollReset>
            {survey.has_responded ? "Change my answers" : "Take survey"}
          </Link>
        ) : null}
        <Link className="button secondary small" to={href("survey-results", { id: survey.id })} preventScrollReset>
          View results
        </Link>
        {canManage ? (
          <>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="set-status" />
              <input type="hidden" name="id" value={survey.id} />
              <input type="hidden" name="status" value={active ? "closed" : "active"} />
              <button type="submit" className="secondary small">
                {active ? "Close survey" : "Reopen survey"}
              </button>
            </Form>
            <Link className="button secondary small danger" to={href("delete-survey", { id: survey.id })} preventScrollReset>
              Delete
            </Link>
          </>
        ) : null}
      </div>
    </article>
  );
}
