// The super admin's commands and the calendar feed in-process, on the asynchronous data layer
// (decision record 160): checks run in the transaction that writes (20 concurrent requests, one
// winner), a deleted family's files go only after the commit, the CSV export pages on the reader,
// and the calendar feed's ETag is kept in a short write.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, first, schema, withTransaction } from "~/lib/db.server";
import { newKey, storage } from "~/lib/storage.server";
import { HttpError } from "~/lib/http.server";
import type { Actor } from "~/lib/session.server";
import type { Role } from "../../db/schema";
import type { PlatformActor } from "~/features/superadmin/platform-actor.server";
import {
  changeUserEmail,
  deleteUser,
  deletionPreview,
  exportUsersCsv,
  renameFamily,
  setFamilyPlanWithoutPayment,
} from "~/features/superadmin/superadmin.server";
import { calendarFeed, connectCalendar } from "~/features/integrations/calendar.server";

let seq = 0;

async function family(people: Role[], tier: "free" | "small_family" = "free") {
  const n = ++seq;
  return withTransaction(async (tx) => {
    const fam = (
      await tx
        .insert(schema.families)
        .values({ name: `Family ${n}`, familyCode: `F${String(n).padStart(5, "0")}`, subscriptionTier: tier })
        .returning()
    )[0]!;
    const users = [];
    for (const [i, role] of people.entries()) {
      const email = `p${n}-${i}@example.test`;
      const row = (
        await tx
          .insert(schema.users)
          .values({ familyId: fam.id, name: `Person ${n}-${i}`, email, username: `p${n}-${i}`, passwordHash: "x", role })
          .returning()
      )[0]!;
      users.push(row);
    }
    return { fam, users };
  });
}

let admin: PlatformActor;
async function platformActor(): Promise<PlatformActor> {
  if (admin) return admin;
  const { users } = await family(["super_admin"]);
  admin = { kind: "platform", userId: users[0]!.id, name: users[0]!.name, email: users[0]!.email, sessionId: 0 };
  return admin;
}

const statusOf = (r: PromiseSettledResult<unknown>) => (r.status === "fulfilled" ? 200 : r.reason instanceof HttpError ? r.reason.status : 500);

