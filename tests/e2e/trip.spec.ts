// Trip journey, with JavaScript on and off: an admin sets reunion details and adds an activity.
import { expect, test } from "@playwright/test";
import { familyWith, openCardMenu } from "./helpers";

test("admin sets reunion details and adds an activity; a member only views", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  const admin = people.admin.page;

  await admin.goto("/dashboard/trip");
  await expect(admin.getByTestId("booking-link")).toHaveAttribute("href", "https://www.google.com/travel/");
  // An empty trip: no total of $0.00, and each empty list says what it is for.
  await expect(admin.getByTestId("activity-total")).toHaveCount(0);
  await expect(admin.getByText("No activities planned yet.")).toBeVisible();
  await admin.getByRole("link", { name: "Edit details" }).click();
  let dialog = admin.getByRole("dialog", { name: "Edit reunion details" });
  await dialog.getByLabel("Location").fill("Lake Tahoe Lodge");
  await dialog.getByLabel("Start date").fill("2030-08-04");
  await dialog.getByLabel("End date").fill("2030-08-01");
  await dialog.getByRole("button", { name: "Save details" }).click();
  dialog = admin.getByRole("dialog", { name: "Edit reunion details" });
  await expect(dialog.getByRole("alert")).toHaveText("The end date cannot be before the start date");
  await expect(dialog.getByLabel("Location")).toHaveValue("Lake Tahoe Lodge");
  await dialog.getByLabel("Start date").fill("2030-08-01");
  await dialog.getByLabel("End date").fill("2030-08-04");
  await dialog.getByLabel("Description").fill("Three days by the lake");
  await dialog.getByRole("button", { name: "Save details" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Reunion details updated successfully!" })).toBeVisible();
  await expect(admin.getByTestId("reunion-location")).toHaveText("Lake Tahoe Lodge");
  await expect(admin.getByTestId("reunion-dates")).toContainText("Aug 1, 2030");
  await expect(admin.getByTestId("reunion-dates")).toContainText("Aug 4, 2030");

  await admin.getByRole("link", { name: "Add activity" }).click();
  dialog = admin.getByRole("dialog", { name: "Add activity" });
  await dialog.getByLabel("Activity name").fill("Boat tour");
  await dialog.getByLabel("Date").fill("2030-08-02");
  await dialog.getByLabel("Time (optional)").fill("14:30");
  await dialog.getByLabel("Cost per person ($)").fill("25.50");
  await dialog.getByLabel("Location (optional)").fill("Pier 1");
  await dialog.getByRole("button", { name: "Add activity" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Activity added successfully!" })).toBeVisible();
  const activity = admin.getByTestId("activity").filter({ hasText: "Boat tour" });
  await expect(activity).toContainText("Aug 2, 2030 at 2:30 PM");
  await expect(activity.getByTestId("activity-cost")).toHaveText("$25.50");
  await expect(admin.getByTestId("activity-total")).toHaveText("$25.50");

  // A member sees everything but cannot manage.
  const member = people.member.page;
  await member.goto("/dashboard/trip");
  await expect(member.getByTestId("reunion-location")).toHaveText("Lake Tahoe Lodge");
  await expect(member.getByTestId("activity").filter({ hasText: "Boat tour" })).toBeVisible();
  await expect(member.getByRole("link", { name: "Edit details" })).toHaveCount(0);
  await expect(member.getByRole("link", { name: "Add activity" })).toHaveCount(0);

  // Delete asks for confirmation.
  await openCardMenu(activity, "Actions for Boat tour");
  await activity.getByRole("link", { name: "Delete" }).click();
  await admin.getByRole("dialog", { name: "Delete activity" }).getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Activity deleted successfully!" })).toBeVisible();
  await expect(admin.getByTestId("activity")).toHaveCount(0);
  await expect(admin.getByTestId("activity-total")).toHaveCount(0);
});
