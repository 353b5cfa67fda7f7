// Large Family's custom branding over real HTTP: owner only, Large Family only, readable colours,
// the logo's type decided by its content, served publicly as far as the invite page needs, kept
// but hidden after a downgrade and shown again after re-upgrading.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, fakeIp, familyWithEveryRole, type RoleFamily } from "../helpers/client";
import { phoneJpeg, png } from "../helpers/images";

let server: TestServer;
let fam: RoleFamily;

const LARGE_ONLY = "Custom branding comes with the Large Family plan. Please upgrade to Large Family to set an accent colour and a logo.";
const OWNER_ONLY = "Only the family owner can change the family's branding";

beforeAll(async () => {
  server = await startServer();
  fam = await familyWithEveryRole(server.url, "The Brands");
});

afterAll(async () => {
  await server?.stop();
});

/** Upgrades through the built-in test checkout (the real flow). */
async function upgrade(client: ApiClient, tier: "small_family" | "medium_family") {
  const start = await client.post("/payments/checkout/subscription", { package_id: tier });
  expect(start.status).toBe(200);
  const res = await fetch(start.body.url, {
    method: "POST",
    redirect: "manual",
    headers: { Authorization: `Bearer ${client.token}`, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client.ip },
    body: new URLSearchParams({ intent: "pay" }).toString(),
  });
  expect(res.status).toBe(303);
  expect((await client.get("/family-group")).body.subscription_tier).toBe(tier);
}

