// Installable and readable offline (issue 39). With JavaScript: the manifest and its icons, the
// service worker registers and controls the page; after sign-out its kept pages are gone; with the
// server stopped, a page seen before is shown from the cache under the offline banner, and a page
// not seen says it needs a connection. Without JavaScript: the manifest is linked, no service
// worker, and the Notifications card says push needs a supported browser. axe-clean at 360 px.
import { expect, test, type Browser, type Page } from "@playwright/test";
import { startServer } from "../helpers/server";
import { axeFindings } from "./axe";
import { PASSWORD, signIn, signUpCreate, uniqueEmail } from "./helpers";

const PHONE = { width: 360, height: 740 };

const keptPages = (page: Page) =>
  page.evaluate(async () => {
    if (!(await caches.has("kindred-pages"))) return [];
    const cache = await caches.open("kindred-pages");
    return (await cache.keys()).map((r) => new URL(r.url).pathname).sort();
  });

/** PNG width and height from the IHDR chunk. */
const pngSize = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

test("installable; offline copies of the pages seen, emptied at sign-out; without JavaScript, email only", async ({ browser, javaScriptEnabled }) => {
  // A service worker needs JavaScript: without it the pages are as they always were.
  if (!javaScriptEnabled) return withoutJavaScript(browser);
  // Its own server, since this test stops it.
  const server = await startServer();
  try {
    const context = await browser.newContext({ baseURL: server.url, viewport: PHONE });
    const page = await context.newPage();
    const email = uniqueEmail("offline");
    await signUpCreate(page, { name: "Olive Offline", email, familyName: "The Offlines" });

    // The manifest and its icons, linked from the page.
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute("href", "/apple-touch-icon.png");
    const manifest = await page.request.get("/manifest.webmanifest");
    expect(manifest.headers()["content-type"]).toContain("application/manifest+json");
    const m = await manifest.json();
    expect(m).toMatchObject({ name: "Kindred", short_name: "Kindred", start_url: "/dashboard", scope: "/", display: "standalone" });
    expect(m.theme_color).toMatch(/^#[0-9a-f]{6}$/);
    for (const [src, size] of [["/icon-192.png", 192], ["/icon-512.png", 512], ["/icon-maskable-512.png", 512], ["/apple-touch-icon.png", 180]] as const) {
      const icon = await page.request.get(src);
      expect(icon.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await icon.body())).toEqual([size, size]);
    }
    expect(m.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);

    // The service worker registers and, from the next page on, controls the pages.
    const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
    expect(script).toBe(`${server.url}/sw.js`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.goto("/dashboard/events");
    await page.goto("/dashboard");
    await expect.poll(() => keptPages(page)).toEqual(["/dashboard", "/dashboard/events"]);
    // "Notify this device" is offered (the permission is asked on a click only).
    await expect(page.getByRole("button", { name: "Notify this device" })).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    expect(await axeFindings(page, true, 360)).toEqual([]);

    // Sign-out goes to the network and empties the kept pages.
    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await expect.poll(() => keptPages(page)).toEqual([]);

    // A session that ends elsewhere (here: signed out by a request the service worker does not
    // see): the next kept page answers with a redirect to sign in, and the copies are emptied.
    await signIn(page, email, PASSWORD);
    await expect.poll(() => keptPages(page)).toEqual(["/dashboard"]);
    expect((await page.request.post("/api/auth/logout", { headers: { Origin: server.url }, data: {} })).status()).toBe(200);
    await page.goto("/dashboard/events");
    await expect(page).toHaveURL(/\/auth/);
    await expect.poll(() => keptPages(page)).toEqual([]);

    // Signed in again, the pages seen are kept; then the server stops.
    await signIn(page, email, PASSWORD);
    await page.goto("/dashboard/birthdays");
    await page.getByRole("link", { name: "Events" }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    await expect.poll(() => keptPages(page)).toEqual(["/dashboard", "/dashboard/birthdays", "/dashboard/events"]);
    await server.stop();

    await page.goto("/dashboard/birthdays");
    const banner = page.getByRole("status").filter({ hasText: "You are offline — showing what you saw at" });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText("Forms need a connection.");
    await expect(page.getByTestId("user-name")).toHaveText("Olive Offline");
    expect(await page.locator("script").count()).toBe(0);
    expect(await axeFindings(page, true, 360)).toEqual([]);
    // A link to another kept page works offline too.
    await page.goto("/dashboard/events");
    await expect(page.getByRole("heading", { name: "Upcoming" })).toBeVisible();
    await expect(banner).toBeVisible();

    // A page not seen before: it says so, and links to what is kept.
    await page.goto("/dashboard/photos");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Birthdays" })).toHaveAttribute("href", "/dashboard/birthdays");
    expect(await axeFindings(page, true, 360)).toEqual([]);
    await context.close();
  } finally {
    await server.stop();
  }
});

/** Without JavaScript: the manifest is linked, and the card says push needs a supported browser. */
async function withoutJavaScript(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const page = await context.newPage();
  await signUpCreate(page, { name: "Nora NoScript", email: uniqueEmail("nojs-push"), familyName: "The Plain" });
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  const card = page.locator("#notifications");
  await expect(card.getByText("Push notifications need a supported browser with JavaScript. Email stays as it is.")).toBeVisible();
  await expect(card.getByRole("button", { name: "Notify this device" })).toHaveCount(0);
  // The push switches are saved with the email ones.
  await card.getByLabel("Push: Comments on your photos").uncheck();
  await card.getByRole("button", { name: "Save notifications" }).click();
  await expect(page.locator("#notifications").getByLabel("Push: Comments on your photos")).not.toBeChecked();
  await expect(page.locator("#notifications").getByLabel("Birthday reminders", { exact: true })).toBeChecked();
  expect(await axeFindings(page, false, 360)).toEqual([]);
  await context.close();
}
