// The announcements /api over real HTTP against the built server: publishing per role, the review
// flow, family scoping and audit entries (emails: notifications.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { familyWithEveryRole, type RoleFamily } from "../helpers/client";

let server: TestServer;
let owner: RoleFamily["owner"];
let admin: RoleFamily["admin"];
let member: RoleFamily["member"];
let guest: RoleFamily["guest"];
let stranger: RoleFamily["stranger"];

beforeAll(async () => {
  server = await startServer();
  ({ owner, admin, member, guest, stranger } = await familyWithEveryRole(server.url, "The Reviewers"));
});

afterAll(async () => {
  await server?.stop();
});

describe("posting announcements", () => {
  it("an admin publishes directly and it is listed for everyone in the family, pinned first", async () => {
    const plain = await admin.client.post("/announcements", { title: "Potluck", content: "Bring a dish", pinned: false });
    expect(plain.status).toBe(200);
    expect(plain.body).toMatchObject({ title: "Potluck", status: "published", author_name: "Adam Admin", pinned: false });
    const pinned = await owner.client.post("/announcements", { title: "Reunion date", content: "July 4th", pinned: true });
    expect(pinned.body.status).toBe("published");
    const newer = await owner.client.post("/announcements", { title: "Newest", content: "Latest news" });
    expect(newer.status).toBe(200);

    const list = await member.client.get("/announcements");
    expect(list.status).toBe(200);
    expect(list.body.map((a: { title: string }) => a.title)).toEqual(["Reunion date", "Newest", "Potluck"]);
    expect(list.body[0]).toMatchObject({ pinned: true, author_name: "Olivia Owner", content: "July 4th" });
    expect(typeof list.body[0].created_at).toBe("string");
  });

  it("validates title and content with the spec's message", async () => {
    const res = await owner.client.post("/announcements", { title: "  ", content: "x" });
    expect(res).toMatchObject({ status: 400, body: { detail: "Please fill in title and content" } });
    const res2 = await member.client.post("/announcements", { title: "x" });
    expect(res2).toMatchObject({ status: 400, body: { detail: "Please fill in title and content" } });
  });

  it("refuses a guest (403) and anonymous callers (401)", async () => {
    const res = await guest.client.post("/announcements", { title: "Hi", content: "from a guest" });
    expect(res.status).toBe(403);
    expect(typeof res.body.detail).toBe("string");
    const pending = await guest.client.get("/announcements/pending");
    expect(pending.status).toBe(403);
    const anon = await fetch(`${server.url}/api/announcements`);
    expect(anon.status).toBe(401);
  });

  it("lets only owner and admin edit and delete", async () => {
    const created = await owner.client.post("/announcements", { title: "Typo", content: "Hellp" });
    const id = created.body.id;
    expect((await member.client.put(`/announcements/${id}`, { title: "Hack", content: "x" })).status).toBe(403);
    expect((await guest.client.del(`/announcements/${id}`)).status).toBe(403);
    const edited = await admin.client.put(`/announcements/${id}`, { title: "Fixed", content: "Hello", pinned: false });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id, title: "Fixed", content: "Hello" });
    expect((await admin.client.del(`/announcements/${id}`)).status).toBe(200);
    const list = await owner.client.get("/announcements");
    expect(list.body.some((a: { id: number }) => a.id === id)).toBe(false);
    expect((await admin.client.del(`/announcements/${id}`)).status).toBe(404);
  });

  it("answers 404 for another family's announcement, whatever the role", async () => {
    const mine = await owner.client.post("/announcements", { title: "Private", content: "Family only" });
    const id = mine.body.id;
    expect((await stranger.client.get(`/announcements/${id}`)).status).toBe(404);
    expect((await stranger.client.put(`/announcements/${id}`, { title: "x", content: "y" })).status).toBe(404);
    expect((await stranger.client.del(`/announcements/${id}`)).status).toBe(404);
    expect((await stranger.client.post(`/announcements/${id}/review`, { action: "approve" })).status).toBe(404);
    const list = await stranger.client.get("/announcements");
    expect(list.body.some((a: { title: string }) => a.title === "Private")).toBe(false);
    expect((await owner.client.get("/announcements/abc")).status).toBe(404);
  });
});

