// Surveys: the rules behind the Surveys tab and /api/surveys*. Owner and admin create, close and
// delete; everyone but guests answers (one response per person, answering again replaces it);
// everyone in the family reads the results (text answers without names). A survey's `responses`
// (SPEC §3) say who answered and when: all of them to the owner and admins, only their own to
// everyone else; answers are shown only on the caller's own response (decision record 143).
// Visibility of conditional questions is decided here from the answers given, with the same pure
// module the browser uses (logic.ts). Every query is scoped to the actor's family: another family's survey is 404.
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { ID_LIST, db, first, idList, isPostgres, prepared, queryAll, queryOne, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { apiColumns } from "~/lib/api-columns.server";
import { HttpError, badRequest, parseInput } from "~/lib/http.server";
import { found, idInFamily } from "~/lib/family-scope.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { deleteAudited, recordCloseOrReopen } from "~/lib/audit.server";
import { csvResponse, type CsvCell } from "~/lib/csv.server";
import type { Actor } from "~/lib/session.server";
import { keptRows } from "~/lib/family-cache.server";
import { assertWithinPlan, countUsage, familyTier } from "~/features/plans/limits.server";
import { PLANS } from "~/features/plans/limits";
import { SURVEY_MSG, checkSurvey, respondInput, statusInput, surveyInput } from "./inputs";
import {
  RATING_MAX,
  RATING_MIN,
  answerField,
  evaluateResponse,
  type ConditionType,
  type LogicQuestion,
  type QuestionType,
  type SurveyOption,
} from "./logic";

export const SURVEY_LIST_LIMIT = 100;
/** Responses listed per survey in GET /api/surveys (newest first); response_count is the total. */
export const LIST_RESPONSES_LIMIT = 20;
/** Responses listed in GET /api/surveys/{id} (newest first); response_count is the total. */
export const SURVEY_RESPONSES_LIMIT = 500;
/** Text answers listed per question in the results (newest first). */
export const TEXT_ANSWERS_LIMIT = 200;
/** From this many surveys the free plan shows the upgrade warning (SPEC §5). */
export const UPGRADE_WARNING_FROM = 3;

const MANAGE_DENIED = "Only the owner and admins can manage surveys";
const RESPOND_DENIED = "Guests cannot answer surveys";
const NOT_FOUND = "Survey not found";

export type SurveyQuestion = LogicQuestion & { order: number };

export type SurveyView = {
  id: number;
  title: string;
  description: string;
  status: "active" | "closed";
  has_logic: boolean;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
  questions: SurveyQuestion[];
  response_count: number;
  /** Family accounts who may answer (everyone but guests). */
  eligible_count: number;
  /** respondents / eligible accounts, in whole percent (0-100). */
  response_rate: number;
  has_responded: boolean;
  /** The caller's current answers (to pre-fill the form), or null. */
  my_response: { question_id: number; answer: string }[] | null;
};

type Answer = { question_id: number; answer: string };

/** One person's response (SPEC §3 "responses (each with user_id)"). */
export type SurveyResponseEntry = {
  user_id: number;
  name: string;
  submitted_at: string;
  /** Only on the caller's own response. */
  answers?: Answer[];
};

/** A survey as the /api answers it: the view plus the responses the caller may see. */
export type SurveyWithResponses = SurveyView & { responses: SurveyResponseEntry[] };

type SurveyRow = Omit<SurveyView, "questions" | "response_count" | "eligible_count" | "response_rate" | "has_responded" | "my_response">;

const surveyColumns = () => ({
  ...apiColumns(schema.surveys, ["id", "title", "description", "status", "hasLogic", "createdBy", "createdAt"]),
  created_by_name: schema.users.name,
});

function parseOptions(json: string): SurveyOption[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? (v as SurveyOption[]) : [];
  } catch {
    return [];
  }
}

/** The questions of many surveys in one query, in order. */
// The Surveys tab and GET /api/surveys read these on every visit: raw SQL with the surveys' ids as
// one parameter, so each statement is prepared once whatever the number of surveys (issue 37).
const QUESTION_COLUMNS = `id, survey_id as "surveyId", position, question, question_type as "questionType", options, required,
    condition_question_id as "conditionQuestionId", condition_answer as "conditionAnswer", condition_type as "conditionType"`;
