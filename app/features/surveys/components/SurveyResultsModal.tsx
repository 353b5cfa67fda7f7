import { Modal } from "~/ui/Modal";
import { answerLabel, QUESTION_TYPE_LABEL } from "../logic";
import type { SurveyResults } from "../surveys.server";

function Bar({ label, count, total }: { label: string; count: number; total: number }) {
  const pct = total > 0 ? Math.round((count / total) * 100) : 0;
  return (
    <li className="result-row">
      <div className="spread">
        <span>{label}</span>
        <span className="small">
          {count} ({pct}%)
        </span>
      </div>
      <div className="progress" aria-hidden="true">
        <span style={{ width: `${pct}%` }} />
      </div>
    </li>
  );
}

/** Results: totals, then per question the tallies with bars, the rating average, or the text answers. */
export function SurveyResultsModal({
  closeTo,
  results,
  lastResponseText,
  csvHref,
}: {
  closeTo: string;
  results: SurveyResults;
  lastResponseText: string | null;
  csvHref: string | null;
}) {
  return (
    <Modal title={`Results: ${results.title}`} closeTo={closeTo} wide>
      <dl className="headcount" data-testid="survey-totals">
        <div>
          <dt>Total responses</dt>
          <dd>{results.total_responses}</dd>
        </div>
        <div>
          <dt>Questions</dt>
          <dd>{results.question_count}</dd>
        </div>
        <div>
          <dt>Response rate</dt>
          <dd>{results.response_rate}%</dd>
        </div>
      </dl>
      <p className="small muted">Last response: {lastResponseText ?? "No responses yet"}</p>
      {csvHref ? (
        <p>
          <a className="button secondary small" href={csvHref} download>
            Download CSV
          </a>
        </p>
      ) : null}
      {results.questions.map((q, n) => (
        <section key={q.question_id} className="survey-result" aria-labelledby={`result-${q.question_id}`} data-testid="question-result">
          <h3 id={`result-${q.question_id}`}>
            {n + 1}. {q.question}
          </h3>
          <p className="small muted">
            {QUESTION_TYPE_LABEL[q.type]} · {q.total_responses} {q.total_responses === 1 ? "answer" : "answers"}
            {q.type === "rating" ? ` · Average ${q.average === null || q.average === undefined ? "–" : q.average.toFixed(2)}` : ""}
          </p>
          {q.type === "text" ? (
            q.responses.length === 0 ? (
              <p className="empty">No answers yet.</p>
            ) : (
              <ul className="list text-answers">
                {q.responses.map((text, k) => (
                  <li key={k} className="pre-line">
                    {text}
                  </li>
                ))}
              </ul>
            )
          ) : (
            <ul className="list">
              {Object.entries(q.results).map(([answer, count]) => (
                <Bar key={answer} label={q.type === "rating" ? `${answer} ${answer === "1" ? "star" : "stars"}` : answerLabel(q.type, answer)} count={count} total={q.total_responses} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </Modal>
  );
}
