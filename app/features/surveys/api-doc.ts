// Surveys in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { collection, defineArea, fails, isoInstant, openObject } from "~/lib/api-doc";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { SURVEY_MSG, respondInput, statusInput, surveyInput } from "./inputs";
import { LIST_RESPONSES_LIMIT, SURVEY_RESPONSES_LIMIT } from "./surveys.server";

const question = openObject({
  id: z.union([z.int(), z.string()]),
  question: z.string(),
  question_type: z.enum(["multiple_choice", "text", "yes_no", "rating"]),
  options: z.array(openObject({ text: z.string() })),
  required: z.boolean(),
  order: z.int(),
});
const answer = z.object({ question_id: z.int(), answer: z.string() });
const response = z
  .object({
    user_id: z.int(),
    name: z.string(),
    submitted_at: isoInstant(),
    answers: z.array(answer).optional().meta({ description: "Only on the caller's own response" }),
  })
  .meta({ description: "One person's response: who answered and when (SPEC §3)" });
export const surveyResponse = openObject({
  id: z.int(),
  title: z.string(),
  description: z.string(),
  status: z.enum(["active", "closed"]),
  has_logic: z.boolean(),
  created_by: z.int().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.string(),
  questions: z.array(question),
  response_count: z.int().meta({ description: "How many people answered (all of them, whatever `responses` lists)" }),
  eligible_count: z.int(),
  response_rate: z.number(),
  has_responded: z.boolean(),
  my_response: z.array(answer).nullable().meta({ description: "The caller's own answers, or null" }),
  responses: z.array(response).meta({
    description:
      "Who answered, newest first. The owner and admins see every respondent; members and guests see only their own response. " +
      `At most ${LIST_RESPONSES_LIMIT} per survey in GET /surveys and ${SURVEY_RESPONSES_LIMIT} in GET /surveys/{id}; response_count is the total.`,
  }),
});
const SURVEY_NOT_FOUND = "Survey not found";
const surveys = collection("/surveys", surveyResponse, SURVEY_NOT_FOUND);
const NOT_FOUND: [number, string] = [404, SURVEY_NOT_FOUND];

export const surveysDoc = defineArea({
  id: "surveys",
  title: "Surveys",
  description: "Surveys with optional conditional logic (paid plans), responses and results.",
  calls: [
    surveys.list("The family's surveys"),
    surveys.create("Create a survey", {
      permission: "survey.manage",
      body: surveyInput,
      errors: [...fails(400, SURVEY_MSG.titleDescription, SURVEY_MSG.noQuestion), ...fails(403, PLAN_LIMIT_MESSAGE.surveys, PLAN_LIMIT_MESSAGE.survey_logic)],
      example: {
        title: "Reunion dates",
        description: "Which weekend suits you?",
        questions: [{ question: "Which weekend?", question_type: "multiple_choice", options: ["July 4", "July 11"], required: true }],
      },
    }),
    surveys.get("One survey"),
    surveys.update("Open or close a survey", { permission: "survey.manage", body: statusInput, errors: [[400, SURVEY_MSG.status]], example: { status: "closed" } }),
    surveys.remove("Delete a survey", { permission: "survey.manage" }),
    {
      method: "get",
      path: "/surveys/{id}/results",
      summary: "A survey's results",
      response: openObject({
        survey_id: z.int(),
        title: z.string(),
        status: z.enum(["active", "closed"]),
        total_responses: z.int(),
        question_count: z.int(),
        last_response: z.string().nullable(),
        eligible_count: z.int(),
        response_rate: z.number(),
        questions: z.array(z.object({}).catchall(z.unknown())),
      }),
      errors: [NOT_FOUND],
    },
    { method: "get", path: "/surveys/{id}/results.csv", summary: "A survey's responses as CSV", permission: "survey.manage", responseType: "text/csv", errors: [NOT_FOUND] },
    {
      method: "post",
      path: "/surveys/respond",
      summary: "Answer a survey (answering again replaces your answers)",
      permission: "survey.respond",
      body: respondInput,
      response: z.object({ message: z.string(), replaced: z.boolean(), answers: z.array(z.object({ question_id: z.int(), answer: z.string() })) }),
      errors: [[400, "Please answer at least one question before submitting"], NOT_FOUND, [409, SURVEY_MSG.closed]],
      example: { survey_id: 1, responses: [{ question_id: 1, answer: "July 4" }] },
    },
  ],
});
