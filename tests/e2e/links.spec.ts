// In-app links are the framework's <Link> and <NavLink> (decision record 150): without JavaScript
// they are ordinary links; with it a left click is a client-side navigation (no reload), the tab bar
// marks the current tab (aria-current="page"), a link that opens a modal keeps the scroll position,
// Back returns without a reload, a modified click is left to the browser, and hovering a tab
// prefetches its page's data.
import { expect, test } from "@playwright/test";
import { signUpCreate, uniqueEmail } from "./helpers";

test("tab and modal links navigate, in the page with JavaScript, as plain links without", async ({ page, javaScriptEnabled }) => {
  await signUpCreate(page, { name: "Lee Links", email: uniqueEmail("links"), familyName: "The Links" });
  await page.goto("/dashboard");
  const tabs = page.getByRole("navigation", { name: "Dashboard" });
  await expect(tabs.getByRole("link", { name: "Events" })).toHaveAttribute("href", "/dashboard/events");
  await expect(tabs.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Events" })).not.toHaveAttribute("aria-current", /./);

  if (!javaScriptEnabled) {
    await tabs.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    await expect(tabs.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/dashboard\/events\?modal=add-event$/);
    await expect(page.getByRole("dialog", { name: "Create Event" })).toBeVisible();
    return;
  }

  // A marker on window survives only if the page was not reloaded.
  await page.evaluate(() => ((window as unknown as { kept: number }).kept = 42));
  const kept = () => page.evaluate(() => (window as unknown as { kept?: number }).kept ?? null);

  // Hovering a tab for a moment adds the framework's prefetch links for its page's data; leaving removes them.
  const birthdaysTab = tabs.getByRole("link", { name: "Birthdays" });
  await birthdaysTab.hover();
  await expect(page.locator('link[rel="prefetch"][href*="/dashboard/birthdays.data"]')).toHaveCount(1);
  await page.getByRole("heading", { level: 1 }).first().hover();
  await expect(page.locator('link[rel="prefetch"][href*="/dashboard/birthdays.data"]')).toHaveCount(0);

  await tabs.getByRole("link", { name: "Events" }).click();
  await expect(page).toHaveURL(/\/dashboard\/events$/);
  await expect(page.getByRole("heading", { name: "Events" }).first()).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Home" })).not.toHaveAttribute("aria-current", /./);
  expect(await kept()).toBe(42);

  // A modal link keeps the page where it was scrolled to (preventScrollReset).
  await page.setViewportSize({ width: 360, height: 240 });
  const before = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    return window.scrollY;
  });
  expect(before).toBeGreaterThan(0);
  await page.getByRole("link", { name: "Create Event" }).evaluate((el: HTMLElement) => el.click());
  await expect(page).toHaveURL(/\/dashboard\/events\?modal=add-event$/);
  await expect(page.getByRole("dialog", { name: "Create Event" })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  expect(await kept()).toBe(42);
  await page.setViewportSize({ width: 1280, height: 720 });

  // Back goes back to the page without the modal, still without a reload.
  await page.goBack();
  await expect(page).toHaveURL(/\/dashboard\/events$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await kept()).toBe(42);

  // A Ctrl/Cmd click is the browser's (a new tab), not an in-page navigation.
  const [popup] = await Promise.all([
    page.context().waitForEvent("page"),
    tabs.getByRole("link", { name: "Directory" }).click({ modifiers: ["ControlOrMeta"] }),
  ]);
  await expect(popup).toHaveURL(/\/dashboard\/directory$/);
  await expect(page).toHaveURL(/\/dashboard\/events$/);
  await popup.close();
});
