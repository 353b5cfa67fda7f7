// Events over real HTTP: each role against each call, family scoping, RSVP upsert, guest count bounds, .ics.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { openSql } from "../helpers/database";
import { ApiClient, createFamily, joinFamily } from "../helpers/client";

let server: TestServer;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let guest: ApiClient;
let memberId: number;
let other: ApiClient; // owner of another family

const future = (days: number) => new Date(Date.now() + days * 86400_000).toISOString();
const anEvent = (title = "Summer Picnic") => ({
  title,
  description: "Food, games and family",
  event_date: future(30),
  location: "Riverside Park",
});

beforeAll(async () => {
  server = await startServer();
  const fam = await createFamily(server.url, "Olivia Owner", "The Rivers");
  owner = fam.client;
  admin = (await joinFamily(server.url, fam.familyCode, "Adam Admin", { owner, role: "admin" })).client;
  const m = await joinFamily(server.url, fam.familyCode, "Mia Member");
  member = m.client;
  memberId = m.userId;
  guest = (await joinFamily(server.url, fam.familyCode, "Gus Guest", { owner, role: "guest" })).client;
  other = (await createFamily(server.url, "Other Owner", "The Others")).client;
});

afterAll(async () => {
  await server?.stop();
});

describe("/api/events", () => {
  it("needs a signed-in user", async () => {
    const res = await new ApiClient(server.url).get("/events");
    expect(res.status).toBe(401);
  });

  it("owner and admin create; §5 required fields; guests are refused", async () => {
    const created = await owner.post("/events", anEvent());
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ title: "Summer Picnic", location: "Riverside Park", rsvp_responses: [] });
    expect(created.body.event_date).toMatch(/Z$/);

    expect((await admin.post("/events", anEvent("Admin BBQ"))).status).toBe(200);

    const missing = await owner.post("/events", { ...anEvent(), description: "  " });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("Please fill in all required fields");

    const badDate = await owner.post("/events", { ...anEvent(), event_date: "someday" });
    expect(badDate.status).toBe(400);
    expect(badDate.body.detail).toBe("Please enter a valid date and time");

    const byGuest = await guest.post("/events", anEvent("Guest party"));
    expect(byGuest.status).toBe(403);
  });

  it("members create only while allow_all_users_create_events is on", async () => {
    expect((await member.post("/events", anEvent("Member Meetup"))).status).toBe(200);

    const off = await owner.post("/family/settings", { allow_all_users_create_events: false });
    expect(off.status).toBe(200);
    const refused = await member.post("/events", anEvent("Member Meetup 2"));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("Only the owner and admins can create events in this family");
    expect((await admin.post("/events", anEvent("Admin still can"))).status).toBe(200);

    expect((await owner.post("/family/settings", { allow_all_users_create_events: true })).status).toBe(200);
    expect((await member.post("/events", anEvent("Member Meetup 3"))).status).toBe(200);
  });

  it("lists upcoming events soonest first, then past ones", async () => {
    await owner.post("/events", { ...anEvent("Far future"), event_date: future(300) });
    await owner.post("/events", { ...anEvent("Tomorrow"), event_date: future(1) });
    await owner.post("/events", { ...anEvent("Last month"), event_date: future(-30) });
    await owner.post("/events", { ...anEvent("Last week"), event_date: future(-7) });
    const list = await member.get("/events");
    expect(list.status).toBe(200);
    const titles: string[] = list.body.map((e: { title: string }) => e.title);
    expect(titles[0]).toBe("Tomorrow");
    expect(titles.indexOf("Far future")).toBe(titles.length - 3);
    expect(titles.slice(-2)).toEqual(["Last week", "Last month"]);
    const dates: string[] = list.body.slice(0, -2).map((e: { event_date: string }) => e.event_date);
    expect([...dates].sort()).toEqual(dates);
  });

  it("edit and delete: owner and admin only; members and guests refused", async () => {
    const { body: ev } = await member.post("/events", anEvent("To edit"));
    const change = { ...anEvent("Edited by admin"), event_date: "2030-05-01T10:00:00+02:00" };
    expect((await member.put(`/events/${ev.id}`, change)).status).toBe(403);
    expect((await guest.put(`/events/${ev.id}`, change)).status).toBe(403);
    const edited = await admin.put(`/events/${ev.id}`, change);
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: "Edited by admin", event_date: "2030-05-01T08:00:00.000Z" });

    expect((await member.del(`/events/${ev.id}`)).status).toBe(403);
    expect((await guest.del(`/events/${ev.id}`)).status).toBe(403);
    expect((await owner.del(`/events/${ev.id}`)).status).toBe(200);
    expect((await owner.get(`/events/${ev.id}`)).status).toBe(404);
    expect((await admin.del(`/events/${ev.id}`)).status).toBe(404);
  });

  it("another family's event ids are 404 for every call", async () => {
    const { body: ev } = await owner.post("/events", anEvent("Private"));
    expect((await other.get(`/events/${ev.id}`)).status).toBe(404);
    expect((await other.put(`/events/${ev.id}`, anEvent("Hijack"))).status).toBe(404);
    expect((await other.del(`/events/${ev.id}`)).status).toBe(404);
    expect((await other.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 2 })).status).toBe(404);
    expect((await other.get(`/events/${ev.id}/ics`)).status).toBe(404);
    const theirs = await other.get("/events");
    expect(theirs.body.map((e: { id: number }) => e.id)).not.toContain(ev.id);
    expect((await owner.get(`/events/${ev.id}`)).body.title).toBe("Private");
  });
});

