// Reminders and digests (issue 28), with JavaScript on and off, on a 360 px phone: a member turns
// the weekly digest off in the profile's Notifications, an owner sets the reminder timing in the
// Admin tab, `npm run jobs -- --now` sends the event reminder (written to the zero-config outbox),
// and the email's Yes link opens the answer page, which records the RSVP without sign-in; the
// unsubscribe link's page turns one kind off. Every page here is axe clean at 360 px.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { familyWith, readOutboxMail, sameOrigin } from "./helpers";
import { axeFindings } from "./axe";

const PHONE = { width: 360, height: 740 };
const root = path.resolve(import.meta.dirname, "../..");

function runJobs(now: string) {
  const r = spawnSync(process.execPath, [path.join(root, "scripts/op.mjs"), "jobs", "--now", now], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: process.env.E2E_DATA_DIR!, APP_ORIGIN: `http://127.0.0.1:${process.env.E2E_PORT || 3100}` },
    encoding: "utf8",
  });
  expect(r.status, `${r.stdout}\n${r.stderr}`).toBe(0);
}

test("notifications in the profile and the Admin tab; answering and unsubscribing from a reminder without signing in", async ({ browser, javaScriptEnabled }) => {
  test.setTimeout(120_000);
  const { people } = await familyWith(browser, [], javaScriptEnabled);
  const owner = people.owner!;
  const page = owner.page;
  await page.setViewportSize(PHONE);

  // Profile → Notifications: turn the weekly digest off.
  await page.goto("/dashboard");
  const section = page.getByRole("region", { name: "Notifications" });
  await expect(section.getByLabel("Weekly digest", { exact: true })).toBeChecked();
  await section.getByLabel("Weekly digest", { exact: true }).uncheck();
  await section.getByRole("button", { name: "Save notifications" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notification settings saved" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("region", { name: "Notifications" }).getByLabel("Weekly digest", { exact: true })).not.toBeChecked();
  await expect(page.getByRole("region", { name: "Notifications" }).getByLabel("Event reminders", { exact: true })).toBeChecked();
  expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);

  // Admin tab: reminders a week and a day before, the digest on Friday at 18:00.
  await page.goto("/dashboard/admin");
  await page.getByLabel("Event reminder emails").selectOption("1w1d");
  await page.getByLabel("Day", { exact: true }).selectOption("5");
  await page.getByLabel("Hour", { exact: true }).selectOption("18");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: /Settings updated/ })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Event reminder emails")).toHaveValue("1w1d");
  await expect(page.getByLabel("Day", { exact: true })).toHaveValue("5");
  await expect(page.getByLabel("Hour", { exact: true })).toHaveValue("18");
  expect(await axeFindings(page, javaScriptEnabled, 360)).toEqual([]);

  // An event, and the day-before run of the scheduled work.
  // Two digits always: "T15:5:00" is no date, and the API rightly answered 400 (minutes 5-9, one
  // run in ten; seen once in CI).
  const minute = String(Math.floor(Math.random() * 50) + 5).padStart(2, "0");
  const when = `2031-0${javaScriptEnabled ? 4 : 5}-1${Math.floor(Math.random() * 9)}T15:${minute}:00.000Z`;
  const title = `Garden Party ${javaScriptEnabled ? "js" : "nojs"} ${minute}`;
  const created = await page.request.post("/api/events", { data: { title, description: "Lemonade", event_date: when, location: "The garden" }, headers: sameOrigin(page) });
  expect(created.status(), `${when}: ${await created.text()}`).toBe(200);
  const eventId = ((await created.json()) as { id: number }).id;
  runJobs(new Date(Date.parse(when) - 20 * 3_600_000).toISOString());
  const mail = await readOutboxMail(owner.email);
  expect(mail).toContain(`Subject: Reminder: ${title} is tomorrow`);
  const yes = /Yes, I'm coming: (\S+)/.exec(mail)![1];
  const unsubscribe = /^List-Unsubscribe:\s*<([^>]+)>/m.exec(mail.replace(/\r?\n[ \t]+/g, " "))![1];

  // The answer page, in a browser without a session.
  const ctx = await browser.newContext({ javaScriptEnabled, viewport: PHONE });
  const anon = await ctx.newPage();
  await anon.goto(yes);
  await expect(anon.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(anon.getByLabel("Yes, I'm coming")).toBeChecked();
  expect(await axeFindings(anon, javaScriptEnabled, 360)).toEqual([]);
  await anon.getByLabel("How many people in your party (you included)?").fill("3");
  await anon.getByRole("button", { name: "Save my answer" }).click();
  await expect(anon.getByTestId("rsvp-done")).toContainText("RSVP confirmed!");
  expect(await axeFindings(anon, javaScriptEnabled, 360)).toEqual([]);
  const event = (await (await page.request.get(`/api/events/${eventId}`)).json()) as { my_rsvp: { attending: boolean; guest_count: number } };
  expect(event.my_rsvp).toMatchObject({ attending: true, guest_count: 3 });

  // The unsubscribe page: a confirmation first, then that kind only is off.
  await anon.goto(unsubscribe);
  await expect(anon.getByRole("heading", { level: 1, name: "Unsubscribe" })).toBeVisible();
  expect(await axeFindings(anon, javaScriptEnabled, 360)).toEqual([]);
  await anon.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(anon.getByRole("status")).toContainText("No more event reminders");
  await page.goto("/dashboard");
  const after = page.getByRole("region", { name: "Notifications" });
  await expect(after.getByLabel("Event reminders", { exact: true })).not.toBeChecked();
  await expect(after.getByLabel("Announcements", { exact: true })).toBeChecked();
  await ctx.close();
});
