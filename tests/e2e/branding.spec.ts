// Large Family's custom branding, with JavaScript on and off: the owner of a Large Family family
// sets an accent colour (a too-light one is refused next to the field) and uploads a logo; both
// show in the dashboard header and the logo on the invite page. After a downgrade to Small Family
// they are gone from the header, and the Plan tab says the branding is kept.
import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { signUpCreate, uniqueEmail, setTier } from "./helpers";


test("a Large Family owner brands the family; a downgrade hides the branding", async ({ page, browser, javaScriptEnabled }) => {
  const code = await signUpCreate(page, { name: "Olivia Owner", email: uniqueEmail("owner"), familyName: "The Rivers" });
  setTier(code, "medium_family");
  const header = page.getByTestId("dashboard-header");

  await page.goto("/dashboard/subscription");
  const panel = page.getByTestId("branding-panel");
  await expect(panel.getByRole("heading", { name: "Custom branding" })).toBeVisible();
  await expect(panel).toContainText("Included in your Large Family plan.");

  // Too light for white text: refused next to the field, with what was typed kept.
  await panel.getByLabel("Accent colour").fill("#ffeb3b");
  await panel.getByRole("button", { name: "Save colour" }).click();
  await expect(panel.getByText(/^White text on #ffeb3b has a contrast of only 1\.\d+:1/)).toBeVisible();
  await expect(panel.getByLabel("Accent colour")).toHaveAttribute("aria-invalid", "true");
  await expect(panel.getByLabel("Accent colour")).toHaveValue("#ffeb3b");
  await expect(header).toHaveAttribute("class", "topbar");

  await panel.getByLabel("Accent colour").fill("#1a5e20");
  await panel.getByRole("button", { name: "Save colour" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Accent colour saved" })).toBeVisible();
  await expect(header).toHaveAttribute("class", "topbar branded");
  await expect(header).toHaveAttribute("style", /--family-accent:\s*#1a5e20/);
  await expect(header).toHaveCSS("border-top-color", "rgb(26, 94, 32)");

  const logo = await sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 26, g: 94, b: 32 } } }).png().toBuffer();
  await panel.getByLabel("Family logo").setInputFiles({ name: "rivers.png", mimeType: "image/png", buffer: logo });
  await panel.getByRole("button", { name: "Upload logo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Logo uploaded" })).toBeVisible();
  const headerLogo = header.getByRole("img", { name: "The Rivers logo" });
  await expect(headerLogo).toBeVisible();
  const src = (await headerLogo.getAttribute("src"))!;
  expect(src).toMatch(new RegExp(`^/branding/${code}/logo\\?v=[a-f0-9]{32}$`));
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await served.body()).metadata()).width).toBe(256);

  // A relative opening the invite link sees the logo too.
  const visitor = await (await browser.newContext({ javaScriptEnabled })).newPage();
  await visitor.goto(`/invite/${code}`);
  await expect(visitor.getByRole("heading", { name: "The Rivers" })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "The Rivers logo" })).toHaveAttribute("src", src);
  await expect(visitor.getByTestId("invite-card")).toHaveCSS("border-top-color", "rgb(26, 94, 32)");

  // Downgrade to Small Family: the dialog says the branding is kept; the header drops it.
  await page.getByTestId("plan-card-small_family").getByRole("link", { name: "Downgrade to Small Family" }).click();
  const dialog = page.getByRole("dialog", { name: "Downgrade plan" });
  await expect(dialog).toContainText("Your custom branding is kept but not shown on the Small Family plan");
  await dialog.getByRole("button", { name: "Downgrade to Small Family" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your family is now on the Small Family plan" })).toBeVisible();
  await expect(page.getByTestId("current-plan")).toHaveText("Small Family");
  await expect(header.getByRole("img", { name: "The Rivers logo" })).toHaveCount(0);
  await expect(header).toHaveAttribute("class", "topbar");
  await expect(header).not.toHaveAttribute("style", /family-accent/);
  await expect(page.getByTestId("branding-kept")).toContainText("saved but not shown on this plan");
  await expect(panel.getByLabel("Accent colour")).toHaveCount(0);

  await visitor.reload();
  await expect(visitor.getByRole("heading", { name: "The Rivers" })).toBeVisible();
  await expect(visitor.getByRole("img", { name: "The Rivers logo" })).toHaveCount(0);
});
