// Sign-up lists on events (decision record 170), with JavaScript on and off, on a 360 px phone:
// the organizer adds items from the Events tab, two members sign up, one releases, the card's
// "N of M still needed" follows; removing a claimed item asks first and emails the claimer; the
// sign-up modal is axe clean at 360 px.
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { familyWith, readOutboxMail, sameOrigin, signUpJoin, uniqueEmail } from "./helpers";
import { axeFindings } from "./axe";

const PHONE = { width: 360, height: 740 };

async function secondMember(browser: Browser, code: string, jsOn: boolean) {
  const ctx = await browser.newContext({ javaScriptEnabled: jsOn, viewport: PHONE });
  const page = await ctx.newPage();
  const email = uniqueEmail("ben");
  await signUpJoin(page, { name: "Ben Member", email, code });
  return { page, email };
}

const card = (page: Page, title: string) => page.getByTestId("event-card").filter({ hasText: title });
const listDialog = (page: Page, title: string) => page.getByRole("dialog", { name: `Sign-up list: ${title}` });
const item = (dialog: Locator, name: string) => dialog.getByTestId("signup-item").filter({ has: dialog.page().getByRole("heading", { name, exact: true }) });
const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

async function openList(page: Page, title: string) {
  await page.goto("/dashboard/events");
  await card(page, title).getByRole("link", { name: "Sign-up list" }).click();
  const dialog = listDialog(page, title);
  await expect(dialog).toBeVisible();
  return dialog;
}

async function claim(page: Page, title: string, name: string, quantity: string, note = "") {
  const dialog = await openList(page, title);
  const row = item(dialog, name);
  await row.getByLabel("How many").selectOption(quantity);
  if (note) await row.getByLabel("Note (optional)").fill(note);
  await row.getByRole("button", { name: `Sign up for ${name}` }).click();
  await expect(toast(page, `You are signed up for ${quantity} × ${name}`)).toBeVisible();
  return listDialog(page, title);
}

async function summaryOf(page: Page, title: string) {
  await page.goto("/dashboard/events");
  return card(page, title).getByTestId("signup-summary");
}

