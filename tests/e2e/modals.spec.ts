// Modals are URL state rendered as an open <dialog>. With JavaScript they become real modals
// (focus moves in, Tab stays inside, Esc closes, focus returns to the opener); without it the
// server-rendered dialog works with links, and the dashboard's header stays reachable.
import { expect, test, type Page } from "@playwright/test";
import { signUpCreate, uniqueEmail } from "./helpers";

const activeInDialog = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    return a !== null && a !== document.body && a.closest("dialog") !== null;
  });

async function signOutUnderPointer(page: Page) {
  const box = (await page.getByRole("button", { name: "Sign out" }).boundingBox())!;
  const hit = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.textContent?.trim(), [box.x + box.width / 2, box.y + box.height / 2]);
  return hit === "Sign out";
}

test("a modal is used and closed with the keyboard, and the opener gets focus back", async ({ page, javaScriptEnabled }) => {
  await signUpCreate(page, { name: "Kim Keys", email: uniqueEmail("keys"), familyName: "The Keys" });
  await page.goto("/dashboard/events");
  const opener = page.getByRole("link", { name: "Create Event" });
  const dialog = page.getByRole("dialog", { name: "Create Event" });

  if (!javaScriptEnabled) {
    // Without JavaScript: the server-rendered open dialog; Sign out and the tabs are not covered.
    await opener.click();
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/modal=add-event/);
    expect(await signOutUnderPointer(page)).toBe(true);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    return;
  }

  // Opened with the keyboard: focus moves into the dialog, on its first field.
  await opener.focus();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/modal=add-event/);
  await expect(dialog.getByLabel("Title")).toBeFocused();
  expect(await page.evaluate(() => document.querySelector("dialog")!.matches(":modal"))).toBe(true);

  // Tab and Shift+Tab cycle inside the dialog; the page behind (Sign out, the tabs) is inert.
  const seen = new Set<string>();
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Tab");
    expect(await activeInDialog(page)).toBe(true);
    seen.add(await page.evaluate(() => document.activeElement!.outerHTML.slice(0, 60)));
  }
  for (let i = 0; i < 12; i += 1) {
    await page.keyboard.press("Shift+Tab");
    expect(await activeInDialog(page)).toBe(true);
  }
  expect(seen.size).toBeGreaterThan(3);
  // The page behind is inert: the backdrop, not Sign out, is under the pointer.
  expect(await signOutUnderPointer(page)).toBe(false);

  // Esc closes it: the URL loses ?modal=, and focus is back on the opener.
  await dialog.getByLabel("Title").fill("Half typed");
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/events$/);
  await expect(opener).toBeFocused();
  await expect(page.getByRole("button", { name: "Sign out" })).toBeVisible();

  // A modal opened from its address (a shared link, a reload) is modal too, and Close works.
  await page.goto("/dashboard/events?modal=add-event");
  await expect(dialog).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.querySelector("dialog")?.matches(":modal") ?? false)).toBe(true);
  await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/events$/);

  // After a failed submit the dialog stays modal and focus goes to the field in error.
  await opener.click();
  await dialog.getByRole("button", { name: "Create Event" }).click();
  await expect(dialog.getByRole("alert").first()).toBeVisible();
  expect(await page.evaluate(() => document.querySelector("dialog")!.matches(":modal"))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});