describe("/api/events/rsvp", () => {
  it("upserts one answer per user and builds the headcount", async () => {
    const { body: ev } = await owner.post("/events", anEvent("Reunion Dinner"));
    const first = await member.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 3, comments: "Bringing pie" });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe("RSVP confirmed!");

    const second = await member.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 5, comments: "Two more" });
    expect(second.status).toBe(200);
    expect((await admin.post("/events/rsvp", { event_id: ev.id, attending: false })).body.message).toBe("RSVP cancelled");

    const { body } = await owner.get(`/events/${ev.id}`);
    const mine = body.rsvp_responses.filter((r: { user_id: number }) => r.user_id === memberId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ attending: true, guest_count: 5, comments: "Two more" });
    expect(body.rsvp_responses).toHaveLength(2);
    expect(body.headcount).toMatchObject({
      attending_people: 1,
      guests: 4,
      total_headcount: 5,
      not_attending: 1,
      not_answered: 1, // the owner; the guest is not expected to answer
    });

    // Changing to "no" keeps one row and drops guests and comments.
    const no = await member.post("/events/rsvp", { event_id: ev.id, attending: false, guest_count: 99, comments: "x" });
    expect(no.status).toBe(200);
    expect(no.body.message).toBe("RSVP cancelled");
    const after = (await member.get(`/events/${ev.id}`)).body;
    expect(after.rsvp_responses.filter((r: { user_id: number }) => r.user_id === memberId)).toEqual([
      expect.objectContaining({ attending: false, guest_count: 1, comments: "" }),
    ]);
    expect(after.my_rsvp).toMatchObject({ attending: false });
  });

  it("refuses guest counts outside 1..20 and guests", async () => {
    const { body: ev } = await owner.post("/events", anEvent("Bounds"));
    for (const n of [0, 21, 2.5]) {
      const res = await member.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: n });
      expect(res.status, String(n)).toBe(400);
      expect(res.body.detail).toBe("Guest count must be a whole number from 1 to 20");
    }
    expect((await member.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 20 })).status).toBe(200);
    expect((await member.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 1 })).status).toBe(200);
    expect((await member.post("/events/rsvp", { event_id: ev.id, attending: true })).body.rsvp.guest_count).toBe(1);

    const byGuest = await guest.post("/events/rsvp", { event_id: ev.id, attending: true, guest_count: 1 });
    expect(byGuest.status).toBe(403);
    expect((await member.post("/events/rsvp", { event_id: 999999, attending: true })).status).toBe(404);
  });
});