const QUESTIONS_SQL = `select ${QUESTION_COLUMNS} from survey_questions where survey_id in ${ID_LIST} order by survey_id, position, id`;
type QuestionRow = Omit<typeof schema.surveyQuestions.$inferSelect, "required"> & { required: number | boolean };
// The surveys' response counts and, in the row with no survey_id, how many of the family may answer:
// one statement (one round trip on PostgreSQL).
// Who may answer: the family's accounts that are not guests.
const ELIGIBLE_FROM = "from users where family_id = +? and role <> 'guest'";
const ELIGIBLE_SQL = `select count(*) as n ${ELIGIBLE_FROM}`;
const RESPONSE_COUNTS_SQL = `select survey_id, count(*) as n from survey_responses where survey_id in ${ID_LIST} group by survey_id
  union all
  select null as survey_id, count(*) as n ${ELIGIBLE_FROM}`;
const MY_ANSWERS_SQL = `select r.survey_id, r.submitted_at, a.question_id, a.answer
  from survey_responses r left join survey_answers a on a.response_id = r.id
  where r.user_id = +? and r.survey_id in ${ID_LIST} order by a.id`;

function questionOf(r: QuestionRow): SurveyQuestion {
  return {
    id: r.id,
    question: r.question,
    question_type: r.questionType as QuestionType,
    options: parseOptions(r.options),
    required: Boolean(r.required),
    order: r.position,
    logic:
      r.conditionQuestionId !== null && r.conditionAnswer !== null && r.conditionType !== null
        ? { condition_question_id: r.conditionQuestionId, condition_answer: r.conditionAnswer, condition_type: r.conditionType as ConditionType }
        : null,
  };
}

async function loadQuestions(surveyIds: number[]): Promise<Map<number, SurveyQuestion[]>> {
  const out = new Map<number, SurveyQuestion[]>();
  if (surveyIds.length === 0) return out;
  const rows = await queryAll<QuestionRow>(QUESTIONS_SQL, idList(surveyIds));
  for (const r of rows) {
    const list = out.get(r.surveyId) ?? [];
    list.push(questionOf(r));
    out.set(r.surveyId, list);
  }
  return out;
}

/** Accounts of the family who may answer surveys (one indexed COUNT). */
export async function countEligible(familyId: number): Promise<number> {
  return Number((await queryOne<{ n: number }>(ELIGIBLE_SQL, familyId))?.n ?? 0);
}

function rate(respondents: number, eligible: number): number {
  if (eligible <= 0) return 0;
  return Math.min(100, Math.round((respondents / eligible) * 100));
}

type Respondent = { survey_id: number; user_id: number; name: string; submitted_at: string };

/**
 * What the views are made of: the surveys' rows, their questions, response counts, how many may
 * answer, the caller's own answers and (for the owner and admins, when asked) the newest respondents.
 */
type Parts = {
  rows: SurveyRow[];
  questions: Map<number, SurveyQuestion[]>;
  counts: Map<number, number>;
  eligible: number;
  myAnswers: Map<number, Answer[]>;
  mySubmittedAt: Map<number, string>;
  respondents: Respondent[];
};

// Ranked over the same rows the counts read (one response per person and survey, so at most the
// family's size per survey); names are joined only for the rows kept.
const RESPONDENTS_SQL = `SELECT ranked.survey_id, ranked.user_id, u.name AS name, ranked.submitted_at FROM (
    SELECT survey_id, user_id, submitted_at,
           row_number() OVER (PARTITION BY survey_id ORDER BY submitted_at DESC, id DESC) AS rn
    FROM survey_responses
    WHERE survey_id IN ${ID_LIST}
  ) AS ranked JOIN users u ON u.id = ranked.user_id
  WHERE ranked.rn <= +? ORDER BY ranked.survey_id, ranked.rn`;

/** Whether to list respondents: `limit` per survey, asked for and allowed to the caller. */
const respondentsLimit = (actor: Actor, limit: number | null) => (limit !== null && can(actor.role, "survey.viewRespondents") ? limit : null);

