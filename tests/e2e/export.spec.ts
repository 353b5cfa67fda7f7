// Export and move (issue 29), with JavaScript on and off: the owner downloads the family export
// from the Admin tab and their own data from the profile; a new account on the same server imports
// the export from /dashboard/import (a wrong file is refused next to the field) and sees the family;
// the pages are axe clean at 360 px.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { familyWith, sameOrigin, signUpCreate, uniqueEmail } from "./helpers";
import { axeFindings } from "./axe";

const toast = (page: Page, text: string | RegExp) => page.getByRole("status").filter({ hasText: text });

async function download(page: Page, link: string, to: string) {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: link }).click()]);
  await file.saveAs(to);
  return fs.readFileSync(to);
}

test("the owner exports the family and their data; a new account imports the family", async ({ browser, javaScriptEnabled }) => {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-e2e-export-"));
  const { people } = await familyWith(browser, ["admin"], javaScriptEnabled);
  const owner = people.owner!.page;
  const title = `Reunion news ${Date.now()}`;
  const posted = await owner.request.post("/api/announcements", { data: { title, content: "See you in August", pinned: true }, headers: sameOrigin(owner) });
  expect(posted.status()).toBe(200);

  // Admin tab: the panel, the owner's setting, the download.
  await owner.goto("/dashboard/admin");
  const panel = owner.getByRole("region", { name: "Export and move" });
  await expect(panel).toBeVisible();
  expect(await axeFindings(owner, javaScriptEnabled, 360)).toEqual([]);
  await owner.setViewportSize({ width: 1280, height: 900 });
  await panel.getByLabel("Let admins export the family").check();
  await panel.getByRole("button", { name: "Save" }).click();
  await expect(toast(owner, "Settings updated successfully!")).toBeVisible();
  await expect(owner.getByRole("region", { name: "Export and move" }).getByLabel("Let admins export the family")).toBeChecked();
  const zipFile = path.join(tmp, "family.zip");
  const zip = await download(owner, "Export family", zipFile);
  expect(zip.subarray(0, 2).toString()).toBe("PK");
  const listing = execFileSync("unzip", ["-l", zipFile]).toString();
  expect(listing).toContain("family.json");
  expect(listing).toContain("index.html");
  // The admin may now export too.
  const admin = people.admin!.page;
  await admin.goto("/dashboard/admin");
  await expect(admin.getByRole("region", { name: "Export and move" }).getByRole("link", { name: "Export family" })).toBeVisible();
  await expect(admin.getByLabel("Let admins export the family")).toHaveCount(0);

  // Profile: Download my data.
  await owner.goto("/dashboard");
  const mine = await download(owner, "Download my data", path.join(tmp, "me.zip"));
  expect(execFileSync("unzip", ["-l", path.join(tmp, "me.zip")]).toString()).toContain("me.json");
  expect(mine.length).toBeGreaterThan(100);

  // A new account on this server imports it.
  const ctx = await browser.newContext({ javaScriptEnabled });
  const nora = await ctx.newPage();
  await signUpCreate(nora, { name: "Nora Newcomer", email: uniqueEmail("nora"), familyName: "Empty for now" });
  await nora.goto("/dashboard/admin");
  await nora.getByRole("link", { name: "Import a family from another Kindred server" }).click();
  await expect(nora).toHaveURL(/\/dashboard\/import$/);
  await expect(nora.getByRole("heading", { name: "Import a family", level: 1 })).toBeVisible();
  expect(await axeFindings(nora, javaScriptEnabled, 360)).toEqual([]);
  await nora.setViewportSize({ width: 1280, height: 900 });

  // A wrong file is refused next to the field, and nothing is imported.
  const notZip = path.join(tmp, "notes.zip");
  fs.writeFileSync(notZip, "these are my notes");
  await nora.getByLabel("Family export (.zip)").setInputFiles(notZip);
  await nora.getByRole("button", { name: "Import family" }).click();
  await expect(nora.getByText("This file is not a zip archive. Please choose the .zip downloaded with Export family.")).toBeVisible();
  await expect(nora.getByLabel("Family export (.zip)")).toHaveAttribute("aria-invalid", "true");
  expect(await axeFindings(nora, javaScriptEnabled, 360)).toEqual([]);

  await nora.setViewportSize({ width: 1280, height: 900 });
  await nora.getByLabel("Family export (.zip)").setInputFiles(zipFile);
  await nora.getByRole("button", { name: "Import family" }).click();
  await expect(nora).toHaveURL(/\/dashboard$/);
  await expect(toast(nora, /^The Rivers is here: 0 photos, 0 events\./)).toBeVisible();
  await expect(nora.getByRole("heading", { name: title })).toBeVisible();
  await expect(nora.getByRole("banner").getByText("The Rivers")).toBeVisible();

  // The same export cannot be imported twice (another new account).
  const ctx2 = await browser.newContext({ javaScriptEnabled });
  const omar = await ctx2.newPage();
  await signUpCreate(omar, { name: "Omar Other", email: uniqueEmail("omar"), familyName: "Another" });
  await omar.goto("/dashboard/import");
  await omar.getByLabel("Family export (.zip)").setInputFiles(zipFile);
  await omar.getByRole("button", { name: "Import family" }).click();
  await expect(omar.getByText("This export has already been imported on this server")).toBeVisible();

  // A claim link that is not valid says so.
  await omar.goto("/claim/not-a-real-token");
  await expect(omar.getByRole("alert")).toContainText("This link is not valid or has already been used.");
  expect(await axeFindings(omar, javaScriptEnabled, 360)).toEqual([]);
  fs.rmSync(tmp, { recursive: true, force: true });
});
