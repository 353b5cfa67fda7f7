// Sign-up lists and guest links per date of a series over real HTTP (issue 41 with issues 38 and
// 170): claims on two dates are independent and each capped at what is needed under parallel
// requests; a claim names its date (400 none, 404 not in the series, 409 cancelled); a guest
// answers one date through an event link and counts only there; a guest's place is for one date.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, fakeIp, joinFamily } from "../helpers/client";

let server: TestServer;
let owner: ApiClient;
let members: ApiClient[];
let seriesId: number;
let itemId: number;
// Sundays at 15:00 UTC (the family's zone is UTC by default), five dates.
const A = "2031-03-02T15:00:00.000Z";
const B = "2031-03-09T15:00:00.000Z";
const C = "2031-03-16T15:00:00.000Z";
const enc = encodeURIComponent;

beforeAll(async () => {
  server = await startServer();
  const fam = await createFamily(server.url, "Olivia Owner", "The Dates");
  owner = fam.client;
  members = await Promise.all(["Ann", "Ben", "Cat"].map(async (name) => (await joinFamily(server.url, fam.familyCode, name)).client));
  const created = await owner.post("/events", { title: "Sunday lunch", description: "Weekly", event_date: "2031-03-02T15:00:00Z", recurrence: "FREQ=WEEKLY;BYDAY=SU;COUNT=5" });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  seriesId = created.body.id;
  itemId = (await owner.post(`/events/${seriesId}/signups`, { name: "Dessert", quantity: 2 })).body.id;
  expect((await owner.del(`/events/${seriesId}/occurrences/${enc(C)}`)).status).toBe(200);
});
afterAll(async () => {
  await server?.stop();
});

const claim = (who: ApiClient, occurrence: string | undefined, quantity = 1) =>
  who.post(`/events/${seriesId}/signups/${itemId}/claim`, { quantity, ...(occurrence === undefined ? {} : { occurrence }) });

describe("sign-up lists per date", () => {
  it("claims on two dates are independent and each capped at what is needed under parallel requests", async () => {
    // Three people claim 1 of the 2 needed on each of two dates, all at once.
    const results = await Promise.all(members.flatMap((m) => [claim(m, A), claim(m, "20310309T150000Z")]));
    const ok = (occ: number) => results.filter((r, i) => i % 2 === occ && r.status === 200).length;
    expect([ok(0), ok(1)]).toEqual([2, 2]);
    const refused = results.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect(r).toMatchObject({ status: 409, body: { detail: expect.stringMatching(/^Nothing more is needed for Dessert|^Only/) } });
    for (const occ of [A, B]) {
      const list = await owner.get(`/events/${seriesId}/signups?occurrence=${enc(occ)}`);
      expect(list.body).toMatchObject({ occurrence: occ, counts: { items: 1, needed: 2, still_needed: 0 } });
      expect(list.body.items[0]).toMatchObject({ claimed: 2, still_needed: 0 });
      expect(list.body.items[0].claims).toHaveLength(2);
    }
    // Another date is untouched; the organizer cannot lower the need below the busiest date.
    const later = "2031-03-23T15:00:00.000Z";
    expect((await owner.get(`/events/${seriesId}/signups?occurrence=${enc(later)}`)).body).toMatchObject({ counts: { still_needed: 2 }, items: [{ claims: [] }] });
    expect((await owner.put(`/events/${seriesId}/signups/${itemId}`, { name: "Dessert", quantity: 1 })).status).toBe(409);
    // A release is for its date only.
    const holder = members.find((_, i) => results[i * 2]!.status === 200)!;
    const released = await holder.del(`/events/${seriesId}/signups/${itemId}/claim?occurrence=${enc(A)}`);
    expect(released.body.item).toMatchObject({ claimed: 1, still_needed: 1 });
    expect((await owner.get(`/events/${seriesId}/signups?occurrence=${enc(B)}`)).body.items[0].claimed).toBe(2);
  });

  it("a claim on a series names its date: 400 without one, 404 not in the series, 409 cancelled; one-date events unchanged", async () => {
    expect(await claim(members[0]!, undefined)).toMatchObject({ status: 400, body: { detail: "Please choose which date you are answering for" } });
    expect(await claim(members[0]!, "2031-03-03T15:00:00Z")).toMatchObject({ status: 404, body: { detail: "This date is not part of the series" } });
    expect(await claim(members[0]!, C)).toMatchObject({ status: 409, body: { detail: "This date was cancelled" } });
    expect((await owner.get(`/events/${seriesId}/signups`)).status).toBe(400);
    expect((await owner.get(`/events/${seriesId}/signups?occurrence=2031-03-04T15:00:00Z`)).status).toBe(404);
    const single = (await owner.post("/events", { title: "Picnic", description: "Once", event_date: "2031-06-01T12:00:00Z" })).body.id;
    const chairs = (await owner.post(`/events/${single}/signups`, { name: "Chairs", quantity: 3 })).body.id;
    const took = await members[0]!.post(`/events/${single}/signups/${chairs}/claim`, { quantity: 2 });
    expect(took.body.item).toMatchObject({ claimed: 2, still_needed: 1 });
    expect((await owner.get(`/events/${single}/signups`)).body).toMatchObject({ occurrence: null, counts: { still_needed: 1 } });
  });
});