/** The parts for these rows, in three statements (four with the respondents). */
async function readParts(actor: Actor, rows: SurveyRow[], limit: number | null): Promise<Parts> {
  const ids = idList(rows.map((r) => r.id));
  const listed = respondentsLimit(actor, limit);
  const [questions, countRows, mine, respondents] = await Promise.all([
    loadQuestions(rows.map((r) => r.id)),
    queryAll<{ survey_id: number | null; n: number }>(RESPONSE_COUNTS_SQL, ids, actor.familyId),
    queryAll<MyAnswerRow>(MY_ANSWERS_SQL, actor.userId, ids),
    listed === null ? [] : queryAll<Respondent>(RESPONDENTS_SQL, ids, listed),
  ]);
  const counts = new Map(countRows.filter((c) => c.survey_id !== null).map((c) => [c.survey_id!, Number(c.n)]));
  const eligible = Number(countRows.find((c) => c.survey_id === null)?.n ?? 0);
  const parts: Parts = { rows, questions, counts, eligible, myAnswers: new Map(), mySubmittedAt: new Map(), respondents };
  addMyAnswers(parts, mine);
  return parts;
}

type MyAnswerRow = { survey_id: number; submitted_at: string; question_id: number | null; answer: string | null };

/** The caller's response rows (one per answer, MY_ANSWERS_SQL) into the parts' maps. */
function addMyAnswers(p: Parts, mine: MyAnswerRow[]): void {
  for (const m of mine) {
    const list = p.myAnswers.get(m.survey_id) ?? [];
    if (m.question_id !== null && m.answer !== null) list.push({ question_id: m.question_id, answer: m.answer });
    p.myAnswers.set(m.survey_id, list);
    p.mySubmittedAt.set(m.survey_id, m.submitted_at);
  }
}

// On PostgreSQL a family's list and all its parts in ONE statement (each statement there is a round
// trip; decision record 271): per survey its count, questions, the caller's response and answers
// and (when asked) the newest respondents, as correlated subqueries and JSON arrays. On SQLite the
// separate reads above are prepared once and cost less than building and parsing JSON.
const familyPartsSql = (withRespondents: boolean) => `select s.id, s.title, s.description, s.status, s.has_logic, s.created_by, s.created_at,
    u.name as created_by_name,
    (select count(*) from survey_responses r where r.survey_id = s.id) as response_count,
    (select count(*) ${ELIGIBLE_FROM}) as eligible_count,
    (select json_agg(q order by q.position, q.id) from (select ${QUESTION_COLUMNS} from survey_questions where survey_id = s.id) q) as questions,
    (select r.submitted_at from survey_responses r where r.survey_id = s.id and r.user_id = +?) as my_submitted_at,
    (select json_agg(json_build_object('question_id', a.question_id, 'answer', a.answer) order by a.id)
       from survey_responses r join survey_answers a on a.response_id = r.id
       where r.survey_id = s.id and r.user_id = +? and a.answer is not null) as my_answers${
      withRespondents
        ? `,
    (select json_agg(json_build_object('survey_id', x.survey_id, 'user_id', x.user_id, 'name', x.name, 'submitted_at', x.submitted_at) order by x.submitted_at desc, x.id desc)
       from (select r.id, r.survey_id, r.user_id, ru.name, r.submitted_at from survey_responses r join users ru on ru.id = r.user_id
             where r.survey_id = s.id order by r.submitted_at desc, r.id desc limit +?) x) as respondents`
        : ""
    }
  from surveys s left join users u on u.id = s.created_by
  where s.family_id = +? order by s.created_at desc, s.id desc limit ${SURVEY_LIST_LIMIT}`;
const FAMILY_PARTS_SQL = familyPartsSql(false);
const FAMILY_PARTS_WITH_RESPONDENTS_SQL = familyPartsSql(true);

type FamilyPartsRow = SurveyRow & {
  response_count: number;
  eligible_count: number;
  questions: QuestionRow[] | null;
  my_submitted_at: string | null;
  my_answers: Answer[] | null;
  respondents?: Respondent[] | null;
};