describe("super admin commands on the async data layer", () => {
  it("20 concurrent changes to the same new email: exactly one wins, the others are 409", async () => {
    const actor = await platformActor();
    const { users } = await family(Array.from({ length: 20 }, () => "member" as const));
    const results = await Promise.allSettled(users.map((u) => changeUserEmail(actor, u.id, { new_email: "wanted@example.test" })));
    expect(results.map(statusOf).sort()).toEqual([200, ...Array<number>(19).fill(409)]);
    const holders = await db().select().from(schema.users).where(eq(schema.users.email, "wanted@example.test"));
    expect(holders).toHaveLength(1);
    const audits = await db().select().from(schema.platformAuditLogs).where(eq(schema.platformAuditLogs.action, "change_email"));
    expect(audits).toHaveLength(1);
  });

  it("deleting an owner passes the family to the longest-standing admin, with both audit logs", async () => {
    const actor = await platformActor();
    const { fam, users } = await family(["owner", "member", "admin"]);
    const [owner, , adminUser] = users;
    expect((await deletionPreview(actor, owner!.id)).new_owner).toEqual({ id: adminUser!.id, name: adminUser!.name });
    const result = await deleteUser(actor, owner!.id);
    expect(result).toEqual({ message: "User deleted successfully", family_deleted: false, new_owner: { id: adminUser!.id, name: adminUser!.name } });
    expect((await first(db().select().from(schema.users).where(eq(schema.users.id, adminUser!.id)).limit(1)))!.role).toBe("owner");
    const familyLog = await db().select().from(schema.auditLogs).where(eq(schema.auditLogs.familyId, fam.id));
    expect(familyLog.map((r) => r.action).sort()).toEqual(["delete_user", "ownership_transfer"]);
  });

  it("the two last people deleted at once: the family is deleted exactly once, its files after the commit", async () => {
    const actor = await platformActor();
    const { fam, users } = await family(["owner", "member"]);
    const key = newKey("jpg");
    await storage().put(key, Buffer.from("photo bytes"));
    await withTransaction(async (tx) => {
      const album = (await tx.insert(schema.albums).values({ familyId: fam.id, name: "general", nameKey: "general" }).returning())[0]!;
      await tx.insert(schema.photos).values({ familyId: fam.id, albumId: album.id, title: "a", uploadedByName: "x", originalKey: key });
    });
    const results = await Promise.all(users.map((u) => deleteUser(actor, u.id)));
    expect(results.map((r) => r.family_deleted).sort()).toEqual([false, true]);
    expect(await first(db().select().from(schema.families).where(eq(schema.families.id, fam.id)).limit(1))).toBeUndefined();
    expect(await storage().get(key)).toBeNull();
  });

  it("a delete that fails (a super admin) keeps everything, files included", async () => {
    const actor = await platformActor();
    await expect(deleteUser(actor, actor.userId)).rejects.toMatchObject({ status: 403 });
    expect(await first(db().select().from(schema.users).where(eq(schema.users.id, actor.userId)).limit(1))).toBeDefined();
  });

  it("rename and plan change write the row and both audit logs in one transaction", async () => {
    const actor = await platformActor();
    const { fam } = await family(["owner"]);
    await renameFamily(actor, fam.id, { new_name: "The Renamed" });
    await expect(renameFamily(actor, fam.id, { new_name: "The Renamed" })).rejects.toMatchObject({ status: 400 });
    await setFamilyPlanWithoutPayment(actor, fam.id, { tier: "medium_family" });
    const row = (await first(db().select().from(schema.families).where(eq(schema.families.id, fam.id)).limit(1)))!;
    expect(row).toMatchObject({ name: "The Renamed", subscriptionTier: "medium_family", monthlyPriceCents: 0 });
    const familyLog = await db().select().from(schema.auditLogs).where(eq(schema.auditLogs.familyId, fam.id));
    expect(familyLog.map((r) => r.action).sort()).toEqual(["rename_family", "set_plan"]);
  });

  it("the CSV export pages through every user (more than one 1,000-row page)", async () => {
    const actor = await platformActor();
    await withTransaction(async (tx) => {
      const fam = (await tx.insert(schema.families).values({ name: "=Crowd", familyCode: "CROWD9" }).returning())[0]!;
      for (let i = 0; i < 1100; i++) {
        await tx.insert(schema.users).values({ familyId: fam.id, name: `c${i}`, email: `crowd${i}@example.test`, username: `c${i}`, passwordHash: "x" });
      }
    });
    const total = (await db().select().from(schema.users)).length;
    const res = await exportUsersCsv(actor);
    const text = await new Response(res.body).text();
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe("id,name,email,role,family,plan,joined");
    expect(lines).toHaveLength(total + 1);
    expect(text).toContain(",'=Crowd,");
    expect(res.headers.get("Content-Disposition")).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
  });
});

describe("calendar feed on the async data layer", () => {
  it("connect, then the feed by token: the ETag is stored once and stays while nothing changes", async () => {
    const { fam, users } = await family(["owner"], "small_family");
    const owner = users[0]!;
    const actor: Actor = { userId: owner.id, familyId: fam.id, role: "owner", name: owner.name, email: owner.email, sessionId: 0 };
    const links = await connectCalendar(actor, "google");
    const again = await connectCalendar(actor, "google");
    expect(again.feed_url).toBe(links.feed_url);
    const token = links.feed_url.replace(/^.*\/calendar\//, "").replace(/\.ics$/, "");
    const first1 = await calendarFeed(token);
    expect(first1).not.toBeNull();
    expect(first1).not.toBe("locked");
    const f1 = first1 as Exclude<typeof first1, null | "locked">;
    expect(f1.body).toContain("BEGIN:VCALENDAR");
    const f2 = (await calendarFeed(token)) as typeof f1;
    expect(f2.etag).toBe(f1.etag);
    expect(f2.lastModified.getTime()).toBe(f1.lastModified.getTime());
    expect(await calendarFeed("x".repeat(30))).toBeNull();
  });
});
