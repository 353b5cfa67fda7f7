// Fundraising journey, with JavaScript on and off: an admin creates a campaign, a member pledges,
// the admin records a collected amount, the totals and progress update, and the member gives by
// card through the built-in test checkout and lands on /payment-success.
import { expect, test } from "@playwright/test";
import { familyWith } from "./helpers";

test("a reunion fund from goal to collected money, by hand and by card", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  const admin = people.admin.page;
  const member = people.member.page;
  const nav = (p: typeof admin) => p.getByRole("navigation", { name: "Dashboard" });

  // The admin creates the campaign (a missing title first).
  await admin.goto("/dashboard");
  await nav(admin).getByRole("link", { name: "Fundraising", exact: true }).click();
  await expect(admin.getByRole("heading", { name: "Fundraising", level: 1 })).toBeVisible();
  await admin.getByRole("link", { name: "Create campaign" }).click();
  let dialog = admin.getByRole("dialog", { name: "Create campaign" });
  await dialog.getByLabel("Goal amount ($)").fill("1000");
  await dialog.getByRole("button", { name: "Create campaign" }).click();
  dialog = admin.getByRole("dialog", { name: "Create campaign" });
  await expect(dialog.getByRole("alert")).toHaveText("Campaign title is required");
  await expect(dialog.getByLabel("Goal amount ($)")).toHaveValue("1000");
  await dialog.getByLabel("Campaign title").fill("Reunion Fund");
  await dialog.getByLabel("Description (optional)").fill("Hall, food and the band");
  await dialog.getByRole("button", { name: "Create campaign" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Campaign created successfully!" })).toBeVisible();
  const adminCard = admin.getByTestId("campaign-card").filter({ hasText: "Reunion Fund" });
  await expect(adminCard.getByTestId("campaign-amounts")).toContainText("$0.00 collected of $1,000.00 goal");
  await expect(adminCard).toContainText("Live");

  // The member pledges, in their own name.
  await member.goto("/dashboard");
  await expect(member.getByTestId("active-campaigns-count")).toHaveText("1");
  await nav(member).getByRole("link", { name: "Fundraising", exact: true }).click();
  await expect(member.getByRole("link", { name: "Create campaign" })).toHaveCount(0);
  await member.getByTestId("campaign-card").filter({ hasText: "Reunion Fund" }).getByRole("link", { name: "View details" }).click();
  let detail = member.getByRole("dialog", { name: "Reunion Fund" });
  await expect(detail.getByRole("button", { name: "Close campaign" })).toHaveCount(0);
  await detail.getByRole("link", { name: "Make pledge" }).click();
  dialog = member.getByRole("dialog", { name: "Make a pledge" });
  await expect(dialog.getByLabel("Payer name")).toHaveValue("Member Person");
  await expect(dialog.getByLabel("Entry type")).toHaveCount(0);
  await dialog.getByLabel("Amount ($)").fill("150");
  await dialog.getByLabel("Memo (optional)").fill("By the end of June");
  await dialog.getByRole("button", { name: "Make pledge" }).click();
  await expect(member.getByRole("status").filter({ hasText: "Pledge recorded successfully!" })).toBeVisible();
  detail = member.getByRole("dialog", { name: "Reunion Fund" });
  await expect(detail.getByTestId("total-pledged")).toHaveText("$150.00");
  await expect(detail.getByTestId("entry").first()).toContainText("Member Person");

  // The admin records money collected at dinner; totals and progress follow.
  await admin.reload();
  await admin.getByTestId("campaign-card").filter({ hasText: "Reunion Fund" }).getByRole("link", { name: "View details" }).click();
  detail = admin.getByRole("dialog", { name: "Reunion Fund" });
  await detail.getByRole("link", { name: "Add entry" }).click();
  dialog = admin.getByRole("dialog", { name: "Add entry" });
  await dialog.getByLabel("Entry type").selectOption("collected");
  await dialog.getByLabel("Amount ($)").fill("250");
  await dialog.getByRole("button", { name: "Add entry" }).click();
  dialog = admin.getByRole("dialog", { name: "Add entry" });
  await expect(dialog.getByRole("alert")).toHaveText("Payer name is required");
  await dialog.getByLabel("Payer name").fill("Uncle Bob");
  await dialog.getByRole("button", { name: "Add entry" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Entry added successfully!" })).toBeVisible();
  detail = admin.getByRole("dialog", { name: "Reunion Fund" });
  await expect(detail.getByTestId("total-collected")).toHaveText("$250.00");
  await expect(detail.getByTestId("total-pledged")).toHaveText("$150.00");
  await expect(detail.getByTestId("total-amount")).toHaveText("$400.00");
  await expect(detail.getByTestId("goal-amount")).toHaveText("$1,000.00");
  await expect(detail.getByTestId("progress-text")).toHaveText("25% of the goal collected");
  await expect(detail.getByTestId("progress-bar")).toHaveAttribute("aria-label", "25% of the goal collected; $150.00 more pledged");

  // The member gives $20 by card through the test checkout.
  await member.goto("/dashboard/fundraising");
  await member.getByTestId("campaign-card").filter({ hasText: "Reunion Fund" }).getByRole("link", { name: "View details" }).click();
  await member.getByRole("dialog", { name: "Reunion Fund" }).getByRole("link", { name: "Contribute by card" }).click();
  dialog = member.getByRole("dialog", { name: "Make a contribution" });
  await expect(dialog.getByTestId("card-fee-note")).toContainText("2-3%");
  // Below $1 the browser refuses to submit (min); the server's own check is in the HTTP tests.
  await expect(dialog.getByLabel("Amount ($)")).toHaveAttribute("min", "1");
  await expect(dialog).toContainText("Minimum contribution $1.00");
  await dialog.getByLabel("Amount ($)").fill("20");
  await dialog.getByRole("button", { name: "Continue to payment" }).click();
  await expect(member).toHaveURL(/\/checkout\/cs_test_local_/);
  await expect(member.getByTestId("checkout-description")).toHaveText("Contribution to Reunion Fund");
  await expect(member.getByTestId("checkout-amount")).toHaveText("$20.00");
  await member.getByRole("button", { name: "Pay $20.00 (test, no charge)" }).click();
  await expect(member).toHaveURL(/\/payment-success\?session_id=cs_test_local_/);
  await expect(member.getByRole("heading", { name: "Payment successful!" })).toBeVisible();

  await member.goto("/dashboard/fundraising");
  const memberCard = member.getByTestId("campaign-card").filter({ hasText: "Reunion Fund" });
  await expect(memberCard.getByTestId("campaign-amounts")).toContainText("$270.00 collected of $1,000.00 goal");
  await expect(memberCard.getByTestId("campaign-amounts")).toContainText("27%");

  // The admin sees the card gift, deletes the hand-typed entry after confirming, then closes the campaign.
  await admin.goto("/dashboard/fundraising");
  await admin.getByTestId("campaign-card").filter({ hasText: "Reunion Fund" }).getByRole("link", { name: "View details" }).click();
  detail = admin.getByRole("dialog", { name: "Reunion Fund" });
  const cardEntry = detail.getByTestId("entry").filter({ hasText: "Card contribution" });
  await expect(cardEntry).toContainText("Member Person");
  await expect(cardEntry).toContainText("$20.00");
  await detail.getByRole("link", { name: "Delete collection of $250.00 from Uncle Bob" }).click();
  dialog = admin.getByRole("dialog", { name: "Delete entry" });
  await expect(dialog).toContainText("cannot be undone");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Entry deleted successfully!" })).toBeVisible();
  detail = admin.getByRole("dialog", { name: "Reunion Fund" });
  await expect(detail.getByTestId("total-collected")).toHaveText("$20.00");
  await detail.getByRole("button", { name: "Close campaign" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Campaign closed" })).toBeVisible();
  detail = admin.getByRole("dialog", { name: "Reunion Fund" });
  await expect(detail.getByRole("link", { name: "Add entry" })).toHaveCount(0);

  await member.goto("/dashboard");
  // No live campaign: Home no longer mentions campaigns (it shows the count only above 0).
  await expect(member.getByTestId("upcoming-events-count")).toBeVisible();
  await expect(member.getByTestId("active-campaigns-count")).toHaveCount(0);

  // The admin connects the family's bank account: only the last 4 digits are ever shown.
  await admin.goto("/dashboard/fundraising");
  await admin.getByRole("link", { name: "Connect bank account" }).click();
  dialog = admin.getByRole("dialog", { name: "Connect bank account" });
  await dialog.getByLabel("Account holder name").fill("The Rivers Family");
  await dialog.getByLabel("Routing number").fill("011000015");
  await dialog.getByLabel("Account number").fill("000123456789");
  await dialog.getByRole("button", { name: "Save bank account" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Bank account connected successfully!" })).toBeVisible();
  await expect(admin.getByTestId("bank-summary")).toContainText("••••6789");
  await expect(admin.getByText("000123456789")).toHaveCount(0);
});
