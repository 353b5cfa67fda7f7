// An owner adds a birthday for someone else and sees the 'Manual' badge; their own gets 'You'.
// Runs with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { familyWith } from "./helpers";

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

test("owner adds a birthday for someone else (Manual) and their own (You)", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["member"], javaScriptEnabled);
  const owner = people.owner!.page;
  await owner.getByRole("link", { name: "Birthdays", exact: true }).click();
  await expect(owner).toHaveURL(/\/dashboard\/birthdays$/);

  await owner.getByRole("link", { name: "Add a birthday", exact: true }).click();
  let dialog = owner.getByRole("dialog", { name: "Add a birthday" });
  await dialog.getByLabel("Name").fill("Grandma Rose");
  await dialog.getByLabel("Month").selectOption("4");
  await dialog.getByLabel("Day").fill("31");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(owner.getByRole("alert")).toHaveText("April has only 30 days");
  dialog = owner.getByRole("dialog", { name: "Add a birthday" });
  await expect(dialog.getByLabel("Name")).toHaveValue("Grandma Rose");
  await dialog.getByLabel("Day").fill("30");
  await dialog.getByRole("button", { name: "Add" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Birthday added for Grandma Rose" })).toBeVisible();

  const rose = owner.getByTestId("birthday-card").filter({ hasText: "Grandma Rose" });
  await expect(rose).toContainText("April 30");
  await expect(rose.getByText("Manual", { exact: true })).toBeVisible();
  await expect(rose.getByText("You", { exact: true })).toHaveCount(0);

  // Own birthday today (the family's time zone is UTC by default): 'You', 'Today', 'Happy Birthday'.
  const now = new Date();
  await owner.getByRole("link", { name: "Add my birthday" }).click();
  const mine = owner.getByRole("dialog", { name: "Add my birthday" });
  await mine.getByLabel("Month").selectOption(String(now.getUTCMonth() + 1));
  await mine.getByLabel("Day").fill(String(now.getUTCDate()));
  await mine.getByRole("button", { name: "Save" }).click();
  const own = owner.getByTestId("birthday-card").filter({ hasText: "Olivia Owner" });
  await expect(own.getByText("You", { exact: true })).toBeVisible();
  await expect(own.getByText("Manual", { exact: true })).toHaveCount(0);
  await expect(own.getByTestId("birthday-countdown")).toHaveText("Today");
  await expect(own).toContainText("Happy Birthday");

  // Home lists this month's birthdays.
  await owner.getByRole("link", { name: "Home", exact: true }).click();
  const card = owner.getByTestId("month-birthdays");
  await expect(card).toContainText(`Birthdays in ${MONTHS[now.getUTCMonth()]}`);
  await expect(card).toContainText("Olivia Owner");

  // A member sees the badges but no add-for-others, edit or delete.
  const member = people.member!.page;
  await member.goto("/dashboard/birthdays");
  await expect(member.getByTestId("birthday-card").filter({ hasText: "Grandma Rose" }).getByText("Manual", { exact: true })).toBeVisible();
  await expect(member.getByRole("link", { name: "Add a birthday", exact: true })).toHaveCount(0);
  await expect(member.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(member.locator("details.card-menu")).toHaveCount(0);
  await expect(member.getByRole("link", { name: "Add my birthday" })).toBeVisible();
});
