// Admin rules on a fresh SQLite file, where timing can be controlled: a request that passed its
// role check on stale data (a racing request changed the family in between) changes nothing, so
// a family never has zero or two owners; what a removed member posted stays under their name.
import { afterAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { db, first, schema, withTransaction } from "~/lib/db.server";
import { resetRateLimits } from "~/lib/rate-limit.server";
import { register } from "~/features/auth/auth.server";
import { changeRole } from "~/features/family/family.server";
import { listMembersWithSignups, removeMember } from "~/features/admin/members.server";
import { auditLogPage } from "~/features/admin/audit-log.server";
import type { Actor } from "~/lib/session.server";

afterAll(() => resetRateLimits());

let n = 0;
async function actorFor(userId: number): Promise<Actor> {
  const u = (await first(db().select().from(schema.users).where(eq(schema.users.id, userId)).limit(1)))!;
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
    if (role) await changeRole(await actorFor(owner.userId), r.userId, { new_role: role });
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

const owners = async (familyId: number) =>
  db()
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.familyId, familyId), eq(schema.users.role, "owner")));

describe("racing requests (actors checked on stale data)", () => {
  it("a second transfer by the previous owner changes nothing: still exactly one owner", async () => {
    const f = await family();
    const stale = await actorFor(f.owner); // read before the first transfer, as a concurrent request would
    await changeRole(await actorFor(f.owner), f.member, { new_role: "owner" });
    await expect(changeRole(stale, f.guest, { new_role: "owner" })).rejects.toMatchObject({ status: 409 });
    expect(await owners(f.familyId)).toEqual([{ id: f.member }]);
    expect((await actorFor(f.guest)).role).toBe("guest");
    expect((await actorFor(f.owner)).role).toBe("admin");
  });

  it("an admin cannot demote someone who has just become owner: never zero owners", async () => {
    const f = await family();
    const adminView = await actorFor(f.admin);
    // The admin's request read the member as a member; meanwhile the owner transfers to them.
    expect((await actorFor(f.member)).role).toBe("member");
    await changeRole(await actorFor(f.owner), f.member, { new_role: "owner" });
    await expect(changeRole(adminView, f.member, { new_role: "guest" })).rejects.toMatchObject({ status: 403 });
    expect(await owners(f.familyId)).toEqual([{ id: f.member }]);
  });

  it("a failed transfer leaves no audit entry and no half change", async () => {
    const f = await family();
    const stale = await actorFor(f.owner);
    await changeRole(await actorFor(f.owner), f.admin, { new_role: "owner" });
    const before = (await auditLogPage(await actorFor(f.admin), { limit: 100 })).entries.length;
    await expect(changeRole(stale, f.member, { new_role: "owner" })).rejects.toThrow();
    expect((await auditLogPage(await actorFor(f.admin), { limit: 100 })).entries.length).toBe(before);
    expect((await actorFor(f.member)).role).toBe("member");
  });
});

describe("removal keeps what the person posted", () => {
  it("authored rows stay with the author's name; their sessions, own birthday and RSVPs go", async () => {
    const f = await family();
    const { ann, ev, forGrandma } = await withTransaction(async (tx) => {
      const [ann] = await tx
        .insert(schema.announcements)
        .values({ familyId: f.familyId, authorId: f.member, authorName: "Mia Member", title: "Hello", content: "Hi all", status: "published" })
        .returning();
      const [ev] = await tx
        .insert(schema.events)
        .values({ familyId: f.familyId, title: "Picnic", description: "Park", eventDate: "2030-06-01T12:00:00.000Z", createdBy: f.member })
        .returning();
      await tx.insert(schema.rsvps).values({ eventId: ev!.id, userId: f.member, attending: true });
      await tx.insert(schema.birthdays).values({ familyId: f.familyId, userId: f.member, createdBy: f.member, name: "Mia Member", month: 5, day: 4 });
      const [forGrandma] = await tx
        .insert(schema.birthdays)
        .values({ familyId: f.familyId, createdBy: f.member, name: "Grandma", month: 1, day: 2, isManual: true })
        .returning();
      return { ann: ann!, ev: ev!, forGrandma: forGrandma! };
    });

    await removeMember(await actorFor(f.admin), f.member, { reason: "moved away" });

    const d = db();
    const one = <Row,>(q: PromiseLike<Row[]>) => first(q);
    expect(await one(d.select().from(schema.users).where(eq(schema.users.id, f.member)))).toBeUndefined();
    expect(await d.select().from(schema.sessions).where(eq(schema.sessions.userId, f.member))).toEqual([]);
    const kept = (await one(d.select().from(schema.announcements).where(eq(schema.announcements.id, ann.id))))!;
    expect(kept).toMatchObject({ authorName: "Mia Member", authorId: null, title: "Hello" });
    expect(await one(d.select().from(schema.events).where(eq(schema.events.id, ev.id)))).toMatchObject({ title: "Picnic", createdBy: null });
    expect(await one(d.select().from(schema.birthdays).where(eq(schema.birthdays.id, forGrandma.id)))).toMatchObject({ name: "Grandma" });
    expect(await d.select().from(schema.rsvps).where(eq(schema.rsvps.eventId, ev.id))).toEqual([]);
    expect(await d.select().from(schema.birthdays).where(eq(schema.birthdays.userId, f.member))).toEqual([]);
    // The invite-join record keeps the name for the invite stats.
    const joins = await d.select().from(schema.inviteJoins).where(eq(schema.inviteJoins.familyId, f.familyId));
    expect(joins.map((j) => [j.userName, j.userId])).toEqual([["Mia Member", null]]);
  });

  it("an admin cannot remove someone who has just become owner", async () => {
    const f = await family();
    const adminView = await actorFor(f.admin);
    await changeRole(await actorFor(f.owner), f.guest, { new_role: "owner" });
    await expect(removeMember(adminView, f.guest, {})).rejects.toMatchObject({ status: 403 });
    expect((await actorFor(f.guest)).role).toBe("owner");
  });
});

describe("members and recent signups", () => {
  it("lists every account once, recent signups newest first within 7 days, with the invite-link flag", async () => {
    const f = await family();
    const { members, recent } = await listMembersWithSignups(await actorFor(f.owner));
    expect(members.map((m) => [m.name, m.role, m.via_invite])).toEqual([
      ["Olivia Owner", "owner", false],
      ["Adam Admin", "admin", false],
      ["Mia Member", "member", true],
      ["Gus Guest", "guest", false],
    ]);
    expect(recent.map((m) => m.name)).toEqual(["Gus Guest", "Mia Member", "Adam Admin", "Olivia Owner"]);
    const later = new Date(Date.now() + 8 * 24 * 3600 * 1000);
    expect((await listMembersWithSignups(await actorFor(f.owner), later)).recent).toEqual([]);
    await expect(listMembersWithSignups(await actorFor(f.member))).rejects.toMatchObject({ status: 403 });
  });
});
