// Surveys journey, with JavaScript on and off (free plan, so no conditional logic here; logic is
// covered over HTTP in tests/integration/surveys.test.ts): an admin builds a 3-question survey,
// a member answers and changes the answers, the admin reads the results and closes the survey.
import { expect, test, type Page } from "@playwright/test";
import { familyWith, setTier } from "./helpers";

const toast = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });


test("an admin creates a survey, a member answers twice, the admin sees the results", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  const admin = people.admin.page;
  const member = people.member.page;

  await admin.goto("/dashboard/surveys");
  await expect(admin.getByText("No surveys yet.")).toBeVisible();
  await admin.getByRole("link", { name: "Create survey" }).click();
  let dialog = admin.getByRole("dialog", { name: "Create survey" });
  await dialog.getByLabel("Title").fill("Reunion weekend");
  let slot = dialog.getByRole("group", { name: "Question 1" });
  await slot.getByLabel("Question", { exact: true }).fill("Which day works best?");
  await slot.getByLabel("Options (one per line)").fill("Saturday\n\nSunday");
  await dialog.getByRole("button", { name: "Add another question" }).click();

  dialog = admin.getByRole("dialog", { name: "Create survey" });
  await expect(dialog.getByRole("group", { name: "Question 1" }).getByLabel("Question", { exact: true })).toHaveValue("Which day works best?");
  slot = dialog.getByRole("group", { name: "Question 2" });
  await slot.getByLabel("Question", { exact: true }).fill("Are you bringing a dish?");
  await slot.getByLabel("Answer type").selectOption("yes_no");
  await dialog.getByRole("button", { name: "Add another question" }).click();

  dialog = admin.getByRole("dialog", { name: "Create survey" });
  slot = dialog.getByRole("group", { name: "Question 3" });
  await slot.getByLabel("Question", { exact: true }).fill("Any dietary needs?");
  await slot.getByLabel("Answer type").selectOption("text");
  await slot.getByLabel("Required").uncheck();
  // No description yet: the spec's message, with everything typed kept.
  await dialog.getByRole("button", { name: "Create survey" }).click();
  dialog = admin.getByRole("dialog", { name: "Create survey" });
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in title and description");
  await expect(dialog.getByRole("group", { name: "Question 3" }).getByLabel("Question", { exact: true })).toHaveValue("Any dietary needs?");
  await expect(dialog.getByRole("group", { name: "Question 2" }).getByLabel("Answer type")).toHaveValue("yes_no");
  await dialog.getByLabel("Description").fill("Help us plan the weekend");
  await dialog.getByRole("button", { name: "Create survey" }).click();
  await expect(toast(admin, "Survey created successfully!")).toBeVisible();

  let card = admin.getByTestId("survey-card").filter({ hasText: "Reunion weekend" });
  await expect(card).toContainText("Active");
  await expect(card).toContainText("3 questions");
  await expect(card.getByTestId("response-rate")).toHaveText("0 of 3 responded (0%)");
  await expect(card).not.toContainText("Smart Logic");

  // The member answers.
  await member.goto("/dashboard/surveys");
  await member.getByTestId("survey-card").getByRole("link", { name: "Take survey" }).click();
  let take = member.getByRole("dialog", { name: "Reunion weekend" });
  await take.getByRole("button", { name: "Submit response" }).click();
  take = member.getByRole("dialog", { name: "Reunion weekend" });
  await expect(take.getByRole("alert")).toHaveText("Please answer at least one question before submitting");
  await take.getByRole("group", { name: /Which day works best\?/ }).getByLabel("Sunday").check();
  await take.getByRole("button", { name: "Submit response" }).click();
  take = member.getByRole("dialog", { name: "Reunion weekend" });
  await expect(take.getByRole("alert")).toHaveText('Please answer the required question "Are you bringing a dish?"');
  await expect(take.getByRole("group", { name: /Which day works best\?/ }).getByLabel("Sunday")).toBeChecked();
  await take.getByRole("group", { name: /Are you bringing a dish\?/ }).getByLabel("No").check();
  await take.getByRole("button", { name: "Submit response" }).click();
  await expect(toast(member, "Survey response submitted successfully!")).toBeVisible();
  card = member.getByTestId("survey-card").filter({ hasText: "Reunion weekend" });
  await expect(card).toContainText("You answered");
  await expect(card.getByTestId("response-rate")).toHaveText("1 of 3 responded (33%)");

  // Answering again replaces the response; the form is pre-filled.
  await card.getByRole("link", { name: "Change my answers" }).click();
  take = member.getByRole("dialog", { name: "Reunion weekend" });
  await expect(take.getByRole("group", { name: /Which day works best\?/ }).getByLabel("Sunday")).toBeChecked();
  await expect(take.getByRole("group", { name: /Are you bringing a dish\?/ }).getByLabel("No")).toBeChecked();
  await take.getByRole("group", { name: /Which day works best\?/ }).getByLabel("Saturday").check();
  await take.getByRole("group", { name: /Are you bringing a dish\?/ }).getByLabel("Yes").check();
  await take.getByLabel(/Any dietary needs\?/).fill("No nuts, please");
  await take.getByRole("button", { name: "Submit response" }).click();
  await expect(toast(member, "Survey response updated successfully!")).toBeVisible();
  await expect(member.getByTestId("survey-card").getByTestId("response-rate")).toHaveText("1 of 3 responded (33%)");

  // The admin reads the results.
  await admin.goto("/dashboard/surveys");
  await admin.getByTestId("survey-card").getByRole("link", { name: "View results" }).click();
  const results = admin.getByRole("dialog", { name: "Results: Reunion weekend" });
  await expect(results.getByTestId("survey-totals")).toContainText("Total responses1");
  await expect(results.getByTestId("survey-totals")).toContainText("Questions3");
  const day = results.getByTestId("question-result").filter({ hasText: "Which day works best?" });
  await expect(day.getByRole("listitem").filter({ hasText: "Saturday" })).toContainText("1 (100%)");
  await expect(day.getByRole("listitem").filter({ hasText: "Sunday" })).toContainText("0 (0%)");
  const dish = results.getByTestId("question-result").filter({ hasText: "Are you bringing a dish?" });
  await expect(dish.getByRole("listitem").filter({ hasText: "Yes" })).toContainText("1 (100%)");
  await expect(results.getByTestId("question-result").filter({ hasText: "Any dietary needs?" })).toContainText("No nuts, please");
  await expect(results.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /\/api\/surveys\/\d+\/results\.csv$/);
  await results.getByRole("link", { name: "Close" }).click();

  // Closing: the member can no longer answer.
  // Close and delete sit in the card's quiet menu (a <details>: without JavaScript too).
  await admin.getByTestId("survey-card").locator("summary", { hasText: "Actions for Reunion weekend" }).click();
  await admin.getByTestId("survey-card").getByRole("button", { name: "Close survey" }).click();
  await expect(toast(admin, "Survey closed")).toBeVisible();
  await member.goto("/dashboard/surveys");
  card = member.getByTestId("survey-card").filter({ hasText: "Reunion weekend" });
  await expect(card).toContainText("Closed");
  await expect(card.getByRole("link", { name: /Take survey|Change my answers/ })).toHaveCount(0);
  await expect(member.getByRole("link", { name: "Create survey" })).toHaveCount(0);

  // Delete asks for confirmation.
  await admin.getByTestId("survey-card").locator("summary", { hasText: "Actions for Reunion weekend" }).click();
  await admin.getByTestId("survey-card").getByRole("link", { name: "Delete" }).click();
  await admin.getByRole("dialog", { name: "Delete survey" }).getByRole("button", { name: "Delete" }).click();
  await expect(toast(admin, "Survey deleted successfully!")).toBeVisible();
  await expect(admin.getByTestId("survey-card")).toHaveCount(0);
});

