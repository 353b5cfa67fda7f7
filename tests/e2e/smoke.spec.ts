// One short journey through the main tabs: sign up creating a family, post a pinned announcement,
// create an event and RSVP to it, open the Photos tab. .ci/run also runs it against a server on
// PostgreSQL (decision record 200); here it runs on SQLite with JavaScript on and off.
import { expect, test } from "@playwright/test";
import { signUpCreate, uniqueEmail } from "./helpers";

test("sign up, announce, create an event and RSVP, view photos", async ({ page }) => {
  await signUpCreate(page, { name: "Sam Smoke", email: uniqueEmail("smoke"), familyName: "The Smokes" });

  await page.getByRole("link", { name: "Add announcement" }).click();
  const add = page.getByRole("dialog", { name: "Add announcement" });
  await add.getByLabel("Title").fill("Reunion dates");
  await add.getByLabel("Content").fill("July 4-6");
  await add.getByLabel("Pin to the top").check();
  await add.getByRole("button", { name: "Post" }).click();
  const item = page.getByTestId("announcement").filter({ hasText: "Reunion dates" });
  await expect(item).toContainText("Pinned");
  await expect(item).toContainText("By Sam Smoke");

  await page.goto("/dashboard/events");
  await page.getByRole("link", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Title").fill("Summer Picnic");
  await dialog.getByLabel("Description").fill("Food and games");
  await dialog.getByLabel("Date and time").fill("2030-07-04T15:00");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event created successfully!" })).toBeVisible();
  const card = page.getByTestId("event-card").filter({ hasText: "Summer Picnic" });
  await card.getByRole("link", { name: "RSVP" }).click();
  const rsvp = page.getByRole("dialog", { name: /RSVP: Summer Picnic/ });
  await rsvp.getByLabel("Yes, I will attend").check();
  await rsvp.getByLabel("Guest count").fill("2");
  await rsvp.getByRole("button", { name: "Submit RSVP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "RSVP confirmed!" })).toBeVisible();
  await expect(card.getByTestId("my-rsvp")).toHaveText("Your answer: Attending (2 people)");
  await expect(card.getByTestId("hc-total")).toHaveText("2");

  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Photos" }).click();
  await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
  await expect(page.getByText("No photos here yet.")).toBeVisible();
});