/** The family's surveys (newest first) with their parts, read from the database. */
async function readAllParts(actor: Actor, limit: number | null): Promise<Parts> {
  if (!isPostgres()) {
    const rows = await surveysOf.all({ familyId: actor.familyId });
    return rows.length === 0 ? emptyParts() : readParts(actor, rows, limit);
  }
  const listed = respondentsLimit(actor, limit);
  const found =
    listed === null
      ? await queryAll<FamilyPartsRow>(FAMILY_PARTS_SQL, actor.familyId, actor.userId, actor.userId, actor.familyId)
      : await queryAll<FamilyPartsRow>(FAMILY_PARTS_WITH_RESPONDENTS_SQL, actor.familyId, actor.userId, actor.userId, listed, actor.familyId);
  const parts = emptyParts();
  for (const { response_count, eligible_count, questions, my_submitted_at, my_answers, respondents, ...row } of found) {
    parts.rows.push(row);
    parts.eligible = Number(eligible_count);
    parts.counts.set(row.id, Number(response_count));
    parts.questions.set(row.id, (questions ?? []).map(questionOf));
    if (my_submitted_at !== null) {
      parts.mySubmittedAt.set(row.id, my_submitted_at);
      parts.myAnswers.set(row.id, my_answers ?? []);
    }
    if (respondents) parts.respondents.push(...respondents);
  }
  return parts;
}

/** The parts every viewer of the family shares (kept per family): plain arrays, so they freeze and measure. */
type FamilyList = { surveys: { row: SurveyRow; questions: SurveyQuestion[]; responses: number }[]; eligible: number; respondents: Respondent[] };
/** The viewer's own responses to the listed surveys (kept per family and person). */
type MyResponses = { survey_id: number; submitted_at: string; answers: Answer[] }[];

function familyListOf(p: Parts): FamilyList {
  return {
    surveys: p.rows.map((row) => ({ row, questions: p.questions.get(row.id) ?? [], responses: p.counts.get(row.id) ?? 0 })),
    eligible: p.eligible,
    respondents: p.respondents,
  };
}

function myResponsesOf(p: Parts): MyResponses {
  return [...p.mySubmittedAt].map(([surveyId, submittedAt]) => ({ survey_id: surveyId, submitted_at: submittedAt, answers: p.myAnswers.get(surveyId) ?? [] }));
}

/** The viewer's own responses and answers to these surveys (one statement). */
async function readMyResponses(actor: Actor, surveyIds: number[]): Promise<MyResponses> {
  if (surveyIds.length === 0) return [];
  const p = emptyParts();
  addMyAnswers(p, await queryAll<MyAnswerRow>(MY_ANSWERS_SQL, actor.userId, idList(surveyIds)));
  return myResponsesOf(p);
}

/**
 * The family's surveys (newest first) with their parts, kept per family (decision record 278): the
 * list, its questions, counts and respondents under one key (with or without respondents), the
 * viewer's own responses under another. When the family's list is read, the viewer's responses come
 * in the same statement(s); when only theirs are missing, one statement reads them. Nothing is read
 * while the family's data version is unchanged (the version triggers cover the surveys, their
 * questions, responses and answers, and the accounts their names and the eligible count come from).
 */
async function readFamilyParts(actor: Actor, limit: number | null): Promise<Parts> {
  const listed = respondentsLimit(actor, limit);
  const now = Date.now();
  let readAlong: MyResponses | null = null;
  const list = await keptRows(actor.familyId, listed === null ? "surveys:list" : `surveys:list:respondents:${listed}`, now, async () => {
    const parts = await readAllParts(actor, limit);
    readAlong = myResponsesOf(parts);
    return familyListOf(parts);
  });
  const mine = await keptRows(actor.familyId, `surveys:mine:${actor.userId}`, now, async () => readAlong ?? readMyResponses(actor, list.surveys.map((s) => s.row.id)));
  const parts = emptyParts();
  parts.eligible = list.eligible;
  parts.respondents = list.respondents;
  for (const { row, questions, responses } of list.surveys) {
    parts.rows.push(row);
    parts.questions.set(row.id, questions);
    parts.counts.set(row.id, responses);
  }
  for (const m of mine) {
    parts.mySubmittedAt.set(m.survey_id, m.submitted_at);
    parts.myAnswers.set(m.survey_id, m.answers);
  }
  return parts;
}

