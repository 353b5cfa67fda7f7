// Photos journey, with JavaScript on and off: a member uploads a photo through the add-photo
// modal, sees its thumbnail, opens it, hearts it, comments, downloads the original and deletes
// it; an admin creates (from the Admin tab), renames and deletes an album and pages through the grid.
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { familyWith, sameOrigin } from "./helpers";

async function pngBytes(color: { r: number; g: number; b: number }, width = 800, height = 600) {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

test("a member uploads, opens, hearts, comments on, downloads and deletes a photo", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["member"], javaScriptEnabled);
  const page = people.member.page;
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Photos" }).click();
  await expect(page.getByRole("heading", { name: "Photos", level: 1 })).toBeVisible();
  await expect(page.getByText("No photos here yet.")).toBeVisible();

  // A missing title is refused with the spec's text and the modal stays open.
  await page.getByRole("link", { name: "Add photo" }).click();
  let dialog = page.getByRole("dialog", { name: "Add photo" });
  const file = { name: "sunny.png", mimeType: "image/png", buffer: await pngBytes({ r: 240, g: 200, b: 40 }) };
  await dialog.getByLabel("Photo file").setInputFiles(file);
  await dialog.getByLabel("Description (optional)").fill("Everyone at the lake");
  await dialog.getByRole("button", { name: "Add photo" }).click();
  dialog = page.getByRole("dialog", { name: "Add photo" });
  await expect(dialog.getByRole("alert")).toHaveText("Please fill in the photo title");
  await expect(dialog.getByLabel("Description (optional)")).toHaveValue("Everyone at the lake");

  // Neither a file nor a URL.
  await dialog.getByLabel("Title").fill("Sunny Day");
  await dialog.getByLabel("Photo file").setInputFiles([]); // (with JavaScript the first choice is still there)
  await dialog.getByRole("button", { name: "Add photo" }).click();
  dialog = page.getByRole("dialog", { name: "Add photo" });
  await expect(dialog.getByRole("alert")).toHaveText("Please select a photo or provide an image URL");

  await dialog.getByLabel("Photo file").setInputFiles(file);
  await dialog.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo added successfully!" })).toBeVisible();

  const card = page.getByTestId("photo-card").filter({ hasText: "Sunny Day" });
  const thumb = card.getByRole("img", { name: "Sunny Day" });
  await expect(thumb).toBeVisible();
  const src = await thumb.getAttribute("src");
  const res = await page.request.get(src!);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("image/webp");
  const meta = await sharp(await res.body()).metadata();
  expect([meta.width, meta.height]).toEqual([400, 300]);

  // Open it: display image, heart, comment (blank ignored), download.
  await card.getByRole("link").click();
  let viewer = page.getByRole("dialog", { name: "Sunny Day" });
  await expect(viewer.getByRole("img", { name: "Sunny Day" })).toBeVisible();
  await expect(viewer).toContainText("Everyone at the lake");
  await expect(viewer).toContainText("Added by Member Person");
  await viewer.getByRole("button", { name: /Heart \(0\)/ }).click();
  viewer = page.getByRole("dialog", { name: "Sunny Day" });
  await expect(viewer.getByRole("button", { name: /Heart \(1\)/ })).toHaveAttribute("aria-pressed", "true");

  await viewer.getByLabel("Add a comment").fill("   ");
  await viewer.getByRole("button", { name: "Post comment" }).click();
  viewer = page.getByRole("dialog", { name: "Sunny Day" });
  await expect(viewer.getByRole("heading", { name: "Comments (0)" })).toBeVisible();
  await viewer.getByLabel("Add a comment").fill("What a lovely day!");
  await viewer.getByRole("button", { name: "Post comment" }).click();
  viewer = page.getByRole("dialog", { name: "Sunny Day" });
  await expect(viewer.getByTestId("comment-list")).toContainText("What a lovely day!");
  await expect(viewer.getByRole("heading", { name: "Comments (1)" })).toBeVisible();

  const downloading = page.waitForEvent("download");
  await viewer.getByRole("link", { name: "Download" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe("sunny-day.png");

  // The grid shows the heart and the comment.
  await page.goto("/dashboard/photos");
  await expect(page.getByTestId("photo-card").filter({ hasText: "Sunny Day" })).toContainText("1 heart · 1 comment");

  // Delete, with confirmation.
  await page.getByTestId("photo-card").filter({ hasText: "Sunny Day" }).getByRole("link").click();
  await page.getByRole("dialog", { name: "Sunny Day" }).getByRole("link", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete photo" });
  await expect(confirm).toContainText("This cannot be undone.");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Photo deleted successfully" })).toBeVisible();
  await expect(page.getByTestId("photo-card")).toHaveCount(0);
});

test("an admin manages albums from the Admin tab and pages through the grid", async ({ browser, javaScriptEnabled }) => {
  const { people } = await familyWith(browser, ["admin"], javaScriptEnabled);
  const page = people.admin.page;
  await page.goto("/dashboard/admin");
  const panel = page.getByRole("region", { name: "Photo albums" });
  await expect(panel.getByTestId("admin-albums")).toContainText("general (0)");
  await panel.getByRole("link", { name: "New album" }).click();
  let dialog = page.getByRole("dialog", { name: "Create album" });
  await dialog.getByLabel("Album name").fill("   ");
  await dialog.getByRole("button", { name: "Create album" }).click();
  dialog = page.getByRole("dialog", { name: "Create album" });
  await expect(dialog.getByRole("alert")).toHaveText("Please enter an album name");
  await dialog.getByLabel("Album name").fill("Summer");
  await dialog.getByRole("button", { name: "Create album" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Album created successfully!" })).toBeVisible();
  const albums = page.getByRole("navigation", { name: "Albums" });
  await expect(albums.getByRole("link", { name: "Summer (0)" })).toHaveAttribute("aria-current", "page");

  // Seven photos in the album (through the API, as data: URLs, to keep the journey short).
  for (let i = 1; i <= 7; i++) {
    const bytes = await pngBytes({ r: 20 * i, g: 100, b: 200 - 20 * i }, 120, 90);
    const r = await page.request.post("/api/photos", {
      data: { title: `Beach ${i}`, image_url: `data:image/png;base64,${bytes.toString("base64")}`, album: "Summer" },
      headers: sameOrigin(page),
    });
    expect(r.status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByTestId("photo-card")).toHaveCount(6);
  await expect(page.getByTestId("photo-card").first()).toContainText("Beach 7");
  await page.getByRole("link", { name: "Show more" }).click();
  await expect(page.getByTestId("photo-card")).toHaveCount(7);
  await expect(page.getByRole("link", { name: "Show more" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Download album" })).toHaveAttribute("href", /\/api\/albums\/\d+\/download$/);

  // Rename and delete sit in the album's quiet menu (a <details>, without JavaScript too).
  await page.locator("summary", { hasText: "Actions for album Summer" }).click();
  await page.getByRole("link", { name: "Rename album" }).click();
  dialog = page.getByRole("dialog", { name: "Rename album" });
  await dialog.getByLabel("Album name").fill("Summer 2024");
  await dialog.getByRole("button", { name: "Save name" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Album renamed successfully!" })).toBeVisible();
  await expect(albums.getByRole("link", { name: "Summer 2024 (7)" })).toBeVisible();

  await page.locator("summary", { hasText: "Actions for album Summer 2024" }).click();
  await page.getByRole("link", { name: "Delete album" }).click();
  dialog = page.getByRole("dialog", { name: "Delete album" });
  await expect(dialog).toContainText("This cannot be undone.");
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: 'Album "Summer 2024" deleted. 7 photos moved to general.' })).toBeVisible();
  await expect(albums.getByRole("link", { name: "general (7)" })).toBeVisible();
  await expect(albums.getByRole("link", { name: /Summer/ })).toHaveCount(0);
});
