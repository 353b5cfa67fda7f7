// Survey logic, shared by the server and the browser (no server imports here).
//
// A question may carry one condition on an EARLIER question: `show_if` (shown only when that
// question is visible and answered with `condition_answer`) or `hide_if` (hidden exactly when that
// question is visible and answered with `condition_answer`). A hidden question's answer is ignored,
// so conditions chain: if Q1 hides Q2, a question conditioned on Q2 sees Q2 as unanswered.
// Because conditions only point backwards, one pass in order decides every question
// (docs/decisions/050-survey-logic-evaluation.md).

export const QUESTION_TYPES = ["multiple_choice", "text", "yes_no", "rating"] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];
export const CONDITION_TYPES = ["show_if", "hide_if"] as const;
export type ConditionType = (typeof CONDITION_TYPES)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const TEXT_ANSWER_MAX = 2000;

export const QUESTION_TYPE_LABEL: Record<QuestionType, string> = {
  multiple_choice: "Multiple choice",
  text: "Text",
  yes_no: "Yes / No",
  rating: "Rating (1 to 5)",
};

export type SurveyOption = { id: number; text: string };

export type Logic = {
  condition_question_id: number;
  condition_answer: string;
  condition_type: ConditionType;
};

export type LogicQuestion = {
  id: number;
  question: string;
  question_type: QuestionType;
  options: SurveyOption[];
  required: boolean;
  logic: Logic | null;
};

export type Normalised = { ok: true; value: string } | { ok: false; message: string };

/** Whether a raw value counts as "no answer" (absent, null, or blank text). */
export function isBlankAnswer(raw: unknown): boolean {
  return raw === undefined || raw === null || (typeof raw === "string" && raw.trim() === "");
}

/**
 * An answer in its stored form, or why it does not fit the question:
 * multiple choice → the option's text (an option's text or id); yes/no → "yes" | "no";
 * rating → "1".."5"; text → the trimmed text.
 */
export function normaliseAnswer(q: Pick<LogicQuestion, "question" | "question_type" | "options">, raw: unknown): Normalised {
  const bad = (message: string): Normalised => ({ ok: false, message });
  switch (q.question_type) {
    case "multiple_choice": {
      if (typeof raw === "number") {
        const byId = q.options.find((o) => o.id === raw);
        return byId ? { ok: true, value: byId.text } : bad(`Please choose one of the options for "${q.question}"`);
      }
      if (typeof raw !== "string") return bad(`Please choose one of the options for "${q.question}"`);
      const s = raw.trim();
      const exact = q.options.find((o) => o.text === s) ?? q.options.find((o) => o.text.toLowerCase() === s.toLowerCase());
      return exact ? { ok: true, value: exact.text } : bad(`Please choose one of the options for "${q.question}"`);
    }
    case "yes_no": {
      if (raw === true) return { ok: true, value: "yes" };
      if (raw === false) return { ok: true, value: "no" };
      const s = typeof raw === "string" ? raw.trim().toLowerCase() : "";
      if (s === "yes" || s === "no") return { ok: true, value: s };
      return bad(`Please answer "${q.question}" with yes or no`);
    }
    case "rating": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" && /^\s*\d+\s*$/.test(raw) ? Number(raw) : NaN;
      if (Number.isInteger(n) && n >= RATING_MIN && n <= RATING_MAX) return { ok: true, value: String(n) };
      return bad(`Please rate "${q.question}" from ${RATING_MIN} to ${RATING_MAX}`);
    }
    case "text": {
      if (typeof raw !== "string") return bad(`Please answer "${q.question}" with text`);
      const s = raw.trim();
      if (s.length > TEXT_ANSWER_MAX) return bad(`The answer to "${q.question}" must be at most ${TEXT_ANSWER_MAX} characters`);
      return { ok: true, value: s };
    }
  }
}

/** Whether a stored answer meets a condition's answer (text answers: case and surrounding spaces ignored). */
export function answerMatches(type: QuestionType, answer: string | undefined, conditionAnswer: string): boolean {
  if (answer === undefined) return false;
  if (type === "text") return answer.trim().toLowerCase() === conditionAnswer.trim().toLowerCase();
  return answer === conditionAnswer;
}

