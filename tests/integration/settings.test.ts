// Family settings, the daily verse and the inspiration switch over real HTTP, per role.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../helpers/server";
import { familyWithEveryRole, type RoleFamily } from "../helpers/client";
import { openSql } from "../helpers/database";

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

/** The Home tab's HTML as this account sees it (pages accept the bearer token like the cookie). */
async function homePage(who: { client: { token?: string } }): Promise<string> {
  const res = await fetch(`${server.url}/dashboard`, { headers: { Authorization: `Bearer ${who.client.token}` } });
  expect(res.status).toBe(200);
  return res.text();
}

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

  it("switches the Home page's inspiration card, while the verse itself stays available", async () => {
    // The previous test turned it off.
    expect((await member.client.get("/homepage/inspiration-enabled")).body).toEqual({ enabled: false });
    const verse = await member.client.get("/bible-verses/daily");
    expect(verse.status).toBe(200);
    expect(verse.body.reference).toMatch(/\d+:\d+/);
    let home = await homePage(member);
    expect(home).toContain("Your profile"); // the Home tab did render
    expect(home).not.toContain('data-testid="daily-inspiration"');
    expect(home).not.toContain(verse.body.reference);

    await owner.client.post("/family/settings", { show_daily_inspiration: true });
    expect((await member.client.get("/homepage/inspiration-enabled")).body).toEqual({ enabled: true });
    home = await homePage(member);
    expect(home).toContain('data-testid="daily-inspiration"');
    expect(home).toContain("Daily inspiration");
    expect(home).toContain(verse.body.reference);
    // Switching the card does not change the verse of the day.
    expect((await member.client.get("/bible-verses/daily")).body).toEqual(verse.body);
  });

  it("a change another process commits (an operator's SQL, a restore) shows on the next page", async () => {
    // The Home page reads the settings several times; the server keeps them in memory.
    expect(await homePage(member)).toContain('data-testid="daily-inspiration"');
    const sql = await openSql(server);
    try {
      const me = (await member.client.get("/auth/me")).body;
      const { family_id: familyId } = (await sql.get<{ family_id: number }>("select family_id from users where id = ?", me.id))!;
      expect(await sql.run(`update family_settings set show_daily_inspiration = ${sql.postgres ? "false" : "0"} where family_id = ?`, familyId)).toBe(1);
    } finally {
      await sql.close();
    }
    expect(await homePage(member)).not.toContain('data-testid="daily-inspiration"');
    expect((await member.client.get("/homepage/inspiration-enabled")).body).toEqual({ enabled: false });
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
