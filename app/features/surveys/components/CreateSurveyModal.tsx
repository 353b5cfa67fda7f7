import { localiseProblem } from "./problems";
import { useT } from "~/lib/i18n/react";
import { Form } from "react-router";
import { useState, type MouseEvent } from "react";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { Field, TextArea } from "~/ui/Field";
import { applyDraftOp, draftFromForm, emptyDraft, type Draft, type DraftQuestion } from "../draft";
import { OpButton, QuestionSlot } from "./QuestionSlot";
import { SURVEY_LIMITS } from "../limits";

/**
 * The survey builder. Every control is a plain form field; Add / Remove / Move are submit buttons
 * (`draft_op`) that round-trip the draft through the action without JavaScript, and edit the
 * draft in place with it. Nothing is saved until "Create survey".
 */
export function CreateSurveyModal({
  closeTo,
  draft: returned,
  values,
  error,
  warning,
  logicAllowed,
  fields = {},
}: {
  closeTo: string;
  /** The draft an Add / Remove / Move round trip returned (without JavaScript). */
  draft: Draft | null;
  /** What a failed "Create survey" had typed. */
  values?: Record<string, string | string[]>;
  error?: string | null;
  warning?: string | null;
  logicAllowed: boolean;
  /** The failed submit's per-field messages (the server's English when they name a question). */
  fields?: Record<string, string>;
}) {
  const { t } = useT();
  const [draft, setDraft] = useState<Draft>(() => returned ?? (values ? draftFromForm(values) : emptyDraft()));
  const setQ = (i: number, patch: Partial<DraftQuestion>) =>
    setDraft((d) => ({ ...d, questions: d.questions.map((q, n) => (n === i ? { ...q, ...patch } : q)) }));
  const op = (value: string) => (e: MouseEvent<HTMLButtonElement>) => {
    e.preventDefault();
    setDraft((d) => applyDraftOp(d, value));
  };
  const count = draft.questions.length;
  const questionTexts = draft.questions.flatMap((q) => [q.question, q.question.trim()]);
  /** A field's message in the page's language (null: none). */
  const problem = (name: string) => localiseProblem(fields[name], questionTexts, t);

  return (
    <Modal title={t("Create survey")} closeTo={closeTo} wide>
      <Form method="post" className="survey-builder" preventScrollReset>
        {/* Enter in a text field submits the form with its first submit button: this one. */}
        <button type="submit" className="visually-hidden" tabIndex={-1} aria-hidden="true">
          {t("Create")}
        </button>
        <input type="hidden" name="intent" value="create-survey" />
        <input type="hidden" name="slot_count" value={count} />
        <FormErrorText message={localiseProblem(error, questionTexts, t)} />
        {warning ? <p className="form-warning">{warning}</p> : null}
        <Field
          label={t("Title")}
          name="title"
          value={draft.title}
          onChange={(e) => setDraft((d) => ({ ...d, title: e.target.value }))}
          maxLength={SURVEY_LIMITS.title}
          autoComplete="off"
        />
        <TextArea
          label={t("Description")}
          name="description"
          value={draft.description}
          onChange={(e) => setDraft((d) => ({ ...d, description: e.target.value }))}
          rows={2}
          maxLength={SURVEY_LIMITS.description}
        />
        {draft.questions.map((q, i) => (
          <QuestionSlot key={i} i={i} q={q} questions={draft.questions} count={count} logicAllowed={logicAllowed} setQ={setQ} onOp={op} problem={problem} />
        ))}
        {count < SURVEY_LIMITS.questions ? (
          <OpButton value="add" onOp={op} className="secondary">
            {t("Add another question")}
          </OpButton>
        ) : null}
        <ModalActions closeTo={closeTo} submitLabel={t("Create survey")} />
      </Form>
    </Modal>
  );
}
