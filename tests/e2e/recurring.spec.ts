// A weekly event (issue 41), with JavaScript on and off: the owner creates "Sunday dinner" every
// week, 4 times; the Events tab lists each date; one date is cancelled, another answered, and the
// answer stays with its date. The form with its Repeats fields and the list are axe clean at 360 px.
import { expect, test } from "@playwright/test";
import { familyWith, openCardMenu, sameOrigin, setTier } from "./helpers";
import { axeFindings } from "./axe";

test("weekly event: create, cancel one date, answer another", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, [], javaScriptEnabled);
  const page = people.owner.page;
  await page.setViewportSize({ width: 360, height: 740 });

  await page.goto("/dashboard/events");
  await page.getByRole("link", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Title").fill("Sunday dinner");
  await dialog.getByLabel("Description").fill("At Oma's, every week");
  await dialog.getByLabel("Date and time").fill("2030-03-03T18:00");
  await dialog.getByLabel("How often").selectOption("weekly");
  await dialog.getByRole("checkbox", { name: "Sunday" }).check();
  await dialog.getByLabel("After a number of times").check();
  await dialog.getByRole("spinbutton", { name: "Number of times" }).fill("4");
  expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event created successfully!" })).toBeVisible();

  const cards = page.getByTestId("event-card").filter({ hasText: "Sunday dinner" });
  await expect(cards).toHaveCount(4);
  for (const [i, day] of ["Mar 3, 2030", "Mar 10, 2030", "Mar 17, 2030", "Mar 24, 2030"].entries()) {
    await expect(cards.nth(i)).toContainText(day);
    await expect(cards.nth(i)).toContainText("6:00");
  }
  await expect(cards.first().getByTestId("event-repeats")).toHaveText("Repeats: Every week on Sunday, 4 times");
  expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);
  // (At 360 px Playwright scrolls a card's menu under the sticky header; the rest runs wider.)
  await page.setViewportSize({ width: 1024, height: 900 });

  // Cancel the second date.
  await openCardMenu(cards.nth(1), "Actions for Sunday dinner");
  await cards.nth(1).getByRole("link", { name: "Cancel this date" }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this date" });
  await expect(confirm).toContainText("Mar 10, 2030");
  await confirm.getByRole("button", { name: "Yes, cancel this date" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Date cancelled" })).toBeVisible();
  await expect(cards.nth(1).getByTestId("event-cancelled")).toHaveText("Cancelled");
  await expect(cards.nth(1).getByRole("link", { name: "RSVP" })).toHaveCount(0);

  // Answer the third date only.
  await cards.nth(2).getByRole("link", { name: "RSVP" }).click();
  const rsvp = page.getByRole("dialog", { name: /RSVP: Sunday dinner/ });
  await expect(rsvp.getByTestId("rsvp-date")).toContainText("Mar 17, 2030");
  await rsvp.getByLabel("Yes, I will attend").check();
  await rsvp.getByLabel("Guest count").fill("2");
  await rsvp.getByRole("button", { name: "Submit RSVP" }).click();
  await expect(page.getByRole("status").filter({ hasText: "RSVP confirmed!" })).toBeVisible();
  await expect(cards.nth(2).getByTestId("my-rsvp")).toHaveText("Your answer: Attending (2 people)");
  await expect(cards.nth(2).getByTestId("hc-total")).toHaveText("2");
  await expect(cards.nth(0).getByTestId("my-rsvp")).toHaveCount(0);
  await expect(cards.nth(3).getByTestId("my-rsvp")).toHaveCount(0);
  await expect(cards.nth(3).getByTestId("hc-total")).toHaveText("0");

  // A relative without an account answers the last date through an event link (issue 38): the
  // page lists the dates, the cancelled one marked, and the answer counts on that date only.
  const seriesId = Number(new URL((await cards.nth(0).getByRole("link", { name: "Sign-up list" }).getAttribute("href")) ?? "", "http://x").searchParams.get("id"));
  const made = await page.request.post("/api/guest-links", { headers: sameOrigin(page), data: { kind: "event", target_id: seriesId, label: "Cousins" } });
  expect(made.status()).toBe(201);
  const ctx = await browser.newContext({ javaScriptEnabled, viewport: { width: 360, height: 740 } });
  const guest = await ctx.newPage();
  await guest.goto(new URL((await made.json()).url).pathname);
  const dates = guest.getByTestId("guest-date");
  await expect(dates.nth(1)).toContainText("Cancelled");
  await guest.getByRole("link", { name: /Answer for .*Mar 24, 2030/ }).click();
  await expect(guest.getByRole("heading", { name: /Your answer for .*Mar 24, 2030/ })).toBeVisible();
  expect(await axeFindings(guest, javaScriptEnabled, 360)).toEqual([]);
  await guest.getByLabel("Your name").fill("Cousin Carla");
  await guest.getByLabel("Yes, I'm coming").check();
  await guest.getByRole("button", { name: "Save my answer" }).click();
  await expect(guest.getByTestId("guest-done")).toHaveText("RSVP confirmed! See you there.");
  await expect(dates.nth(3)).toContainText("Your answer: Attending (1 person)");
  await ctx.close();
  await page.reload();
  await expect(cards.nth(3).getByTestId("hc-total")).toHaveText("1");
  await expect(cards.nth(2).getByTestId("hc-total")).toHaveText("2");

  // Each date has its own sign-up list (the items are the series').
  expect((await page.request.post(`/api/events/${seriesId}/signups`, { headers: sameOrigin(page), data: { name: "Dessert", quantity: 1 } })).status()).toBe(200);
  await page.reload();
  await cards.nth(2).getByRole("link", { name: "Sign-up list" }).click();
  const list = page.getByRole("dialog", { name: /Sign-up list: Sunday dinner \(.*Mar 17, 2030/ });
  await list.getByRole("button", { name: "Sign up for Dessert" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are signed up for 1 × Dessert" })).toBeVisible();
  await expect(cards.nth(2).getByTestId("signup-summary")).toContainText("0 of 1 still needed");
  await expect(cards.nth(3).getByTestId("signup-summary")).toContainText("1 of 1 still needed");
});

test("owner adds an outside calendar on the Integrations tab; a private address is refused and said so", async ({ browser, javaScriptEnabled }) => {
  const { code, people } = await familyWith(browser, [], javaScriptEnabled);
  setTier(code, "small_family");
  const page = people.owner.page;
  await page.goto("/dashboard/integrations");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Other calendars" }) });
  await section.getByLabel("Calendar address").fill("ftp://example.org/school.ics");
  await section.getByLabel("Name").fill("School");
  await section.getByRole("button", { name: "Add calendar" }).click();
  await expect(section.getByRole("alert")).toHaveText("Please enter an https:// or webcal:// calendar address");
  await expect(section.getByLabel("Name")).toHaveValue("School");
  await section.getByLabel("Calendar address").fill("http://127.0.0.1:9/school.ics");
  await section.getByRole("button", { name: "Add calendar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Calendar added" })).toBeVisible();
  // The fetch runs in the background: the loopback address is refused (no OUTBOUND_ALLOWED_NETWORKS).
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("subscriptions")).toContainText("Last fetch failed: This address is on a private network", { timeout: 500 });
  }).toPass({ timeout: 10_000 });
  expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);
  await page.setViewportSize({ width: 1024, height: 900 });
  await page.getByRole("button", { name: "Remove School" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Calendar subscription removed" })).toBeVisible();
  await expect(page.getByTestId("subscriptions")).toHaveCount(0);
});
