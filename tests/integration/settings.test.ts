// Family settings, the daily verse and the inspiration switch over real HTTP, per role.
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
  ({ owner, admin, member, guest, stranger } = await familyWithEveryRole(server.url, "Settings Family"));
});

afterAll(async () => {
  await server?.stop();
});

describe("family settings", () => {
  it("starts with the spec's defaults, readable by every member", async () => {
    for (const who of [owner, member, guest]) {
      const res = await who.client.get("/family/settings");
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        allow_all_users_create_events: true,
        allow_all_users_add_photos: true,
        show_subscription_to_members: false,
        show_daily_inspiration: true,
        enable_email_notifications: true,
      });
    }
    expect((await fetch(`${server.url}/api/family/settings`)).status).toBe(401);
  });

  it("only owner and admin change them; a change is partial and scoped to the family", async () => {
    expect((await member.client.post("/family/settings", { show_daily_inspiration: false })).status).toBe(403);
    expect((await guest.client.post("/family/settings", { show_daily_inspiration: false })).status).toBe(403);
    const res = await admin.client.post("/family/settings", { show_daily_inspiration: false, time_zone: "America/Chicago" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ show_daily_inspiration: false, enable_email_notifications: true, time_zone: "America/Chicago" });
    expect((await member.client.get("/family/settings")).body.show_daily_inspiration).toBe(false);
    expect((await stranger.client.get("/family/settings")).body.show_daily_inspiration).toBe(true);
    const bad = await owner.client.post("/family/settings", { time_zone: "Mars/Olympus" });
    expect(bad).toMatchObject({ status: 400, body: { detail: "Please choose a valid time zone" } });
  });

  it("switches the daily inspiration flag, while the verse itself stays available", async () => {
    expect((await member.client.get("/homepage/inspiration-enabled")).body).toEqual({ enabled: false });
    await owner.client.post("/family/settings", { show_daily_inspiration: true });
    expect((await member.client.get("/homepage/inspiration-enabled")).body).toEqual({ enabled: true });
  });
});

describe("daily verse", () => {
  it("gives everyone in a family the same verse for the day", async () => {
    const a = await owner.client.get("/bible-verses/daily");
    const b = await guest.client.get("/bible-verses/daily");
    expect(a.status).toBe(200);
    expect(typeof a.body.verse).toBe("string");
    expect(a.body.verse.length).toBeGreaterThan(10);
    expect(a.body.reference).toMatch(/\d+:\d+/);
    expect(a.body.reflection.length).toBeGreaterThan(10);
    expect(b.body).toEqual(a.body);
    expect((await fetch(`${server.url}/api/bible-verses/daily`)).status).toBe(401);
  });
});
