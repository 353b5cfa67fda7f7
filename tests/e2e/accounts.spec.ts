// Foundation journeys: create a family, join it with the code in a second browser context,
// sign out, sign in, and reset a password through the emailed link. Runs with JS on and off.
import { expect, test } from "@playwright/test";
import { PASSWORD, readOutboxMail, sameOrigin, signIn, signOut, signUpCreate, signUpJoin, uniqueEmail } from "./helpers";

test("create a family, a relative joins with the code, sign out and in again", async ({ browser, javaScriptEnabled }) => {
  const ownerCtx = await browser.newContext({ javaScriptEnabled });
  const owner = await ownerCtx.newPage();
  const ownerEmail = uniqueEmail("owner");

  await owner.goto("/");
  await expect(owner.getByRole("heading", { name: /Your family, together/ })).toBeVisible();
  await owner.getByRole("link", { name: "Get started" }).click();
  await expect(owner).toHaveURL(/\/auth\?mode=signup/);

  const code = await signUpCreate(owner, { name: "Grace Hopper", email: ownerEmail, familyName: "The Hoppers" });
  await expect(owner.getByRole("status").filter({ hasText: `Your family code is ${code}` })).toBeVisible();
  await expect(owner.getByTestId("family-name")).toHaveText("The Hoppers");
  await expect(owner.getByTestId("role-badge")).toHaveText("Owner");

  // A second person joins in their own browser context with the (lowercased) code.
  const relativeCtx = await browser.newContext({ javaScriptEnabled });
  const relative = await relativeCtx.newPage();
  const relativeEmail = uniqueEmail("relative");
  await signUpJoin(relative, { name: "Alan Hopper", email: relativeEmail, code });
  await expect(relative.getByTestId("family-name")).toHaveText("The Hoppers");
  await expect(relative.getByTestId("role-badge")).toHaveCount(0);

  // The owner sees two members through the API with their browser session.
  const members = await (await owner.request.get("/api/family/members")).json();
  expect(members.map((m: { email: string }) => m.email).sort()).toEqual([ownerEmail, relativeEmail].sort());

  await signOut(relative);
  await expect(relative.getByText("Logged out successfully")).toBeVisible();
  await relative.goto("/dashboard");
  await expect(relative).toHaveURL(/\/auth$/);

  // Wrong password, then the right one.
  await relative.goto("/auth");
  await relative.getByLabel("Email").fill(relativeEmail);
  await relative.getByLabel("Password").fill("wrong-password");
  await relative.getByRole("button", { name: "Sign in" }).click();
  await expect(relative.getByRole("alert")).toHaveText("Invalid email or password");
  await expect(relative.getByLabel("Email")).toHaveValue(relativeEmail);
  await signIn(relative, relativeEmail);
  await expect(relative.getByText("Welcome back, Alan Hopper!")).toBeVisible();

  await ownerCtx.close();
  await relativeCtx.close();
});

test("joining with an unknown code is refused and creates nothing", async ({ page, javaScriptEnabled }) => {
  const email = uniqueEmail("lost");
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Your name").fill("Lost Cousin");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel("Join a family with a code").check();
  await page.getByLabel("Family code").fill("ZZZZZZ");
  if (javaScriptEnabled) {
    // The lookup runs 1 s after typing and blocks the submit button.
    await expect(page.getByText("Invalid family code")).toBeVisible();
    await expect(page.getByRole("button", { name: "Create account" })).toBeDisabled();
  } else {
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid family code");
    await expect(page.getByLabel("Your name")).toHaveValue("Lost Cousin");
  }
  const check = await page.request.post("/api/auth/check-email", { data: { email }, headers: sameOrigin(page) });
  expect((await check.json()).exists).toBe(false);
});

test("an existing email opens the reset modal; the emailed link sets a new password", async ({ browser, javaScriptEnabled }) => {
  const ctx = await browser.newContext({ javaScriptEnabled });
  const page = await ctx.newPage();
  const email = uniqueEmail("forgetful");
  await signUpCreate(page, { name: "Forgetful Fran", email, familyName: "The Frans" });
  await signOut(page);

  // Registering again with the same email opens the reset-password modal prefilled.
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Your name").fill("Fran Again");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password").fill(PASSWORD);
  await page.getByLabel("Family name").fill("Another");
  await page.getByRole("button", { name: "Create account" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset password" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Email")).toHaveValue(email);
  await dialog.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByText(/^Password reset email sent!/)).toBeVisible();

  const mail = await readOutboxMail(email);
  const link = /(http:\/\/\S+\/reset-password\?token=[\w%-]+)/.exec(mail)?.[1];
  expect(link).toBeTruthy();
  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("short");
  await page.getByLabel("Confirm new password").fill("short");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toHaveText("Password must be at least 6 characters long");
  await page.getByLabel("New password", { exact: true }).fill("brand-new-secret");
  await page.getByLabel("Confirm new password").fill("brand-new-secret");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your password has been reset" })).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/, { timeout: 8000 });

  // The link is single use, and the new password works.
  await page.goto(link!);
  await page.getByLabel("New password", { exact: true }).fill("another-secret");
  await page.getByLabel("Confirm new password").fill("another-secret");
  await page.getByRole("button", { name: "Reset password" }).click();
  await expect(page.getByRole("alert")).toContainText("invalid or has expired");
  await signIn(page, email, "brand-new-secret");
  await ctx.close();
});

test("invite link shows the family and registers into it", async ({ browser, javaScriptEnabled }) => {
  const ctx = await browser.newContext({ javaScriptEnabled });
  const owner = await ctx.newPage();
  const code = await signUpCreate(owner, { name: "Ivy Inviter", email: uniqueEmail("inviter"), familyName: "The Invitees" });
  const guestCtx = await browser.newContext({ javaScriptEnabled });
  const visitor = await guestCtx.newPage();
  await visitor.goto(`/invite/${code}`);
  await expect(visitor.getByRole("heading", { name: "The Invitees" })).toBeVisible();
  await expect(visitor.getByText("1 member")).toBeVisible();
  await visitor.getByLabel("Your name").fill("Invited Ian");
  await visitor.getByLabel("Email").fill(uniqueEmail("invited"));
  await visitor.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await visitor.getByLabel("Confirm password").fill(PASSWORD);
  await visitor.getByRole("button", { name: "Join The Invitees" }).click();
  await expect(visitor).toHaveURL(/\/dashboard$/);
  await expect(visitor.getByTestId("family-name")).toHaveText("The Invitees");

  const stats = await (await owner.request.get(`/api/invite-stats/${code}`)).json();
  expect(stats.total_invite_joins).toBe(1);
  expect(stats.recent_joins[0].user_name).toBe("Invited Ian");

  // A signed-in member is sent to the dashboard; a visitor with a wrong code sees the error screen.
  await visitor.goto(`/invite/${code}`);
  await expect(visitor).toHaveURL(/\/dashboard$/);
  const strangerCtx = await browser.newContext({ javaScriptEnabled });
  const stranger = await strangerCtx.newPage();
  await stranger.goto("/invite/NOPE99");
  await expect(stranger.getByRole("heading", { name: "Invalid Invite Link" })).toBeVisible();
  await expect(stranger.getByText("Invalid invite link. Please check the link or contact the family member who shared it.")).toBeVisible();
  await stranger.getByRole("link", { name: "Sign Up Manually" }).click();
  await expect(stranger).toHaveURL(/\/auth\?mode=signup$/);
  await stranger.goto("/invite");
  await expect(stranger.getByText("No family code provided in the invite link.")).toBeVisible();
  await ctx.close();
  await guestCtx.close();
  await strangerCtx.close();
});