describe("GET /api/events/{id}/ics", () => {
  it("downloads a calendar file with a stable UID, with a bearer token or the session cookie", async () => {
    const { body: ev } = await owner.post("/events", {
      ...anEvent("Cousins, Aunts; Uncles"),
      event_date: "2031-07-04T19:00:00Z",
    });
    const res = await fetch(`${server.url}/api/events/${ev.id}/ics`, { headers: { Authorization: `Bearer ${member.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="cousins-aunts-uncles\.ics"/);
    const text = await res.text();
    expect(text).toContain("\r\n");
    const unfolded = text.replace(/\r\n /g, "");
    expect(unfolded).toContain(`UID:event-${ev.id}@127.0.0.1`);
    expect(unfolded).toContain("DTSTART:20310704T190000Z");
    expect(unfolded).toContain("DTEND:20310704T210000Z");
    expect(unfolded).toContain("SUMMARY:Cousins\\, Aunts\\; Uncles");
    expect((await fetch(`${server.url}/api/events/${ev.id}/ics`)).status).toBe(401);
  });
});

describe("performance guards (issue 16)", () => {
  it("the Events tab sends the browser what its cards show, not the RSVP rows", async () => {
    const created = await owner.post("/events", anEvent("Lean Page Picnic"));
    expect(created.status).toBe(200);
    expect((await member.post("/events/rsvp", { event_id: created.body.id, attending: true, guest_count: 2, comments: "Bringing pie" })).status).toBe(200);
    // By now this family has more than 8 upcoming events: the tab shows the next 8 and links to all
    // (decision record 124); ?events=all lists every one.
    const first = await fetch(`${server.url}/dashboard/events`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(first.status).toBe(200);
    const firstHtml = await first.text();
    expect(firstHtml.match(/data-testid="event-card"/g)?.length ?? 0).toBeLessThanOrEqual(10);
    expect(firstHtml).toMatch(/Show all \d+ upcoming events/);
    const res = await fetch(`${server.url}/dashboard/events?events=all`, { headers: { Authorization: `Bearer ${owner.token}` } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Lean Page Picnic");
    expect(html).toContain("Mia Member");
    expect(html).toContain("Bringing pie");
    expect(html).not.toContain("rsvp_responses");
    expect(html).not.toContain("updated_at");

    // An RSVP modal for an event beyond the first 8 still shows that event and the member's answer
    // (its RSVPs are loaded with the shown cards').
    expect(firstHtml).not.toContain("Lean Page Picnic");
    const modal = await fetch(`${server.url}/dashboard/events?modal=rsvp&id=${created.body.id}`, { headers: { Authorization: `Bearer ${member.token}` } });
    expect(modal.status).toBe(200);
    const modalHtml = await modal.text();
    expect(modalHtml).toMatch(/<dialog[^>]*open/);
    expect(modalHtml).toContain("Lean Page Picnic");
    expect(modalHtml).toContain("Bringing pie");
  });

  it("a settings change made outside the app (another connection) applies to the next request", async () => {
    const sqlite = await openSql(server);
    const flag = (on: boolean) => (sqlite.postgres ? String(on) : on ? "1" : "0");
    try {
      expect((await member.post("/events", anEvent("Before the change"))).status).toBe(200);
      await sqlite.run(`update family_settings set allow_all_users_create_events = ${flag(false)}`);
      expect((await member.post("/events", anEvent("After the change"))).status).toBe(403);
    } finally {
      await sqlite.run(`update family_settings set allow_all_users_create_events = ${flag(true)}`);
      await sqlite.close();
    }
    expect((await member.post("/events", anEvent("Restored"))).status).toBe(200);
  });
});
