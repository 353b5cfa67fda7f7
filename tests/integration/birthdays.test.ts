// The birthdays /api over real HTTP: per-role CRUD, validation messages, badges, family scoping,
// and the user's own birthday in /api/auth/me.
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
  ({ owner, admin, member, guest, stranger } = await familyWithEveryRole(server.url, "Birthday Family"));
});

afterAll(async () => {
  await server?.stop();
});

type B = { id: number; name: string; month: number; day: number; user_id: number | null; is_manual: boolean; is_you: boolean; countdown: string; days_until: number };

describe("birthdays", () => {
  it("a member adds their own birthday (named after the account) and it fills /auth/me", async () => {
    const res = await member.client.post("/birthdays", { month: 2, day: 29, self: true });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: "Mia Member", month: 2, day: 29, user_id: member.userId, is_manual: false, is_you: true });
    const me = await member.client.get("/auth/me");
    expect(me.body).toMatchObject({ birthday_month: 2, birthday_day: 29 });
    // Adding again updates the same entry.
    const again = await member.client.post("/birthdays", { name: "Mia Member", month: 3, day: 1 });
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(res.body.id);
    const list = await owner.client.get<B[]>("/birthdays");
    const mia = list.body.filter((b) => b.name === "Mia Member");
    expect(mia).toHaveLength(1);
    expect(mia[0]).toMatchObject({ month: 3, day: 1, is_you: false, is_manual: false });
  });

  it("a member cannot add someone else's birthday, nor edit or delete; a guest cannot add", async () => {
    const other = await member.client.post("/birthdays", { name: "Grandma", month: 5, day: 5 });
    expect(other.status).toBe(403);
    expect(other.body.detail).toBe("Only the owner or an admin can add birthdays for other people");
    expect((await guest.client.post("/birthdays", { month: 1, day: 1, self: true })).status).toBe(403);
    const entry = await owner.client.post("/birthdays", { name: "Cousin Joe", month: 7, day: 7 });
    expect((await member.client.put(`/birthdays/${entry.body.id}`, { name: "X", month: 1, day: 1 })).status).toBe(403);
    expect((await member.client.del(`/birthdays/${entry.body.id}`)).status).toBe(403);
    expect((await guest.client.del(`/birthdays/${entry.body.id}`)).status).toBe(403);
    // Everyone in the family may read.
    const list = await guest.client.get<B[]>("/birthdays");
    expect(list.status).toBe(200);
    expect(list.body.some((b) => b.name === "Cousin Joe")).toBe(true);
  });

  it("owner and admin add others (Manual), edit and delete", async () => {
    const added = await admin.client.post("/birthdays", { name: "Aunt May", month: 12, day: 25 });
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ name: "Aunt May", month: 12, day: 25, user_id: null, is_manual: true, is_you: false });
    const edited = await owner.client.put(`/birthdays/${added.body.id}`, { name: "Aunt May Parker", month: 12, day: 24 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ name: "Aunt May Parker", month: 12, day: 24, is_manual: true });
    expect((await admin.client.del(`/birthdays/${added.body.id}`)).status).toBe(200);
    expect((await admin.client.del(`/birthdays/${added.body.id}`)).status).toBe(404);
    const list = await owner.client.get<B[]>("/birthdays");
    expect(list.body.some((b) => b.name.startsWith("Aunt May"))).toBe(false);
    // An owner's own birthday, added through "self".
    const own = await owner.client.post("/birthdays", { month: 6, day: 1, self: true });
    expect(own.body).toMatchObject({ name: "Olivia Owner", is_manual: false, is_you: true });
  });

  it("validates with the spec's messages", async () => {
    const cases: [unknown, string][] = [
      [{ name: "", month: 1, day: 1 }, "Please fill in all birthday fields"],
      [{ name: "Ann", day: 1 }, "Please fill in all birthday fields"],
      [{ name: "Ann", month: 4, day: "" }, "Please fill in all birthday fields"],
      [{ name: "Ann", month: 13, day: 1 }, "Month must be between 1 and 12"],
      [{ name: "Ann", month: 1, day: 32 }, "Day must be between 1 and 31"],
      [{ name: "Ann", month: 4, day: 31 }, "April has only 30 days"],
      [{ name: "Ann", month: 2, day: 30 }, "February has only 29 days"],
    ];
    for (const [body, detail] of cases) {
      const res = await owner.client.post("/birthdays", body);
      expect({ sent: body, status: res.status, detail: res.body.detail }).toEqual({ sent: body, status: 400, detail });
    }
    const own = await member.client.post("/birthdays", { month: 4, day: 31, self: true });
    expect(own).toMatchObject({ status: 400, body: { detail: "April has only 30 days" } });
    const leap = await owner.client.post("/birthdays", { name: "Leap Baby", month: 2, day: 29 });
    expect(leap.status).toBe(200);
  });

  it("lists soonest first with a countdown label", async () => {
    const list = await owner.client.get<B[]>("/birthdays");
    const days = list.body.map((b) => b.days_until);
    expect([...days].sort((a, b) => a - b)).toEqual(days);
    for (const b of list.body) {
      expect(b.countdown).toBe(b.days_until === 0 ? "Today" : b.days_until === 1 ? "Tomorrow" : `${b.days_until} days`);
    }
  });

  it("answers 404 for another family's birthday and never lists it", async () => {
    const entry = await owner.client.post("/birthdays", { name: "Secret Sis", month: 9, day: 9 });
    expect((await stranger.client.put(`/birthdays/${entry.body.id}`, { name: "x", month: 1, day: 1 })).status).toBe(404);
    expect((await stranger.client.del(`/birthdays/${entry.body.id}`)).status).toBe(404);
    expect((await stranger.client.get(`/birthdays/${entry.body.id}`)).status).toBe(404);
    const list = await stranger.client.get<B[]>("/birthdays");
    expect(list.body.some((b) => b.name === "Secret Sis")).toBe(false);
    expect((await owner.client.del("/birthdays/0")).status).toBe(404);
  });
});
