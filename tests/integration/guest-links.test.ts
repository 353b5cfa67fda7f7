// Guest links over real HTTP (issue 38, decision record 240): who may create, list and revoke
// them (not guests, not other families), the guest's pages for each kind with no account,
// expiry (410) and revocation (404) for pages and photo URLs, a link opening only its own target,
// the headcount and sign-up list counting guests, limits, rate limits, GPS removed from guests'
// uploads, cross-origin guest forms refused, the token kept out of the access log.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql, type Sql } from "../helpers/database";
import { ApiClient, createFamily, fakeIp, familyWithEveryRole, signInCookie, type RoleFamily } from "../helpers/client";
import { phoneJpeg, png } from "../helpers/images";

let server: TestServer;
let fam: RoleFamily;
let sql: Sql;

const SUBMISSIONS = 6;

beforeAll(async () => {
  server = await startServer({ GUEST_SUBMISSIONS_PER_HOUR: String(SUBMISSIONS) });
  fam = await familyWithEveryRole(server.url, "The Guestbooks");
  sql = await openSql(server);
});
afterAll(async () => {
  await sql?.close();
  await server?.stop();
});

let n = 0;
async function newEvent(by: ApiClient = fam.owner.client): Promise<number> {
  const res = await by.post("/events", { title: `Reunion ${++n}`, description: "All of us", event_date: "2031-07-01T15:00:00Z", location: "Lake house" });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

async function newAlbum(by: ApiClient = fam.owner.client): Promise<number> {
  const res = await by.post("/albums", { name: `Album ${++n}` });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id as number;
}

async function newLink(body: Record<string, unknown>, by: ApiClient = fam.owner.client) {
  const res = await by.post("/guest-links", { label: "Cousins", ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; url: string; kind: string; target_id: number; label: string; expires_at: string; allow_upload: boolean; uses: number };
}

const pathOf = (url: string) => new URL(url).pathname;

/** A guest's browser: no account, its own address, a cookie jar of one cookie. */
class Guest {
  ip = fakeIp();
  cookie = "";
  async get(path: string) {
    const res = await fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": this.ip, ...(this.cookie ? { Cookie: this.cookie } : {}) }, redirect: "manual" });
    return { status: res.status, headers: res.headers, text: await res.text() };
  }
  async post(path: string, body: URLSearchParams | FormData, headers: Record<string, string> = { Origin: server.url }) {
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "X-Forwarded-For": this.ip, ...(this.cookie ? { Cookie: this.cookie } : {}), ...headers },
      body,
      redirect: "manual",
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("kindred_guest_"));
    if (set) this.cookie = set.split(";")[0]!;
    return { status: res.status, headers: res.headers, text: await res.text() };
  }
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

describe("creating, listing and revoking links", () => {
  it("owner and admin share albums, events and sign-up lists; a member only events they created; guests and other families never", async () => {
    const album = await newAlbum();
    const ev = await newEvent();
    const own = await newEvent(fam.member.client);
    const albumLink = await newLink({ kind: "album", target_id: album, allow_upload: true, expires_in_days: 3 });
    expect(albumLink).toMatchObject({ kind: "album", target_id: album, label: "Cousins", allow_upload: true, uses: 0 });
    expect(albumLink.url).toMatch(new RegExp(`^${server.url}/g/[A-Za-z0-9_-]{43}$`));
    const days = (Date.parse(albumLink.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(2.9);
    expect(days).toBeLessThan(3.1);
    // Default expiry: 14 days.
    const evLink = await newLink({ kind: "event", target_id: ev }, fam.admin.client);
    expect((Date.parse(evLink.expires_at) - Date.now()) / 86_400_000).toBeCloseTo(14, 0);
    expect(evLink.allow_upload).toBe(false);
    await newLink({ kind: "signups", target_id: ev }, fam.admin.client);

    // A member: not an album, not someone else's event.
    const m = fam.member.client;
    expect((await m.post("/guest-links", { kind: "album", target_id: album, label: "x" })).status).toBe(403);
    const notOwn = await m.post("/guest-links", { kind: "event", target_id: ev, label: "x" });
    expect(notOwn.status).toBe(403);
    expect(notOwn.body.detail).toBe("You do not have permission to share this with a guest link");
    const mine = await newLink({ kind: "event", target_id: own }, m);
    const memberList = await m.get("/guest-links");
    expect(memberList.body.map((l: { id: number }) => l.id)).toEqual([mine.id]);
    expect((await m.del(`/guest-links/${albumLink.id}`)).status).toBe(404); // not theirs
    expect((await m.get(`/guest-links/${mine.id}/qr.svg`)).status).toBe(200);
    // A guest account: never.
    const g = await fam.guest.client.post("/guest-links", { kind: "event", target_id: ev, label: "x" });
    expect(g.status).toBe(403);
    expect(g.body.detail).toBe("Guests cannot create guest links");
    expect((await fam.guest.client.get("/guest-links")).body).toEqual([]);
    // Another family: the ids are 404s, its list has none of ours.
    const s = fam.stranger.client;
    expect((await s.post("/guest-links", { kind: "album", target_id: album, label: "x" })).status).toBe(404);
    expect((await s.post("/guest-links", { kind: "signups", target_id: ev, label: "x" })).status).toBe(404);
    expect((await s.get("/guest-links")).body).toEqual([]);
    expect((await s.del(`/guest-links/${albumLink.id}`)).status).toBe(404);
    expect((await s.get(`/guest-links/${albumLink.id}/qr.svg`)).status).toBe(404);

    // The owner's list: no tokens, what each opens, who made it.
    const list = await fam.owner.client.get("/guest-links");
    const row = list.body.find((l: { id: number }) => l.id === albumLink.id);
    expect(row).toMatchObject({ kind: "album", label: "Cousins", opens: expect.stringMatching(/^Album: Album \d+$/), created_by_name: "Olivia Owner", uses: 0, expired: false });
    expect(JSON.stringify(list.body)).not.toContain(pathOf(albumLink.url).slice(3));
  });

  it("validates every field (400 with the texts), types included", async () => {
    const ev = await newEvent();
    const o = fam.owner.client;
    const bad = async (body: Record<string, unknown>) => (await o.post("/guest-links", { kind: "event", target_id: ev, label: "L", ...body })).body.detail;
    expect(await bad({ kind: "photo" })).toBe("Please choose what the link opens: an album, an event or a sign-up list");
    expect(await bad({ target_id: "abc" })).toBe("Please choose the album or event the link opens");
    expect(await bad({ label: "  " })).toBe("Please enter a label for the link");
    expect(await bad({ label: { a: 1 } })).toMatch(/must be text/);
    expect(await bad({ label: "x".repeat(101) })).toBe("Label must be at most 100 characters");
    expect(await bad({ expires_in_days: 0 })).toBe("The link must expire in 1 to 90 days");
    expect(await bad({ expires_in_days: 91 })).toBe("The link must expire in 1 to 90 days");
    expect((await o.post("/guest-links", { kind: "event", target_id: 999999, label: "L" })).status).toBe(404);
  });

  it("the QR code is an SVG of the link; creating and revoking are in the audit log", async () => {
    const ev = await newEvent();
    const link = await newLink({ kind: "event", target_id: ev, label: "Aunt May" });
    const qr = await fetch(`${server.url}/api/guest-links/${link.id}/qr.svg`, { headers: { Authorization: `Bearer ${fam.owner.client.token}` } });
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await qr.text();
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    // A bigger payload makes a bigger symbol: the QR code encodes the whole link.
    expect(svg.length).toBeGreaterThan(2000);
    expect((await fam.admin.client.del(`/guest-links/${link.id}`)).body).toEqual({ message: "Guest link revoked" });
    expect((await fam.admin.client.del(`/guest-links/${link.id}`)).status).toBe(404);
    const audit = await fam.owner.client.get("/family/audit-logs?limit=20");
    const text = JSON.stringify(audit.body);
    expect(text).toContain('Created guest link \\"Aunt May\\"');
    expect(text).toContain('Revoked guest link \\"Aunt May\\"');
  });

  it("the OpenAPI document has the four calls", async () => {
    const doc = await (await fetch(`${server.url}/api/openapi.json`)).json();
    expect(Object.keys(doc.paths["/api/guest-links"] ?? doc.paths["/guest-links"])).toEqual(expect.arrayContaining(["get", "post"]));
    const paths = Object.keys(doc.paths).join(" ");
    expect(paths).toContain("/guest-links/{id}/qr.svg");
  });
});

describe("the guest's pages", () => {
  it("an album: photos (GPS-free), the upload form, photos added as NAME (guest), counted as uses", async () => {
    const album = await newAlbum();
    const other = await newAlbum();
    // A member's photo already in the album, and one in another album.
    const mkForm = (albumName: string, bytes: Buffer) => {
      const f = new FormData();
      f.append("title", "Lake");
      f.append("album", albumName);
      f.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "a.png");
      return f;
    };
    const albums = (await fam.owner.client.get("/albums")).body as { id: number; name: string }[];
    const nameOf = (id: number) => albums.find((a) => a.id === id)!.name;
    const up = async (albumId: number) =>
      (await (await fetch(`${server.url}/api/photos`, { method: "POST", headers: { Authorization: `Bearer ${fam.owner.client.token}` }, body: mkForm(nameOf(albumId), await png(64, 48)) })).json()) as { id: number };
    const inAlbum = await up(album);
    const elsewhere = await up(other);

    const link = await newLink({ kind: "album", target_id: album, allow_upload: true });
    const page = pathOf(link.url);
    const guest = new Guest();
    const res = await guest.get(page);
    expect(res.status).toBe(200);
    expect(res.headers.get("x-robots-tag")).toMatch(/noindex/);
    expect(res.headers.get("referrer-policy")).toBe("same-origin");
    expect(res.headers.get("set-cookie")).toBeNull(); // no session, no cookie
    expect(res.text).toContain(nameOf(album));
    expect(res.text).toContain("The Guestbooks");
    expect(res.text).toContain(`${page}/photos/${inAlbum.id}/thumb`);
    expect(res.text).not.toContain(`/photos/${elsewhere.id}/`);
    expect((await guest.get(`${page}/photos/${inAlbum.id}/thumb`)).status).toBe(200);
    expect((await guest.get(`${page}/photos/${inAlbum.id}/display`)).status).toBe(200);
    // Another album's photo, an original, through this link: 404.
    expect((await guest.get(`${page}/photos/${elsewhere.id}/thumb`)).status).toBe(404);
    expect((await guest.get(`${page}/photos/${inAlbum.id}/original`)).status).toBe(404);

    // Two photos, one with GPS tags.
    const f = new FormData();
    f.append("name", "Cousin Carla");
    f.append("photos", new Blob([new Uint8Array(await phoneJpeg())], { type: "image/jpeg" }), "gps.jpg");
    f.append("photos", new Blob([new Uint8Array(await png(80, 60))], { type: "image/png" }), "b.png");
    const posted = await guest.post(page, f);
    expect(posted.status, posted.text).toBe(302);
    expect(posted.headers.get("location")).toBe(`${page}?done=photos`);
    const after = await guest.get(`${page}?done=photos`);
    expect(after.text).toContain("Thank you! Your photos were added to the album.");
    expect(after.text.match(/Added by Cousin Carla \(guest\)/g)?.length).toBe(2);

    // The family sees them at once, marked, and an admin may delete them.
    const photos = await fam.member.client.get(`/photos?album=${encodeURIComponent(nameOf(album))}`);
    const mine = photos.body.filter((p: { uploaded_by_name: string }) => p.uploaded_by_name === "Cousin Carla (guest)");
    expect(mine).toHaveLength(2);
    expect(mine.every((p: { uploaded_by: number | null; can_delete: boolean }) => p.uploaded_by === null && !p.can_delete)).toBe(true);
    // No GPS in what was kept (the original too) nor in what the guest sees.
    for (const p of mine) {
      const original = Buffer.from(await (await fetch(`${server.url}/photos/${p.id}/original`, { headers: { Authorization: `Bearer ${fam.owner.client.token}` } })).arrayBuffer());
      const meta = await sharp(original).metadata();
      expect(meta.exif ? meta.exif.toString("latin1") : "").not.toMatch(/GPS|TestPhone/);
      const shown = Buffer.from(await (await fetch(`${server.url}${page}/photos/${p.id}/display`)).arrayBuffer());
      expect((await sharp(shown).metadata()).exif).toBeUndefined();
    }
    expect((await fam.owner.client.get("/guest-links")).body.find((l: { id: number }) => l.id === link.id).uses).toBe(1);
    expect((await fam.admin.client.del(`/photos/${mine[0].id}`)).status).toBe(200);

    // A name is required; no file is refused; a link without uploads refuses them.
    const noName = new FormData();
    noName.append("photos", new Blob([new Uint8Array(await png(10, 10))], { type: "image/png" }), "c.png");
    const refused = await guest.post(page, noName);
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Please enter your name");
    const eleven = new FormData();
    eleven.append("name", "Greedy");
    const tiny = await png(8, 8);
    for (let i = 0; i < 11; i++) eleven.append("photos", new Blob([new Uint8Array(tiny)], { type: "image/png" }), `${i}.png`);
    const tooMany = await new Guest().post(page, eleven);
    expect(tooMany.status).toBe(413);
    expect(tooMany.text).toContain("Please choose at most 10 photos at a time");
    const viewOnly = await newLink({ kind: "album", target_id: album, allow_upload: false });
    const vf = new FormData();
    vf.append("name", "X");
    vf.append("photos", new Blob([new Uint8Array(await png(10, 10))], { type: "image/png" }), "c.png");
    const vr = await guest.post(pathOf(viewOnly.url), vf);
    expect(vr.status).toBe(403);
    expect((await guest.get(pathOf(viewOnly.url))).text).not.toContain('type="file"');
  });

  it("an event: the answer counts in the headcount as NAME (guest); the same browser changes it", async () => {
    const ev = await newEvent();
    const link = await newLink({ kind: "event", target_id: ev });
    const page = pathOf(link.url);
    const guest = new Guest();
    const shown = await guest.get(page);
    expect(shown.text).toContain("Lake house");
    expect(shown.text).toContain(`Reunion ${n}`);
    const yes = await guest.post(page, form({ intent: "answer", name: "Great-aunt Edna", attending: "yes", guest_count: "3", comments: "Bringing pie" }));
    expect(yes.status).toBe(302);
    expect(yes.headers.get("location")).toBe(`${page}?done=yes`);
    expect(guest.cookie).toMatch(/^kindred_guest_\d+=/);
    let event = (await fam.member.client.get(`/events/${ev}`)).body;
    expect(event.headcount.total_headcount).toBe(3);
    expect(event.headcount.attending).toEqual([{ user_id: 0, name: "Great-aunt Edna (guest)", guest_count: 3, comments: "Bringing pie" }]);
    // The page remembers the browser's answer; changing it replaces it.
    expect((await guest.get(page)).text).toContain("Your answer: Attending (3 people)");
    await guest.post(page, form({ intent: "answer", name: "Great-aunt Edna", attending: "no" }));
    event = (await fam.member.client.get(`/events/${ev}`)).body;
    expect(event.headcount.total_headcount).toBe(0);
    expect(event.headcount.declined).toEqual([{ user_id: 0, name: "Great-aunt Edna (guest)" }]);
    // Another browser is another answer.
    const other = new Guest();
    await other.post(page, form({ intent: "answer", name: "Uncle Bob", attending: "yes", guest_count: "2" }));
    event = (await fam.owner.client.get(`/events/${ev}`)).body;
    expect(event.headcount.total_headcount).toBe(2);
    expect(event.headcount.not_attending).toBe(1);
    // Bad input: the texts, the form again.
    const bad = await other.post(page, form({ intent: "answer", name: "Uncle Bob", attending: "yes", guest_count: "21" }));
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("Guest count must be a whole number from 1 to 20");
    const long = await other.post(page, form({ intent: "answer", name: "x".repeat(61), attending: "yes" }));
    expect(long.text).toContain("Your name must be at most 60 characters");
    // An event link is not a sign-up link.
    expect((await other.post(page, form({ intent: "claim", name: "Bob", item_id: "1", quantity: "1" }))).status).toBe(404);
  });

  it("a sign-up list: places taken never pass what is needed; members see guests' places", async () => {
    const ev = await newEvent();
    const item = (await fam.owner.client.post(`/events/${ev}/signups`, { name: "Potato salad", quantity: 3 })).body.id as number;
    const otherEv = await newEvent();
    const otherItem = (await fam.owner.client.post(`/events/${otherEv}/signups`, { name: "Chairs", quantity: 5 })).body.id as number;
    const link = await newLink({ kind: "signups", target_id: ev });
    const page = pathOf(link.url);
    const guest = new Guest();
    expect((await guest.get(page)).text).toContain("3 of 3 still needed");
    const took = await guest.post(page, form({ intent: "claim", name: "Carla", item_id: String(item), quantity: "2", note: "vegan" }));
    expect(took.status).toBe(302);
    expect((await guest.get(`${page}?done=claim`)).text).toContain("1 of 3 still needed");
    const list = (await fam.member.client.get(`/events/${ev}/signups`)).body;
    expect(list.items[0]).toMatchObject({ claimed: 2, still_needed: 1 });
    expect(list.items[0].claims).toEqual([expect.objectContaining({ user_id: 0, user_name: "Carla (guest)", quantity: 2, note: "vegan" })]);
    // A member cannot take more than is left; nor can a guest.
    expect((await fam.member.client.post(`/events/${ev}/signups/${item}/claim`, { quantity: 2 })).status).toBe(409);
    const over = await guest.post(page, form({ intent: "claim", name: "Dan", item_id: String(item), quantity: "2" }));
    expect(over.status).toBe(409);
    expect(over.text).toContain("Only 1 still needed for Potato salad");
    // Ten relatives at once for the last place: exactly one gets it.
    const race = await Promise.all(
      Array.from({ length: 10 }, (_, i) => new Guest().post(page, form({ intent: "claim", name: `Racer ${i}`, item_id: String(item), quantity: "1" }))),
    );
    expect(race.filter((r) => r.status === 302)).toHaveLength(1);
    expect(race.filter((r) => r.status === 409)).toHaveLength(9);
    expect((await fam.owner.client.get(`/events/${ev}/signups`)).body.items[0]).toMatchObject({ claimed: 3, still_needed: 0 });
    // Another event's item through this link: 404.
    expect((await guest.post(page, form({ intent: "claim", name: "Dan", item_id: String(otherItem), quantity: "1" }))).status).toBe(404);
  });
});

describe("expiry, revocation, the family boundary and the origin", () => {
  it("revoked: 404 for the page and its photos; expired: 410 for both", async () => {
    const album = await newAlbum();
    const f = new FormData();
    f.append("title", "x");
    f.append("album", (await fam.owner.client.get("/albums")).body.find((a: { id: number }) => a.id === album).name);
    f.append("file", new Blob([new Uint8Array(await png(20, 20))], { type: "image/png" }), "a.png");
    const photo = (await (await fetch(`${server.url}/api/photos`, { method: "POST", headers: { Authorization: `Bearer ${fam.owner.client.token}` }, body: f })).json()) as { id: number };
    const revoked = await newLink({ kind: "album", target_id: album });
    const expired = await newLink({ kind: "album", target_id: album });
    const guest = new Guest();
    expect((await guest.get(`${pathOf(revoked.url)}/photos/${photo.id}/thumb`)).status).toBe(200);
    await fam.owner.client.del(`/guest-links/${revoked.id}`);
    expect((await guest.get(pathOf(revoked.url))).status).toBe(404);
    expect((await guest.get(pathOf(revoked.url))).text).toContain("This link does not work");
    expect((await guest.get(`${pathOf(revoked.url)}/photos/${photo.id}/thumb`)).status).toBe(404);
    await sql.run("UPDATE guest_links SET expires_at = ? WHERE id = ?", new Date(Date.now() - 1000).toISOString(), expired.id);
    const gone = await guest.get(pathOf(expired.url));
    expect(gone.status).toBe(410);
    expect(gone.text).toContain("This link has expired");
    expect((await guest.get(`${pathOf(expired.url)}/photos/${photo.id}/display`)).status).toBe(410);
    const list = (await fam.owner.client.get("/guest-links")).body;
    expect(list.find((l: { id: number }) => l.id === expired.id).expired).toBe(true);
    expect(list.find((l: { id: number }) => l.id === revoked.id)).toBeUndefined();
  });

  it("a link never reaches another family's photos; a guest page has no session and no directory", async () => {
    // The stranger's photo id through our link: 404.
    const f = new FormData();
    f.append("title", "theirs");
    f.append("file", new Blob([new Uint8Array(await png(20, 20))], { type: "image/png" }), "a.png");
    const theirs = (await (await fetch(`${server.url}/api/photos`, { method: "POST", headers: { Authorization: `Bearer ${fam.stranger.client.token}` }, body: f })).json()) as { id: number };
    const link = await newLink({ kind: "album", target_id: await newAlbum() });
    const guest = new Guest();
    expect((await guest.get(`${pathOf(link.url)}/photos/${theirs.id}/thumb`)).status).toBe(404);
    expect((await guest.get("/dashboard/directory")).status).toBe(302); // to sign-in
    expect((await guest.get("/api/events")).status).toBe(401);
  });

  it("guest forms from another origin are refused; our own Origin or same-origin Referer is accepted", async () => {
    const link = await newLink({ kind: "event", target_id: await newEvent() });
    const page = pathOf(link.url);
    const guest = new Guest();
    const body = () => form({ intent: "answer", name: "Eve", attending: "yes", guest_count: "1" });
    expect((await guest.post(page, body(), { Origin: "https://evil.example" })).status).toBe(403);
    expect((await guest.post(page, body(), {})).status).toBe(403); // nothing says where it comes from
    expect((await guest.post(page, body(), { Origin: "null" })).status).toBe(403);
    expect((await guest.post(page, body(), { Referer: "https://evil.example/x" })).status).toBe(403);
    // A browser without Origin: its same-origin Referer (the pages' Referrer-Policy keeps it on our site).
    expect((await guest.post(page, body(), { Referer: `${server.url}${page}` })).status).toBe(302);
    expect((await guest.post(page, body())).status).toBe(302);
  });

  it("the access log never shows a token", async () => {
    const link = await newLink({ kind: "event", target_id: await newEvent() });
    const token = pathOf(link.url).slice(3);
    await new Guest().get(pathOf(link.url));
    await new Promise((r) => setTimeout(r, 200));
    expect(server.output()).toContain("/g/[redacted]");
    expect(server.output()).not.toContain(token);
  });
});

describe("rate limits", () => {
  it("submissions per link and address: 429 with Retry-After past GUEST_SUBMISSIONS_PER_HOUR; other addresses still answer", async () => {
    const link = await newLink({ kind: "event", target_id: await newEvent() });
    const page = pathOf(link.url);
    const venue = new Guest();
    for (let i = 0; i < SUBMISSIONS; i++) {
      expect((await venue.post(page, form({ intent: "answer", name: `R${i}`, attending: "yes", guest_count: "1" }))).status).toBe(302);
    }
    const refused = await venue.post(page, form({ intent: "answer", name: "late", attending: "yes", guest_count: "1" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await new Guest().post(page, form({ intent: "answer", name: "elsewhere", attending: "yes" }))).status).toBe(302);
  });

  it("unknown tokens per address: 429 after 30; a known (revoked) link is not counted", async () => {
    const guest = new Guest();
    const link = await newLink({ kind: "event", target_id: await newEvent() });
    await fam.owner.client.del(`/guest-links/${link.id}`);
    for (let i = 0; i < 35; i++) expect((await guest.get(pathOf(link.url))).status).toBe(404);
    for (let i = 0; i < 30; i++) expect((await guest.get(`/g/${"A".repeat(42)}${i % 10}`)).status).toBe(404);
    const limited = await guest.get(`/g/${"B".repeat(43)}`);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBeTruthy();
    expect((await new Guest().get(`/g/${"B".repeat(43)}`)).status).toBe(404);
  });
});

describe("the pages of the people who manage links", () => {
  it("the guest links page creates a link without JavaScript; the Admin tab lists it with its QR code", async () => {
    const cookie = await signInCookie(server.url, fam.admin.email, fam.admin.password);
    const ev = await newEvent();
    const page = await fetch(`${server.url}/dashboard/guest-links?kind=event&target=${ev}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`value="event:${ev}" selected`);
    const created = await fetch(`${server.url}/dashboard/guest-links`, {
      method: "POST",
      redirect: "manual",
      headers: { Cookie: cookie, Origin: server.url, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "create-guest-link", opens: `event:${ev}`, label: "Neighbours", expires_in_days: "7" }),
    });
    expect(created.status).toBe(302);
    const admin = await (await fetch(`${server.url}/dashboard/admin`, { headers: { Cookie: cookie } })).text();
    expect(admin).toContain("Guest links");
    expect(admin).toContain("Neighbours");
    expect(admin).toMatch(/src="\/api\/guest-links\/\d+\/qr.svg"/);
  });
});

describe("the family export and import carry guests' answers and places (format version 2)", () => {
  /** family.json of a zip, edited with python's zipfile (`edit` gets the object as d). */
  function rewrite(zip: Buffer, edit: string): Buffer {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "kindred-guest-export-"));
    const src = path.join(dir, "in.zip");
    const out = path.join(dir, "out.zip");
    fs.writeFileSync(src, zip);
    execFileSync("python3", [
      "-c",
      `import zipfile,json,sys
src=zipfile.ZipFile(sys.argv[1]); dst=zipfile.ZipFile(sys.argv[2],'w')
for i in src.infolist():
    data=src.read(i.filename)
    if i.filename=='family.json':
        d=json.loads(data)
        exec(sys.argv[3])
        data=json.dumps(d).encode()
    dst.writestr(i, data)
dst.close()`,
      src,
      out,
      edit,
    ]);
    const bytes = fs.readFileSync(out);
    fs.rmSync(dir, { recursive: true, force: true });
    return bytes;
  }
  const family = (zip: Buffer) => JSON.parse(execFileSync("python3", ["-c", "import zipfile,sys,io;sys.stdout.write(zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())).read('family.json').decode())"], { input: zip }).toString());
  async function importInto(zip: Buffer) {
    const owner = await createFamily(server.url, "Nora Newhome", "Placeholder");
    const res = await fetch(`${server.url}/api/family/import`, {
      method: "POST",
      body: new Uint8Array(zip),
      headers: { "Content-Type": "application/zip", Authorization: `Bearer ${owner.client.token}`, "X-Forwarded-For": owner.client.ip },
    });
    return { status: res.status, body: await res.json(), owner };
  }

  it("exports guest links without tokens, answers and places; imports them (links revoked); still reads version 1", async () => {
    const ev = await newEvent();
    const item = (await fam.owner.client.post(`/events/${ev}/signups`, { name: "Lemonade", quantity: 4 })).body.id as number;
    const answers = await newLink({ kind: "event", target_id: ev, label: "Export answers" });
    const places = await newLink({ kind: "signups", target_id: ev, label: "Export places" });
    const guest = new Guest();
    expect((await guest.post(pathOf(answers.url), form({ intent: "answer", name: "Aunt Flo", attending: "yes", guest_count: "4" }))).status).toBe(302);
    expect((await guest.post(pathOf(places.url), form({ intent: "claim", name: "Aunt Flo", item_id: String(item), quantity: "3" }))).status).toBe(302);

    const res = await fetch(`${server.url}/api/family/export`, { headers: { Authorization: `Bearer ${fam.owner.client.token}` } });
    expect(res.status).toBe(200);
    const zip = Buffer.from(await res.arrayBuffer());
    const d = family(zip);
    expect(d.version).toBe(3);
    const link = d.guestLinks.find((l: { label: string }) => l.label === "Export answers");
    expect(link).toMatchObject({ kind: "event", targetId: ev, uses: 1, revokedAt: null });
    expect(JSON.stringify(d)).not.toContain(pathOf(answers.url).slice(3));
    const exported = d.events.find((e: { id: number }) => e.id === ev);
    expect(exported.guestRsvps).toEqual([expect.objectContaining({ linkId: answers.id, name: "Aunt Flo", attending: true, guestCount: 4 })]);
    expect(exported.signupItems[0].guestClaims).toEqual([expect.objectContaining({ linkId: places.id, name: "Aunt Flo", quantity: 3 })]);

    const moved = await importInto(zip);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const events = (await moved.owner.client.get("/events")).body as { title: string; headcount: { total_headcount: number; attending: { name: string }[] } }[];
    const there = events.find((e) => e.title === exported.title)!;
    expect(there.headcount.total_headcount).toBe(4);
    expect(there.headcount.attending.map((a) => a.name)).toEqual(["Aunt Flo (guest)"]);
    const eventId = (there as unknown as { id: number }).id;
    const list = (await moved.owner.client.get(`/events/${eventId}/signups`)).body;
    expect(list.items[0]).toMatchObject({ name: "Lemonade", claimed: 3, still_needed: 1 });
    // Imported links are revoked (their addresses belong to the old server): none listed.
    expect((await moved.owner.client.get("/guest-links")).body).toEqual([]);

    // A version 1 file (no guest data) is still read.
    const v1 = rewrite(
      zip,
      "import uuid\nd['version']=1; d['exportId']=str(uuid.uuid4()); d.pop('guestLinks')\nfor e in d['events']:\n  e.pop('guestRsvps')\n  [i.pop('guestClaims') for i in e['signupItems']]",
    );
    const old = await importInto(v1);
    expect(old.status, JSON.stringify(old.body)).toBe(200);
  });
});
