import { describe, expect, it } from "vitest";
import {
  NO_ANSWER_MSG,
  conditionHint,
  evaluateResponse,
  hiddenQuestionCss,
  normaliseAnswer,
  requiredMessage,
  visibleQuestionIds,
  type LogicQuestion,
} from "~/features/surveys/logic";
import { SURVEY_MSG, checkSurvey, surveyInput } from "~/features/surveys/inputs";
import { applyDraftOp, draftFromForm, draftToPayload, emptyDraft, formFieldOf } from "~/features/surveys/draft";

const q = (id: number, type: LogicQuestion["question_type"], extra: Partial<LogicQuestion> = {}): LogicQuestion => ({
  id,
  question: `Q${id}`,
  question_type: type,
  options: [],
  required: true,
  logic: null,
  ...extra,
});
const mc = (id: number, options: string[], extra: Partial<LogicQuestion> = {}) =>
  q(id, "multiple_choice", { options: options.map((text, n) => ({ id: n + 1, text })), ...extra });
const showIf = (id: number, answer: string) => ({ condition_question_id: id, condition_answer: answer, condition_type: "show_if" as const });
const hideIf = (id: number, answer: string) => ({ condition_question_id: id, condition_answer: answer, condition_type: "hide_if" as const });
const answers = (entries: [number, string][]) => new Map(entries);

describe("survey visibility", () => {
  const coming = q(1, "yes_no");
  const guests = q(2, "rating", { logic: showIf(1, "yes") });
  const why = q(3, "text", { logic: hideIf(1, "yes") });

  it("show_if shows only when the earlier question has the answer", () => {
    expect(visibleQuestionIds([coming, guests], answers([[1, "yes"]]))).toEqual(new Set([1, 2]));
    expect(visibleQuestionIds([coming, guests], answers([[1, "no"]]))).toEqual(new Set([1]));
    expect(visibleQuestionIds([coming, guests], answers([]))).toEqual(new Set([1]));
  });

  it("hide_if hides only when the earlier question has the answer", () => {
    expect(visibleQuestionIds([coming, why], answers([[1, "yes"]]))).toEqual(new Set([1]));
    expect(visibleQuestionIds([coming, why], answers([[1, "no"]]))).toEqual(new Set([1, 3]));
    expect(visibleQuestionIds([coming, why], answers([]))).toEqual(new Set([1, 3]));
  });

  it("chains: a question hidden by logic counts as unanswered for the questions after it", () => {
    const food = mc(2, ["Pie", "Cake"], { logic: showIf(1, "yes") });
    const pie = q(3, "text", { logic: showIf(2, "Pie") });
    const notPie = q(4, "text", { logic: hideIf(2, "Pie") });
    const qs = [coming, food, pie, notPie];
    expect(visibleQuestionIds(qs, answers([[1, "yes"], [2, "Pie"]]))).toEqual(new Set([1, 2, 3]));
    // Q1 "no" hides Q2, so its stale "Pie" no longer shows Q3 nor hides Q4.
    expect(visibleQuestionIds(qs, answers([[1, "no"], [2, "Pie"]]))).toEqual(new Set([1, 4]));
  });

  it("text conditions ignore case and surrounding spaces; a condition on a later question is unmet", () => {
    const name = q(1, "text");
    const follow = q(2, "yes_no", { logic: showIf(1, "grandma") });
    expect(visibleQuestionIds([name, follow], answers([[1, "  Grandma "]]))).toEqual(new Set([1, 2]));
    const broken = q(5, "text", { logic: showIf(9, "x") });
    expect(visibleQuestionIds([broken, q(9, "text")], answers([[9, "x"]]))).toEqual(new Set([9]));
  });

  it("says when to answer a conditional question", () => {
    expect(conditionHint(guests, [coming, guests])).toBe('Answer only if "Q1" is "Yes"');
    expect(conditionHint(why, [coming, why])).toBe('Answer only if "Q1" is not "Yes"');
    expect(conditionHint(coming, [coming])).toBeNull();
  });
});

