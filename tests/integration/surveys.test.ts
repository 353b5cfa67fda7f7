// Surveys over real HTTP: /api/surveys* for every role, SPEC §5 messages, plan limits, logic,
// responses (replace, hidden answers dropped), results, CSV; and the Surveys page's forms.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { createFamily, familyWithEveryRole, joinFamily, type Account, type ApiClient, type RoleFamily } from "../helpers/client";

let server: TestServer;
let fam: RoleFamily;
let paid: Account;
let paidMember: ApiClient;

const LOGIC_MSG = "Logic-driven surveys are a premium feature. Please upgrade to use conditional logic.";
const LIMIT_MSG = "Free tier allows up to 5 surveys. Please upgrade to create unlimited surveys.";

/** Sets a family's plan directly in the test server's database (the plans feature is another issue). */
async function setTier(familyCode: string, tier: "free" | "small_family" | "medium_family") {
  const sqlite = await openSql(server);
  try {
    await sqlite.run("UPDATE families SET subscription_tier = ? WHERE family_code = ?", tier, familyCode);
  } finally {
    await sqlite.close();
  }
}

const simple = {
  title: "Reunion food",
  description: "Help us plan the menu",
  questions: [
    { question: "Main course?", question_type: "multiple_choice", options: ["BBQ", "Pasta, with sauce", "", "Tacos"] },
    { question: "Vegetarian?", question_type: "yes_no" },
    { question: "Rate last year", question_type: "rating", required: false },
    { question: "Anything else?", question_type: "text", required: false },
  ],
};

const logicSurvey = {
  title: "Coming to the reunion?",
  description: "RSVP with details",
  has_logic: true,
  questions: [
    { id: 1, question: "Are you coming?", question_type: "yes_no" },
    { id: 2, question: "How excited are you?", question_type: "rating", logic: { condition_question_id: 1, condition_answer: "Yes", condition_type: "show_if" } },
    { id: 3, question: "What would change your mind?", question_type: "text", logic: { condition_question_id: 1, condition_answer: "yes", condition_type: "hide_if" } },
  ],
};

type Q = { id: number; question: string };
const qid = (survey: { questions: Q[] }, text: string) => survey.questions.find((q) => q.question === text)!.id;

async function page(client: ApiClient, pathAndQuery: string, form?: Record<string, string | string[]>) {
  const headers: Record<string, string> = { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip };
  let body: URLSearchParams | undefined;
  if (form) {
    body = new URLSearchParams();
    for (const [k, v] of Object.entries(form)) for (const one of Array.isArray(v) ? v : [v]) body.append(k, one);
  }
  const res = await fetch(`${server.url}${pathAndQuery}`, { method: form ? "POST" : "GET", headers, body, redirect: "manual" });
  return { status: res.status, html: await res.text(), location: res.headers.get("Location") };
}

beforeAll(async () => {
  server = await startServer();
  fam = await familyWithEveryRole(server.url, "The Pollsters");
  paid = await createFamily(server.url, "Paula Paid", "The Premiums");
  paidMember = (await joinFamily(server.url, paid.familyCode, "Pete Member")).client;
  await setTier(paid.familyCode, "small_family");
});

afterAll(async () => {
  await server?.stop();
});