function emptyParts(): Parts {
  return { rows: [], questions: new Map(), counts: new Map(), eligible: 0, myAnswers: new Map(), mySubmittedAt: new Map(), respondents: [] };
}

function viewsOf(p: Parts): SurveyView[] {
  return p.rows.map((row) => {
    const n = p.counts.get(row.id) ?? 0;
    return {
      ...row,
      questions: p.questions.get(row.id) ?? [],
      response_count: n,
      eligible_count: p.eligible,
      response_rate: rate(n, p.eligible),
      has_responded: p.myAnswers.has(row.id),
      my_response: p.myAnswers.get(row.id) ?? null,
    };
  });
}

/**
 * The views with their `responses`, newest first: every respondent's {user_id, name, submitted_at}
 * for the owner and admins (the parts' respondents), only the caller's own response for everyone
 * else. Answers only on the caller's own response.
 */
function withResponsesOf(actor: Actor, p: Parts): SurveyWithResponses[] {
  const views = viewsOf(p);
  const own = (surveyId: number, submittedAt = p.mySubmittedAt.get(surveyId)!): SurveyResponseEntry => ({
    user_id: actor.userId,
    name: actor.name,
    submitted_at: submittedAt,
    answers: p.myAnswers.get(surveyId) ?? [],
  });
  if (!can(actor.role, "survey.viewRespondents")) {
    return views.map((v) => ({ ...v, responses: p.mySubmittedAt.has(v.id) ? [own(v.id)] : [] }));
  }
  const bySurvey = new Map<number, SurveyResponseEntry[]>();
  for (const row of p.respondents) {
    const list = bySurvey.get(row.survey_id) ?? [];
    list.push(row.user_id === actor.userId ? own(row.survey_id, row.submitted_at) : { user_id: row.user_id, name: row.name, submitted_at: row.submitted_at });
    bySurvey.set(row.survey_id, list);
  }
  return views.map((v) => ({ ...v, responses: bySurvey.get(v.id) ?? [] }));
}

const surveysOf = prepared((d) =>
  d
    .select(surveyColumns())
    .from(schema.surveys)
    .leftJoin(schema.users, eq(schema.users.id, schema.surveys.createdBy))
    .where(eq(schema.surveys.familyId, param("familyId")))
    .orderBy(desc(schema.surveys.createdAt), desc(schema.surveys.id))
    .limit(limitOf(SURVEY_LIST_LIMIT))
    .prepare(),
);

/** The Surveys tab's list: newest first, each with its questions, response_count and has_responded. */
export async function listSurveys(actor: Actor): Promise<SurveyView[]> {
  return viewsOf(await readFamilyParts(actor, null));
}

/** GET /api/surveys: the tab's list plus each survey's newest `responses` (LIST_RESPONSES_LIMIT). */
export async function listSurveysWithResponses(actor: Actor): Promise<SurveyWithResponses[]> {
  return withResponsesOf(actor, await readFamilyParts(actor, LIST_RESPONSES_LIMIT));
}

async function findSurvey(actor: Actor, id: number): Promise<SurveyRow> {
  const s = schema.surveys;
  const row = await first(
    db()
      .select(surveyColumns())
      .from(s)
      .leftJoin(schema.users, eq(schema.users.id, s.createdBy))
      .where(idInFamily(s, id, actor.familyId))
      .limit(1),
  );
  return found(row, NOT_FOUND);
}

/** GET /api/surveys/{id} (and the answer to create and close): with its `responses`. */
export async function getSurvey(actor: Actor, id: number): Promise<SurveyWithResponses> {
  return withResponsesOf(actor, await readParts(actor, [await findSurvey(actor, id)], SURVEY_RESPONSES_LIMIT))[0];
}

export type SurveyUsage = {
  count: number;
  /** -1: unlimited. */
  limit: number;
  logic_allowed: boolean;
  /** The upgrade warning (free plan, from 3 surveys), or null. */
  warning: string | null;
};

