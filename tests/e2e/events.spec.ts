// Events journey, with JavaScript on and off: an admin creates an event, a member RSVPs with a
// party of 3 and a comment, the admin sees the headcount; the .ics download works.
import { expect, test, type Locator } from "@playwright/test";
import { familyWith, sameOrigin, signUpCreate, uniqueEmail } from "./helpers";

/** Opens a card's quiet ⋯ menu (Edit, Delete): its summary is named "Actions for <title>". */
async function openMenu(card: Locator, name: string) {
  const summary = card.locator("summary", { hasText: name });
  // With JavaScript a menu opened before a client-side navigation can still be open.
  if ((await summary.locator("xpath=..").getAttribute("open")) === null) await summary.click();
}

test("admin creates an event, member RSVPs, admin sees the headcount", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  const admin = people.admin.page;
  const member = people.member.page;

  await admin.goto("/dashboard/events");
  await admin.getByRole("link", { name: "Create Event" }).click();
  let dialog = admin.getByRole("dialog", { name: "Create Event" });
  await dialog.getByLabel("Title").fill("Summer Picnic");
  await dialog.getByLabel("Date and time").fill("2030-07-04T15:00");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  // §5: description is required; the modal stays open with what was typed.
  dialog = admin.getByRole("dialog", { name: "Create Event" });
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in all required fields");
  await expect(dialog.getByLabel("Title")).toHaveValue("Summer Picnic");
  await dialog.getByLabel("Description").fill("Food, games and the whole family");
  await dialog.getByLabel("Date and time").fill("2030-07-04T15:00");
  await dialog.getByLabel("Location (optional)").fill("Riverside Park");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Event created successfully!" })).toBeVisible();
  const adminCard = admin.getByTestId("event-card").filter({ hasText: "Summer Picnic" });
  await expect(adminCard).toContainText("Riverside Park");
  await expect(adminCard).toContainText(/Jul 4, 2030/);
  await expect(adminCard).toContainText(/3:00\sPM/);
  await expect(adminCard.getByTestId("hc-total")).toHaveText("0");

  // The member RSVPs: yes, 3 people, a comment.
  await member.goto("/dashboard/events");
  const memberCard = member.getByTestId("event-card").filter({ hasText: "Summer Picnic" });
  await expect(memberCard.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(memberCard.locator("summary", { hasText: "Actions for Summer Picnic" })).toHaveCount(0);
  await memberCard.getByRole("link", { name: "RSVP" }).click();
  let rsvp = member.getByRole("dialog", { name: /RSVP: Summer Picnic/ });
  // Guest count and comments only show when attending (CSS, also without JavaScript).
  await rsvp.getByLabel("No, I cannot attend").check();
  await expect(rsvp.getByLabel("Guest count")).toBeHidden();
  await rsvp.getByLabel("Yes, I will attend").check();
  await expect(rsvp.getByLabel("Guest count")).toBeVisible();
  await rsvp.getByLabel("Guest count").fill("3");
  await rsvp.getByLabel("Comments (optional)").fill("Bringing potato salad");
  await rsvp.getByRole("button", { name: "Submit RSVP" }).click();
  await expect(member.getByRole("status").filter({ hasText: "RSVP confirmed!" })).toBeVisible();
  await expect(memberCard.getByTestId("my-rsvp")).toHaveText("Your answer: Attending (3 people)");

  // The previous answer pre-fills the form.
  await memberCard.getByRole("link", { name: "Change RSVP" }).click();
  rsvp = member.getByRole("dialog", { name: /RSVP: Summer Picnic/ });
  await expect(rsvp.getByLabel("Yes, I will attend")).toBeChecked();
  await expect(rsvp.getByLabel("Guest count")).toHaveValue("3");
  await expect(rsvp.getByLabel("Comments (optional)")).toHaveValue("Bringing potato salad");
  await rsvp.getByRole("link", { name: "Cancel" }).click();
  await expect(member.getByRole("dialog")).toHaveCount(0);

  // The admin sees the headcount.
  await admin.goto("/dashboard/events");
  await expect(adminCard.getByTestId("hc-attending")).toHaveText("1");
  await expect(adminCard.getByTestId("hc-guests")).toHaveText("2");
  await expect(adminCard.getByTestId("hc-total")).toHaveText("3");
  await expect(adminCard.getByTestId("hc-declined")).toHaveText("0");
  await expect(adminCard.getByTestId("hc-waiting")).toHaveText("2"); // owner and admin
  await adminCard.getByText("Who is coming").click();
  await expect(adminCard.getByTestId("attending-list")).toContainText("Member Person +2");
  await expect(adminCard.getByTestId("attending-list")).toContainText("Bringing potato salad");

  // Add to calendar: an .ics file with the session cookie.
  const href = await adminCard.getByRole("link", { name: "Add to calendar" }).getAttribute("href");
  const ics = await admin.request.get(href!);
  expect(ics.status()).toBe(200);
  expect(ics.headers()["content-type"]).toMatch(/^text\/calendar/);
  const body = (await ics.text()).replace(/\r\n /g, "");
  expect(body).toContain("SUMMARY:Summer Picnic");
  expect(body).toMatch(/UID:event-\d+@/);
});

