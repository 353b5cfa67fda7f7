// Directory journey, with JavaScript on and off: a member adds a directory entry.
import { expect, test } from "@playwright/test";
import { familyWith, openCardMenu } from "./helpers";

test("a member adds, edits and deletes a directory entry; a guest only views", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["member", "guest"], javaScriptEnabled);
  const member = people.member.page;

  await member.goto("/dashboard/directory");
  await member.getByRole("link", { name: "Add contact" }).click();
  let dialog = member.getByRole("dialog", { name: "Add contact" });
  await dialog.getByLabel("Name").fill("Aunt Rose");
  await dialog.getByLabel("Email (optional)").fill("rose-at-example");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  dialog = member.getByRole("dialog", { name: "Add contact" });
  await expect(dialog.getByRole("alert")).toHaveText("Please enter a valid email address");
  await expect(dialog.getByLabel("Name")).toHaveValue("Aunt Rose");
  await dialog.getByLabel("Email (optional)").fill("rose@example.com");
  await dialog.getByLabel("Phone (optional)").fill("+1 (555) 123-4567");
  await dialog.getByLabel("Comments (optional)").fill("Lives in Ohio");
  await dialog.getByRole("button", { name: "Add contact" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Family member added successfully!" })).toBeVisible();

  const card = member.getByTestId("directory-card").filter({ hasText: "Aunt Rose" });
  await expect(card).toContainText("AR");
  await expect(card.getByRole("link", { name: "+1 (555) 123-4567" })).toHaveAttribute("href", "tel:+15551234567");
  await expect(card.getByRole("link", { name: "rose@example.com" })).toHaveAttribute("href", "mailto:rose@example.com");
  await expect(card).toContainText("Lives in Ohio");

  await openCardMenu(card, "Actions for Aunt Rose");
  await card.getByRole("link", { name: "Edit" }).click();
  dialog = member.getByRole("dialog", { name: "Edit contact" });
  await dialog.getByLabel("Name").fill("Aunt Rosemary");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Family member updated successfully!" })).toBeVisible();
  await expect(member.getByTestId("directory-card").filter({ hasText: "Aunt Rosemary" })).toBeVisible();

  // The guest sees the card and the family's accounts, without add/edit/delete.
  const guest = people.guest.page;
  await guest.goto("/dashboard/directory");
  await expect(guest.getByTestId("directory-card").filter({ hasText: "Aunt Rosemary" })).toBeVisible();
  await expect(guest.getByRole("link", { name: "Add contact" })).toHaveCount(0);
  await expect(guest.getByTestId("directory-card").locator("details.card-menu")).toHaveCount(0);
  await expect(guest.getByTestId("account-list")).toContainText("Olivia Owner");

  await openCardMenu(member, "Actions for Aunt Rosemary");
  await member.getByTestId("directory-card").filter({ hasText: "Aunt Rosemary" }).getByRole("link", { name: "Delete" }).click();
  await member.getByRole("dialog", { name: "Delete contact" }).getByRole("button", { name: "Delete" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Family member deleted successfully!" })).toBeVisible();
  await expect(member.getByTestId("directory-card")).toHaveCount(0);
});