/** How many surveys the family has against its plan, and the upgrade warning to show. */
export async function surveyUsage(familyId: number): Promise<SurveyUsage> {
  // The count is kept per family too: the surveys' version trigger moves with every survey added or deleted.
  const [tier, { count }] = await Promise.all([familyTier(familyId), keptRows(familyId, "surveys:count", Date.now(), async () => ({ count: await countUsage(familyId, "surveys") }))]);
  const plan = PLANS[tier];
  const limit = plan.limits.surveys;
  let warning: string | null = null;
  if (limit !== -1 && count >= UPGRADE_WARNING_FROM) {
    warning =
      count >= limit
        ? `You have used all ${limit} surveys of the free plan. Please upgrade to create unlimited surveys.`
        : `You have used ${count} of the ${limit} surveys of the free plan. Upgrade to create unlimited surveys and use conditional logic.`;
  }
  return { count, limit, logic_allowed: plan.monthlyPriceCents > 0, warning };
}

/** POST /api/surveys {title, description, questions, has_logic}: owner and admin. */
export async function createSurvey(actor: Actor, raw: unknown): Promise<SurveyWithResponses> {
  authorize(actor, "survey.manage", MANAGE_DENIED);
  const checked = checkSurvey(parseInput(surveyInput, raw));
  if (!checked.ok) throw new HttpError(400, checked.errors[0].message, checked.errors);
  const survey = checked.survey;

  // The plan check and the insert share one transaction: the writer lock serialises concurrent
  // creates, so a family at its limit minus one gets exactly one more survey.
  const id = await withTransaction(async (tx) => {
    await assertWithinPlan(actor.familyId, "surveys");
    if (survey.logic_requested) await assertWithinPlan(actor.familyId, "survey_logic");
    const [created] = await tx
      .insert(schema.surveys)
      .values({
        familyId: actor.familyId,
        title: survey.title,
        description: survey.description,
        hasLogic: survey.has_logic,
        createdBy: actor.userId,
      })
      .returning({ id: schema.surveys.id });
    const ids: number[] = [];
    for (const [position, q] of survey.questions.entries()) {
      const [row] = await tx
        .insert(schema.surveyQuestions)
        .values({
          surveyId: created!.id,
          position,
          question: q.question,
          questionType: q.question_type,
          options: JSON.stringify(q.options.map((text, n) => ({ id: n + 1, text }))),
          required: q.required,
          conditionQuestionId: q.logic ? ids[q.logic.condition_index] : null,
          conditionAnswer: q.logic?.condition_answer ?? null,
          conditionType: q.logic?.condition_type ?? null,
        })
        .returning({ id: schema.surveyQuestions.id });
      ids.push(row!.id);
    }
    return created!.id;
  });
  return getSurvey(actor, id);
}

/** PUT /api/surveys/{id} {status}: owner and admin close (or reopen) a survey. */
export async function setSurveyStatus(actor: Actor, id: number, raw: unknown): Promise<SurveyWithResponses> {
  await withTransaction(async (tx) => {
    const existing = await findSurvey(actor, id);
    authorize(actor, "survey.manage", MANAGE_DENIED);
    const { status } = parseInput(statusInput, raw);
    const s = schema.surveys;
    await tx.update(s).set({ status }).where(idInFamily(s, id, actor.familyId));
    if (existing.status !== status) await recordCloseOrReopen(actor, "survey", existing.title, id, status === "closed");
  });
  return getSurvey(actor, id);
}

/** DELETE /api/surveys/{id}: owner and admin; its questions, responses and answers go with it. */
export async function deleteSurvey(actor: Actor, id: number): Promise<{ message: string }> {
  await withTransaction(async (tx) => {
    const existing = await findSurvey(actor, id);
    authorize(actor, "survey.manage", MANAGE_DENIED);
    const s = schema.surveys;
    await deleteAudited(tx, s, actor, "survey", id, existing.title);
  });
  return { message: "Survey deleted" };
}

/**
 * POST /api/surveys/respond {survey_id, responses: [{question_id, answer}]}: anyone but guests.
 * Answers to questions hidden by the other answers are dropped; visible required questions must
 * be answered; answering again replaces the earlier response.
 */