/**
 * Which questions are visible for the given (normalised) answers, in one pass over the ordered
 * questions. A condition on a question that is not earlier (or unknown) counts as unmet: such
 * surveys are refused at creation, so this is only a safe default.
 */
export function visibleQuestionIds(questions: readonly LogicQuestion[], answers: ReadonlyMap<number, string>): Set<number> {
  const visible = new Set<number>();
  const seen = new Map<number, LogicQuestion>();
  for (const q of questions) {
    const cond = q.logic;
    let shown = true;
    if (cond) {
      const target = seen.get(cond.condition_question_id);
      const met =
        target !== undefined &&
        visible.has(target.id) &&
        answerMatches(target.question_type, answers.get(target.id), cond.condition_answer);
      shown = cond.condition_type === "show_if" ? met : !met;
    }
    if (shown) visible.add(q.id);
    seen.set(q.id, q);
  }
  return visible;
}

/** Visibility for answers as typed (an answer that does not fit its question counts as none). */
export function visibleForRawAnswers(questions: readonly LogicQuestion[], raw: ReadonlyMap<number, unknown>): Set<number> {
  return visibleQuestionIds(questions, normaliseAll(questions, raw).normalised);
}

/** Each non-blank answer as typed: normalised when it fits its question, else its problem. */
function normaliseAll(questions: readonly LogicQuestion[], raw: ReadonlyMap<number, unknown>) {
  const normalised = new Map<number, string>();
  const problems = new Map<number, string>();
  for (const q of questions) {
    const value = raw.get(q.id);
    if (isBlankAnswer(value)) continue;
    const r = normaliseAnswer(q, value);
    if (r.ok) normalised.set(q.id, r.value);
    else problems.set(q.id, r.message);
  }
  return { normalised, problems };
}

export type EvaluatedResponse = {
  /** The answers kept: visible questions only, normalised, in question order. */
  answers: { question_id: number; answer: string }[];
  /** The first problem (the message to show), or null when the response may be saved. */
  error: string | null;
  /** Per-question problems, by question id. */
  errors: { question_id: number; message: string }[];
};

/**
 * The server's (and the form's) reading of a response: invalid answers don't count for
 * visibility; answers to hidden questions are dropped; visible answers must fit their type;
 * visible required questions must be answered; at least one answer is needed.
 */
export function evaluateResponse(questions: readonly LogicQuestion[], raw: ReadonlyMap<number, unknown>): EvaluatedResponse {
  const { normalised, problems } = normaliseAll(questions, raw);
  const visible = visibleQuestionIds(questions, normalised);
  const answers: EvaluatedResponse["answers"] = [];
  const errors: EvaluatedResponse["errors"] = [];
  for (const q of questions) {
    if (!visible.has(q.id)) continue;
    const problem = problems.get(q.id);
    if (problem) errors.push({ question_id: q.id, message: problem });
    else if (normalised.has(q.id)) answers.push({ question_id: q.id, answer: normalised.get(q.id)! });
  }
  if (errors.length === 0 && answers.length === 0) {
    return { answers, error: NO_ANSWER_MSG, errors };
  }
  for (const q of questions) {
    if (visible.has(q.id) && q.required && !normalised.has(q.id) && !problems.has(q.id)) {
      errors.push({ question_id: q.id, message: requiredMessage(q.question) });
    }
  }
  const order = new Map(questions.map((q, i) => [q.id, i]));
  errors.sort((a, b) => order.get(a.question_id)! - order.get(b.question_id)!);
  return { answers, error: errors[0]?.message ?? null, errors };
}

export const NO_ANSWER_MSG = "Please answer at least one question before submitting";
export const requiredMessage = (question: string) => `Please answer the required question "${question}"`;

/** The answers a condition may name for a question (null: any text). */
export function possibleAnswers(q: Pick<LogicQuestion, "question_type" | "options">): string[] | null {
  switch (q.question_type) {
    case "multiple_choice":
      return q.options.map((o) => o.text);
    case "yes_no":
      return ["yes", "no"];
    case "rating":
      return ["1", "2", "3", "4", "5"];
    case "text":
      return null;
  }
}