test("admin edits and deletes an event after confirming; a member cancels the RSVP", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin", "member"], javaScriptEnabled);
  const admin = people.admin.page;
  const member = people.member.page;
  const created = await admin.request.post("/api/events", {
    headers: sameOrigin(admin),
    data: { title: "Board games", description: "Bring a game", event_date: "2031-01-10T18:00:00Z" },
  });
  expect(created.status()).toBe(200);

  await member.goto("/dashboard/events");
  const memberCard = member.getByTestId("event-card").filter({ hasText: "Board games" });
  await memberCard.getByRole("link", { name: "RSVP" }).click();
  const rsvp = member.getByRole("dialog", { name: /RSVP: Board games/ });
  await rsvp.getByLabel("No, I cannot attend").check();
  await rsvp.getByRole("button", { name: "Submit RSVP" }).click();
  await expect(member.getByRole("status").filter({ hasText: "RSVP cancelled" })).toBeVisible();
  await expect(memberCard.getByTestId("my-rsvp")).toHaveText("Your answer: Not attending");

  await admin.goto("/dashboard/events");
  const card = admin.getByTestId("event-card").filter({ hasText: "Board games" });
  await expect(card.getByTestId("hc-declined")).toHaveText("1");
  await openMenu(card, "Actions for Board games");
  await card.getByRole("link", { name: "Edit" }).click();
  const edit = admin.getByRole("dialog", { name: "Edit Event" });
  await expect(edit.getByLabel("Title")).toHaveValue("Board games");
  await edit.getByLabel("Title").fill("Board games night");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Event updated successfully!" })).toBeVisible();

  const renamed = admin.getByTestId("event-card").filter({ hasText: "Board games night" });
  await openMenu(renamed, "Actions for Board games night");
  await renamed.getByRole("link", { name: "Delete" }).click();
  const confirm = admin.getByRole("dialog", { name: "Delete Event" });
  await expect(confirm).toContainText("Board games night");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByRole("status").filter({ hasText: "Event deleted successfully!" })).toBeVisible();
  await expect(admin.getByTestId("event-card").filter({ hasText: "Board games night" })).toHaveCount(0);
});

test("times follow the family's time zone without JavaScript and the viewer's zone with it", async ({ browser, javaScriptEnabled }) => {
  const ctx = await browser.newContext({ javaScriptEnabled, timezoneId: "Asia/Tokyo" });
  const page = await ctx.newPage();
  await signUpCreate(page, { name: "Tomo Owner", email: uniqueEmail("tz"), familyName: "The Zones" });
  const set = await page.request.post("/api/family/settings", {
    data: { time_zone: "America/New_York" },
    headers: sameOrigin(page),
  });
  expect(set.status()).toBe(200);

  await page.goto("/dashboard/events");
  await page.getByRole("link", { name: "Create Event" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Event" });
  await expect(dialog.getByTestId("event-time-zone")).toHaveText(
    javaScriptEnabled ? "Time zone: Asia/Tokyo" : "Time zone: America/New_York",
  );
  await dialog.getByLabel("Title").fill("Zoom call");
  await dialog.getByLabel("Description").fill("Say hi");
  await dialog.getByLabel("Date and time").fill("2030-07-04T15:00");
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Event created successfully!" })).toBeVisible();

  const events = (await (await page.request.get("/api/events")).json()) as { title: string; event_date: string }[];
  expect(events.find((e) => e.title === "Zoom call")!.event_date).toBe(
    javaScriptEnabled ? "2030-07-04T06:00:00.000Z" : "2030-07-04T19:00:00.000Z",
  );
  const card = page.getByTestId("event-card").filter({ hasText: "Zoom call" });
  // The zone is said once above the list, not after every time.
  await expect(card.locator("time")).toContainText(/Jul 4, 2030,? 3:00\sPM$/);
  await expect(page.getByTestId("events-time-zone")).toHaveText(`All times in ${javaScriptEnabled ? "Asia/Tokyo" : "America/New_York"}`);
  await openMenu(card, "Actions for Zoom call");
  await card.getByRole("link", { name: "Edit" }).click();
  await expect(page.getByRole("dialog", { name: "Edit Event" }).getByLabel("Date and time")).toHaveValue("2030-07-04T15:00");
  await ctx.close();
});