describe("review flow", () => {
  it("member submits → pending; admin approves with an edit; the member sees the outcome", async () => {
    const sub = await member.client.post("/announcements", { title: "Bake sale", content: "Saturday at 10", pinned: true });
    expect(sub.status).toBe(200);
    expect(sub.body.status).toBe("pending");
    expect(sub.body.pinned).toBe(false);
    expect(sub.body.message).toMatch(/review/i);
    const id = sub.body.id;

    // Not visible to the family yet; in the review queue for owner and admin only.
    expect((await owner.client.get("/announcements")).body.some((a: { id: number }) => a.id === id)).toBe(false);
    expect((await member.client.get("/announcements/pending")).status).toBe(403);
    const queue = await admin.client.get("/announcements/pending");
    expect(queue.status).toBe(200);
    expect(queue.body.map((a: { id: number }) => a.id)).toContain(id);
    expect((await owner.client.get("/announcements/pending")).body.map((a: { id: number }) => a.id)).toContain(id);

    // A member cannot review.
    expect((await member.client.post(`/announcements/${id}/review`, { action: "approve" })).status).toBe(403);

    const mineBefore = await member.client.get("/announcements/mine");
    expect(mineBefore.body.find((a: { id: number }) => a.id === id)).toMatchObject({ status: "pending", review_feedback: null });

    const approved = await admin.client.post(`/announcements/${id}/review`, {
      action: "approve",
      feedback: "Added the place",
      updated_title: "Bake sale!",
      updated_content: "Saturday at 10, in the church hall",
      updated_pinned: true,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({
      status: "published",
      title: "Bake sale!",
      content: "Saturday at 10, in the church hall",
      pinned: true,
      author_name: "Mia Member",
      review_feedback: "Added the place",
      reviewed_by_name: "Adam Admin",
    });

    const list = await member.client.get("/announcements");
    expect(list.body[0]).toMatchObject({ id, title: "Bake sale!", pinned: true });
    const mine = await member.client.get("/announcements/mine");
    expect(mine.body.find((a: { id: number }) => a.id === id)).toMatchObject({ status: "published", review_feedback: "Added the place" });
    expect((await admin.client.get("/announcements/pending")).body.map((a: { id: number }) => a.id)).not.toContain(id);

    // Reviewing twice is a conflict.
    expect((await owner.client.post(`/announcements/${id}/review`, { action: "reject", feedback: "late" })).status).toBe(409);

    // The review is in the audit log.
    const audit = await owner.client.get("/family/audit-logs");
    expect(audit.status).toBe(200);
    const entries = audit.body as { action: string; details: string; actor_name: string }[];
    expect(entries.find((e) => e.action === "announcement_approve" && e.details.includes("Bake sale!"))).toMatchObject({
      actor_name: "Adam Admin",
    });
  });

  it("reject needs a reason, and the member sees it", async () => {
    const sub = await member.client.post("/announcements", { title: "Selling my car", content: "Cheap!" });
    const id = sub.body.id;
    const noReason = await owner.client.post(`/announcements/${id}/review`, { action: "reject", feedback: "  " });
    expect(noReason.status).toBe(400);
    expect(noReason.body.detail).toBe("Please provide a reason for rejecting this announcement");
    const bad = await owner.client.post(`/announcements/${id}/review`, { action: "maybe" });
    expect(bad.status).toBe(400);

    const rejected = await owner.client.post(`/announcements/${id}/review`, { action: "reject", feedback: "Not family news" });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ status: "rejected", review_feedback: "Not family news" });
    const mine = await member.client.get("/announcements/mine");
    expect(mine.body.find((a: { id: number }) => a.id === id)).toMatchObject({
      status: "rejected",
      review_feedback: "Not family news",
      reviewed_by_name: "Olivia Owner",
    });
    expect((await member.client.get("/announcements")).body.some((a: { id: number }) => a.id === id)).toBe(false);
    const audit = await owner.client.get("/family/audit-logs");
    const entries = audit.body as { action: string; details: string }[];
    expect(entries.some((e) => e.action === "announcement_reject" && e.details.includes("Not family news"))).toBe(true);
  });

  it("20 concurrent reviews of one submission: exactly one wins, the others are 409, one audit line", async () => {
    const sub = await member.client.post("/announcements", { title: "Picnic poll", content: "Saturday or Sunday?" });
    const id = sub.body.id;
    const reviews = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? owner : admin).client.post(`/announcements/${id}/review`, i % 3 ? { action: "approve" } : { action: "reject", feedback: "No" }),
      ),
    );
    const won = reviews.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    const lost = reviews.filter((r) => r.status !== 200);
    expect(lost.map((r) => r.status)).toEqual(Array(19).fill(409));
    expect(lost.map((r) => r.body.detail)).toEqual(Array(19).fill("This announcement has already been reviewed"));
    const entries = (await owner.client.get("/family/audit-logs")).body as { action: string; details: string }[];
    expect(entries.filter((e) => /^announcement_(approve|reject)$/.test(e.action) && e.details.includes("Picnic poll"))).toHaveLength(1);
  });
});

describe("Home's announcements", () => {
  // Home reads the family's newest published announcements and the viewer's own submissions
  // together (one statement on PostgreSQL): each list keeps its own order and length.
  it("shows the three newest published, pinned first, and the viewer's own submissions, newest first", async () => {
    const { owner: o, member: m } = await familyWithEveryRole(server.url, "The Home Readers");
    for (const [title, pinned] of [["Old news", false], ["Pinned news", true], ["Middle news", false], ["Latest news", false]] as const) {
      expect((await o.client.post("/announcements", { title, content: `About ${title}`, pinned })).status).toBe(200);
    }
    const first = await m.client.post("/announcements", { title: "My first idea", content: "Let us meet" });
    const second = await m.client.post("/announcements", { title: "My second idea", content: "Let us eat" });
    expect([first.body.status, second.body.status]).toEqual(["pending", "pending"]);

    const page = await fetch(`${server.url}/dashboard`, { headers: { Authorization: `Bearer ${m.client.token}` } });
    expect(page.status).toBe(200);
    const html = await page.text();
    const order = (titles: string[]) => titles.map((t) => html.indexOf(t));
    // Published: the pinned one first, then the newest; the oldest is not among the three.
    const published = order(["Pinned news", "Latest news", "Middle news"]);
    expect(published.every((at) => at >= 0)).toBe(true);
    expect([...published].sort((a, b) => a - b)).toEqual(published);
    expect(html).not.toContain("Old news");
    // The member's own submissions, newest first, under "Your submissions".
    const mine = order(["Your submissions", "My second idea", "My first idea"]);
    expect(mine.every((at) => at >= 0)).toBe(true);
    expect([...mine].sort((a, b) => a - b)).toEqual(mine);
    // The owner has submitted nothing for review: no such list on their Home.
    const ownerHtml = await (await fetch(`${server.url}/dashboard`, { headers: { Authorization: `Bearer ${o.client.token}` } })).text();
    expect(ownerHtml).not.toContain("Your submissions");
  });
});
