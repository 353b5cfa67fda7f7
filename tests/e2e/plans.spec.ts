// Plan journey, with JavaScript on and off: the owner upgrades through the built-in test
// checkout, lands on /payment-success, is sent to the dashboard and sees the new plan and
// limits; then downgrades after a confirm. A member (setting off) gets no Plan tab.
import { expect, test } from "@playwright/test";
import { familyWith } from "./helpers";

test("the owner upgrades through the test checkout and downgrades again; a member has no Plan tab", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["member"], javaScriptEnabled);
  const owner = people.owner.page;

  const member = people.member.page;
  await member.goto("/dashboard");
  await expect(member.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Plan", exact: true })).toHaveCount(0);
  await member.goto("/dashboard/subscription");
  await expect(member.getByRole("heading", { name: "Page not found" })).toBeVisible();

  await owner.goto("/dashboard");
  await owner.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Plan", exact: true }).click();
  await expect(owner.getByRole("heading", { name: "Plan", level: 1 })).toBeVisible();
  await expect(owner.getByTestId("current-plan")).toHaveText("Free");
  await expect(owner.getByTestId("usage-members")).toContainText("2 of 10");
  await expect(owner.getByLabel("Invite link")).toHaveValue(/\/invite\/[A-Z0-9]{6,8}$/);

  await owner.getByTestId("plan-card-small_family").getByRole("button", { name: "Upgrade to Small Family" }).click();
  await expect(owner).toHaveURL(/\/checkout\/cs_test_local_/);
  await expect(owner.getByTestId("test-checkout-badge")).toHaveText("Test checkout");
  await expect(owner.getByText("no card is asked for and nothing is charged")).toBeVisible();
  await expect(owner.getByTestId("checkout-amount")).toHaveText("$10.00 per month");
  await owner.getByRole("button", { name: "Pay $10.00 (test, no charge)" }).click();

  await expect(owner).toHaveURL(/\/payment-success\?session_id=cs_test_local_/);
  await expect(owner.getByRole("heading", { name: "Payment successful!" })).toBeVisible();
  await expect(owner).toHaveURL(/\/dashboard$/, { timeout: 10_000 });

  await owner.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Plan", exact: true }).click();
  await expect(owner.getByTestId("current-plan")).toHaveText("Small Family");
  await expect(owner.getByTestId("plan-status")).toHaveText("Active");
  await expect(owner.getByTestId("plan-processing")).toHaveCount(0);
  await expect(owner.getByTestId("usage-members")).toContainText("2 of 30");
  await expect(owner.getByTestId("usage-photos")).toContainText("0 (unlimited)");

  await owner.getByRole("link", { name: "Downgrade to Free" }).click();
  const dialog = owner.getByRole("dialog", { name: "Downgrade plan" });
  await expect(dialog).toContainText("Move from Small Family to Free");
  await dialog.getByRole("button", { name: "Downgrade to Free" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Your family is now on the Free plan" })).toBeVisible();
  await expect(owner.getByTestId("current-plan")).toHaveText("Free");
});
