// Admin rules on a fresh SQLite file, where timing can be controlled: a request that passed its
// role check on stale data (a racing request changed the family in between) changes nothing, so
// a family never has zero or two owners; what a removed member posted stays under their name.
import { afterAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { register } from "~/features/auth/auth.server";
import { changeRole } from "~/features/family/family.server";
import { listMembersWithSignups, removeMember } from "~/features/admin/members.server";
import { auditLogPage } from "~/features/admin/audit-log.server";
import type { Actor } from "~/lib/session.server";

afterAll(() => resetRateLimits());

let n = 0;
function actorFor(userId: number): Actor {
  const u = db().select().from(schema.users).where(eq(schema.users.id, userId)).get()!;
  return { userId: u.id, familyId: u.familyId, role: u.role, name: u.name, email: u.email, sessionId: 0 };
}

async function family() {
  n += 1;
  const owner = await register(
    { email: `owner${n}@example.test`, name: "Olivia Owner", password: "secret1", family_option: "create", family_name: "The Rivers" },
    `1.1.${n}.1`,
    "api",
  );
  const join = async (name: string, role?: "admin" | "guest", viaInvite = false) => {
    const r = await register(
      {
        email: `${name.split(" ")[0]!.toLowerCase()}${n}@example.test`,
        name,
        password: "secret1",
        family_option: "join",
        family_code: owner.familyCode,
        from_invite_link: viaInvite,
      },
      `1.1.${n}.2`,
      "api",
    );
    if (role) changeRole(actorFor(owner.userId), r.userId, { new_role: role });
    return r.userId;
  };
  return {
    owner: owner.userId,
    familyId: owner.familyId,
    admin: await join("Adam Admin", "admin"),
    member: await join("Mia Member", undefined, true),
    guest: await join("Gus Guest", "guest"),
  };
}

const owners = (familyId: number) =>
  db()
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.familyId, familyId))
    .all()
    .filter((u) => actorFor(u.id).role === "owner");

describe("racing requests (actors checked on stale data)", () => {
  it("a second transfer by the previous owner changes nothing: still exactly one owner", async () => {
    const f = await family();
    const stale = actorFor(f.owner); // read before the first transfer, as a concurrent request would
    changeRole(actorFor(f.owner), f.member, { new_role: "owner" });
    expect(() => changeRole(stale, f.guest, { new_role: "owner" })).toThrow(expect.objectContaining({ status: 409 }));
    expect(owners(f.familyId)).toEqual([{ id: f.member }]);
    expect(actorFor(f.guest).role).toBe("guest");
    expect(actorFor(f.owner).role).toBe("admin");
  });

  it("an admin cannot demote someone who has just become owner: never zero owners", async () => {
    const f = await family();
    const adminView = actorFor(f.admin);
    // The admin's request read the member as a member; meanwhile the owner transfers to them.
    const target = db().select().from(schema.users).where(eq(schema.users.id, f.member)).get()!;
    expect(target.role).toBe("member");
    changeRole(actorFor(f.owner), f.member, { new_role: "owner" });
    expect(() => changeRole(adminView, f.member, { new_role: "guest" })).toThrow(expect.objectContaining({ status: 403 }));
    expect(owners(f.familyId)).toEqual([{ id: f.member }]);
  });

  it("a failed transfer leaves no audit entry and no half change", async () => {
    const f = await family();
    const stale = actorFor(f.owner);
    changeRole(actorFor(f.owner), f.admin, { new_role: "owner" });
    const before = auditLogPage(actorFor(f.admin), { limit: 100 }).entries.length;
    expect(() => changeRole(stale, f.member, { new_role: "owner" })).toThrow();
    expect(auditLogPage(actorFor(f.admin), { limit: 100 }).entries.length).toBe(before);
    expect(actorFor(f.member).role).toBe("member");
  });
});

describe("removal keeps what the person posted", () => {
  it("authored rows stay with the author's name; their sessions, own birthday and RSVPs go", async () => {
    const f = await family();
    const d = db();
    const ann = d
      .insert(schema.announcements)
      .values({ familyId: f.familyId, authorId: f.member, authorName: "Mia Member", title: "Hello", content: "Hi all", status: "published" })
      .returning()
      .get();
    const ev = d
      .insert(schema.events)
      .values({ familyId: f.familyId, title: "Picnic", description: "Park", eventDate: "2030-06-01T12:00:00.000Z", createdBy: f.member })
      .returning()
      .get();
    d.insert(schema.rsvps).values({ eventId: ev.id, userId: f.member, attending: true }).run();
    d.insert(schema.birthdays).values({ familyId: f.familyId, userId: f.member, createdBy: f.member, name: "Mia Member", month: 5, day: 4 }).run();
    const forGrandma = d
      .insert(schema.birthdays)
      .values({ familyId: f.familyId, createdBy: f.member, name: "Grandma", month: 1, day: 2, isManual: true })
      .returning()
      .get();

    removeMember(actorFor(f.admin), f.member, { reason: "moved away" });

    expect(d.select().from(schema.users).where(eq(schema.users.id, f.member)).get()).toBeUndefined();
    expect(d.select().from(schema.sessions).where(eq(schema.sessions.userId, f.member)).all()).toEqual([]);
    const kept = d.select().from(schema.announcements).where(eq(schema.announcements.id, ann.id)).get()!;
    expect(kept).toMatchObject({ authorName: "Mia Member", authorId: null, title: "Hello" });
    expect(d.select().from(schema.events).where(eq(schema.events.id, ev.id)).get()).toMatchObject({ title: "Picnic", createdBy: null });
    expect(d.select().from(schema.birthdays).where(eq(schema.birthdays.id, forGrandma.id)).get()).toMatchObject({ name: "Grandma" });
    expect(d.select().from(schema.rsvps).where(eq(schema.rsvps.eventId, ev.id)).all()).toEqual([]);
    expect(d.select().from(schema.birthdays).where(eq(schema.birthdays.userId, f.member)).all()).toEqual([]);
    // The invite-join record keeps the name for the invite stats.
    const joins = d.select().from(schema.inviteJoins).where(eq(schema.inviteJoins.familyId, f.familyId)).all();
    expect(joins.map((j) => [j.userName, j.userId])).toEqual([["Mia Member", null]]);
  });

  it("an admin cannot remove someone who has just become owner", async () => {
    const f = await family();
    const adminView = actorFor(f.admin);
    changeRole(actorFor(f.owner), f.guest, { new_role: "owner" });
    expect(() => removeMember(adminView, f.guest, {})).toThrow(expect.objectContaining({ status: 403 }));
    expect(actorFor(f.guest).role).toBe("owner");
  });
});

describe("members and recent signups", () => {
  it("lists every account once, recent signups newest first within 7 days, with the invite-link flag", async () => {
    const f = await family();
    const { members, recent } = listMembersWithSignups(actorFor(f.owner));
    expect(members.map((m) => [m.name, m.role, m.via_invite])).toEqual([
      ["Olivia Owner", "owner", false],
      ["Adam Admin", "admin", false],
      ["Mia Member", "member", true],
      ["Gus Guest", "guest", false],
    ]);
    expect(recent.map((m) => m.name)).toEqual(["Gus Guest", "Mia Member", "Adam Admin", "Olivia Owner"]);
    const later = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    expect(listMembersWithSignups(actorFor(f.owner), later).recent).toEqual([]);
    expect(() => listMembersWithSignups(actorFor(f.member))).toThrow(expect.objectContaining({ status: 403 }));
  });
});