export async function respondToSurvey(
  actor: Actor,
  raw: unknown,
): Promise<{ message: string; replaced: boolean; answers: { question_id: number; answer: string }[] }> {
  authorize(actor, "survey.respond", RESPOND_DENIED);
  const input = parseInput(respondInput, raw);
  // The survey's status check and the answers' write share one transaction (a survey closed
  // meanwhile refuses them; two submits by one person replace, never duplicate).
  return withTransaction(async (tx) => {
    const survey = await findSurvey(actor, input.survey_id);
    if (survey.status !== "active") throw new HttpError(409, SURVEY_MSG.closed);
    const questions = (await loadQuestions([survey.id])).get(survey.id) ?? [];
    const known = new Set(questions.map((q) => q.id));
    const given = new Map<number, unknown>();
    for (const r of input.responses) {
      if (!known.has(r.question_id)) throw badRequest("An answer refers to a question that is not in this survey");
      if (given.has(r.question_id)) throw badRequest("Each question may be answered once");
      given.set(r.question_id, r.answer);
    }
    const result = evaluateResponse(questions, given);
    if (result.error) {
      throw new HttpError(
        400,
        result.error,
        result.errors.map((e) => ({ field: answerField(e.question_id), message: e.message })),
      );
    }
    const r = schema.surveyResponses;
    const now = new Date().toISOString();
    const existing = await first(
      tx
        .select({ id: r.id })
        .from(r)
        .where(and(eq(r.surveyId, survey.id), eq(r.userId, actor.userId)))
        .limit(1),
    );
    let responseId: number;
    if (existing) {
      responseId = existing.id;
      await tx.delete(schema.surveyAnswers).where(eq(schema.surveyAnswers.responseId, responseId));
      await tx.update(r).set({ submittedAt: now }).where(eq(r.id, responseId));
    } else {
      responseId = (await tx.insert(r).values({ surveyId: survey.id, userId: actor.userId, submittedAt: now }).returning({ id: r.id }))[0]!.id;
    }
    await tx
      .insert(schema.surveyAnswers)
      .values(result.answers.map((a) => ({ responseId, surveyId: survey.id, questionId: a.question_id, answer: a.answer })));
    const replaced = existing !== undefined;
    return {
      message: replaced ? "Survey response updated successfully!" : "Survey response submitted successfully!",
      replaced,
      answers: result.answers,
    };
  });
}

export type QuestionResults = {
  question_id: number;
  question: string;
  type: QuestionType;
  /** Answer → count: every option (multiple choice), yes/no, 1-5 (rating); {} for text. */
  results: Record<string, number>;
  /** The text answers (newest first, without names); [] for other types. */
  responses: string[];
  /** How many people answered this question. */
  total_responses: number;
  /** Rating only: the average, rounded to two decimals (null without answers). */
  average?: number | null;
};

export type SurveyResults = {
  survey_id: number;
  title: string;
  status: "active" | "closed";
  total_responses: number;
  question_count: number;
  last_response: string | null;
  eligible_count: number;
  response_rate: number;
  questions: QuestionResults[];
};