/** A guest's browser: no account, its own address, its cookie. */
class Guest {
  ip = fakeIp();
  cookie = "";
  async get(path: string) {
    const res = await fetch(`${server.url}${path}`, { headers: { "X-Forwarded-For": this.ip, ...(this.cookie ? { Cookie: this.cookie } : {}) }, redirect: "manual" });
    return { status: res.status, text: await res.text() };
  }
  async post(path: string, fields: Record<string, string>) {
    const res = await fetch(`${server.url}${path}`, {
      method: "POST",
      headers: { "X-Forwarded-For": this.ip, Origin: server.url, ...(this.cookie ? { Cookie: this.cookie } : {}) },
      body: new URLSearchParams(fields),
      redirect: "manual",
    });
    const set = res.headers.getSetCookie().find((c) => c.startsWith("kindred_guest_"));
    if (set) this.cookie = set.split(";")[0]!;
    return { status: res.status, location: res.headers.get("location"), text: await res.text() };
  }
}

describe("guest links on a series", () => {
  it("a guest answers one date: it counts only there, the cookie changes it per date, a cancelled date is refused", async () => {
    const link = await owner.post("/guest-links", { kind: "event", target_id: seriesId, label: "Cousins" });
    expect(link.status).toBe(201);
    const page = new URL(link.body.url).pathname;
    const guest = new Guest();
    const shown = await guest.get(page);
    expect(shown.text).toContain("Coming dates");
    expect(shown.text).toContain("Cancelled");
    const yes = await guest.post(`${page}?date=${enc(B)}`, { intent: "answer", occurrence: B, name: "Edna", attending: "yes", guest_count: "3" });
    expect(yes.status).toBe(302);
    expect(yes.location).toBe(`${page}?done=yes&date=${enc(B)}`);
    const at = async (occ: string) => (await owner.get(`/events/${seriesId}/occurrences/${enc(occ)}`)).body;
    expect((await at(B)).headcount.attending).toEqual([{ user_id: 0, name: "Edna (guest)", guest_count: 3, comments: "" }]);
    expect((await at(A)).headcount.total_headcount).toBe(0);
    // The same browser answers another date and changes the first; each date keeps its own.
    await guest.post(page, { intent: "answer", occurrence: A, name: "Edna", attending: "no" });
    await guest.post(page, { intent: "answer", occurrence: B, name: "Edna", attending: "yes", guest_count: "2" });
    expect((await at(B)).headcount.total_headcount).toBe(2);
    expect((await at(A)).headcount.declined).toEqual([{ user_id: 0, name: "Edna (guest)" }]);
    expect((await guest.get(`${page}?date=${enc(B)}`)).text).toContain("Your answer: Attending (2 people)");
    // A cancelled date, a date not in the series, no date: refused, the form shown again.
    expect((await guest.post(page, { intent: "answer", occurrence: C, name: "Edna", attending: "yes" })).text).toContain("This date was cancelled");
    expect((await guest.post(page, { intent: "answer", occurrence: "2031-03-05T15:00:00Z", name: "Edna", attending: "yes" })).status).toBe(404);
    expect((await guest.post(page, { intent: "answer", name: "Edna", attending: "yes" })).status).toBe(400);
  });

  it("a guest's place on a series' sign-up list is for the date chosen", async () => {
    const link = await owner.post("/guest-links", { kind: "signups", target_id: seriesId, label: "Cousins" });
    const page = new URL(link.body.url).pathname;
    const later = "2031-03-23T15:00:00.000Z";
    const guest = new Guest();
    expect((await guest.get(`${page}?date=${enc(later)}`)).text).toContain("2 of 2 still needed");
    const took = await guest.post(page, { intent: "claim", occurrence: later, name: "Carla", item_id: String(itemId), quantity: "2" });
    expect(took.status).toBe(302);
    expect((await owner.get(`/events/${seriesId}/signups?occurrence=${enc(later)}`)).body.items[0]).toMatchObject({ still_needed: 0, claims: [{ user_name: "Carla (guest)", quantity: 2 }] });
    expect((await owner.get(`/events/${seriesId}/signups?occurrence=${enc(A)}`)).body.items[0].claimed).toBe(1);
    expect((await guest.post(page, { intent: "claim", occurrence: C, name: "Carla", item_id: String(itemId), quantity: "1" })).status).toBe(409);
  });
});