describe("/api/surveys: create", () => {
  it("owner and admin create; members and guests cannot; everyone in the family lists", async () => {
    expect((await fam.member.client.post("/surveys", simple)).status).toBe(403);
    expect((await fam.guest.client.post("/surveys", simple)).status).toBe(403);
    const created = await fam.admin.client.post("/surveys", simple);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      title: "Reunion food",
      status: "active",
      has_logic: false,
      response_count: 0,
      has_responded: false,
      my_response: null,
      eligible_count: 3, // owner, admin, member (guests cannot answer)
      response_rate: 0,
    });
    expect(created.body.questions.map((q: { question_type: string; required: boolean; order: number }) => [q.question_type, q.required, q.order])).toEqual([
      ["multiple_choice", true, 0],
      ["yes_no", true, 1],
      ["rating", false, 2],
      ["text", false, 3],
    ]);
    expect(created.body.questions[0].options).toEqual([
      { id: 1, text: "BBQ" },
      { id: 2, text: "Pasta, with sauce" },
      { id: 3, text: "Tacos" },
    ]);
    const list = await fam.guest.client.get("/surveys");
    expect(list.status).toBe(200);
    expect(list.body.map((s: { title: string }) => s.title)).toContain("Reunion food");
    expect((await fam.stranger.client.get("/surveys")).body).toEqual([]);
  });

  it("gives SPEC §5's messages", async () => {
    const owner = fam.owner.client;
    const cases: [unknown, string][] = [
      [{ ...simple, title: " " }, "Please fill in title and description"],
      [{ ...simple, description: "" }, "Please fill in title and description"],
      [{ ...simple, questions: [{ question: " " }] }, "Please add at least one question"],
      [{ ...simple, questions: [] }, "Please add at least one question"],
      [{ ...simple, questions: [{ question: "Pick", options: ["Only one", " "] }] }, 'Please add at least two options to "Pick"'],
    ];
    for (const [body, message] of cases) {
      const res = await owner.post("/surveys", body);
      expect(res.status, message).toBe(400);
      expect(res.body.detail).toBe(message);
    }
    const wrongType = await owner.post("/surveys", { ...simple, questions: "Q1" });
    expect(wrongType.status).toBe(400);
  });

  it("refuses logic on the free plan with the spec's text; a paid plan may use it", async () => {
    const refused = await fam.owner.client.post("/surveys", logicSurvey);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(LOGIC_MSG);
    // Logic in the questions is refused even when has_logic is left out.
    const sneaky = await fam.owner.client.post("/surveys", { ...logicSurvey, has_logic: false });
    expect(sneaky.body.detail).toBe(LOGIC_MSG);

    const ok = await paid.client.post("/surveys", logicSurvey);
    expect(ok.status).toBe(200);
    expect(ok.body.has_logic).toBe(true);
    const [q1, q2, q3] = ok.body.questions;
    expect(q1.logic).toBeNull();
    expect(q2.logic).toEqual({ condition_question_id: q1.id, condition_answer: "yes", condition_type: "show_if" });
    expect(q3.logic).toEqual({ condition_question_id: q1.id, condition_answer: "yes", condition_type: "hide_if" });
  });

  it("logic must point at an earlier question and name one of its answers", async () => {
    const later = await paid.client.post("/surveys", {
      ...logicSurvey,
      questions: [
        { id: 1, question: "First", question_type: "yes_no", logic: { condition_question_id: 2, condition_answer: "yes", condition_type: "show_if" } },
        { id: 2, question: "Second", question_type: "yes_no" },
      ],
    });
    expect(later.status).toBe(400);
    expect(later.body.detail).toBe('The condition of "First" must refer to an earlier question');
    const badAnswer = await paid.client.post("/surveys", {
      ...logicSurvey,
      questions: [
        { id: 1, question: "First", question_type: "rating" },
        { id: 2, question: "Second", question_type: "yes_no", logic: { condition_question_id: 1, condition_answer: "7", condition_type: "show_if" } },
      ],
    });
    expect(badAnswer.status).toBe(400);
    expect(badAnswer.body.detail).toBe('The condition of "Second" must be one of the possible answers to "First"');
  });

  it("the free plan allows 5 surveys; the page warns from the 3rd", async () => {
    const small = await createFamily(server.url, "Lena Limit", "The Limits");
    for (let i = 1; i <= 5; i++) {
      const res = await small.client.post("/surveys", { ...simple, title: `Survey ${i}` });
      expect(res.status, `survey ${i}`).toBe(200);
      if (i === 2) expect((await page(small.client, "/dashboard/surveys")).html).not.toContain("surveys of the free plan");
      if (i === 3) expect((await page(small.client, "/dashboard/surveys")).html).toContain("You have used 3 of the 5 surveys of the free plan");
    }
    const sixth = await small.client.post("/surveys", { ...simple, title: "Survey 6" });
    expect(sixth.status).toBe(403);
    expect(sixth.body.detail).toBe(LIMIT_MSG);
    // A paid plan has no limit.
    await setTier(small.familyCode, "medium_family");
    expect((await small.client.post("/surveys", { ...simple, title: "Survey 6" })).status).toBe(200);
    // Deleting frees a slot on the free plan again.
    await setTier(small.familyCode, "free");
    const list = (await small.client.get("/surveys")).body as { id: number }[];
    expect((await small.client.post("/surveys", simple)).status).toBe(403);
    await small.client.del(`/surveys/${list[0].id}`);
    await small.client.del(`/surveys/${list[1].id}`);
    expect((await small.client.post("/surveys", simple)).status).toBe(200);
  });

  it("at 4 of 5 surveys, 20 concurrent creates give exactly one more (the check and the insert are one transaction)", async () => {
    const racer = await createFamily(server.url, "Rita Race", "The Racers");
    for (let i = 1; i <= 4; i++) {
      expect((await racer.client.post("/surveys", { ...simple, title: `Before ${i}` })).status, `survey ${i}`).toBe(200);
    }
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => racer.client.post("/surveys", { ...simple, title: `Race ${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 403)).toHaveLength(19);
    for (const r of results.filter((x) => x.status === 403)) expect(r.body.detail).toBe(LIMIT_MSG);
    const list = (await racer.client.get("/surveys")).body as { title: string }[];
    expect(list).toHaveLength(5);
    expect(list.filter((x) => x.title.startsWith("Race "))).toHaveLength(1);
  });
});

describe("/api/surveys/respond", () => {
  it("guests cannot answer; another family's survey is 404; answers must fit their type", async () => {
    const { body: survey } = await fam.owner.client.post("/surveys", { ...simple, title: "Types" });
    const main = qid(survey, "Main course?");
    const veg = qid(survey, "Vegetarian?");
    const rate = qid(survey, "Rate last year");
    const good = [
      { question_id: main, answer: "BBQ" },
      { question_id: veg, answer: "no" },
    ];
    expect((await fam.guest.client.post("/surveys/respond", { survey_id: survey.id, responses: good })).status).toBe(403);
    expect((await fam.stranger.client.post("/surveys/respond", { survey_id: survey.id, responses: good })).status).toBe(404);

    const none = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [] });
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe("Please answer at least one question before submitting");
    const blank = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: main, answer: "  " }] });
    expect(blank.body.detail).toBe("Please answer at least one question before submitting");

    const badRating = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [...good, { question_id: rate, answer: 6 }] });
    expect(badRating.status).toBe(400);
    expect(badRating.body.detail).toBe('Please rate "Rate last year" from 1 to 5');
    const badOption = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: main, answer: "Soup" }, good[1]] });
    expect(badOption.body.detail).toBe('Please choose one of the options for "Main course?"');
    const missing = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [good[0]] });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe('Please answer the required question "Vegetarian?"');
    const foreign = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [...good, { question_id: 999999, answer: "x" }] });
    expect(foreign.status).toBe(400);
    const objectAnswer = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: main, answer: { a: 1 } }, good[1]] });
    expect(objectAnswer.status).toBe(400);

    const ok = await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: good });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: "Survey response submitted successfully!", replaced: false });
  });

  it("answering again replaces the earlier response; the list pre-fills it", async () => {
    const { body: survey } = await fam.owner.client.post("/surveys", { ...simple, title: "Replace" });
    const main = qid(survey, "Main course?");
    const veg = qid(survey, "Vegetarian?");
    const text = qid(survey, "Anything else?");
    await fam.member.client.post("/surveys/respond", {
      survey_id: survey.id,
      responses: [
        { question_id: main, answer: "BBQ" },
        { question_id: veg, answer: "yes" },
        { question_id: text, answer: "More pie" },
      ],
    });
    const again = await fam.member.client.post("/surveys/respond", {
      survey_id: survey.id,
      responses: [
        { question_id: main, answer: "Tacos" },
        { question_id: veg, answer: false },
      ],
    });
    expect(again.body).toMatchObject({ message: "Survey response updated successfully!", replaced: true });
    const mine = ((await fam.member.client.get("/surveys")).body as { id: number; has_responded: boolean; response_count: number; my_response: unknown }[]).find((s) => s.id === survey.id)!;
    expect(mine.has_responded).toBe(true);
    expect(mine.response_count).toBe(1);
    expect(mine.my_response).toEqual([
      { question_id: main, answer: "Tacos" },
      { question_id: veg, answer: "no" },
    ]);
    const forOwner = ((await fam.owner.client.get("/surveys")).body as { id: number; has_responded: boolean; my_response: unknown }[]).find((s) => s.id === survey.id)!;
    expect(forOwner).toMatchObject({ has_responded: false, my_response: null });
    const results = (await fam.owner.client.get(`/surveys/${survey.id}/results`)).body;
    expect(results.total_responses).toBe(1);
    expect(results.questions[0].results).toEqual({ BBQ: 0, "Pasta, with sauce": 0, Tacos: 1 });
    expect(results.questions[3]).toMatchObject({ responses: [], total_responses: 0 });
  });

  it("drops answers to questions hidden by the other answers; requires visible required ones", async () => {
    const { body: survey } = await paid.client.post("/surveys", { ...logicSurvey, title: "Logic respond" });
    const [q1, q2, q3] = survey.questions.map((q: Q) => q.id);
    const no = await paidMember.post("/surveys/respond", {
      survey_id: survey.id,
      responses: [
        { question_id: q1, answer: "No" },
        { question_id: q2, answer: 5 }, // hidden: Q2 shows only if Q1 is yes
        { question_id: q3, answer: "Bad dates" },
      ],
    });
    expect(no.status).toBe(200);
    let results = (await paid.client.get(`/surveys/${survey.id}/results`)).body;
    expect(results.questions[1]).toMatchObject({ total_responses: 0, results: { "1": 0, "2": 0, "3": 0, "4": 0, "5": 0 } });
    expect(results.questions[2].responses).toEqual(["Bad dates"]);

    const yesWithout = await paidMember.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: q1, answer: "yes" }] });
    expect(yesWithout.status).toBe(400);
    expect(yesWithout.body.detail).toBe('Please answer the required question "How excited are you?"');

    const yes = await paidMember.post("/surveys/respond", {
      survey_id: survey.id,
      responses: [
        { question_id: q1, answer: "yes" },
        { question_id: q2, answer: "4" },
        { question_id: q3, answer: "ignored: hidden when coming" },
      ],
    });
    expect(yes.status).toBe(200);
    expect(yes.body.answers).toEqual([
      { question_id: q1, answer: "yes" },
      { question_id: q2, answer: "4" },
    ]);
    results = (await paid.client.get(`/surveys/${survey.id}/results`)).body;
    expect(results.questions[0].results).toEqual({ yes: 1, no: 0 });
    expect(results.questions[1]).toMatchObject({ total_responses: 1, average: 4 });
    expect(results.questions[2]).toMatchObject({ total_responses: 0, responses: [] });
  });

  it("a closed survey takes no responses; owner/admin close and reopen, others cannot", async () => {
    const { body: survey } = await fam.admin.client.post("/surveys", { ...simple, title: "Closing" });
    const answer = { survey_id: survey.id, responses: [{ question_id: survey.questions[0].id, answer: "BBQ" }, { question_id: survey.questions[1].id, answer: "yes" }] };
    expect((await fam.member.client.put(`/surveys/${survey.id}`, { status: "closed" })).status).toBe(403);
    expect((await fam.stranger.client.put(`/surveys/${survey.id}`, { status: "closed" })).status).toBe(404);
    expect((await fam.owner.client.put(`/surveys/${survey.id}`, { status: "archived" })).status).toBe(400);
    const closed = await fam.owner.client.put(`/surveys/${survey.id}`, { status: "closed" });
    expect(closed.body.status).toBe("closed");
    const refused = await fam.member.client.post("/surveys/respond", answer);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe("This survey is closed and no longer takes responses");
    await fam.admin.client.put(`/surveys/${survey.id}`, { status: "active" });
    expect((await fam.member.client.post("/surveys/respond", answer)).status).toBe(200);
  });
});

describe("a survey's responses (SPEC §3: responses, each with user_id)", () => {
  type Entry = { user_id: number; name: string; submitted_at: string; answers?: { question_id: number; answer: string }[] };
  type WithResponses = { id: number; response_count: number; my_response: unknown; responses: Entry[] };

  it("owner and admin see who answered; a member sees their own; a guest none; another family 404", async () => {
    // Its own family: the free plan's 5 surveys of "The Pollsters" are used by the other tests.
    const f = await familyWithEveryRole(server.url, "The Respondents");
    const { body: survey } = await f.owner.client.post("/surveys", { ...simple, title: "Who came" });
    expect(survey.responses).toEqual([]);
    const main = qid(survey, "Main course?");
    const veg = qid(survey, "Vegetarian?");
    const answer = (client: ApiClient, dish: string) =>
      client.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: main, answer: dish }, { question_id: veg, answer: "yes" }] });
    expect((await answer(f.member.client, "BBQ")).status).toBe(200);
    await new Promise((r) => setTimeout(r, 5)); // a later submitted_at
    expect((await answer(f.admin.client, "Tacos")).status).toBe(200);
    const memberAnswers = [{ question_id: main, answer: "BBQ" }, { question_id: veg, answer: "yes" }];
    const adminAnswers = [{ question_id: main, answer: "Tacos" }, { question_id: veg, answer: "yes" }];
    const iso = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);

    const one = async (client: ApiClient) => {
      const res = await client.get(`/surveys/${survey.id}`);
      expect(res.status).toBe(200);
      return res.body as WithResponses;
    };
    const listed = async (client: ApiClient) => {
      const res = await client.get("/surveys");
      expect(res.status).toBe(200);
      return (res.body as WithResponses[]).find((x) => x.id === survey.id)!;
    };

    // Owner: everyone who answered, newest first; nobody else's answers.
    for (const view of [await one(f.owner.client), await listed(f.owner.client)]) {
      expect(view.response_count).toBe(2);
      expect(view.responses).toEqual([
        { user_id: f.admin.userId, name: "Adam Admin", submitted_at: iso },
        { user_id: f.member.userId, name: "Mia Member", submitted_at: iso },
      ]);
    }
    // Admin: the same people; their own response carries their answers.
    for (const view of [await one(f.admin.client), await listed(f.admin.client)]) {
      expect(view.responses).toEqual([
        { user_id: f.admin.userId, name: "Adam Admin", submitted_at: iso, answers: adminAnswers },
        { user_id: f.member.userId, name: "Mia Member", submitted_at: iso },
      ]);
    }
    // Member: only their own response.
    for (const view of [await one(f.member.client), await listed(f.member.client)]) {
      expect(view.response_count).toBe(2);
      expect(view.responses).toEqual([{ user_id: f.member.userId, name: "Mia Member", submitted_at: iso, answers: memberAnswers }]);
      expect(view.my_response).toEqual(memberAnswers);
    }
    // Guest (cannot answer): nobody's.
    for (const view of [await one(f.guest.client), await listed(f.guest.client)]) {
      expect(view.response_count).toBe(2);
      expect(view.responses).toEqual([]);
    }
    // Another family: 404, and nothing in its list.
    const foreign = await f.stranger.client.get(`/surveys/${survey.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ detail: "Survey not found" });
    expect((await f.stranger.client.get("/surveys")).body).toEqual([]);
  });

  it("the list says of every survey what the survey's own answer says, to every role", async () => {
    // On PostgreSQL the list is read in one statement and one survey in several (decision record
    // 271): both must give the same questions, logic, counts, rate, own answers and respondents.
    const f = await familyWithEveryRole(server.url, "The Comparers");
    await setTier(f.owner.familyCode, "small_family");
    const { body: plain } = await f.owner.client.post("/surveys", { ...simple, title: "Menu" });
    const { body: withLogic } = await f.owner.client.post("/surveys", logicSurvey);
    await f.owner.client.post("/surveys", { ...simple, title: "Nobody answered" });
    const q = (survey: { questions: { id: number; question: string }[] }, text: string) => survey.questions.find((x) => x.question === text)!.id;
    const respond = (client: ApiClient, surveyId: number, responses: { question_id: number; answer: string }[]) =>
      client.post("/surveys/respond", { survey_id: surveyId, responses }).then((r) => expect(r.status).toBe(200));
    await respond(f.member.client, plain.id, [
      { question_id: q(plain, "Main course?"), answer: "Tacos" },
      { question_id: q(plain, "Vegetarian?"), answer: "no" },
      { question_id: q(plain, "Anything else?"), answer: "Cake, please" },
    ]);
    await respond(f.admin.client, plain.id, [
      { question_id: q(plain, "Main course?"), answer: "BBQ" },
      { question_id: q(plain, "Vegetarian?"), answer: "yes" },
    ]);
    await respond(f.member.client, withLogic.id, [
      { question_id: q(withLogic, "Are you coming?"), answer: "Yes" },
      { question_id: q(withLogic, "How excited are you?"), answer: "5" },
    ]);
    for (const who of [f.owner, f.admin, f.member, f.guest]) {
      const list = (await who.client.get("/surveys")).body as WithResponses[];
      expect(list.map((s) => s.id)).toEqual(expect.arrayContaining([plain.id, withLogic.id]));
      expect(list).toHaveLength(3);
      for (const listed of list) expect(listed).toEqual((await who.client.get(`/surveys/${listed.id}`)).body);
    }
    const asMember = ((await f.member.client.get("/surveys")).body as (WithResponses & { eligible_count: number; response_rate: number })[]).find((s) => s.id === plain.id)!;
    expect(asMember).toMatchObject({ response_count: 2, eligible_count: 3, response_rate: 67 });
  });

  it("the OpenAPI document declares responses on the list and on one survey", async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const deref = (node: any): any => (node?.$ref ? deref(node.$ref.slice(2).split("/").reduce((n: any, k: string) => n[k], doc)) : node);
    const ok = (p: string) => doc.paths[p].get.responses["200"].content["application/json"].schema;
    const item = deref(ok("/surveys/{id}"));
    const listItem = deref(deref(ok("/surveys")).items);
    for (const survey of [item, listItem]) {
      const responses = deref(survey.properties.responses);
      expect(responses.type).toBe("array");
      expect(responses.description).toMatch(/owner and admins see every respondent/);
      const entry = deref(responses.items);
      expect(entry.required).toEqual(expect.arrayContaining(["user_id", "name", "submitted_at"]));
      expect(deref(entry.properties.user_id).type).toBe("integer");
    }
  });
});

