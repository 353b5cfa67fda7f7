// The create-survey builder's draft, shared by the page (server and browser). Without JavaScript
// the builder's Add / Remove / Move buttons submit the whole form with `draft_op`; the server
// reads the draft back from the form, applies the operation and re-renders it (nothing is saved
// until Create). With JavaScript the same operations run in place on the same draft.
// Fields of question slot i: q{i}_question, q{i}_type, q{i}_options (one option per line),
// q{i}_required, q{i}_logic_on ("" or the index of an earlier slot), q{i}_logic_type, q{i}_logic_answer.
import { CONDITION_TYPES, QUESTION_TYPES, type ConditionType, type QuestionType } from "./logic";
import { SURVEY_LIMITS } from "./limits";

export type DraftQuestion = {
  question: string;
  type: QuestionType;
  options: string;
  required: boolean;
  logic_on: string;
  logic_type: ConditionType;
  logic_answer: string;
};

export type Draft = { title: string; description: string; questions: DraftQuestion[] };

export const slotField = (i: number, key: keyof DraftQuestion) => `q${i}_${key}`;

export const emptyQuestion = (): DraftQuestion => ({
  question: "",
  type: "multiple_choice",
  options: "",
  required: true,
  logic_on: "",
  logic_type: "show_if",
  logic_answer: "",
});

export const emptyDraft = (): Draft => ({ title: "", description: "", questions: [emptyQuestion()] });

type Values = Record<string, unknown>;

function str(values: Values, key: string): string {
  const v = values[key];
  const s = Array.isArray(v) ? v[0] : v;
  return typeof s === "string" ? s : "";
}

/** The draft as the builder form sent it (`slot_count` slots; unknown choices fall back). */
export function draftFromForm(values: Values): Draft {
  const count = Math.min(Math.max(Number.parseInt(str(values, "slot_count"), 10) || 1, 1), SURVEY_LIMITS.questions);
  const questions: DraftQuestion[] = [];
  for (let i = 0; i < count; i++) {
    const type = str(values, slotField(i, "type"));
    const logicType = str(values, slotField(i, "logic_type"));
    const on = str(values, slotField(i, "logic_on"));
    questions.push({
      question: str(values, slotField(i, "question")),
      type: (QUESTION_TYPES as readonly string[]).includes(type) ? (type as QuestionType) : "multiple_choice",
      options: str(values, slotField(i, "options")),
      required: str(values, slotField(i, "required")) !== "",
      logic_on: /^\d+$/.test(on) && Number(on) < i ? on : "",
      logic_type: (CONDITION_TYPES as readonly string[]).includes(logicType) ? (logicType as ConditionType) : "show_if",
      logic_answer: str(values, slotField(i, "logic_answer")),
    });
  }
  return { title: str(values, "title"), description: str(values, "description"), questions };
}

/** Moves/removes slot references: a condition on a removed slot, or one no longer earlier, is cleared. */
function remap(questions: DraftQuestion[], newIndexOf: (old: number) => number | null): DraftQuestion[] {
  return questions.map((q, i) => {
    if (q.logic_on === "") return q;
    const target = newIndexOf(Number(q.logic_on));
    return target === null || target >= i ? { ...q, logic_on: "", logic_answer: "" } : { ...q, logic_on: String(target) };
  });
}

/** Applies one builder operation: "add", "remove:i", "up:i", "down:i" (anything else: no change). */
export function applyDraftOp(draft: Draft, op: string): Draft {
  const qs = draft.questions;
  const m = /^(add|remove|up|down)(?::(\d+))?$/.exec(op);
  if (!m) return draft;
  const i = m[2] === undefined ? -1 : Number(m[2]);
  switch (m[1]) {
    case "add":
      return qs.length >= SURVEY_LIMITS.questions ? draft : { ...draft, questions: [...qs, emptyQuestion()] };
    case "remove": {
      if (i < 0 || i >= qs.length) return draft;
      if (qs.length === 1) return { ...draft, questions: [emptyQuestion()] };
      const rest = qs.filter((_, n) => n !== i);
      return { ...draft, questions: remap(rest, (old) => (old === i ? null : old > i ? old - 1 : old)) };
    }
    case "up":
    case "down": {
      const j = m[1] === "up" ? i - 1 : i + 1;
      if (i < 0 || i >= qs.length || j < 0 || j >= qs.length) return draft;
      const moved = [...qs];
      [moved[i], moved[j]] = [moved[j], moved[i]];
      return { ...draft, questions: remap(moved, (old) => (old === i ? j : old === j ? i : old)) };
    }
  }
  return draft;
}

/** The draft as the /api's POST /surveys body: ids are 1-based slot numbers; options one per line. */
export function draftToPayload(draft: Draft) {
  return {
    title: draft.title,
    description: draft.description,
    has_logic: draft.questions.some((q) => q.logic_on !== ""),
    questions: draft.questions.map((q, i) => ({
      id: i + 1,
      question: q.question,
      question_type: q.type,
      options: q.type === "multiple_choice" ? q.options
              .split(/\r?\n/)
              .map((o) => o.trim())
              .filter((o) => o !== "") : [],
      required: q.required,
      logic:
        q.logic_on === ""
          ? null
          : { condition_question_id: Number(q.logic_on) + 1, condition_answer: q.logic_answer, condition_type: q.logic_type },
    })),
  };
}

/** An /api validation path (`questions.2.options`) as the builder's field name (`q2_options`). */
export function formFieldOf(path: string): string {
  const m = /^questions\.(\d+)\.(\w+)$/.exec(path);
  if (!m) return path;
  const key = m[2] === "question_type" ? "type" : m[2] === "logic" ? "logic_on" : m[2];
  return `q${m[1]}_${key}`;
}