async function uploadLogo(client: ApiClient, file?: { bytes: Buffer; name: string; type: string }) {
  const form = new FormData();
  if (file) form.append("logo", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  else form.append("logo", new Blob([]), "");
  const res = await fetch(`${server.url}/api/family-group/branding/logo`, {
    method: "POST",
    headers: { Authorization: `Bearer ${client.token}`, "X-Forwarded-For": client.ip },
    body: form,
  });
  return { status: res.status, body: await res.json() };
}

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${url}`, { headers: { "X-Forwarded-For": fakeIp(), ...headers }, redirect: "manual" });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function html(client: ApiClient | null, url: string) {
  const res = await fetch(`${server.url}${url}`, { headers: client ? { Authorization: `Bearer ${client.token}` } : {}, redirect: "manual" });
  return res.text();
}

function storedFiles(): string[] {
  const dir = path.join(server.dataDir, "uploads");
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((d) => d.isFile()).map((d) => d.name);
}

describe("custom branding", () => {
  it("is refused below Large Family with a clear detail, and readable by the family", async () => {
    const initial = await fam.member.client.get("/family-group/branding");
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({ accent_color: null, logo_url: null, available: false, shown: false, can_edit: false });
    expect((await new ApiClient(server.url).get("/family-group/branding")).status).toBe(401);

    const put = await fam.owner.client.put("/family-group/branding", { accent_color: "#2f6f6a" });
    expect(put.status).toBe(403);
    expect(put.body.detail).toBe(LARGE_ONLY);
    const logo = await uploadLogo(fam.owner.client, { bytes: await png(64, 64), name: "logo.png", type: "image/png" });
    expect(logo.status).toBe(403);
    expect(logo.body.detail).toBe(LARGE_ONLY);
    expect((await fam.owner.client.del("/family-group/branding/logo")).status).toBe(403);

    await upgrade(fam.owner.client, "small_family");
    const small = await fam.owner.client.put("/family-group/branding", { accent_color: "#2f6f6a" });
    expect(small.status).toBe(403);
    expect(small.body.detail).toBe(LARGE_ONLY);
  });

  it("is for the owner only, and refuses unreadable or malformed colours", async () => {
    await upgrade(fam.owner.client, "medium_family");
    expect((await fam.owner.client.get("/family-group/branding")).body).toMatchObject({ available: true, shown: false, can_edit: true });
    for (const who of [fam.admin, fam.member, fam.guest]) {
      const res = await who.client.put("/family-group/branding", { accent_color: "#2f6f6a" });
      expect(res.status).toBe(403);
      expect(res.body.detail).toBe(OWNER_ONLY);
      expect((await uploadLogo(who.client, { bytes: await png(64, 64), name: "l.png", type: "image/png" })).status).toBe(403);
    }
    expect((await fam.admin.client.get("/family-group/branding")).body.can_edit).toBe(false);

    const cases: [unknown, string | RegExp][] = [
      ["red", "Please enter the accent colour as a hex colour, like #2f6f6a"],
      ["#12345", "Please enter the accent colour as a hex colour, like #2f6f6a"],
      [{ hex: "#2f6f6a" }, "Please enter the accent colour as a hex colour, like #2f6f6a"],
      [42, "Please enter the accent colour as a hex colour, like #2f6f6a"],
      ["#ffeb3b", /^White text on #ffeb3b has a contrast of only 1\.\d+:1; it needs at least 4\.5:1 to be readable\. Please choose a darker colour\.$/],
      ["#767676", /^#767676 on the page background \(#faf7f2\) has a contrast of only 4\.2\d:1; it needs at least 4\.5:1/],
    ];
    for (const [value, detail] of cases) {
      const res = await fam.owner.client.put("/family-group/branding", { accent_color: value });
      expect([value, res.status]).toEqual([value, 400]);
      expect(res.body.detail).toMatch(detail);
    }
    const ok = await fam.owner.client.put("/family-group/branding", { accent_color: " #2F6F6A " });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: "Accent colour saved", accent_color: "#2f6f6a", shown: true });
    const logs = (await fam.owner.client.get("/family/audit-logs")).body as { action: string; details: string }[];
    expect(logs.find((l) => l.action === "branding_update")?.details).toBe("Set the accent colour to #2f6f6a");
  });

  it("decides the logo's type by its content, and stores a small WebP without metadata", async () => {
    const text = await uploadLogo(fam.owner.client, { bytes: Buffer.from("GIF89a but really just text"), name: "logo.png", type: "image/png" });
    expect(text.status).toBe(400);
    expect(text.body.detail).toBe("The logo must be an image (JPEG, PNG, WebP, GIF, AVIF or HEIC)");
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    expect((await uploadLogo(fam.owner.client, { bytes: svg, name: "logo.svg", type: "image/svg+xml" })).status).toBe(400);
    const none = await uploadLogo(fam.owner.client);
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe("Please choose a logo image");

    // A real PNG sent with a misleading name and type is accepted for what it is.
    const first = await uploadLogo(fam.owner.client, { bytes: await png(640, 480), name: "notes.txt", type: "text/plain" });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("Logo uploaded");
    expect(first.body.logo_url).toMatch(new RegExp(`^/branding/${fam.owner.familyCode}/logo\\?v=[a-f0-9]{32}$`));
    const served = await get(first.body.logo_url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(served.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 256, 192]);
    const filesAfterFirst = storedFiles();

    // A phone photo: rotated by its EXIF orientation, GPS and camera tags gone.
    const second = await uploadLogo(fam.owner.client, { bytes: await phoneJpeg(300, 200), name: "me.jpg", type: "image/jpeg" });
    expect(second.status).toBe(200);
    expect(second.body.logo_url).not.toBe(first.body.logo_url);
    const logo = await get(second.body.logo_url);
    const m2 = await sharp(logo.bytes).metadata();
    expect([m2.format, m2.width, m2.height]).toEqual(["webp", 171, 256]);
    expect(m2.exif).toBeUndefined();
    expect(m2.icc).toBeUndefined();
    expect(logo.bytes.includes(Buffer.from("TestPhone"))).toBe(false);
    // The previous logo's file is gone; the old URL now revalidates to the current logo.
    expect(storedFiles()).toHaveLength(filesAfterFirst.length);
    const etag = logo.headers.get("etag")!;
    expect(etag).toMatch(/^"[a-f0-9]{32}"$/);
    expect((await get(`/branding/${fam.owner.familyCode}/logo`, { "If-None-Match": etag })).status).toBe(304);
    const bare = await get(`/branding/${fam.owner.familyCode.toLowerCase()}/logo`);
    expect(bare.status).toBe(200);
    expect(bare.headers.get("cache-control")).toBe("public, no-cache");
  });

  it("shows on the invite info, the invite page and the dashboard header", async () => {
    const branding = (await fam.owner.client.get("/family-group/branding")).body;
    const info = await new ApiClient(server.url).get(`/invite/${fam.owner.familyCode}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({ family_name: "The Brands", branding: { accent_color: "#2f6f6a", logo_url: branding.logo_url } });
    const invite = await html(null, `/invite/${fam.owner.familyCode}`);
    expect(invite).toContain(`src="${branding.logo_url.replace("&", "&amp;")}"`);
    expect(invite).toContain("--family-accent:#2f6f6a");
    const dash = await html(fam.member.client, "/dashboard");
    expect(dash).toContain('data-testid="family-logo"');
    expect(dash).toContain("--family-accent:#2f6f6a");
  });

  it("is kept but not shown after a downgrade, and shows again after re-upgrading", async () => {
    const before = (await fam.owner.client.get("/family-group/branding")).body;
    const down = await fam.owner.client.put("/family-group/downgrade", { target_tier: "small_family" });
    expect(down.status).toBe(200);

    expect((await new ApiClient(server.url).get(`/invite/${fam.owner.familyCode}`)).body.branding).toBeNull();
    expect((await get(before.logo_url)).status).toBe(404);
    const dash = await html(fam.member.client, "/dashboard");
    expect(dash).not.toContain('data-testid="family-logo"');
    expect(dash).not.toContain("--family-accent");
    expect((await fam.owner.client.get("/family-group/branding")).body).toEqual({
      accent_color: "#2f6f6a",
      logo_url: before.logo_url,
      available: false,
      shown: false,
      can_edit: false,
    });
    const plan = await html(fam.owner.client, "/dashboard/subscription");
    expect(plan).toContain("Your family&#x27;s branding is saved but not shown on this plan.");
    expect((await fam.owner.client.put("/family-group/branding", { accent_color: "#000000" })).body.detail).toBe(LARGE_ONLY);

    await upgrade(fam.owner.client, "medium_family");
    expect((await new ApiClient(server.url).get(`/invite/${fam.owner.familyCode}`)).body.branding).toEqual({
      accent_color: "#2f6f6a",
      logo_url: before.logo_url,
    });
    expect((await get(before.logo_url)).status).toBe(200);
  });

  it("removes the logo and the colour", async () => {
    const before = (await fam.owner.client.get("/family-group/branding")).body;
    const files = storedFiles().length;
    const removed = await fam.owner.client.del("/family-group/branding/logo");
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ message: "Logo removed", logo_url: null, accent_color: "#2f6f6a" });
    expect(storedFiles()).toHaveLength(files - 1);
    expect((await get(before.logo_url)).status).toBe(404);
    const cleared = await fam.owner.client.put("/family-group/branding", { accent_color: "" });
    expect(cleared.body).toMatchObject({ accent_color: null, shown: false });
    expect((await new ApiClient(server.url).get(`/invite/${fam.owner.familyCode}`)).body.branding).toBeNull();
  });

  it("counts logo misses against the per-address lookup limit", async () => {
    const ip = fakeIp();
    let last = 0;
    for (let i = 0; i < 61; i++) last = (await get(`/branding/ZZZZZ${i % 10}Q/logo`, { "X-Forwarded-For": ip })).status;
    expect(last).toBe(429);
    expect((await get(`/branding/ZZZZZ1Q/logo`)).status).toBe(404);
  });
});
