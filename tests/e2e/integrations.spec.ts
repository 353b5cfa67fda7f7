// Integrations journeys, with JavaScript on and off: a paid owner subscribes to the calendar and
// schedules video calls; a free owner sees the locks and the upgrade prompt.
import { expect, test } from "@playwright/test";
import { signUpCreate, uniqueEmail, setTier } from "./helpers";


test("a paid owner connects the calendar, sees the subscribe links and schedules video calls", async ({ page }) => {
  const code = await signUpCreate(page, { name: "Olivia Owner", email: uniqueEmail("owner"), familyName: "The Rivers" });
  setTier(code, "small_family");
  await page.goto("/dashboard/integrations");
  await expect(page.getByRole("heading", { name: "Integrations", level: 1 })).toBeVisible();
  await expect(page.getByTestId("upgrade-prompt")).toHaveCount(0);

  await page.getByRole("button", { name: "Connect Google Calendar" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Calendar connected. Use the links below to subscribe." })).toBeVisible();
  const feedUrl = await page.getByTestId("feed-url").inputValue();
  expect(feedUrl).toMatch(/\/calendar\/[A-Za-z0-9_-]{40,}\.ics$/);
  await expect(page.getByRole("link", { name: "Subscribe in Google Calendar" })).toHaveAttribute(
    "href",
    `https://calendar.google.com/calendar/render?cid=${encodeURIComponent(feedUrl.replace(/^https?:/, "webcal:"))}`,
  );
  await expect(page.getByRole("link", { name: "Subscribe in Outlook" })).toHaveAttribute("href", /^https:\/\/outlook\.live\.com\/calendar\/0\/addfromweb\?url=/);
  await expect(page.getByRole("link", { name: "Subscribe in Apple Calendar" })).toHaveAttribute("href", feedUrl.replace(/^https?:/, "webcal:"));
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(await feed.text()).toContain("BEGIN:VCALENDAR");

  for (const n of [1, 2, 3, 4]) {
    await page.getByRole("link", { name: "Schedule video call" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule video call" });
    await dialog.getByLabel("Title").fill(`Family call ${n}`);
    if (n === 1) {
      // A missing time keeps the modal open with the message and what was typed.
      await dialog.getByRole("button", { name: "Schedule call" }).click();
      const again = page.getByRole("dialog", { name: "Schedule video call" });
      await expect(again.getByRole("alert")).toHaveText("Please fill in the call title and time");
      await expect(again.getByLabel("Title")).toHaveValue("Family call 1");
    }
    const d = page.getByRole("dialog", { name: "Schedule video call" });
    await d.getByLabel("Date and time").fill(`2031-0${n}-15T18:00`);
    await d.getByLabel("Duration (minutes)").fill("45");
    await d.getByRole("button", { name: "Schedule call" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Video call scheduled" })).toBeVisible();
  }
  const calls = page.getByTestId("video-call");
  await expect(calls).toHaveCount(3);
  await expect(calls.nth(0)).toContainText("Family call 4");
  await expect(calls.nth(0)).toContainText("45 minutes");
  await expect(calls.nth(0).getByTestId("call-status")).toHaveText("Scheduled");
  await expect(page.getByTestId("video-calls")).not.toContainText("Family call 1");
  await expect(calls.nth(0).getByRole("link", { name: "Join Family call 4" })).toHaveAttribute(
    "href",
    new RegExp(`^https://meet\\.jit\\.si/Kindred-[0-9a-f]{32}#userInfo\\.displayName=${encodeURIComponent('"Olivia Owner"')}$`),
  );

  // The plan lapses while the page is open: the next connect answers 403 and opens the upgrade prompt.
  setTier(code, "free");
  await page.getByRole("button", { name: "Get a new link" }).click();
  const upgrade = page.getByRole("dialog", { name: "Upgrade to use integrations" });
  await expect(upgrade).toContainText("Integrations need a paid plan.");
  await expect(upgrade.getByRole("link", { name: "See plans and upgrade" })).toHaveAttribute("href", "/dashboard/subscription");
});

test("a free-plan owner sees the locks and the upgrade prompt", async ({ page }) => {
  await signUpCreate(page, { name: "Frank Free", email: uniqueEmail("free"), familyName: "The Frees" });
  await expect(page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /Integrations/ })).toContainText("🔒");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /Integrations/ }).click();
  await expect(page).toHaveURL(/\/dashboard\/integrations$/);
  const prompt = page.getByTestId("upgrade-prompt");
  await expect(prompt).toContainText("Integrations need a paid plan");
  await expect(prompt.getByRole("link", { name: "See plans and upgrade" })).toHaveAttribute("href", "/dashboard/subscription");
  expect(await page.getByRole("img", { name: "Locked on the free plan" }).count()).toBeGreaterThanOrEqual(5);

  await page.getByRole("link", { name: "Connect Google Calendar" }).click();
  const dialog = page.getByRole("dialog", { name: "Upgrade to use integrations" });
  await expect(dialog).toContainText("Integrations need a paid plan. Please upgrade your subscription to connect integrations.");
  await expect(dialog.getByRole("link", { name: "See plans and upgrade" })).toHaveAttribute("href", "/dashboard/subscription");
  await dialog.getByRole("link", { name: "Not now" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});
