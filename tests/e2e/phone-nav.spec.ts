// On a 360 px phone every tab is reachable (JavaScript on and off): Home, Events, Photos and
// Birthdays in the bar at the bottom, the rest under "More" (a <details>); the page says where you are.
import fs from "node:fs";
import { expect, test } from "@playwright/test";
import { signUpCreate, uniqueEmail } from "./helpers";

test.use({ viewport: { width: 360, height: 740 } });

test("on a phone every tab is reachable from the bottom bar or More, and shows where you are", async ({ page, javaScriptEnabled }) => {
  await signUpCreate(page, { name: "Pat Phone", email: uniqueEmail("phone"), familyName: "The Phones" });
  const nav = page.getByRole("navigation", { name: "Dashboard" });
  const bar = ["Home", "Events", "Photos", "Birthdays"];
  const more = ["Trip Planning", "Family Directory", "Family tree", "Surveys", "Admin", /Integrations/, "Plan"];

  // The bar: four tabs and More, all on screen; the current one is marked.
  for (const name of [...bar, "More"]) {
    const item = name === "More" ? nav.locator("summary") : nav.getByRole("link", { name, exact: true });
    await expect(item).toBeVisible();
    const box = (await item.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
    expect(box.y + box.height).toBeLessThanOrEqual(740);
  }
  await expect(nav.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("aria-current", "page");

  for (const name of bar.slice(1)) {
    await nav.getByRole("link", { name, exact: true }).click();
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  }

  // The other tabs sit behind More; the chosen one is marked there, and More says so.
  for (const name of more) {
    await expect(nav.getByRole("link", { name, exact: true })).toBeHidden();
    await nav.locator("summary").click();
    const link = nav.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).not.toHaveURL(/\/dashboard$/);
    await expect(nav.getByRole("link", { name, exact: true })).toBeHidden(); // More is closed again on the new page
    await nav.locator("summary").click();
    await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("summary")).toContainText("current page");
    await nav.locator("summary").click(); // and closes again
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  }

  if (process.env.E2E_SCREENSHOTS) {
    fs.mkdirSync(process.env.E2E_SCREENSHOTS, { recursive: true });
    for (const path of ["/dashboard", "/dashboard/events", "/dashboard/photos", "/dashboard/trip", "/dashboard/birthdays", "/dashboard/directory", "/dashboard/surveys", "/dashboard/admin", "/dashboard/integrations", "/dashboard/subscription"]) {
      await page.goto(path);
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${javaScriptEnabled ? "js" : "nojs"}${path.replace(/\//g, "_")}.png`, fullPage: true });
    }
  }
});