/** A condition answer in its stored form, or null when the question could never give it. */
export function normaliseConditionAnswer(q: Pick<LogicQuestion, "question" | "question_type" | "options">, raw: string): string | null {
  if (raw.trim() === "") return null;
  const r = normaliseAnswer(q, raw);
  return r.ok && r.value !== "" ? r.value : null;
}

/** A translator (`useT().t` in a component); the default writes the English text with its values. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;
export const englishText: Translate = (id, values) => id.replace(/\{(\w+)\}/g, (whole, name: string) => (values && name in values ? String(values[name]) : whole));

/** How an answer reads to people ("yes" → "Yes"). */
export function answerLabel(type: QuestionType, answer: string, t: Translate = englishText): string {
  if (type === "yes_no") return answer === "yes" ? t("Yes") : answer === "no" ? t("No") : answer;
  return answer;
}

/** The hint shown on a conditional question: 'Answer only if "Q1" is "Yes"'. */
export function conditionHint(q: LogicQuestion, questions: readonly LogicQuestion[], t: Translate = englishText): string | null {
  if (!q.logic) return null;
  const target = questions.find((t) => t.id === q.logic!.condition_question_id);
  if (!target) return null;
  const answer = answerLabel(target.question_type, q.logic.condition_answer, t);
  const values = { question: target.question, answer };
  return q.logic.condition_type === "show_if"
    ? t("Answer only if \"{question}\" is \"{answer}\"", values)
    : t("Answer only if \"{question}\" is not \"{answer}\"", values);
}

// ---- Without JavaScript: the same rule as CSS `:has()` selectors over the checked inputs ----

/** The form field name of a question's answer on the take-survey form. */
export const answerField = (questionId: number) => `q_${questionId}`;

/** A literal: "question c is answered a" (or its negation). */
type Literal = { qid: number; answer: string; negated: boolean };
type Dnf = Literal[][]; // OR of ANDs; [] is false, [[]] is true

/** Escapes a string for a CSS string literal: every character outside [A-Za-z0-9 ] as \hex. */
export function cssString(s: string): string {
  let out = '"';
  for (const ch of s) {
    out += /[A-Za-z0-9 ]/.test(ch) ? ch : `\\${ch.codePointAt(0)!.toString(16)} `;
  }
  return `${out}"`;
}

/**
 * CSS rules that hide, inside `.survey-take`, each question whose visibility depends only on
 * choice answers (multiple choice, yes/no, rating: radio buttons, so `:checked` tells). A
 * question that depends on a text answer is left shown (its hint says when to answer it).
 * With JavaScript the form also hides questions itself, with the same `visibleQuestionIds`.
 */
export function hiddenQuestionCss(questions: readonly LogicQuestion[], maxTerms = 24): string {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const vis = new Map<number, Dnf | null>();
  const hid = new Map<number, Dnf | null>();
  const rules: string[] = [];
  for (const q of questions) {
    const cond = q.logic;
    if (!cond) {
      vis.set(q.id, [[]]);
      hid.set(q.id, []);
      continue;
    }
    const target = byId.get(cond.condition_question_id);
    const tVis = target ? vis.get(target.id) : null;
    const tHid = target ? hid.get(target.id) : null;
    if (!target || target.question_type === "text" || !tVis || !tHid) {
      vis.set(q.id, null);
      hid.set(q.id, null);
      continue;
    }
    const eq: Literal = { qid: target.id, answer: cond.condition_answer, negated: false };
    const ne: Literal = { ...eq, negated: true };
    const met: Dnf = tVis.map((t) => [...t, eq]); // target visible AND answered so
    const unmet: Dnf = [...tHid, [ne]]; // target hidden OR not answered so
    const [v, h] = cond.condition_type === "show_if" ? [met, unmet] : [unmet, met];
    const tooBig = v.length > maxTerms || h.length > maxTerms;
    vis.set(q.id, tooBig ? null : v);
    hid.set(q.id, tooBig ? null : h);
    if (tooBig) continue;
    for (const term of h) {
      const sel = term
        .map((l) => {
          const has = `:has(input[name=${cssString(answerField(l.qid))}][value=${cssString(l.answer)}]:checked)`;
          return l.negated ? `:not(${has})` : has;
        })
        .join("");
      rules.push(`.survey-take${sel} [data-question-id="${q.id}"]{display:none}`);
    }
  }
  return rules.join("\n");
}
