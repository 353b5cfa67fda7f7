// One question of the survey builder: its text, answer type, options, required flag, the optional
// condition on an earlier question, and the Move / Remove draft operations.
import { useT } from "~/lib/i18n/react";
import type { ChangeEvent, MouseEvent, ReactNode } from "react";
import { Field, Select, TextArea } from "~/ui/Field";
import { QUESTION_TYPES, QUESTION_TYPE_LABEL, type Translate } from "../logic";
import { slotField, type DraftQuestion } from "../draft";
import { SURVEY_LIMITS } from "../limits";

type TextKey = "question" | "type" | "options" | "logic_on" | "logic_type" | "logic_answer";

function answersHint(target: DraftQuestion | undefined, t: Translate): string {
  if (!target) return "";
  switch (target.type) {
    case "multiple_choice": {
      const opts = target.options
        .split(/\r?\n/)
        .map((o) => o.trim())
        .filter(Boolean);
      return opts.length ? t("One of: {options}", { options: opts.join(", ") }) : t("One of that question's options");
    }
    case "yes_no":
      return t("Yes or No");
    case "rating":
      return t("A rating from 1 to 5");
    case "text":
      return t("The text to match (case does not matter)");
  }
}

/** A builder button that posts `draft_op` without JavaScript and edits the draft in place with it. */
export function OpButton({ value, onOp, className = "secondary small", children }: { value: string; onOp: (value: string) => (e: MouseEvent<HTMLButtonElement>) => void; className?: string; children: ReactNode }) {
  return (
    <button type="submit" name="draft_op" value={value} className={className} onClick={onOp(value)}>
      {children}
    </button>
  );
}

export function QuestionSlot({
  i,
  q,
  questions,
  count,
  logicAllowed,
  setQ,
  onOp,
  problem,
}: {
  i: number;
  q: DraftQuestion;
  /** Every question of the draft (a condition names an earlier one). */
  questions: DraftQuestion[];
  count: number;
  logicAllowed: boolean;
  setQ: (i: number, patch: Partial<DraftQuestion>) => void;
  onOp: (value: string) => (e: MouseEvent<HTMLButtonElement>) => void;
  /** The message of one of this slot's fields after a failed submit, in the page's language. */
  problem: (name: string) => string | null;
}) {
  const { t } = useT();
  /** name, value and onChange of one of this slot's text controls. */
  const bind = (key: TextKey) => ({
    name: slotField(i, key),
    value: q[key],
    onChange: (e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setQ(i, { [key]: e.target.value } as Partial<DraftQuestion>),
  });
  const n = <span className="visually-hidden"> {t("question {number}", { number: i + 1 })}</span>;
  const requiredId = `f-${slotField(i, "required")}`;
  return (
    <fieldset className="survey-slot">
      <legend>{t("Question {number}", { number: i + 1 })}</legend>
      <Field label={t("Question")} {...bind("question")} error={problem(slotField(i, "question"))} maxLength={SURVEY_LIMITS.question} autoComplete="off" />
      <Select
        label={t("Answer type")}
        {...bind("type")}
        error={problem(slotField(i, "type"))}
        choices={QUESTION_TYPES.map((type) => ({ value: type, label: t(QUESTION_TYPE_LABEL[type]) }))}
      />
      <div className="mc-only">
        <TextArea label={t("Options (one per line)")} {...bind("options")} error={problem(slotField(i, "options"))} rows={3} hint={t("For multiple choice: at least two. Blank lines are ignored.")} />
      </div>
      <div className="field checkbox">
        <input type="checkbox" id={requiredId} name={slotField(i, "required")} value="on" checked={q.required} onChange={(e) => setQ(i, { required: e.target.checked })} />
        <label htmlFor={requiredId}>{t("Required")}</label>
      </div>
      {i > 0 ? (
        <div className="survey-logic">
          <Select label={t("Condition")} {...bind("logic_on")} error={problem(slotField(i, "logic_on"))} hint={logicAllowed ? undefined : t("Conditional logic (Smart Logic) needs a paid plan.")}>
            <option value="">{t("Always show this question")}</option>
            {questions.slice(0, i).map((e, j) => (
              <option key={j} value={String(j)}>
                {e.question.trim()
                  ? t("Depends on question {number}: {question}", { number: j + 1, question: e.question.trim().slice(0, 60) })
                  : t("Depends on question {number}", { number: j + 1 })}
              </option>
            ))}
          </Select>
          <div className="logic-detail">
            <Select label={t("Rule")} {...bind("logic_type")} error={problem(slotField(i, "logic_type"))}>
              <option value="show_if">{t("Show only if the answer is")}</option>
              <option value="hide_if">{t("Hide if the answer is")}</option>
            </Select>
            <Field
              label={t("Answer")}
              {...bind("logic_answer")}
              error={problem(slotField(i, "logic_answer"))}
              maxLength={SURVEY_LIMITS.option}
              autoComplete="off"
              hint={q.logic_on === "" ? t("The answer to the earlier question") : answersHint(questions[Number(q.logic_on)], t)}
            />
          </div>
        </div>
      ) : null}
      <div className="row">
        {i > 0 ? <OpButton value={`up:${i}`} onOp={onOp}>{t("Move up")}{n}</OpButton> : null}
        {i < count - 1 ? <OpButton value={`down:${i}`} onOp={onOp}>{t("Move down")}{n}</OpButton> : null}
        <OpButton value={`remove:${i}`} onOp={onOp}>{t("Remove")}{n}</OpButton>
      </div>
    </fieldset>
  );
}
