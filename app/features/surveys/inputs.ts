// Survey inputs, shared by the Surveys tab and the /api (no server imports: unit-testable).
// zod reads the shape and types; `checkSurvey` applies SPEC §5 (texts verbatim) and the logic
// rules, reporting each problem with its field path (`questions.2.options`) in SUBMITTED order,
// so the page can put the message next to the right question slot.
import { z } from "zod";
import { TYPE_MSG, choice, flag, id, list, text, inputJsonSchema } from "~/lib/inputs";
import {
  CONDITION_TYPES,
  QUESTION_TYPES,
  normaliseConditionAnswer,
  type ConditionType,
  type QuestionType,
} from "./logic";
import { SURVEY_LIMITS } from "./limits";
export { SURVEY_LIMITS };

export const SURVEY_MSG = {
  titleDescription: "Please fill in title and description",
  noQuestion: "Please add at least one question",
  twoOptions: (q: string) => `Please add at least two options to "${q}"`,
  sameOption: (q: string) => `"${q}" has the same option twice`,
  earlier: (q: string) => `The condition of "${q}" must refer to an earlier question`,
  conditionAnswer: (q: string, target: string) => `The condition of "${q}" must be one of the possible answers to "${target}"`,
  duplicateId: "Each question needs its own id",
  closed: "This survey is closed and no longer takes responses",
  status: "Please choose a status: active or closed",
} as const;

// The limit texts written out (the catalogue translates a message by its exact text); their types
// tie each one to its limit, so changing a limit without its text fails the typecheck.
const MSG_OPTION_LONG: `Options must be at most ${typeof SURVEY_LIMITS.option} characters` = "Options must be at most 200 characters";
const MSG_TOO_MANY_OPTIONS: `A question may have at most ${typeof SURVEY_LIMITS.options} options` = "A question may have at most 20 options";
const MSG_TOO_MANY_QUESTIONS: `A survey may have at most ${typeof SURVEY_LIMITS.questions} questions` = "A survey may have at most 50 questions";
const MSG_TOO_MANY_ANSWERS: `A response may have at most ${typeof SURVEY_LIMITS.questions} answers` = "A response may have at most 50 answers";


const questionKey = z
  .unknown()
  .optional()
  .transform((v, ctx): string | undefined => {
    if (v === undefined || v === null || v === "") return undefined;
    if ((typeof v === "number" && Number.isFinite(v)) || (typeof v === "string" && v.length <= 40)) return String(v).trim();
    ctx.addIssue({ code: "custom", message: "{field} must be a number or a short text" });
    return z.NEVER;
  })
  .meta({ type: ["integer", "string"], description: "A question's id (or, in a new survey, its position)" });

const optionItem = z.unknown().transform((v, ctx): string => {
  const raw = typeof v === "object" && v !== null && !Array.isArray(v) ? (v as { text?: unknown }).text : v;
  if (raw === undefined || raw === null) return "";
  if (typeof raw !== "string") {
    ctx.addIssue({ code: "custom", message: "Options must be text" });
    return z.NEVER;
  }
  const s = raw.trim();
  if (s.length > SURVEY_LIMITS.option) {
    ctx.addIssue({ code: "custom", message: MSG_OPTION_LONG });
    return z.NEVER;
  }
  return s;
}).meta({ type: "string", description: "The option's text ({text} is accepted too)" });

const conditionAnswerRaw = z
  .unknown()
  .optional()
  .transform((v, ctx): string => {
    if (v === undefined || v === null) return "";
    if (typeof v === "boolean") return v ? "yes" : "no";
    if (typeof v === "number" && Number.isFinite(v)) return String(v);
    if (typeof v === "string" && v.length <= SURVEY_LIMITS.option) return v.trim();
    ctx.addIssue({ code: "custom", message: TYPE_MSG.text });
    return z.NEVER;
  })
  .meta({ type: ["string", "number", "boolean"] });

const logicInput = z
  .object({
    condition_question_id: questionKey,
    condition_answer: conditionAnswerRaw,
    condition_type: choice(CONDITION_TYPES, { message: "Logic must be show_if or hide_if", fallback: "show_if" }),
  })
  .nullable()
  .optional();

const questionInput = z.object({
  id: questionKey,
  question: text({ max: SURVEY_LIMITS.question }),
  question_type: choice(QUESTION_TYPES, {
    message: "Question type must be multiple_choice, text, yes_no or rating",
    fallback: "multiple_choice",
  }),
  options: list(optionItem, { max: SURVEY_LIMITS.options, tooMany: MSG_TOO_MANY_OPTIONS }),
  required: flag({ absent: true }),
  logic: logicInput,
});

