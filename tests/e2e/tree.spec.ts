// Family tree journey on a 360 px phone, with JavaScript on and off: add people, link a parent,
// ask how two people are related; the tab, the card and the open modal are axe clean.
import { expect, test, type Page } from "@playwright/test";
import { familyWith } from "./helpers";
import { axeFindings } from "./axe";

const PHONE = { width: 360, height: 740 };

async function addPerson(page: Page, given: string, surname: string, sex: string, born: string) {
  await page.getByRole("link", { name: "Add person" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add person" });
  await dialog.getByLabel("Given names").fill(given);
  await dialog.getByLabel("Surname", { exact: true }).fill(surname);
  await dialog.getByLabel("Sex (optional)").selectOption(sex);
  await dialog.getByLabel("Born (optional)").fill(born);
  await dialog.getByRole("button", { name: "Add person" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Person added to the family tree" })).toBeVisible();
  await expect(page.getByTestId("person-card").getByRole("heading", { level: 2 })).toHaveText(`${given} ${surname}`);
}

test("a member builds a small tree on a phone and asks how two people are related", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const { people } = await familyWith(browser, ["member"], javaScriptEnabled);
  const page = people.member!.page;
  await page.setViewportSize(PHONE);
  await page.goto("/dashboard/tree");
  await expect(page.getByText("No one in the family tree yet.")).toBeVisible();

  // A bad date is refused with the typed values kept.
  await page.getByRole("link", { name: "Add person" }).first().click();
  let dialog = page.getByRole("dialog", { name: "Add person" });
  await dialog.getByLabel("Given names").fill("Frank");
  await dialog.getByLabel("Born (optional)").fill("next spring");
  expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);
  await dialog.getByRole("button", { name: "Add person" }).click();
  dialog = page.getByRole("dialog", { name: "Add person" });
  await expect(dialog.getByLabel("Born (optional)")).toHaveAttribute("aria-invalid", "true");
  await expect(dialog.getByLabel("Given names")).toHaveValue("Frank");
  await dialog.getByRole("link", { name: "Cancel" }).click();

  await addPerson(page, "Frank", "Rivers", "M", "about 1920");
  await addPerson(page, "Paul", "Rivers", "M", "1950-03-12");

  // Link Frank as Paul's parent from Paul's card.
  await page.getByTestId("person-card").getByRole("link", { name: "Add parent" }).click();
  dialog = page.getByRole("dialog", { name: "Add parent" });
  await dialog.getByLabel("Parent of Paul Rivers").selectOption({ label: "Frank Rivers (b. 1920)" });
  await dialog.getByRole("button", { name: "Add parent" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Parent linked" })).toBeVisible();
  const card = page.getByTestId("person-card");
  await expect(card.getByRole("link", { name: "Frank Rivers" })).toBeVisible();
  await expect(card).toContainText("12 March 1950");

  // The tree: an SVG picture and the same as a list.
  await expect(page.getByRole("img", { name: /Family tree around Paul Rivers/ })).toBeVisible();
  await expect(page.getByTestId("tree-list")).toContainText("Parents");
  await expect(page.getByTestId("tree-list").getByRole("link", { name: "Frank Rivers" })).toBeVisible();

  // How are we related?
  await page.getByLabel("Compare Paul Rivers with").selectOption({ label: "Frank Rivers (b. 1920)" });
  await page.getByRole("button", { name: "How are we related?" }).click();
  const answer = page.getByTestId("relationship");
  await expect(answer).toContainText("Frank Rivers is Paul Rivers's father.");
  await expect(answer.getByRole("listitem")).toHaveText(["Paul Rivers", "Frank Rivers"]);
  expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);

  // From Frank's card the other way round.
  await page.getByTestId("tree-list").getByRole("link", { name: "Frank Rivers" }).click();
  await expect(page.getByTestId("person-card").getByRole("heading", { level: 2 })).toHaveText("Frank Rivers");
  await expect(page.getByTestId("person-card").getByRole("link", { name: "Paul Rivers" })).toBeVisible();

  // The owner checks, then imports a GEDCOM file through the page (a plain multipart form).
  const owner = people.owner!.page;
  await owner.setViewportSize(PHONE);
  await owner.goto("/dashboard/tree");
  await owner.getByRole("link", { name: "Import a GEDCOM file" }).click();
  await expect(owner.getByRole("heading", { level: 1 })).toHaveText("Import a GEDCOM file");
  const ged = "0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 @I1@ INDI\n1 NAME Frank /Rivers/\n1 BIRT\n2 DATE ABT 1920\n0 @I2@ INDI\n1 NAME Ada /Rivers/\n1 SEX F\n0 @F1@ FAM\n1 HUSB @I1@\n1 WIFE @I2@\n1 MARR\n0 TRLR\n";
  await owner.getByLabel("GEDCOM file (.ged)").setInputFiles({ name: "rivers.ged", mimeType: "text/plain", buffer: Buffer.from(ged) });
  // The phone's tab bar is fixed at the bottom: bring the buttons to the middle first.
  const center = (name: string) => owner.getByRole("button", { name, exact: true }).evaluate((el) => el.scrollIntoView({ block: "center" }));
  await center("Check the file");
  await owner.getByRole("button", { name: "Check the file" }).click();
  const check = owner.getByTestId("ged-check");
  await expect(check).toContainText("2 people and 1 families would be added");
  await expect(check).toContainText("@I1@ Frank Rivers → Frank Rivers");
  expect(await axeFindings(owner, javaScriptEnabled, 360)).toEqual([]);
  await owner.getByLabel("GEDCOM file (.ged)").setInputFiles({ name: "rivers.ged", mimeType: "text/plain", buffer: Buffer.from(ged) });
  await center("Import");
  await owner.getByRole("button", { name: "Import", exact: true }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Imported 2 people and 1 families" })).toBeVisible();
});