// Issue 10: with conditional logic (paid plan), question 2 shows only when question 1 is "Yes".
// Without JavaScript the yes/no condition hides it through the generated CSS (:has on the checked
// radio); with JavaScript it is hidden live. The answer to a hidden question is ignored.
test("on a paid plan, a conditional question shows only when question 1 is Yes", async ({ browser, javaScriptEnabled }) => {
  const { code, people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  setTier(code, "small_family");
  const admin = people.admin.page;
  const member = people.member.page;

  await admin.goto("/dashboard/surveys");
  await admin.getByRole("link", { name: "Create survey" }).click();
  let dialog = admin.getByRole("dialog", { name: "Create survey" });
  await dialog.getByLabel("Title").fill("Summer picnic");
  await dialog.getByLabel("Description").fill("Who comes, and what they bring");
  let slot = dialog.getByRole("group", { name: "Question 1" });
  await slot.getByLabel("Question", { exact: true }).fill("Are you coming?");
  await slot.getByLabel("Answer type").selectOption("yes_no");
  await dialog.getByRole("button", { name: "Add another question" }).click();

  dialog = admin.getByRole("dialog", { name: "Create survey" });
  await expect(dialog.getByRole("group", { name: "Question 1" }).getByLabel("Answer type")).toHaveValue("yes_no");
  slot = dialog.getByRole("group", { name: "Question 2" });
  await expect(slot.getByLabel("Condition")).toBeEnabled();
  await slot.getByLabel("Question", { exact: true }).fill("What will you bring?");
  await slot.getByLabel("Answer type").selectOption("text");
  await slot.getByLabel("Condition").selectOption({ label: "Depends on question 1: Are you coming?" });
  await slot.getByLabel("Rule").selectOption("show_if");
  await slot.getByLabel("Answer", { exact: true }).fill("Yes");
  await dialog.getByRole("button", { name: "Create survey" }).click();
  await expect(toast(admin, "Survey created successfully!")).toBeVisible();
  const adminCard = admin.getByTestId("survey-card").filter({ hasText: "Summer picnic" });
  await expect(adminCard).toContainText("2 questions");
  await expect(adminCard).toContainText("Smart Logic");

  // The member answers "No": question 2 never shows.
  await member.goto("/dashboard/surveys");
  await member.getByTestId("survey-card").getByRole("link", { name: "Take survey" }).click();
  let take = member.getByRole("dialog", { name: "Summer picnic" });
  const coming = () => take.getByRole("group", { name: /Are you coming\?/ });
  const bring = () => take.getByLabel(/What will you bring\?/);
  await expect(bring()).toBeHidden();
  await coming().getByLabel("No").check();
  await expect(bring()).toBeHidden();
  await take.getByRole("button", { name: "Submit response" }).click();
  await expect(toast(member, "Survey response submitted successfully!")).toBeVisible();

  await admin.goto("/dashboard/surveys");
  await admin.getByTestId("survey-card").getByRole("link", { name: "View results" }).click();
  let results = admin.getByRole("dialog", { name: "Results: Summer picnic" });
  await expect(results.getByTestId("survey-totals")).toContainText("Total responses1");
  let q1 = results.getByTestId("question-result").filter({ hasText: "Are you coming?" });
  await expect(q1.getByRole("listitem").filter({ hasText: "No" })).toContainText("1 (100%)");
  await expect(q1.getByRole("listitem").filter({ hasText: "Yes" })).toContainText("0 (0%)");
  let q2 = results.getByTestId("question-result").filter({ hasText: "What will you bring?" });
  await expect(q2).toContainText("No answers yet.");

  // Answering again "Yes": question 2 shows, and the new response replaces the first.
  await member.goto("/dashboard/surveys");
  await member.getByTestId("survey-card").getByRole("link", { name: "Change my answers" }).click();
  take = member.getByRole("dialog", { name: "Summer picnic" });
  await expect(coming().getByLabel("No")).toBeChecked();
  await expect(bring()).toBeHidden();
  await coming().getByLabel("Yes").check();
  await expect(bring()).toBeVisible();
  await bring().fill("Lemonade, and a big salad");
  await take.getByRole("button", { name: "Submit response" }).click();
  await expect(toast(member, "Survey response updated successfully!")).toBeVisible();

  await admin.goto("/dashboard/surveys");
  await admin.getByTestId("survey-card").getByRole("link", { name: "View results" }).click();
  results = admin.getByRole("dialog", { name: "Results: Summer picnic" });
  await expect(results.getByTestId("survey-totals")).toContainText("Total responses1");
  q1 = results.getByTestId("question-result").filter({ hasText: "Are you coming?" });
  await expect(q1.getByRole("listitem").filter({ hasText: "Yes" })).toContainText("1 (100%)");
  await expect(q1.getByRole("listitem").filter({ hasText: "No" })).toContainText("0 (0%)");
  q2 = results.getByTestId("question-result").filter({ hasText: "What will you bring?" });
  await expect(q2.getByRole("listitem")).toHaveText(["Lemonade, and a big salad"]);
});