/** GET /api/surveys/{id}/results: grouped counts, never every response in memory. */
export async function getSurveyResults(actor: Actor, id: number): Promise<SurveyResults> {
  const survey = await findSurvey(actor, id);
  const r = schema.surveyResponses;
  const a = schema.surveyAnswers;
  const [questionsById, totals, tallies, eligible] = await Promise.all([
    loadQuestions([survey.id]),
    first(
      db()
        .select({ n: sql<number>`count(*)`, last: sql<string | null>`max(${r.submittedAt})` })
        .from(r)
        .where(eq(r.surveyId, survey.id)),
    ).then((row) => row!),
    db()
      .select({ question_id: a.questionId, answer: a.answer, n: sql<number>`count(*)` })
      .from(a)
      .where(eq(a.surveyId, survey.id))
      .groupBy(a.questionId, a.answer),
    countEligible(actor.familyId),
  ]);
  const questions = questionsById.get(survey.id) ?? [];
  const textIds = questions.filter((q) => q.question_type === "text").map((q) => q.id);
  // The newest TEXT_ANSWERS_LIMIT text answers of each text question (a window function).
  const ranked = db()
    .select({
      question_id: a.questionId,
      answer: a.answer,
      rn: sql<number>`row_number() OVER (PARTITION BY ${a.questionId} ORDER BY ${a.id} DESC)`.as("rn"),
    })
    .from(a)
    .where(and(eq(a.surveyId, survey.id), inArray(a.questionId, textIds)))
    .as("ranked");
  const texts =
    textIds.length === 0
      ? []
      : await db()
          .select({ question_id: ranked.question_id, answer: ranked.answer })
          .from(ranked)
          .where(lte(ranked.rn, TEXT_ANSWERS_LIMIT))
          .orderBy(asc(ranked.question_id), asc(ranked.rn));

  const byQuestion = new Map<number, Map<string, number>>();
  for (const t of tallies) {
    const m = byQuestion.get(t.question_id) ?? new Map<string, number>();
    m.set(t.answer, t.n);
    byQuestion.set(t.question_id, m);
  }
  const textsByQuestion = new Map<number, string[]>();
  for (const t of texts) {
    const list = textsByQuestion.get(t.question_id) ?? [];
    list.push(t.answer);
    textsByQuestion.set(t.question_id, list);
  }
  return {
    survey_id: survey.id,
    title: survey.title,
    status: survey.status,
    total_responses: totals.n,
    question_count: questions.length,
    last_response: totals.last ?? null,
    eligible_count: eligible,
    response_rate: rate(totals.n, eligible),
    questions: questions.map((q) => {
      const counts = byQuestion.get(q.id) ?? new Map<string, number>();
      const total = [...counts.values()].reduce((s, n) => s + n, 0);
      const base: QuestionResults = { question_id: q.id, question: q.question, type: q.question_type, results: {}, responses: [], total_responses: total };
      switch (q.question_type) {
        case "multiple_choice":
          for (const o of q.options) base.results[o.text] = counts.get(o.text) ?? 0;
          return base;
        case "yes_no":
          base.results = { yes: counts.get("yes") ?? 0, no: counts.get("no") ?? 0 };
          return base;
        case "rating": {
          let sum = 0;
          for (let n = RATING_MIN; n <= RATING_MAX; n++) {
            const c = counts.get(String(n)) ?? 0;
            base.results[String(n)] = c;
            sum += n * c;
          }
          base.average = total > 0 ? Math.round((sum / total) * 100) / 100 : null;
          return base;
        }
        case "text":
          base.responses = textsByQuestion.get(q.id) ?? [];
          return base;
      }
    }),
  };
}

/** GET /api/surveys/{id}/results.csv: one row per response (no names), owner and admin. */
export async function surveyResultsCsv(actor: Actor, id: number): Promise<Response> {
  const survey = await findSurvey(actor, id);
  if (!can(actor.role, "survey.manage")) throw new HttpError(403, MANAGE_DENIED);
  const questions = (await loadQuestions([survey.id])).get(survey.id) ?? [];
  const header = ["Response", "Submitted at", ...questions.map((q) => q.question)];
  const column = new Map(questions.map((q, i) => [q.id, i]));
  const r = schema.surveyResponses;
  const a = schema.surveyAnswers;
  // Read page by page while the response streams (async: each page is awaited).
  async function* rows(): AsyncGenerator<CsvCell[]> {
    const page = 200;
    let afterId = 0;
    let n = 0;
    for (;;) {
      const responses = await db()
        .select({ id: r.id, submitted_at: r.submittedAt })
        .from(r)
        .where(and(eq(r.surveyId, survey.id), sql`${r.id} > ${afterId}`))
        .orderBy(asc(r.id))
        .limit(limitOf(page));
      if (responses.length === 0) return;
      const answers = await db()
        .select({ response_id: a.responseId, question_id: a.questionId, answer: a.answer })
        .from(a)
        .where(inArray(a.responseId, responses.map((x) => x.id)));
      const byResponse = new Map<number, string[]>();
      for (const ans of answers) {
        const cells = byResponse.get(ans.response_id) ?? new Array<string>(questions.length).fill("");
        const col = column.get(ans.question_id);
        if (col !== undefined) cells[col] = ans.answer;
        byResponse.set(ans.response_id, cells);
      }
      for (const resp of responses) {
        n += 1;
        yield [n, resp.submitted_at, ...(byResponse.get(resp.id) ?? new Array<string>(questions.length).fill(""))];
      }
      afterId = responses[responses.length - 1].id;
    }
  }
  const slug = survey.title.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "").slice(0, 40) || "survey";
  return csvResponse(`${slug}-results.csv`, header, rows());
}
