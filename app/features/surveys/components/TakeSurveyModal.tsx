import { localiseProblem } from "./problems";
import { useT } from "~/lib/i18n/react";
import { Form } from "react-router";
import { useMemo, useState, type FormEvent } from "react";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { useHydrated } from "~/ui/useClientValue";
import {
  answerField,
  conditionHint,
  hiddenQuestionCss,
  visibleForRawAnswers,
  type LogicQuestion,
} from "../logic";

type Survey = {
  id: number;
  title: string;
  description: string;
  questions: LogicQuestion[];
  my_response: { question_id: number; answer: string }[] | null;
};

function initialAnswers(survey: Survey, values: Record<string, string | string[]> | undefined): Map<number, string> {
  const out = new Map<number, string>();
  if (values) {
    for (const q of survey.questions) {
      const v = values[answerField(q.id)];
      const s = Array.isArray(v) ? v[0] : v;
      if (typeof s === "string") out.set(q.id, s);
    }
    return out;
  }
  for (const a of survey.my_response ?? []) out.set(a.question_id, a.answer);
  return out;
}

function readAnswers(form: HTMLFormElement, survey: Survey): Map<number, string> {
  const data = new FormData(form);
  const out = new Map<number, string>();
  for (const q of survey.questions) {
    const v = data.get(answerField(q.id));
    if (typeof v === "string") out.set(q.id, v);
  }
  return out;
}

/**
 * Take (or retake) a survey. Conditional questions carry an "Answer only if ..." hint; questions
 * that depend on choice answers are hidden live by CSS `:has()` (no JavaScript needed), and with
 * JavaScript every question, text conditions included, is hidden live with the same rule the
 * server applies (answers to hidden questions are ignored there).
 */
export function TakeSurveyModal({
  closeTo,
  survey,
  values,
  error,
  fields,
}: {
  closeTo: string;
  survey: Survey;
  values?: Record<string, string | string[]>;
  error?: string | null;
  fields: Record<string, string>;
}) {
  const { t } = useT();
  const initial = useMemo(() => initialAnswers(survey, values), [survey, values]);
  const [answers, setAnswers] = useState(initial);
  const hydrated = useHydrated();
  const visible = useMemo(() => visibleForRawAnswers(survey.questions, answers), [survey.questions, answers]);
  const css = useMemo(() => hiddenQuestionCss(survey.questions), [survey.questions]);
  const questionTexts = survey.questions.map((q) => q.question);
  const onChange = (e: FormEvent<HTMLFormElement>) => setAnswers(readAnswers(e.currentTarget, survey));

  return (
    <Modal title={survey.title} closeTo={closeTo} wide>
      <Form method="post" className="survey-take" preventScrollReset onChange={onChange}>
        {css ? <style dangerouslySetInnerHTML={{ __html: css }} /> : null}
        <input type="hidden" name="intent" value="respond" />
        <input type="hidden" name="survey_id" value={survey.id} />
        <p className="pre-line">{survey.description}</p>
        {survey.my_response ? <p className="muted small">{t("You have answered this survey. Submitting again replaces your answers.")}</p> : null}
        <FormErrorText message={localiseProblem(error, questionTexts, t)} />
        {survey.questions.map((q, n) => {
          const name = answerField(q.id);
          const hidden = hydrated && !visible.has(q.id);
          const hint = conditionHint(q, survey.questions, t);
          const problem = localiseProblem(fields[name], questionTexts, t);
          const hintId = `${name}-hint`;
          const errorId = `${name}-error`;
          const describedBy = [hint ? hintId : null, problem ? errorId : null].filter(Boolean).join(" ") || undefined;
          const label = `${n + 1}. ${q.question}`;
          const suffix = ` ${q.required ? t("(required)") : t("(optional)")}`;
          const extras = (
            <>
              {hint ? (
                <small className="hint survey-condition" id={hintId}>
                  {hint}
                </small>
              ) : null}
              {problem ? (
                <small className="field-error" id={errorId}>
                  {problem}
                </small>
              ) : null}
            </>
          );
          if (q.question_type === "text") {
            return (
              <div key={q.id} className={problem ? "field invalid survey-question" : "field survey-question"} data-question-id={q.id} hidden={hidden}>
                <label htmlFor={`f-${name}`}>
                  {label}
                  <span className="muted">{suffix}</span>
                </label>
                <textarea
                  id={`f-${name}`}
                  name={name}
                  rows={3}
                  maxLength={2000}
                  defaultValue={initial.get(q.id) ?? ""}
                  disabled={hidden}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={describedBy}
                />
                {extras}
              </div>
            );
          }
          const choices =
            q.question_type === "yes_no"
              ? [
                  { value: "yes", label: t("Yes") },
                  { value: "no", label: t("No") },
                ]
              : q.question_type === "rating"
                ? [1, 2, 3, 4, 5].map((r) => ({ value: String(r), label: String(r) }))
                : q.options.map((o) => ({ value: o.text, label: o.text }));
          const initialValue = initial.get(q.id) ?? "";
          return (
            <fieldset
              key={q.id}
              className={problem ? "survey-question invalid" : "survey-question"}
              data-question-id={q.id}
              hidden={hidden}
              disabled={hidden}
              aria-describedby={describedBy}
            >
              <legend>
                {label}
                <span className="muted">{suffix}</span>
              </legend>
              {q.question_type === "rating" ? <small className="hint">{t("1 = lowest, 5 = highest")}</small> : null}
              <div className={q.question_type === "multiple_choice" ? "survey-choices" : "survey-choices inline"}>
                {choices.map((c, k) => (
                  <div key={c.value} className="field checkbox">
                    <input
                      type="radio"
                      id={`a-${q.id}-${k}`}
                      name={name}
                      value={c.value}
                      defaultChecked={initialValue !== "" && initialValue.toLowerCase() === c.value.toLowerCase()}
                      aria-invalid={problem ? true : undefined}
                    />
                    <label htmlFor={`a-${q.id}-${k}`}>{c.label}</label>
                  </div>
                ))}
              </div>
              {extras}
            </fieldset>
          );
        })}
        <ModalActions closeTo={closeTo} submitLabel={t("Submit response")} />
      </Form>
    </Modal>
  );
}
