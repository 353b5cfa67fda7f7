// Admin tab journeys, with JavaScript on and off: the owner promotes a member to admin, an admin
// sees 'Permission Denied' for the owner and removes a guest (whose session ends at once), the
// owner transfers ownership through the confirmation dialog; the family name and code.
import { expect, test } from "@playwright/test";
import { familyWith, openCardMenu } from "./helpers";

test("owner promotes, admin is denied on the owner and removes a guest, owner transfers ownership", async ({
  browser,
  javaScriptEnabled,
}) => {
  const { people } = await familyWith(browser, ["admin", "member", "guest"], javaScriptEnabled);
  const owner = people.owner!.page;
  const admin = people.admin!.page;
  const guest = people.guest!.page;

  // The owner promotes the member to admin; an empty choice is refused with the spec's text.
  await owner.goto("/dashboard/admin");
  await expect(owner.getByTestId("member")).toHaveCount(4);
  await expect(owner.getByTestId("recent-signup")).toHaveCount(4);
  await openCardMenu(owner, "Actions for Member Person");
  await owner.getByTestId("member").filter({ hasText: "Member Person" }).getByRole("link", { name: "Change role" }).click();
  let dialog = owner.getByRole("dialog", { name: "Change role" });
  await expect(dialog.getByLabel("New role").locator("option")).toHaveText(["Select a role", "Admin", "Guest", "Owner (transfer ownership)"]);
  await dialog.getByRole("button", { name: "Change role" }).click();
  dialog = owner.getByRole("dialog", { name: "Change role" });
  await expect(dialog.getByRole("alert")).toHaveText("Please select a role");
  await dialog.getByLabel("New role").selectOption("admin");
  await dialog.getByLabel("Reason (optional)").fill("Helps with the reunion");
  await dialog.getByRole("button", { name: "Change role" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Member Person is now admin" })).toBeVisible();
  await expect(owner.getByTestId("member").filter({ hasText: "Member Person" }).getByTestId("member-role")).toHaveText("Admin");
  await expect(owner.getByTestId("audit-entry").first()).toContainText("Helps with the reunion");

  // An admin acting on the owner sees the Permission Denied panel, for a role change and a removal.
  await admin.goto("/dashboard/admin");
  await openCardMenu(admin, "Actions for Olivia Owner");
  await admin.getByTestId("member").filter({ hasText: "Olivia Owner" }).getByRole("link", { name: "Change role" }).click();
  await expect(admin.getByRole("dialog", { name: "Permission Denied" })).toContainText("Only the owner can change the owner's role.");
  await admin.getByRole("dialog", { name: "Permission Denied" }).getByRole("link", { name: "OK" }).click();
  await openCardMenu(admin, "Actions for Olivia Owner");
  await admin.getByTestId("member").filter({ hasText: "Olivia Owner" }).getByRole("link", { name: "Remove from family" }).click();
  await expect(admin.getByRole("dialog", { name: "Permission Denied" })).toContainText("The family owner cannot be removed.");
  await admin.getByRole("dialog", { name: "Permission Denied" }).getByRole("link", { name: "OK" }).click();
  // Nobody acts on themselves: no actions on their own row.
  await expect(admin.getByTestId("member").filter({ hasText: "Admin Person" }).locator("details.card-menu")).toHaveCount(0);

  // The admin removes the guest, after a confirmation; the guest's session ends at once.
  await openCardMenu(admin, "Actions for Guest Person");
  await admin.getByTestId("member").filter({ hasText: "Guest Person" }).getByRole("link", { name: "Remove from family" }).click();
  const remove = admin.getByRole("dialog", { name: "Remove member" });
  await expect(remove).toContainText("What they posted stays");
  await remove.getByLabel("Reason (optional)").fill("Duplicate account");
  await remove.getByRole("button", { name: "Remove member" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Guest Person was removed from the family" })).toBeVisible();
  await expect(admin.getByTestId("member")).toHaveCount(3);
  await expect(admin.getByTestId("audit-entry").first()).toContainText("Duplicate account");
  await guest.goto("/dashboard");
  await expect(guest).toHaveURL(/\/auth$/);

  // The owner transfers ownership to the admin through the dialog that names both people.
  await owner.goto("/dashboard/admin");
  await owner.getByLabel("New owner").selectOption({ label: "Admin Person (Admin)" });
  await owner.getByRole("button", { name: "Continue" }).click();
  const transfer = owner.getByRole("dialog", { name: "Transfer ownership" });
  await expect(transfer.getByTestId("transfer-message")).toContainText("Make Admin Person the owner of The Rivers?");
  await expect(transfer.getByTestId("transfer-message")).toContainText("You, Olivia Owner, will become an admin.");
  await transfer.getByRole("button", { name: "Transfer ownership" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Ownership transferred to Admin Person" })).toBeVisible();
  await expect(owner.getByTestId("role-badge")).toHaveText("Admin");
  await expect(owner.getByRole("heading", { name: "Transfer ownership" })).toHaveCount(0);
  await expect(owner.getByTestId("member").filter({ hasText: "Admin Person" }).getByTestId("member-role")).toHaveText("Owner");
  await admin.goto("/dashboard/admin");
  await expect(admin.getByTestId("role-badge")).toHaveText("Owner");
  await expect(admin.getByTestId("member").filter({ hasText: "Olivia Owner" }).getByTestId("member-role")).toHaveText("Admin");
  await expect(admin.getByTestId("audit-entry").first()).toContainText("Ownership transfer");
});

test("owner renames the family; a new family code retires the old invite link", async ({ browser, javaScriptEnabled }) => {
  const { code, people } = await familyWith(browser, [], javaScriptEnabled);
  const owner = people.owner!.page;
  await owner.goto("/dashboard/admin");
  await expect(owner.getByTestId("admin-family-code")).toHaveText(code);

  await owner.getByRole("link", { name: "Edit family name" }).click();
  let dialog = owner.getByRole("dialog", { name: "Edit family name" });
  await dialog.getByLabel("Family name").fill("   ");
  await dialog.getByRole("button", { name: "Save" }).click();
  dialog = owner.getByRole("dialog", { name: "Edit family name" });
  await expect(dialog.getByRole("alert")).toHaveText("Family name cannot be empty");
  await expect(dialog.getByLabel("Family name")).toHaveAttribute("maxlength", "50");
  await dialog.getByLabel("Family name").fill("The Riverside Family");
  await dialog.getByLabel("Description").fill("Reunion every July at the lake");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Family name updated successfully" })).toBeVisible();
  await expect(owner.getByTestId("family-name")).toHaveText("The Riverside Family");

  await owner.getByRole("link", { name: "New family code" }).click();
  const confirm = owner.getByRole("dialog", { name: "Generate a new family code" });
  await expect(confirm).toContainText(`The current code ${code}`);
  await confirm.getByRole("button", { name: "Generate new code" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "New family code" })).toBeVisible();
  const fresh = (await owner.getByTestId("admin-family-code").textContent())?.trim() ?? "";
  expect(fresh).toMatch(/^[A-Z0-9]{6,8}$/);
  expect(fresh).not.toBe(code);
  await expect(owner.getByTestId("audit-action").first()).toHaveText("Family code rotate");

  // A visitor with the old invite link is turned away; the new link shows the new name and description.
  const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await visitor.goto(`/invite/${code}`);
  await expect(visitor.getByRole("heading", { name: "Invalid Invite Link" })).toBeVisible();
  await visitor.goto(`/invite/${fresh}`);
  await expect(visitor.getByRole("heading", { name: "The Riverside Family" })).toBeVisible();
  await expect(visitor.getByText("Reunion every July at the lake")).toBeVisible();
});
