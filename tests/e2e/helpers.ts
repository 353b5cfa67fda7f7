// Journeys go through the real pages. Each works with JavaScript on and off (two projects).
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { expect, type Browser, type Locator, type Page } from "@playwright/test";

let n = 0;
export function uniqueEmail(prefix = "user"): string {
  n += 1;
  return `${prefix}.${Date.now().toString(36)}${n}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

export const PASSWORD = "family-secret";

/**
 * The e2e server trusts X-Forwarded-For (TRUST_PROXY=1), so each sign-up can come from its own
 * address, as relatives would, and the per-address registration limit applies per person.
 */
async function asNewVisitor(page: Page) {
  const b = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${b()}.${b()}.${b()}` });
}

/** Signs up through /auth creating a family; returns the family code shown on the dashboard. */
export async function signUpCreate(page: Page, opts: { name: string; email: string; familyName: string; password?: string }) {
  await asNewVisitor(page);
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Your name").fill(opts.name);
  await page.getByLabel("Email").fill(opts.email);
  await page.getByLabel("Password", { exact: true }).fill(opts.password ?? PASSWORD);
  await page.getByLabel("Confirm password").fill(opts.password ?? PASSWORD);
  await page.getByLabel("Create a new family").check();
  await page.getByLabel("Family name").fill(opts.familyName);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const code = (await page.getByTestId("family-code").textContent())?.trim() ?? "";
  expect(code).toMatch(/^[A-Z0-9]{6,8}$/);
  return code;
}

/** Signs up through /auth joining a family by code. */
export async function signUpJoin(page: Page, opts: { name: string; email: string; code: string; password?: string }) {
  await asNewVisitor(page);
  await page.goto("/auth?mode=signup");
  await page.getByLabel("Your name").fill(opts.name);
  await page.getByLabel("Email").fill(opts.email);
  await page.getByLabel("Password", { exact: true }).fill(opts.password ?? PASSWORD);
  await page.getByLabel("Confirm password").fill(opts.password ?? PASSWORD);
  await page.getByLabel("Join a family with a code").check();
  await page.getByLabel("Family code").fill(opts.code.toLowerCase());
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Headers for a write through `page.request` with the page's session cookie: like the app's own
 * pages it must name its origin, or the cross-origin check refuses it (decision record 020).
 */
export function sameOrigin(page: Page): Record<string, string> {
  return { Origin: new URL(page.url()).origin };
}

/** Opens a card's quiet ⋯ menu (app/ui/CardMenu.tsx, a <details>) by its name, e.g. "Actions for Picnic". */
export async function openCardMenu(scope: Page | Locator, label: string) {
  const summary = scope.locator("details.card-menu > summary", { hasText: label });
  if ((await summary.locator("xpath=..").getAttribute("open")) === null) await summary.click();
}

export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
}

/**
 * A family with an owner, and optionally an admin/member/guest, each in its own browser context
 * (accounts made through the pages; roles set through the API with the owner's session cookie).
 */
export async function familyWith(browser: Browser, roles: ("admin" | "member" | "guest")[], jsOn: boolean) {
  const ownerCtx = await browser.newContext({ javaScriptEnabled: jsOn });
  const owner = await ownerCtx.newPage();
  const ownerEmail = uniqueEmail("owner");
  const code = await signUpCreate(owner, { name: "Olivia Owner", email: ownerEmail, familyName: "The Rivers" });
  const people: Record<string, { page: Page; email: string; name: string }> = {
    owner: { page: owner, email: ownerEmail, name: "Olivia Owner" },
  };
  for (const role of roles) {
    const ctx = await browser.newContext({ javaScriptEnabled: jsOn });
    const page = await ctx.newPage();
    const email = uniqueEmail(role);
    const name = `${role[0]!.toUpperCase()}${role.slice(1)} Person`;
    await signUpJoin(page, { name, email, code });
    if (role !== "member") {
      const members = await owner.request.get("/api/family/members");
      const list = (await members.json()) as { id: number; email: string }[];
      const id = list.find((m) => m.email === email)!.id;
      const res = await owner.request.post(`/api/family/members/${id}/role`, {
        data: { new_role: role, reason: "e2e" },
        headers: sameOrigin(owner),
      });
      expect(res.status()).toBe(200);
      await page.reload();
    }
    people[role] = { page, email, name };
  }
  return { code, people };
}

/** The newest email to `address` written to the zero-config outbox ($DATA_DIR/outbox). */
export async function readOutboxMail(address: string, timeoutMs = 10_000): Promise<string> {
  const dir = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (fs.existsSync(dir)) {
      const files = fs.readdirSync(dir).sort().reverse();
      for (const f of files) {
        const raw = fs.readFileSync(path.join(dir, f), "utf8");
        if (raw.includes(`To: ${address}`)) {
          return raw.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16)));
        }
      }
    }
    if (Date.now() > deadline) throw new Error(`no email to ${address}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Puts a family on a plan straight in the e2e server's database (paid tiers without a checkout). */
export function setTier(code: string, tier: "free" | "small_family" | "medium_family") {
  const db = new Database(path.join(process.env.E2E_DATA_DIR!, "app.db"));
  try {
    db.pragma("busy_timeout = 5000");
    db.prepare("UPDATE families SET subscription_tier = ? WHERE family_code = ?").run(tier, code);
  } finally {
    db.close();
  }
}
