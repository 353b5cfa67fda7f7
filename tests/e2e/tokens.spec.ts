// Personal access tokens journey, with JavaScript on and off: from the Home profile card, create
// a read-only token, see it once, use it from a script (fetch) to list events (200) and to try a
// change (403), then revoke it (401).
import { expect, test } from "@playwright/test";
import { familyWith } from "./helpers";

test("a read-only token lists events, is refused a change, and stops working when revoked", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, [], javaScriptEnabled);
  const page = people.owner.page;
  const origin = new URL(page.url()).origin;

  await page.goto("/dashboard");
  await page.getByRole("link", { name: "Personal access tokens" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tokens$/);
  await expect(page.getByRole("heading", { name: "Personal access tokens", level: 1 })).toBeVisible();
  await expect(page.getByText("You have no personal access tokens.")).toBeVisible();

  // A blank name is refused next to the field.
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByLabel("Token name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Please enter a token name").first()).toBeVisible();

  await page.getByLabel("Token name").fill("Calendar script");
  await page.getByLabel("Expires").selectOption({ label: "30 days" });
  await page.getByLabel("Access").selectOption({ label: "Read only" });
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("heading", { name: "Your new token “Calendar script”" })).toBeVisible();
  await expect(page.getByText("Copy it now: it is shown only this once.")).toBeVisible();
  const token = await page.getByTestId("new-token-value").inputValue();
  expect(token).toMatch(/^kdr_[\w-]{40,}$/);
  const row = page.getByTestId("token-row").filter({ hasText: "Calendar script" });
  await expect(row).toContainText("Read only");
  await expect(row).toContainText("Last used never");

  // A script uses it.
  const auth = { Authorization: `Bearer ${token}` };
  const list = await fetch(`${origin}/api/events`, { headers: auth });
  expect(list.status).toBe(200);
  expect(Array.isArray(await list.json())).toBe(true);
  const create = await fetch(`${origin}/api/events`, {
    method: "POST",
    headers: { ...auth, "Content-Type": "application/json" },
    body: JSON.stringify({ title: "Picnic", description: "Food", event_date: "2030-07-04T12:00:00Z" }),
  });
  expect(create.status).toBe(403);
  expect(((await create.json()) as { detail: string }).detail).toBe(
    "This token is read-only: it cannot make changes. Create a read-write token to do this.",
  );

  // Shown once: back on the page, the token itself is gone; the day of last use is there.
  await page.goto("/dashboard/tokens");
  await expect(page.getByTestId("new-token")).toHaveCount(0);
  expect(await page.content()).not.toContain(token);
  await expect(page.getByTestId("token-row").filter({ hasText: "Calendar script" })).toContainText(
    `Last used ${new Date().toISOString().slice(0, 10)}`,
  );

  await page.getByRole("link", { name: "Revoke Calendar script" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke token" });
  await expect(dialog).toContainText("Scripts using it stop working at once.");
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Token revoked" })).toBeVisible();
  await expect(page.getByTestId("token-row")).toHaveCount(0);

  expect((await fetch(`${origin}/api/events`, { headers: auth })).status).toBe(401);
});
