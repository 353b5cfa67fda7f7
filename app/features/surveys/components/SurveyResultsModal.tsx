import { useT } from "~/lib/i18n/react";
import { Modal } from "~/ui/Modal";
import { answerLabel, QUESTION_TYPE_LABEL } from "../logic";
import type { SurveyResults } from "../surveys.server";

/** "42%" in English; the page's language writes its own percent ("42 %", "٤٢٪"). */
function formatPercent(formatNumber: (n: number, options?: Intl.NumberFormatOptions) => string, value: number): string {
  return formatNumber(value / 100, { style: "percent", maximumFractionDigits: 1 });
}

function Bar({ label, count, total }: { label: string; count: number; total: number }) {
  const { t, formatNumber } = useT();
  const pct = total > 0 ? Math.round((count / total) * 100) : 0;
  return (
    <li className="result-row">
      <div className="spread">
        <span>{label}</span>
        <span className="small">
          {t("{count} ({percent})", { count: formatNumber(count), percent: formatPercent(formatNumber, pct) })}
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
  const { t, formatNumber } = useT();
  return (
    <Modal title={t("Results: {title}", { title: results.title })} closeTo={closeTo} wide>
      <dl className="headcount" data-testid="survey-totals">
        <div>
          <dt>{t("Total responses")}</dt>
          <dd>{formatNumber(results.total_responses)}</dd>
        </div>
        <div>
          <dt>{t("Questions")}</dt>
          <dd>{formatNumber(results.question_count)}</dd>
        </div>
        <div>
          <dt>{t("Response rate")}</dt>
          <dd>{formatPercent(formatNumber, results.response_rate)}</dd>
        </div>
      </dl>
      <p className="small muted">{lastResponseText ? t("Last response: {date}", { date: lastResponseText }) : t("Last response: No responses yet")}</p>
      {csvHref ? (
        <p>
          <a className="button secondary small" href={csvHref} download>
            {t("Download CSV")}
          </a>
        </p>
      ) : null}
      {results.questions.map((q, n) => (
        <section key={q.question_id} className="survey-result" aria-labelledby={`result-${q.question_id}`} data-testid="question-result">
          <h3 id={`result-${q.question_id}`}>
            {n + 1}. {q.question}
          </h3>
          <p className="small muted">
            {t(QUESTION_TYPE_LABEL[q.type])} · {t("{count, plural, one {# answer} other {# answers}}", { count: q.total_responses })}
            {q.type === "rating" ? ` · ${t("Average {value}", { value: q.average === null || q.average === undefined ? "–" : formatNumber(q.average, { minimumFractionDigits: 2, maximumFractionDigits: 2 }) })}` : ""}
          </p>
          {q.type === "text" ? (
            q.responses.length === 0 ? (
              <p className="empty">{t("No answers yet.")}</p>
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
                <Bar key={answer} label={q.type === "rating" ? t("{count, plural, one {# star} other {# stars}}", { count: Number(answer) }) : answerLabel(q.type, answer, t)} count={count} total={q.total_responses} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </Modal>
  );
}