describe("/api/surveys/{id}/results and results.csv", () => {
  it("tallies every question type, with totals and the last response", async () => {
    const { body: survey } = await fam.owner.client.post("/surveys", { ...simple, title: "Tally" });
    const [main, veg, rate, text] = survey.questions.map((q: Q) => q.id);
    const say = (client: ApiClient, m: string, v: string, r?: number, t?: string) =>
      client.post("/surveys/respond", {
        survey_id: survey.id,
        responses: [
          { question_id: main, answer: m },
          { question_id: veg, answer: v },
          ...(r ? [{ question_id: rate, answer: r }] : []),
          ...(t ? [{ question_id: text, answer: t }] : []),
        ],
      });
    expect((await say(fam.owner.client, "BBQ", "yes", 5, "=SUM(A1:A9)")).status).toBe(200);
    expect((await say(fam.admin.client, "BBQ", "no", 4, 'Say "cheese", please\nand smile')).status).toBe(200);
    expect((await say(fam.member.client, "Tacos", "no")).status).toBe(200);

    const res = await fam.guest.client.get(`/surveys/${survey.id}/results`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total_responses: 3, question_count: 4, eligible_count: 3, response_rate: 100 });
    expect(Date.parse(res.body.last_response)).toBeGreaterThan(Date.now() - 60_000);
    const [m, v, r, t] = res.body.questions;
    expect(m).toMatchObject({ question: "Main course?", type: "multiple_choice", results: { BBQ: 2, "Pasta, with sauce": 0, Tacos: 1 }, total_responses: 3 });
    expect(v).toMatchObject({ type: "yes_no", results: { yes: 1, no: 2 }, total_responses: 3 });
    expect(r).toMatchObject({ type: "rating", results: { "1": 0, "2": 0, "3": 0, "4": 1, "5": 1 }, average: 4.5, total_responses: 2 });
    expect(t.type).toBe("text");
    expect([...t.responses].sort()).toEqual(['Say "cheese", please\nand smile', "=SUM(A1:A9)"].sort());
    expect(JSON.stringify(res.body)).not.toContain("Mia Member");

    expect((await fam.stranger.client.get(`/surveys/${survey.id}/results`)).status).toBe(404);
    expect((await fam.owner.client.get(`/surveys/99999999/results`)).status).toBe(404);

    // CSV: owner and admin only; quoted, formula cells neutralised.
    expect((await fam.member.client.get(`/surveys/${survey.id}/results.csv`)).status).toBe(403);
    expect((await fam.stranger.client.get(`/surveys/${survey.id}/results.csv`)).status).toBe(404);
    const csv = await fetch(`${server.url}/api/surveys/${survey.id}/results.csv`, { headers: { Authorization: `Bearer ${fam.admin.client.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("Content-Type")).toContain("text/csv");
    expect(csv.headers.get("Content-Disposition")).toContain("tally-results.csv");
    const body = await csv.text();
    expect(body.split("\n")[0]).toBe("Response,Submitted at,Main course?,Vegetarian?,Rate last year,Anything else?");
    expect(body).toContain(",BBQ,yes,5,'=SUM(A1:A9)");
    expect(body).toContain(',BBQ,no,4,"Say ""cheese"", please\nand smile"');
    expect(body).toMatch(/\n3,[^,]+,Tacos,no,,\n?$/);
  });

  it("delete asks owner/admin, removes responses, and another family gets 404", async () => {
    // (This family has used its 5 free surveys by now: the tests above each made one.)
    expect((await fam.owner.client.post("/surveys", simple)).body.detail).toBe(LIMIT_MSG);
    const survey = ((await fam.owner.client.get("/surveys")).body as { id: number; title: string; questions: Q[] }[]).find((s) => s.title === "Closing")!;
    await fam.member.client.post("/surveys/respond", { survey_id: survey.id, responses: [{ question_id: survey.questions[0].id, answer: "BBQ" }, { question_id: survey.questions[1].id, answer: "yes" }] });
    expect((await fam.member.client.del(`/surveys/${survey.id}`)).status).toBe(403);
    expect((await fam.stranger.client.del(`/surveys/${survey.id}`)).status).toBe(404);
    expect((await fam.stranger.client.get(`/surveys/${survey.id}`)).status).toBe(404);
    expect((await fam.admin.client.del(`/surveys/${survey.id}`)).status).toBe(200);
    expect((await fam.owner.client.get(`/surveys/${survey.id}/results`)).status).toBe(404);
    const sqlite = await openSql(server);
    try {
      const left = (await sqlite.get<{ n: number }>("SELECT count(*) AS n FROM survey_answers WHERE survey_id = ?", survey.id))!;
      expect(left.n).toBe(0);
    } finally {
      await sqlite.close();
    }
  });
});

describe("the Surveys page without JavaScript", () => {
  it("marks conditional questions, hides them by CSS, and its form answers with the same rules", async () => {
    const { body: survey } = await paid.client.post("/surveys", { ...logicSurvey, title: "Page logic" });
    const [q1, q2, q3] = survey.questions.map((q: Q) => q.id);
    const view = await page(paidMember, `/dashboard/surveys?modal=take-survey&id=${survey.id}`);
    expect(view.status).toBe(200);
    expect(view.html).toContain("Smart Logic");
    expect(view.html).toContain("Answer only if &quot;Are you coming?&quot; is &quot;Yes&quot;");
    expect(view.html).toContain("Answer only if &quot;Are you coming?&quot; is not &quot;Yes&quot;");
    expect(view.html).toContain(`.survey-take:not(:has(input[name="q\\5f ${q1}"][value="yes"]:checked)) [data-question-id="${q2}"]{display:none}`);

    const sent = await page(paidMember, `/dashboard/surveys?modal=take-survey&id=${survey.id}`, {
      intent: "respond",
      survey_id: String(survey.id),
      [`q_${q1}`]: "no",
      [`q_${q2}`]: "5",
      [`q_${q3}`]: "Work",
    });
    expect(sent.status).toBe(302);
    const results = (await paid.client.get(`/surveys/${survey.id}/results`)).body;
    expect(results.questions.map((q: { total_responses: number }) => q.total_responses)).toEqual([1, 0, 1]);

    const missing = await page(paidMember, `/dashboard/surveys?modal=take-survey&id=${survey.id}`, { intent: "respond", survey_id: String(survey.id), [`q_${q1}`]: "yes" });
    expect(missing.status).toBe(400);
    expect(missing.html).toContain("Please answer the required question &quot;How excited are you?&quot;");
  });

  it("the builder adds a slot keeping what was typed, and creates (logic refused on free with the spec's text)", async () => {
    const typed = {
      intent: "create-survey",
      slot_count: "2",
      title: "Picnic",
      description: "Summer picnic",
      q0_question: "Coming?",
      q0_type: "yes_no",
      q0_required: "on",
      q1_question: "Bringing a dish?",
      q1_type: "multiple_choice",
      q1_options: "Salad\nDessert",
      q1_required: "on",
      q1_logic_on: "0",
      q1_logic_type: "show_if",
      q1_logic_answer: "Yes",
    };
    const added = await page(fam.owner.client, "/dashboard/surveys?modal=create-survey", { ...typed, draft_op: "add" });
    expect(added.status).toBe(200);
    expect(added.html).toContain('name="q2_question"');
    expect(added.html).toContain('value="Bringing a dish?"');
    expect(added.html).toMatch(/<textarea[^>]*name="q1_options"[^>]*>Salad\nDessert<\/textarea>/);
    const before = (await fam.owner.client.get("/surveys")).body.length;
    expect((await fam.owner.client.get("/surveys")).body.length).toBe(before);

    const free = await createFamily(server.url, "Fiona Free", "The Frees");
    const refused = await page(free.client, "/dashboard/surveys?modal=create-survey", typed);
    expect(refused.status).toBe(403);
    expect(refused.html).toContain(LOGIC_MSG);

    const created = await page(paid.client, "/dashboard/surveys?modal=create-survey", { ...typed, slot_count: "3" });
    expect(created.status).toBe(302);
    const picnic = ((await paid.client.get("/surveys")).body as { title: string; has_logic: boolean; questions: { logic: unknown }[] }[]).find((s) => s.title === "Picnic")!;
    expect(picnic.has_logic).toBe(true);
    expect(picnic.questions).toHaveLength(2);

    const blankOptions = await page(paid.client, "/dashboard/surveys?modal=create-survey", { ...typed, q1_options: "Salad" });
    expect(blankOptions.status).toBe(400);
    expect(blankOptions.html).toMatch(/id="f-q1_options-error"[^>]*>Please add at least two options to &quot;Bringing a dish\?&quot;/);
  });
});
