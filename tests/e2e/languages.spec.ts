// Languages (issue 40), with JavaScript on and off: the sign-in page in French from the browser's
// Accept-Language; Arabic (right to left) chosen with the public pages' language picker without
// JavaScript; the dashboard in Spanish after choosing it in the profile; and axe clean at 360 px on
// /auth and /dashboard in every language. Texts are checked against the catalogues
// (app/locales/<lang>/*.json): a text is expected in a language once its catalogue has it.
import fs from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { axeFindings } from "./axe";
import { sameOrigin, signUpCreate, uniqueEmail } from "./helpers";

const LANGUAGES = ["en", "es", "fr", "de", "ar"] as const;
type Language = (typeof LANGUAGES)[number];

/** Every message of one language, merged over its area files. */
function catalogue(language: Language): Record<string, string> {
  const dir = path.join(process.cwd(), "app", "locales", language);
  const all: Record<string, string> = {};
  for (const f of fs.readdirSync(dir).filter((x) => x.endsWith(".json"))) Object.assign(all, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")));
  return all;
}

/** The English text in `language`, from its catalogue (every text is there: tests/unit/locales.test.ts). */
function translated(language: Language, english: string): string {
  const text = catalogue(language)[english];
  expect(text, `${language}: "${english}"`).toBeTruthy();
  return text!;
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator("html")).toHaveAttribute("lang", language);
  await expect(page.locator("html")).toHaveAttribute("dir", language === "ar" ? "rtl" : "ltr");
}

/** The language cookie the public picker sets, straight into the context (for the axe sweep). */
async function chooseByCookie(page: Page, baseURL: string, language: Language) {
  await page.context().addCookies([{ name: "kindred_lang", value: language, domain: new URL(baseURL).hostname, path: "/" }]);
}

test("French from the browser, Arabic from the picker without JavaScript", async ({ browser, javaScriptEnabled }) => {
  const ctx = await browser.newContext({ javaScriptEnabled, locale: "fr-FR" });
  const page = await ctx.newPage();
  await page.goto("/auth");
  await expectLanguage(page, "fr");
  // The sign-in form in French.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(translated("fr", "Welcome back"));
  for (const label of ["Email", "Password"]) await expect(page.getByLabel(translated("fr", label), { exact: true })).toBeVisible();
  await expect(page.getByText("Welcome back")).toHaveCount(0);
  await ctx.close();

  // Arabic with the picker, in a browser without JavaScript: a plain form POST to /language.
  const noJs = await browser.newContext({ javaScriptEnabled: false, locale: "en-US" });
  const p = await noJs.newPage();
  await p.goto("/auth");
  await expectLanguage(p, "en");
  const picker = p.locator("form.language-picker");
  await expect(picker.getByLabel("Language")).toBeVisible();
  await picker.getByLabel("Language").selectOption("ar");
  await picker.getByRole("button", { name: "Change language" }).click();
  await expect(p).toHaveURL(/\/auth$/);
  await expectLanguage(p, "ar");
  await expect(p.locator("form.language-picker").getByLabel(translated("ar", "Language"))).toHaveValue("ar");
  await expect(p.getByRole("heading", { level: 1 })).toHaveText(translated("ar", "Welcome back"));
  // The choice stays for the next page; a language that is not offered is refused.
  await p.goto("/auth?mode=signup");
  await expectLanguage(p, "ar");
  const bad = await p.request.post("/language", { form: { language: "xx", redirectTo: "/auth" }, headers: sameOrigin(p), maxRedirects: 0 });
  expect(bad.status()).toBeLessThan(500);
  await p.goto("/auth");
  await expectLanguage(p, "ar");
  await noJs.close();
});

test("the dashboard in Spanish after choosing it in the profile", async ({ page }) => {
  await signUpCreate(page, { name: "Sofia Spanish", email: uniqueEmail("es"), familyName: "The Garcias" });
  await expectLanguage(page, "en");
  const profile = page.locator("section", { has: page.getByRole("heading", { name: "Your profile" }) });
  await profile.locator("#profile-language").selectOption("es");
  await profile.getByRole("button", { name: "Save language" }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  await expectLanguage(page, "es");
  await expect(page.locator("#profile-language")).toHaveValue("es");
  await expect(page.getByRole("heading", { name: translated("es", "Your profile") })).toBeVisible();
  await expect(page.getByRole("link", { name: translated("es", "Events"), exact: true }).first()).toBeVisible();
  // The person's own choice wins over the browser's language and stays after a new page load.
  await page.goto("/dashboard");
  await expectLanguage(page, "es");
});

test("axe clean at 360 px on /auth and /dashboard in every language", async ({ browser, javaScriptEnabled, baseURL }) => {
  test.setTimeout(90_000);
  const anonCtx = await browser.newContext({ javaScriptEnabled });
  const anon = await anonCtx.newPage();
  const ctx = await browser.newContext({ javaScriptEnabled });
  const page = await ctx.newPage();
  // An account without a language of its own, so the picker's cookie decides.
  await signUpCreate(page, { name: "Amal Axe", email: uniqueEmail("axe"), familyName: "The Haddads" });
  const findings: string[] = [];
  for (const language of LANGUAGES) {
    for (const [p, url] of [
      [anon, "/auth"],
      [page, "/dashboard"],
    ] as const) {
      await chooseByCookie(p, baseURL!, language);
      await p.goto(url);
      await expectLanguage(p, language);
      for (const f of await axeFindings(p, javaScriptEnabled, 360)) findings.push(`${language} ${url}: ${f}`);
    }
  }
  expect(findings, findings.join("\n")).toEqual([]);
  await anonCtx.close();
  await ctx.close();
});