test("an organizer sets up a potluck on a phone, two members sign up, one releases, the card follows", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const { code, people } = await familyWith(browser, ["member"], javaScriptEnabled);
  const owner = people.owner!.page;
  const mia = people.member!.page;
  await owner.setViewportSize(PHONE);
  await mia.setViewportSize(PHONE);
  const ben = await secondMember(browser, code, javaScriptEnabled);
  const title = "Summer potluck";
  const created = await owner.request.post("/api/events", {
    headers: sameOrigin(owner),
    data: { title, description: "Bring a dish", event_date: "2031-07-04T16:00:00Z", location: "Lake park" },
  });
  expect(created.status()).toBe(200);

  // The organizer opens the empty list from the event's card and adds what is needed.
  await owner.goto("/dashboard/events");
  await expect(card(owner, title).getByTestId("signup-summary")).toHaveCount(0);
  let dialog = await openList(owner, title);
  await expect(dialog.getByText("No items yet.")).toBeVisible();
  let add = dialog.getByRole("region", { name: "Add an item" });
  await add.getByRole("button", { name: "Add item" }).click();
  dialog = listDialog(owner, title);
  add = dialog.getByRole("region", { name: "Add an item" });
  await expect(add.getByRole("alert")).toHaveText("Please enter what is needed");
  await expect(add.getByLabel("What is needed")).toHaveAttribute("aria-invalid", "true");
  await add.getByLabel("What is needed").fill("Potato salad, serves 10");
  await add.getByLabel("How many are needed").fill("2");
  await add.getByRole("button", { name: "Add item" }).click();
  await expect(toast(owner, "Added Potato salad, serves 10 to the sign-up list")).toBeVisible();
  dialog = listDialog(owner, title);
  add = dialog.getByRole("region", { name: "Add an item" });
  await add.getByLabel("What is needed").fill("Set up chairs, 9:00-10:00");
  await add.getByLabel("Note (optional)").fill("Folding chairs are in the shed");
  await add.getByLabel("How many are needed").fill("4");
  await add.getByRole("button", { name: "Add item" }).click();
  await expect(toast(owner, "Added Set up chairs, 9:00-10:00 to the sign-up list")).toBeVisible();
  dialog = listDialog(owner, title);
  await expect(dialog.getByTestId("signup-total")).toHaveText("6 of 6 still needed");
  await expect(item(dialog, "Set up chairs, 9:00-10:00")).toContainText("Folding chairs are in the shed");
  await expect(await summaryOf(owner, title)).toHaveText("Sign-up list: 6 of 6 still needed");

  // Two members sign up; the list shows who brings what.
  await claim(mia, title, "Set up chairs, 9:00-10:00", "2");
  dialog = await claim(mia, title, "Potato salad, serves 10", "1", "vegan version");
  await expect(item(dialog, "Potato salad, serves 10").getByTestId("my-signup")).toHaveText("You: 1 (vegan version)");
  dialog = await claim(ben.page, title, "Potato salad, serves 10", "1");
  const salad = item(dialog, "Potato salad, serves 10");
  await expect(salad.getByTestId("signup-still")).toHaveText("All taken");
  await expect(salad.getByTestId("signup-claimed")).toHaveText("2 of 2 signed up: Member Person 1 (vegan version), Ben Member 1");
  // Nothing left for anyone else: no "Sign up" button (Ben may still change or release his own).
  await expect(salad.getByRole("button", { name: /^Sign up/ })).toHaveCount(0);
  await expect(dialog.getByTestId("signup-total")).toHaveText("2 of 6 still needed");
  await expect(await summaryOf(ben.page, title)).toHaveText("Sign-up list: 2 of 6 still needed");

  // The sign-up modal, as a member and as the organizer, is axe clean on the phone.
  for (const page of [mia, owner]) {
    await openList(page, title);
    expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);
  }

  // One member releases; the counts follow.
  dialog = await openList(ben.page, title);
  await item(dialog, "Potato salad, serves 10").getByRole("button", { name: "Release my sign-up for Potato salad, serves 10" }).click();
  await expect(toast(ben.page, "You are no longer signed up for Potato salad, serves 10")).toBeVisible();
  dialog = listDialog(ben.page, title);
  await expect(item(dialog, "Potato salad, serves 10").getByTestId("signup-still")).toHaveText("1 still needed");
  await expect(await summaryOf(owner, title)).toHaveText("Sign-up list: 3 of 6 still needed");

  // The organizer edits an item (the edit modal is axe clean on the phone too).
  dialog = await openList(owner, title);
  await item(dialog, "Potato salad, serves 10").getByRole("link", { name: "Edit Potato salad, serves 10" }).click();
  const edit = owner.getByRole("dialog", { name: "Edit sign-up item" });
  await expect(edit.getByLabel("What is needed")).toHaveValue("Potato salad, serves 10");
  expect(await axeFindings(owner, javaScriptEnabled, 360)).toEqual([]);
  await edit.getByLabel("How many are needed").fill("3");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toast(owner, "Sign-up item updated")).toBeVisible();
  await expect(listDialog(owner, title).getByTestId("signup-total")).toHaveText("4 of 7 still needed");

  // Removing an item people signed up for asks first, and tells them by email.
  dialog = await openList(owner, title);
  await item(dialog, "Set up chairs, 9:00-10:00").getByRole("link", { name: "Remove Set up chairs, 9:00-10:00" }).click();
  const confirm = owner.getByRole("dialog", { name: "Remove sign-up item" });
  await expect(confirm).toContainText("Member Person signed up for it and will be told by email.");
  expect(await axeFindings(owner, javaScriptEnabled, 360)).toEqual([]);
  await confirm.getByRole("button", { name: "Remove" }).click();
  await expect(toast(owner, "Removed Set up chairs, 9:00-10:00 from the sign-up list; 1 person told by email")).toBeVisible();
  const mail = await readOutboxMail(people.member!.email);
  expect(mail).toContain('Olivia Owner removed "Set up chairs, 9:00-10:00" from the sign-up list of Summer potluck');
  await expect(await summaryOf(mia, title)).toHaveText("Sign-up list: 2 of 3 still needed");
});