describe("survey responses", () => {
  const coming = q(1, "yes_no");
  const guests = q(2, "rating", { logic: showIf(1, "yes") });
  const food = mc(3, ["Pie", "Cake"], { required: false });

  it("normalises answers to their stored form and refuses what does not fit", () => {
    expect(normaliseAnswer(coming, "Yes")).toEqual({ ok: true, value: "yes" });
    expect(normaliseAnswer(coming, true)).toEqual({ ok: true, value: "yes" });
    expect(normaliseAnswer(coming, "maybe").ok).toBe(false);
    expect(normaliseAnswer(guests, 5)).toEqual({ ok: true, value: "5" });
    expect(normaliseAnswer(guests, "0").ok).toBe(false);
    expect(normaliseAnswer(guests, 2.5).ok).toBe(false);
    expect(normaliseAnswer(guests, "6").ok).toBe(false);
    expect(normaliseAnswer(food, "cake")).toEqual({ ok: true, value: "Cake" });
    expect(normaliseAnswer(food, 1)).toEqual({ ok: true, value: "Pie" });
    expect(normaliseAnswer(food, "Soup").ok).toBe(false);
    expect(normaliseAnswer(q(4, "text"), { a: 1 }).ok).toBe(false);
  });

  it("drops answers to hidden questions and requires only visible required questions", () => {
    const r = evaluateResponse([coming, guests, food], new Map<number, unknown>([[1, "no"], [2, "4"]]));
    expect(r.error).toBeNull();
    expect(r.answers).toEqual([{ question_id: 1, answer: "no" }]);

    const missing = evaluateResponse([coming, guests, food], new Map<number, unknown>([[1, "yes"]]));
    expect(missing.error).toBe(requiredMessage("Q2"));
    expect(missing.errors).toEqual([{ question_id: 2, message: requiredMessage("Q2") }]);
  });

  it("an invalid answer to a hidden question is ignored; to a visible one it is refused", () => {
    const hidden = evaluateResponse([coming, guests], new Map<number, unknown>([[1, "no"], [2, "99"]]));
    expect(hidden.error).toBeNull();
    const shown = evaluateResponse([coming, guests], new Map<number, unknown>([[1, "yes"], [2, "99"]]));
    expect(shown.error).toBe('Please rate "Q2" from 1 to 5');
  });

  it("needs at least one answer", () => {
    expect(evaluateResponse([coming, food], new Map()).error).toBe(NO_ANSWER_MSG);
    expect(evaluateResponse([coming, food], new Map<number, unknown>([[1, "  "]])).error).toBe(NO_ANSWER_MSG);
  });
});

