// Trip planning over real HTTP: reunion details, booking link, activities; roles and family scoping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, joinFamily } from "../helpers/client";

let server: TestServer;
let owner: ApiClient;
let admin: ApiClient;
let member: ApiClient;
let guest: ApiClient;
let other: ApiClient;

const details = {
  location: "Lake Tahoe Lodge",
  start_date: "2026-08-01",
  end_date: "2026-08-04",
  description: "Three days by the lake",
};

beforeAll(async () => {
  server = await startServer();
  const fam = await createFamily(server.url, "Olivia Owner", "The Rivers");
  owner = fam.client;
  admin = (await joinFamily(server.url, fam.familyCode, "Adam Admin", { owner, role: "admin" })).client;
  member = (await joinFamily(server.url, fam.familyCode, "Mia Member")).client;
  guest = (await joinFamily(server.url, fam.familyCode, "Gus Guest", { owner, role: "guest" })).client;
  other = (await createFamily(server.url, "Other Owner", "The Others")).client;
});

afterAll(async () => {
  await server?.stop();
});

describe("/api/reunion-details", () => {
  it("starts empty with the default booking link", async () => {
    const res = await member.get("/reunion-details");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ location: "", start_date: null, end_date: null, booking_url: "https://www.google.com/travel/" });
  });

  it("validates with the §5 messages", async () => {
    const cases: [Record<string, string>, string][] = [
      [{ ...details, location: " " }, "Please enter a reunion location"],
      [{ ...details, end_date: "" }, "Please set start and end dates"],
      [{ ...details, start_date: "2026-08-05" }, "The end date cannot be before the start date"],
      [{ ...details, start_date: "08/01/2026" }, "Please enter valid dates (YYYY-MM-DD)"],
    ];
    for (const [body, message] of cases) {
      const res = await owner.put("/reunion-details", body);
      expect(res.status).toBe(400);
      expect(res.body.detail).toBe(message);
    }
  });

  it("owner and admin edit; members and guests only read", async () => {
    expect((await member.put("/reunion-details", details)).status).toBe(403);
    expect((await guest.put("/reunion-details", details)).status).toBe(403);
    const saved = await owner.put("/reunion-details", details);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject(details);
    const byAdmin = await admin.put("/reunion-details", { ...details, end_date: "2026-08-01", booking_url: "https://www.expedia.com/" });
    expect(byAdmin.status).toBe(200);
    const read = await guest.get("/reunion-details");
    expect(read.body).toMatchObject({ ...details, end_date: "2026-08-01", booking_url: "https://www.expedia.com/" });
    const badUrl = await admin.put("/reunion-details", { ...details, booking_url: "javascript:alert(1)" });
    expect(badUrl.status).toBe(400);
  });

  it("each family has its own details", async () => {
    expect((await other.get("/reunion-details")).body.location).toBe("");
  });
});

describe("/api/activities", () => {
  it("name and date required; owner/admin add; sorted by date and time; price in dollars", async () => {
    const missing = await owner.post("/activities", { name: "Hike", date: "" });
    expect(missing.status).toBe(400);
    expect(missing.body.detail).toBe("Please fill in activity name and date");
    expect((await owner.post("/activities", { name: "Hike", date: "2026-08-02", price: -5 })).status).toBe(400);

    const a = await owner.post("/activities", { name: "Boat tour", description: "Around the lake", date: "2026-08-02", time: "14:00", price: 25.5, location: "Pier" });
    expect(a.status).toBe(200);
    expect(a.body).toMatchObject({ name: "Boat tour", price: 25.5, cost_cents: 2550, time: "14:00" });
    expect((await admin.post("/activities", { name: "Breakfast", date: "2026-08-02", time: "08:30" })).body.price).toBe(0);
    expect((await admin.post("/activities", { name: "Welcome dinner", date: "2026-08-01", time: "19:00", price: "40" })).status).toBe(200);

    expect((await member.post("/activities", { name: "Member idea", date: "2026-08-03" })).status).toBe(403);
    expect((await guest.post("/activities", { name: "Guest idea", date: "2026-08-03" })).status).toBe(403);

    const list = await guest.get("/activities");
    expect(list.status).toBe(200);
    expect(list.body.map((x: { name: string }) => x.name)).toEqual(["Welcome dinner", "Breakfast", "Boat tour"]);
    expect(list.body.reduce((s: number, x: { cost_cents: number }) => s + x.cost_cents, 0)).toBe(6550);
  });

  it("delete: owner/admin only; another family's id is 404", async () => {
    const { body: act } = await owner.post("/activities", { name: "Bonfire", date: "2026-08-03" });
    expect((await member.del(`/activities/${act.id}`)).status).toBe(403);
    expect((await guest.del(`/activities/${act.id}`)).status).toBe(403);
    expect((await other.del(`/activities/${act.id}`)).status).toBe(404);
    expect((await admin.del(`/activities/${act.id}`)).status).toBe(200);
    expect((await admin.del(`/activities/${act.id}`)).status).toBe(404);
    expect((await owner.get("/activities")).body.map((x: { id: number }) => x.id)).not.toContain(act.id);
    expect((await other.get("/activities")).body).toEqual([]);
  });
});
