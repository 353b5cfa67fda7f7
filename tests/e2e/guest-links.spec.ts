// Guest links (issue 38), with JavaScript on and off, on a 360 px phone: the owner shares an album
// (guests may add photos) from the guest links page, an event and its sign-up list; a relative
// without an account uploads two photos through the album link, answers the event and takes a
// sign-up place; the family sees it all. Every guest page and the guest links page are axe clean.
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { familyWith, sameOrigin } from "./helpers";
import { axeFindings } from "./axe";

const PHONE = { width: 360, height: 740 };

const jpeg = (r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: { r, g, b } } })
    .jpeg()
    .toBuffer();

async function post(page: Page, url: string, data: Record<string, unknown>) {
  const res = await page.request.post(url, { headers: sameOrigin(page), data });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return (await res.json()) as { id: number; url: string };
}

test("a relative without an account adds photos, answers the event and takes a sign-up place", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(90_000);
  const { people } = await familyWith(browser, [], javaScriptEnabled);
  const owner = people.owner!.page;
  await owner.setViewportSize(PHONE);
  const album = await post(owner, "/api/albums", { name: "Reunion 2031" });
  const event = await post(owner, "/api/events", { title: "Reunion picnic", description: "Bring a blanket", event_date: "2031-07-04T16:00:00Z", location: "Lake park" });
  await post(owner, `/api/events/${event.id}/signups`, { name: "Potato salad", quantity: 2 });

  // The album's link, made on the guest links page as the Admin tab's "Share a guest link" opens it.
  await owner.goto(`/dashboard/guest-links?kind=album&target=${album.id}`);
  const form = owner.getByTestId("create-guest-link");
  await expect(form.getByLabel("What it opens")).toHaveValue(`album:${album.id}`);
  expect(await axeFindings(owner, javaScriptEnabled, 360)).toEqual([]);
  await form.getByLabel("Guests may add photos (albums only)").check();
  await form.getByLabel("Label").fill("Cousins at the reunion");
  await form.getByLabel("Label").press("Enter");
  await expect(owner.getByRole("status").filter({ hasText: "Guest link created" })).toBeVisible({ timeout: 15_000 });
  const row = owner.getByTestId("guest-link-row").filter({ hasText: "Cousins at the reunion" });
  await expect(row).toContainText("Album: Reunion 2031 · guests may add photos");
  await expect(row.getByRole("img", { name: "QR code of the guest link Cousins at the reunion" })).toBeVisible();
  const albumUrl = await row.getByTestId("guest-link-url").inputValue();
  expect(await axeFindings(owner, javaScriptEnabled, 360)).toEqual([]);
  const eventLink = await post(owner, "/api/guest-links", { kind: "event", target_id: event.id, label: "Picnic answers" });
  const listLink = await post(owner, "/api/guest-links", { kind: "signups", target_id: event.id, label: "Picnic potluck" });

  // The relative: a phone, no account, no cookies.
  const ctx = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
  const guest = await ctx.newPage();
  await guest.goto(new URL(albumUrl).pathname);
  await expect(guest.getByRole("heading", { level: 1, name: "Reunion 2031" })).toBeVisible();
  expect(await axeFindings(guest, javaScriptEnabled, 360)).toEqual([]);
  await guest.getByLabel("Your name").fill("Cousin Carla");
  await guest.getByLabel("Your photos").setInputFiles([
    { name: "lake.jpg", mimeType: "image/jpeg", buffer: await jpeg(200, 40, 40) },
    { name: "cake.jpg", mimeType: "image/jpeg", buffer: await jpeg(40, 40, 200) },
  ]);
  await guest.getByRole("button", { name: "Add photos" }).click();
  // Two images through the pipeline on a shared 2-core machine: give it time.
  await expect(guest.getByTestId("guest-done")).toHaveText("Thank you! Your photos were added to the album.", { timeout: 20_000 });
  await expect(guest.getByTestId("guest-photos").getByText("Added by Cousin Carla (guest)")).toHaveCount(2);
  expect(await axeFindings(guest, javaScriptEnabled, 360)).toEqual([]);

  await guest.goto(new URL(eventLink.url).pathname);
  await expect(guest.getByRole("heading", { level: 1, name: "Reunion picnic" })).toBeVisible();
  expect(await axeFindings(guest, javaScriptEnabled, 360)).toEqual([]);
  await guest.getByLabel("Your name").fill("Cousin Carla");
  await guest.getByLabel("Yes, I'm coming").check();
  await guest.getByLabel("How many people in your party (you included)?").fill("3");
  await guest.getByRole("button", { name: "Save my answer" }).click();
  await expect(guest.getByTestId("guest-done")).toHaveText("RSVP confirmed! See you there.");
  await expect(guest.getByTestId("guest-answer")).toContainText("Your answer: Attending (3 people)");

  await guest.goto(new URL(listLink.url).pathname);
  await expect(guest.getByText("Potato salad: 2 of 2 still needed")).toBeVisible();
  expect(await axeFindings(guest, javaScriptEnabled, 360)).toEqual([]);
  await guest.getByLabel("Your name").fill("Cousin Carla");
  await guest.getByLabel("What will you bring or do?").selectOption({ label: "Potato salad (2 still needed)" });
  await guest.getByLabel("How many?").fill("1");
  await guest.getByRole("button", { name: "Sign me up" }).click();
  await expect(guest.getByTestId("guest-done")).toHaveText("Thank you! You are signed up.");
  await expect(guest.getByText("Potato salad: 1 of 2 still needed")).toBeVisible();

  // The family sees it all at once.
  await owner.goto("/dashboard/events");
  const card = owner.getByTestId("event-card").filter({ hasText: "Reunion picnic" });
  await expect(card.getByTestId("hc-total")).toHaveText("3");
  await expect(card.getByTestId("signup-summary")).toContainText("1 of 2 still needed");
  const photos = await (await owner.request.get(`/api/photos?album=${encodeURIComponent("Reunion 2031")}`)).json();
  expect(photos.filter((p: { uploaded_by_name: string }) => p.uploaded_by_name === "Cousin Carla (guest)")).toHaveLength(2);

  // The Admin tab lists the links with their QR codes; revoked there, the link opens nothing.
  await owner.goto("/dashboard/admin");
  const panel = owner.getByTestId("guest-links-panel");
  await expect(panel.getByTestId("guest-link-row")).toHaveCount(3);
  await expect(panel.getByRole("img", { name: "QR code of the guest link Picnic answers" })).toBeVisible();
  expect(await axeFindings(owner, javaScriptEnabled, 360)).toEqual([]);
  await panel.getByRole("link", { name: "Revoke Picnic answers" }).click();
  const dialog = owner.getByRole("dialog", { name: "Revoke guest link" });
  await dialog.getByRole("button", { name: "Revoke" }).click();
  await expect(owner.getByRole("status").filter({ hasText: "Guest link revoked" })).toBeVisible();
  const gone = await guest.goto(new URL(eventLink.url).pathname);
  expect(gone?.status()).toBe(404);
  await expect(guest.getByRole("alert")).toContainText("This link does not work");
  await ctx.close();
});