describe("CSS visibility without JavaScript", () => {
  it("hides conditional questions from the checked radio buttons, chains included", () => {
    const css = hiddenQuestionCss([q(1, "yes_no"), q(2, "yes_no", { logic: showIf(1, "yes") }), q(3, "rating", { logic: hideIf(2, "no") })]);
    const rules = css.split("\n");
    // Q2 hidden when Q1 is not "yes"; Q3 hidden when Q2 is visible and "no".
    expect(rules).toContain('.survey-take:not(:has(input[name="q\\5f 1"][value="yes"]:checked)) [data-question-id="2"]{display:none}');
    expect(rules).toContain(
      '.survey-take:has(input[name="q\\5f 1"][value="yes"]:checked):has(input[name="q\\5f 2"][value="no"]:checked) [data-question-id="3"]{display:none}',
    );
    expect(rules).toHaveLength(2);
  });

  it("escapes answers so nothing can leave the style element, and skips text conditions", () => {
    const css = hiddenQuestionCss([mc(1, ['a"</style><script>', "b"]), q(2, "text", { logic: showIf(1, 'a"</style><script>') })]);
    expect(css).not.toContain("<");
    expect(css).not.toMatch(/[^\\]"<\//);
    expect(hiddenQuestionCss([q(1, "text"), q(2, "text", { logic: showIf(1, "x") })])).toBe("");
  });
});

describe("survey validation", () => {
  const base = { title: "Reunion", description: "Plans" };
  const check = (raw: unknown) => {
    const parsed = surveyInput.safeParse(raw);
    if (!parsed.success) throw new Error(parsed.error.issues[0].message);
    return checkSurvey(parsed.data);
  };
  const errorOf = (raw: unknown) => {
    const r = check(raw);
    return r.ok ? null : r.errors[0];
  };

  it("gives the spec's messages", () => {
    expect(errorOf({ title: " ", description: "x", questions: [] })?.message).toBe(SURVEY_MSG.titleDescription);
    expect(errorOf({ title: "x", questions: [{ question: "Q" }] })?.message).toBe("Please fill in title and description");
    expect(errorOf({ ...base, questions: [{ question: "  " }, { question: "" }] })?.message).toBe("Please add at least one question");
  });

  it("drops blank questions and blank options; multiple choice needs two options; required by default", () => {
    const r = check({
      ...base,
      questions: [{ question: "" }, { question: "Food?", options: ["Pie", " ", "", "Cake"] }, { question: "Why?", question_type: "text", options: ["ignored"] }],
    });
    expect(r.ok && r.survey.questions).toEqual([
      { question: "Food?", question_type: "multiple_choice", options: ["Pie", "Cake"], required: true, logic: null },
      { question: "Why?", question_type: "text", options: [], required: true, logic: null },
    ]);
    expect(errorOf({ ...base, questions: [{ question: "Food?", options: ["Pie", ""] }] })).toEqual({
      field: "questions.0.options",
      message: 'Please add at least two options to "Food?"',
    });
    expect(errorOf({ ...base, questions: [{ question: "Food?", options: ["Pie", "pie"] }] })?.message).toBe('"Food?" has the same option twice');
  });

  it("logic must point at an earlier question with one of its possible answers", () => {
    const ok = check({
      ...base,
      has_logic: true,
      questions: [
        { id: "a", question: "Coming?", question_type: "yes_no" },
        { id: "b", question: "How many?", question_type: "rating", logic: { condition_question_id: "a", condition_answer: "Yes", condition_type: "show_if" } },
        { question: "Why not?", question_type: "text", logic: { condition_question_id: "a", condition_answer: true, condition_type: "hide_if" } },
      ],
    });
    expect(ok.ok && ok.survey.has_logic).toBe(true);
    expect(ok.ok && ok.survey.questions.map((x) => x.logic)).toEqual([
      null,
      { condition_index: 0, condition_answer: "yes", condition_type: "show_if" },
      { condition_index: 0, condition_answer: "yes", condition_type: "hide_if" },
    ]);

    const later = errorOf({
      ...base,
      questions: [
        { question: "A", question_type: "yes_no", logic: { condition_question_id: 2, condition_answer: "yes" } },
        { question: "B", question_type: "yes_no" },
      ],
    });
    expect(later).toEqual({ field: "questions.0.logic", message: 'The condition of "A" must refer to an earlier question' });
    const self = errorOf({ ...base, questions: [{ question: "A", question_type: "yes_no", logic: { condition_question_id: 1, condition_answer: "yes" } }] });
    expect(self?.field).toBe("questions.0.logic");
    const blankTarget = errorOf({
      ...base,
      questions: [{ question: "" }, { question: "B", question_type: "yes_no", logic: { condition_question_id: 1, condition_answer: "yes" } }],
    });
    expect(blankTarget?.message).toBe('The condition of "B" must refer to an earlier question');

    const cases: [string, unknown][] = [
      ["multiple_choice", "Soup"],
      ["yes_no", "maybe"],
      ["rating", 6],
      ["text", " "],
    ];
    for (const [type, answer] of cases) {
      const e = errorOf({
        ...base,
        questions: [
          { question: "First", question_type: type, options: ["Pie", "Cake"] },
          { question: "Second", question_type: "text", logic: { condition_question_id: 1, condition_answer: answer, condition_type: "show_if" } },
        ],
      });
      expect(e, type).toEqual({ field: "questions.1.logic_answer", message: 'The condition of "Second" must be one of the possible answers to "First"' });
    }
  });

  it("refuses wrong types instead of coercing them", () => {
    expect(surveyInput.safeParse({ ...base, questions: "Q1" }).success).toBe(false);
    expect(surveyInput.safeParse({ ...base, title: ["x"] }).success).toBe(false);
    expect(surveyInput.safeParse({ ...base, questions: [{ question: "Q", question_type: "essay" }] }).success).toBe(false);
    expect(surveyInput.safeParse({ ...base, questions: [{ question: "Q", options: [{ text: 5 }] }] }).success).toBe(false);
  });
});

describe("survey builder draft", () => {
  const form = {
    title: "Reunion",
    description: "Plans",
    slot_count: "3",
    q0_question: "Coming?",
    q0_type: "yes_no",
    q0_required: "on",
    q1_question: "How many?",
    q1_type: "rating",
    q1_logic_on: "0",
    q1_logic_type: "show_if",
    q1_logic_answer: "Yes",
    q2_question: "Food?",
    q2_type: "multiple_choice",
    q2_options: "Pie\r\n\r\nCake\n",
    q2_required: "on",
    q2_logic_on: "1",
    q2_logic_type: "hide_if",
    q2_logic_answer: "1",
  };

  it("reads the form back (unticked Required is false) and builds the /api body", () => {
    const draft = draftFromForm(form);
    expect(draft.questions.map((x) => x.required)).toEqual([true, false, true]);
    expect(draftToPayload(draft)).toEqual({
      title: "Reunion",
      description: "Plans",
      has_logic: true,
      questions: [
        { id: 1, question: "Coming?", question_type: "yes_no", options: [], required: true, logic: null },
        { id: 2, question: "How many?", question_type: "rating", options: [], required: false, logic: { condition_question_id: 1, condition_answer: "Yes", condition_type: "show_if" } },
        { id: 3, question: "Food?", question_type: "multiple_choice", options: ["Pie", "Cake"], required: true, logic: { condition_question_id: 2, condition_answer: "1", condition_type: "hide_if" } },
      ],
    });
  });

  it("adds, removes and moves slots, keeping what was typed and fixing condition references", () => {
    const draft = draftFromForm(form);
    const added = applyDraftOp(draft, "add");
    expect(added.questions).toHaveLength(4);
    expect(added.questions[0].question).toBe("Coming?");

    const removed = applyDraftOp(draft, "remove:0");
    expect(removed.questions.map((x) => x.question)).toEqual(["How many?", "Food?"]);
    expect(removed.questions[0].logic_on).toBe(""); // its target is gone
    expect(removed.questions[1].logic_on).toBe("0"); // still "How many?", now first

    const moved = applyDraftOp(draft, "down:0");
    expect(moved.questions.map((x) => x.question)).toEqual(["How many?", "Coming?", "Food?"]);
    expect(moved.questions[0].logic_on).toBe(""); // would point at a later question
    expect(moved.questions[2].logic_on).toBe("0");

    expect(applyDraftOp(draft, "up:0")).toBe(draft);
    expect(applyDraftOp(draft, "explode")).toBe(draft);
    expect(applyDraftOp(emptyDraft(), "remove:0").questions).toHaveLength(1);
  });

  it("keeps condition references pointing backwards even when the form says otherwise", () => {
    expect(draftFromForm({ slot_count: "2", q0_logic_on: "1", q1_logic_on: "5" }).questions.map((x) => x.logic_on)).toEqual(["", ""]);
    expect(draftFromForm({ slot_count: "999" }).questions).toHaveLength(50);
  });

  it("maps /api field paths to the builder's field names", () => {
    expect(formFieldOf("questions.2.options")).toBe("q2_options");
    expect(formFieldOf("questions.1.logic")).toBe("q1_logic_on");
    expect(formFieldOf("title")).toBe("title");
  });
});
