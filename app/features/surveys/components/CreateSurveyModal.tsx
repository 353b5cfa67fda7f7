import { Form } from "@remix-run/react";
import { useState, type MouseEvent } from "react";
import { FormErrorText, Modal, ModalActions } from "~/ui/Modal";
import { Field, Select, TextArea } from "~/ui/Field";
import { QUESTION_TYPES, QUESTION_TYPE_LABEL } from "../logic";
import { applyDraftOp, slotField, type Draft, type DraftQuestion } from "../draft";
import { SURVEY_LIMITS } from "../inputs";

function answersHint(target: DraftQuestion | undefined): string {
  if (!target) return "";
  switch (target.type) {
    case "multiple_choice": {
      const opts = target.options
        .split(/\r?\n/)
        .map((o) => o.trim())
        .filter(Boolean);
      return opts.length ? `One of: ${opts.join(", ")}` : "One of that question's options";
    }
    case "yes_no":
      return "Yes or No";
    case "rating":
      return "A rating from 1 to 5";
    case "text":
      return "The text to match (case does not matter)";
  }
}

/**
 * The survey builder. Every control is a plain form field; Add / Remove / Move are submit buttons
 * (`draft_op`) that round-trip the draft through the action without JavaScript, and edit the
 * draft in place with it. Nothing is saved until "Create survey".
 */
export function CreateSurveyModal({
  closeTo,
  initial,
  error,
  warning,
  logicAllowed,
}: {
  closeTo: string;
  initial: Draft;
  error?: string | null;
  warning?: string | null;
  logicAllowed: boolean;
}) {
  const [draft, setDraft] = useState<Draft>(initial);
  const setQ = (i: number, patch: Partial<DraftQuestion>) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, n) => (n === i ? { ...q, ...patch } : q)) }));
  const op = (value: string) => (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    setDraft((d) => applyDraftOp(d, value));
  };
  const count = draft.questions.length;

  return (
    <Modal title="Create survey" closeTo={closeTo} wide>
      <Form method="post" className="survey-builder" preventScrollReset>
        {/* Enter in a text field submits the form with its first submit button: this one. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          Create
        </button>
        <input type="hidden" name="intent" value="create-survey" />
        <input type="hidden" name="slot_count" value={count} />
        <FormErrorText message={error} />
        {warning ? <p className="form-warning">{warning}</p> : null}
        <Field
          label="Title"
          name="title"
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          maxLength={SURVEY_LIMITS.title}
          autoComplete="off"
        />
        <TextArea
          label="Description"
          name="description"
          value={draft.description}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          rows={2}
          maxLength={SURVEY_LIMITS.description}
        />
        {draft.questions.map((q, i) => (
          <fieldset key={i} className="survey-slot">
            <legend>Question {i + 1}</legend>
            <Field
              label="Question"
              name={slotField(i, "question")}
              value={q.question}
              onChange={(e) => setQ(i, { question: e.target.value })}
              maxLength={SURVEY_LIMITS.question}
              autoComplete="off"
            />
            <Select label="Answer type" name={slotField(i, "type")} value={q.type} onChange={(e) => setQ(i, { type: e.target.value as DraftQuestion["type"] })}>
              {QUESTION_TYPES.map((t) => (
                <option key={t} value={t}>
                  {QUESTION_TYPE_LABEL[t]}
                </option>
              ))}
            </Select>
            <div className="mc-only">
              <TextArea
                label="Options (one per line)"
                name={slotField(i, "options")}
                value={q.options}
                onChange={(e) => setQ(i, { options: e.target.value })}
                rows={3}
                hint="For multiple choice: at least two. Blank lines are ignored."
              />
            </div>
            <div className="field checkbox">
              <input
                type="checkbox"
                id={`f-${slotField(i, "required")}`}
                name={slotField(i, "required")}
                value="on"
                checked={q.required}
                onChange={(e) => setQ(i, { required: e.target.checked })}
              />
              <label htmlFor={`f-${slotField(i, "required")}`}>Required</label>
            </div>
            {i > 0 ? (
              <div className="survey-logic">
                <Select
                  label="Condition"
                  name={slotField(i, "logic_on")}
                  value={q.logic_on}
                  onChange={(e) => setQ(i, { logic_on: e.target.value })}
                  hint={logicAllowed ? undefined : "Conditional logic (Smart Logic) needs a paid plan."}
                >
                  <option value="">Always show this question</option>
                  {draft.questions.slice(0, i).map((earlier, j) => (
                    <option key={j} value={String(j)}>
                      Depends on question {j + 1}
                      {earlier.question.trim() ? `: ${earlier.question.trim().slice(0, 60)}` : ""}
                    </option>
                  ))}
                </Select>
                <div className="logic-detail">
                  <Select
                    label="Rule"
                    name={slotField(i, "logic_type")}
                    value={q.logic_type}
                    onChange={(e) => setQ(i, { logic_type: e.target.value as DraftQuestion["logic_type"] })}
                  >
                    <option value="show_if">Show only if the answer is</option>
                    <option value="hide_if">Hide if the answer is</option>
                  </Select>
                  <Field
                    label="Answer"
                    name={slotField(i, "logic_answer")}
                    value={q.logic_answer}
                    onChange={(e) => setQ(i, { logic_answer: e.target.value })}
                    maxLength={SURVEY_LIMITS.option}
                    autoComplete="off"
                    hint={q.logic_on === "" ? "The answer to the earlier question" : answersHint(draft.questions[Number(q.logic_on)])}
                  />
                </div>
              </div>
            ) : null}
            <div className="row">
              {i > 0 ? (
                <button type="submit" name="draft_op" value={`up:${i}`} className="secondary small" onClick={op(`up:${i}`)}>
                  Move up<span className="visually-hidden"> question {i + 1}</span>
                </button>
              ) : null}
              {i < count - 1 ? (
                <button type="submit" name="draft_op" value={`down:${i}`} className="secondary small" onClick={op(`down:${i}`)}>
                  Move down<span className="visually-hidden"> question {i + 1}</span>
                </button>
              ) : null}
              <button type="submit" name="draft_op" value={`remove:${i}`} className="secondary small" onClick={op(`remove:${i}`)}>
                Remove<span className="visually-hidden"> question {i + 1}</span>
              </button>
            </div>
          </fieldset>
        ))}
        {count < SURVEY_LIMITS.questions ? (
          <button type="submit" name="draft_op" value="add" className="secondary" onClick={op("add")}>
            Add another question
          </button>
        ) : null}
        <ModalActions closeTo={closeTo} submitLabel="Create survey" />
      </Form>
    </Modal>
  );
}
