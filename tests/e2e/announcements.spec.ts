// A member submits an announcement for review, an admin approves it with an edit, and the member
// sees it on Home with the outcome of their submission. Runs with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { familyWith, openCardMenu } from "./helpers";

test("member submits, admin approves with an edit, member sees it on Home", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  const member = people.member!.page;
  const admin = people.admin!.page;

  // The member sees the submit-for-review wording; an empty form is refused with the spec's text.
  await member.goto("/dashboard");
  await member.getByRole("link", { name: "Submit for review" }).click();
  const dialog = member.getByRole("dialog", { name: "Submit an announcement for review" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Title").fill("Family picnic");
  await dialog.getByRole("button", { name: "Submit for review" }).click();
  await expect(member.getByRole("alert")).toHaveText("Please fill in title and content");
  await expect(member.getByRole("dialog").getByLabel("Title")).toHaveValue("Family picnic");
  await member.getByRole("dialog").getByLabel("Content").fill("Saturday at the park");
  await member.getByRole("dialog").getByRole("button", { name: "Submit for review" }).click();
  await expect(member.getByRole("status").filter({ hasText: "submitted for review" })).toBeVisible();
  const submission = member.getByTestId("submission").filter({ hasText: "Family picnic" });
  await expect(submission.getByTestId("submission-status")).toHaveText("Pending review");
  // Not shown to the family yet.
  await expect(member.getByTestId("announcement").filter({ hasText: "Family picnic" })).toHaveCount(0);

  // The admin reviews it on the Admin tab: rejecting needs a reason, then approves with an edit.
  await admin.goto("/dashboard");
  await admin.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(admin).toHaveURL(/\/dashboard\/admin$/);
  const pending = admin.getByTestId("pending-announcement").filter({ hasText: "Family picnic" });
  await pending.getByRole("link", { name: "Review" }).click();
  const review = admin.getByRole("dialog", { name: "Review announcement" });
  await expect(review.getByLabel("Title")).toHaveValue("Family picnic");
  await review.getByLabel("Title").fill("Family picnic at Riverside Park");
  await review.getByRole("button", { name: "Reject" }).click();
  await expect(admin.getByRole("alert")).toHaveText("Please provide a reason for rejecting this announcement");
  const again = admin.getByRole("dialog", { name: "Review announcement" });
  await expect(again.getByLabel("Title")).toHaveValue("Family picnic at Riverside Park");
  await again.getByLabel(/Notes for the author/).fill("Added the park name");
  await again.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Announcement approved" })).toBeVisible();
  await expect(admin.getByTestId("pending-announcement").filter({ hasText: "Family picnic" })).toHaveCount(0);

  // The member sees the edited announcement on Home and the outcome of the submission.
  await member.goto("/dashboard");
  await expect(member.getByTestId("announcement").filter({ hasText: "Family picnic at Riverside Park" })).toContainText(
    "Saturday at the park",
  );
  const done = member.getByTestId("submission").filter({ hasText: "Family picnic at Riverside Park" });
  await expect(done.getByTestId("submission-status")).toHaveText("Approved");
  await expect(done.getByTestId("submission-feedback")).toContainText("Added the park name");
  // Members may not edit or delete.
  await expect(member.getByTestId("announcement").getByRole("link", { name: "Edit" })).toHaveCount(0);
});

test("an owner posts, edits and deletes an announcement on Home", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, [], javaScriptEnabled);
  const owner = people.owner!.page;
  await owner.getByRole("link", { name: "Add announcement" }).click();
  const add = owner.getByRole("dialog", { name: "Add announcement" });
  await add.getByLabel("Title").fill("Reunion dates");
  await add.getByLabel("Content").fill("July 4-6");
  await add.getByLabel("Pin to the top").check();
  await expect(add.getByLabel("Send an email notification to the family")).toBeVisible();
  await add.getByRole("button", { name: "Post" }).click();
  const item = owner.getByTestId("announcement").filter({ hasText: "Reunion dates" });
  await expect(item).toContainText("Pinned");
  await expect(item).toContainText("By Olivia Owner");

  // Edit and delete sit in the item's quiet menu, after the body (never between title and body).
  await expect(item.locator(".announcement-content ~ .byline details.card-menu")).toHaveCount(1);
  await openCardMenu(item, "Actions for Reunion dates");
  await item.getByRole("link", { name: "Edit" }).click();
  const edit = owner.getByRole("dialog", { name: "Edit announcement" });
  await expect(edit.getByLabel("Content")).toHaveValue("July 4-6");
  await edit.getByLabel("Content").fill("July 5-7");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Announcement updated successfully" })).toBeVisible();
  await expect(owner.getByTestId("announcement").filter({ hasText: "Reunion dates" })).toContainText("July 5-7");

  await openCardMenu(owner, "Actions for Reunion dates");
  await owner.getByTestId("announcement").filter({ hasText: "Reunion dates" }).getByRole("link", { name: "Delete" }).click();
  await owner.getByRole("dialog", { name: "Delete announcement" }).getByRole("button", { name: "Delete" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Announcement deleted successfully" })).toBeVisible();
  await expect(owner.getByTestId("announcement")).toHaveCount(0);
});

test("admin tab: settings toggles and the email template; hidden from members", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["member"], javaScriptEnabled);
  const owner = people.owner!.page;
  await expect(owner.getByTestId("daily-inspiration")).toBeVisible();

  await owner.goto("/dashboard/admin");
  await owner.getByLabel("Show daily inspiration").uncheck();
  await owner.getByLabel("Family time zone").selectOption("America/Chicago");
  await owner.getByRole("button", { name: "Save settings" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Settings updated successfully!" })).toBeVisible();
  await expect(owner.getByLabel("Show daily inspiration")).not.toBeChecked();
  await expect(owner.getByLabel("Enable email notifications")).toBeChecked();
  await expect(owner.getByLabel("Family time zone")).toHaveValue("America/Chicago");
  await owner.goto("/dashboard");
  await expect(owner.getByTestId("daily-inspiration")).toHaveCount(0);

  await owner.goto("/dashboard/admin");
  await expect(owner.getByTestId("template-subject")).toHaveText("New Announcement: {title}");
  await owner.getByRole("link", { name: "Edit template" }).click();
  const modal = owner.getByRole("dialog", { name: "Edit email template" });
  await expect(modal.getByLabel("Body")).toHaveAttribute("rows", "12");
  await modal.getByLabel("Subject").fill(" ");
  await modal.getByRole("button", { name: "Save template" }).click();
  await expect(owner.getByRole("alert")).toHaveText("Please fill in both subject and body");
  await owner.getByRole("dialog", { name: "Edit email template" }).getByLabel("Subject").fill("News for {family_name}: {title}");
  await owner.getByRole("dialog", { name: "Edit email template" }).getByRole("button", { name: "Save template" }).click();
  await expect(owner.getByTestId("template-subject")).toHaveText("News for {family_name}: {title}");

  const member = people.member!.page;
  await expect(member.getByRole("link", { name: "Admin", exact: true })).toHaveCount(0);
  const res = await member.goto("/dashboard/admin");
  expect(res?.status()).toBe(404);
});