test("a stale page claiming the last place gets a clear message and the list as it now is", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  const owner = people.owner!.page;
  const mia = people.member!.page;
  const title = "Station pick-ups";
  const ev = await owner.request.post("/api/events", { headers: sameOrigin(owner), data: { title, description: "Trains at 5", event_date: "2031-08-01T15:00:00Z" } });
  const eventId = ((await ev.json()) as { id: number }).id;
  const it = await owner.request.post(`/api/events/${eventId}/signups`, { headers: sameOrigin(owner), data: { name: "Drive someone from the station", quantity: 1 } });
  expect(it.status()).toBe(200);
  const itemId = ((await it.json()) as { id: number }).id;

  const dialog = await openList(mia, title);
  // Meanwhile the admin takes the last place.
  const taken = await people.admin!.page.request.post(`/api/events/${eventId}/signups/${itemId}/claim`, { headers: sameOrigin(people.admin!.page), data: { quantity: 1 } });
  expect(taken.status()).toBe(200);
  await item(dialog, "Drive someone from the station").getByRole("button", { name: "Sign up for Drive someone from the station" }).click();
  const again = listDialog(mia, title);
  const row = item(again, "Drive someone from the station");
  await expect(row.getByRole("alert")).toHaveText("Nothing more is needed for Drive someone from the station: someone has just taken the last place");
  await expect(row.getByTestId("signup-claimed")).toHaveText("1 of 1 signed up: Admin Person 1");
  await expect(row.getByRole("button", { name: /^Sign up/ })).toHaveCount(0);
});

test("a sign-up sent before the page's scripts ran, answered slowly, shows its result, not the offline copy", async ({ browser, javaScriptEnabled }) => {
  // Under load a phone can send the form before the page has hydrated (a plain POST, then the
  // redirect's page). With JavaScript the service worker keeps a copy of the Events page and shows
  // it when the network is slower than 4 s; the redirect's answer (the toast, read once from its
  // cookie) must not be swapped for that copy (public/sw.js). Without JavaScript there is no
  // worker: the same plain sign-up, and Playwright does not route the redirect's page.
  const { people } = await familyWith(browser, ["member"], javaScriptEnabled);
  const owner = people.owner!.page;
  const mia = people.member!.page;
  const title = "Slow Sunday lunch";
  const ev = await owner.request.post("/api/events", { headers: sameOrigin(owner), data: { title, description: "At grandma's", event_date: "2031-09-07T11:00:00Z" } });
  const eventId = ((await ev.json()) as { id: number }).id;
  const it = await owner.request.post(`/api/events/${eventId}/signups`, { headers: sameOrigin(owner), data: { name: "Bring bread", quantity: 3 } });
  expect(it.status()).toBe(200);

  await mia.goto("/dashboard/events");
  if (javaScriptEnabled) {
    // The worker controls the page and has kept the Events page's copy.
    await mia.waitForFunction(async () => !!navigator.serviceWorker.controller && !!(await caches.match("/dashboard/events")));
  }
  const ctx = mia.context();
  // The page does not hydrate (its messages never come), so the form is a plain POST...
  await ctx.route(/\/locales\/.*\.json$/, () => undefined);
  // ...and the page its redirect leads to takes 4.5 s.
  let slow = false;
  await ctx.route(/\/dashboard\/events\?modal=signups/, async (route) => {
    if (slow && route.request().method() === "GET") await new Promise((r) => setTimeout(r, 4500));
    await route.continue().catch(() => undefined);
  });
  const dialog = await openList(mia, title);
  const row = item(dialog, "Bring bread");
  await row.getByLabel("How many").selectOption("2");
  slow = true;
  await row.getByRole("button", { name: "Sign up for Bring bread" }).click();
  await expect(toast(mia, "You are signed up for 2 × Bring bread")).toBeVisible();
  await expect(item(listDialog(mia, title), "Bring bread").getByTestId("my-signup")).toHaveText("You: 2");
  await expect(mia.getByText(/You are offline/)).toHaveCount(0);
});