export const surveyInput = z.object({
  title: text({ max: SURVEY_LIMITS.title }),
  description: text({ max: SURVEY_LIMITS.description }),
  has_logic: flag(),
  questions: z
    .unknown()
    .optional()
    .transform((v, ctx): unknown[] => {
      if (v === undefined || v === null) return [];
      if (!Array.isArray(v)) {
        ctx.addIssue({ code: "custom", message: TYPE_MSG.list });
        return z.NEVER;
      }
      if (v.length > SURVEY_LIMITS.questions) {
        ctx.addIssue({ code: "custom", message: MSG_TOO_MANY_QUESTIONS });
        return z.NEVER;
      }
      return v;
    })
    .pipe(z.array(questionInput))
    .meta({ type: "array", minItems: 1, maxItems: SURVEY_LIMITS.questions, items: inputJsonSchema(questionInput) }),
});
export type SurveyInput = z.infer<typeof surveyInput>;

/** A question ready to store: `condition_index` points at an earlier question of the kept list. */
export type NewQuestion = {
  question: string;
  question_type: QuestionType;
  options: string[];
  required: boolean;
  logic: { condition_index: number; condition_answer: string; condition_type: ConditionType } | null;
};

export type CheckedSurvey = { title: string; description: string; questions: NewQuestion[]; has_logic: boolean; logic_requested: boolean };
export type FieldProblem = { field: string; message: string };

/** SPEC §5 and the logic rules over a parsed survey; problems carry their submitted field path. */
export function checkSurvey(input: SurveyInput): { ok: true; survey: CheckedSurvey } | { ok: false; errors: FieldProblem[] } {
  const errors: FieldProblem[] = [];
  const title = input.title.trim();
  const description = input.description.trim();
  if (!title || !description) {
    errors.push({ field: !title ? "title" : "description", message: SURVEY_MSG.titleDescription });
    return { ok: false, errors };
  }
  const kept = input.questions.map((q, i) => ({ q, i })).filter(({ q }) => q.question.trim() !== "");
  if (kept.length === 0) return { ok: false, errors: [{ field: "questions", message: SURVEY_MSG.noQuestion }] };

  // Client ids (default: 1-based position in the submitted list) → index in the kept list.
  const keyToKept = new Map<string, number>();
  const allKeys = new Set<string>();
  input.questions.forEach((q, i) => {
    const key = q.id ?? String(i + 1);
    if (allKeys.has(key)) errors.push({ field: `questions.${i}.id`, message: SURVEY_MSG.duplicateId });
    allKeys.add(key);
  });
  kept.forEach(({ q, i }, k) => keyToKept.set(q.id ?? String(i + 1), k));
  if (errors.length) return { ok: false, errors };

  const out: NewQuestion[] = [];
  kept.forEach(({ q, i }, k) => {
    const name = q.question;
    let options: string[] = [];
    if (q.question_type === "multiple_choice") {
      options = q.options.filter((o) => o !== "");
      const lower = options.map((o) => o.toLowerCase());
      if (options.length < 2) errors.push({ field: `questions.${i}.options`, message: SURVEY_MSG.twoOptions(name) });
      else if (new Set(lower).size !== lower.length) errors.push({ field: `questions.${i}.options`, message: SURVEY_MSG.sameOption(name) });
    }
    let logic: NewQuestion["logic"] = null;
    const l = q.logic;
    if (l && l.condition_question_id !== undefined) {
      const target = keyToKept.get(l.condition_question_id);
      if (target === undefined || target >= k) {
        errors.push({ field: `questions.${i}.logic`, message: SURVEY_MSG.earlier(name) });
      } else {
        const t = out[target];
        const answer = normaliseConditionAnswer({ question: t.question, question_type: t.question_type, options: t.options.map((text, n) => ({ id: n + 1, text })) }, l.condition_answer);
        if (answer === null) {
          errors.push({ field: `questions.${i}.logic_answer`, message: SURVEY_MSG.conditionAnswer(name, t.question) });
        } else {
          logic = { condition_index: target, condition_answer: answer, condition_type: l.condition_type };
        }
      }
    }
    out.push({ question: name, question_type: q.question_type, options, required: q.required, logic });
  });
  if (errors.length) return { ok: false, errors };
  const has_logic = out.some((q) => q.logic !== null);
  return { ok: true, survey: { title, description, questions: out, has_logic, logic_requested: has_logic || input.has_logic } };
}

export const statusInput = z.object({
  status: choice(["active", "closed"] as const, { message: SURVEY_MSG.status }),
});

export const respondInput = z.object({
  survey_id: id("Please choose a survey"),
  responses: list(
    z.object({
      question_id: id("Each answer needs a question_id"),
      answer: z.unknown().optional().meta({ type: ["string", "number", "boolean"], description: "Text, an option's text, yes/no or a rating 1-5" }),
    }),
    { max: SURVEY_LIMITS.questions, tooMany: MSG_TOO_MANY_ANSWERS },
  ),
});
