import { describe, expect, it } from "vitest";
import { PERMISSIONS, ROLES, assignableRoles, can, roleBadge, type Permission } from "~/lib/permissions";
import { canSeeTab, visibleTabs } from "~/features/family/tabs";

// Row by row: SPEC §6, with owner ⊇ admin where the spec gives two readings.
const expected: Record<Permission, Record<"owner" | "admin" | "member" | "guest" | "super_admin", boolean>> = {
  "announcement.publish": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "announcement.submit": { owner: false, admin: false, member: true, guest: false, super_admin: false },
  "announcement.edit": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "announcement.delete": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "announcement.review": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "announcement.notify": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "event.create": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "event.createWhenAllowed": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "event.edit": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "event.delete": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "event.rsvp": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "signup.manageOwn": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "signup.manageAny": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "signup.claim": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "photo.addWhenAllowed": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "photo.add": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "photo.deleteAny": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "album.manage": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "birthday.addOwn": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "birthday.addOther": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "birthday.edit": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "birthday.delete": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "directory.add": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "directory.manageAny": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "tree.add": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "tree.editAny": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "tree.import": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "trip.manage": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "survey.manage": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "survey.viewRespondents": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "survey.respond": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "campaign.create": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "campaignEntry.pledge": { owner: true, admin: true, member: true, guest: false, super_admin: true },
  "campaignEntry.collect": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "campaignEntry.delete": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "bankAccount.manage": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "member.changeRole": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "member.assignOwner": { owner: true, admin: false, member: false, guest: false, super_admin: false },
  "member.remove": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "family.rename": { owner: true, admin: false, member: false, guest: false, super_admin: false },
  "family.rotateCode": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "plan.manage": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "plan.downgrade": { owner: true, admin: false, member: false, guest: false, super_admin: false },
  "plan.billing": { owner: true, admin: false, member: false, guest: false, super_admin: false },
  "plan.branding": { owner: true, admin: false, member: false, guest: false, super_admin: false },
  "settings.manage": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "emailTemplate.manage": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "audit.view": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "inviteStats.view": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "integrations.use": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "profile.updateName": { owner: true, admin: true, member: true, guest: true, super_admin: true },
  "tab.admin": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "tab.integrations": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "tab.subscription": { owner: true, admin: true, member: false, guest: false, super_admin: true },
  "tab.superadmin": { owner: false, admin: false, member: false, guest: false, super_admin: true },
  "platform.admin": { owner: false, admin: false, member: false, guest: false, super_admin: true },
};

describe("permission table", () => {
  for (const [permission, row] of Object.entries(expected) as [Permission, Record<string, boolean>][]) {
    it(`${permission}`, () => {
      for (const role of ROLES) expect([role, can(role, permission)]).toEqual([role, row[role]]);
    });
  }

  it("lists no permission the expectations above do not cover", () => {
    const all = new Set(ROLES.flatMap((r) => [...PERMISSIONS[r]]));
    for (const p of all) expect(Object.keys(expected)).toContain(p);
  });

  it("owner has at least every admin right", () => {
    for (const p of PERMISSIONS.admin) expect(can("owner", p)).toBe(true);
  });

  it("offers the owner option only to an owner", () => {
    expect(assignableRoles("owner")).toContain("owner");
    expect(assignableRoles("admin")).toEqual(["member", "admin", "guest"]);
    expect(assignableRoles("member")).toEqual([]);
    expect(assignableRoles("guest")).toEqual([]);
  });

  it("shows a header badge for owner, admin and guest only among family roles", () => {
    expect(roleBadge("owner")).toBe("Owner");
    expect(roleBadge("admin")).toBe("Admin");
    expect(roleBadge("guest")).toBe("Guest");
    expect(roleBadge("member")).toBeNull();
  });
});

describe("dashboard tabs", () => {
  const hidden = { showSubscriptionToMembers: false };
  it("shows admin only to owner and admin, super admin only to super_admin", () => {
    expect(canSeeTab("admin", "owner", hidden)).toBe(true);
    expect(canSeeTab("admin", "admin", hidden)).toBe(true);
    expect(canSeeTab("admin", "member", hidden)).toBe(false);
    expect(canSeeTab("admin", "guest", hidden)).toBe(false);
    expect(canSeeTab("superadmin", "owner", hidden)).toBe(false);
    expect(canSeeTab("superadmin", "super_admin", hidden)).toBe(true);
  });
  it("shows the plan tab to members only when the setting allows it", () => {
    expect(canSeeTab("subscription", "member", hidden)).toBe(false);
    expect(canSeeTab("subscription", "member", { showSubscriptionToMembers: true })).toBe(true);
    expect(canSeeTab("subscription", "owner", hidden)).toBe(true);
  });
  it("lists only tabs that exist, in the spec's order", () => {
    const ids = visibleTabs("member", hidden).map((t) => t.id);
    expect(ids[0]).toBe("home");
    expect(ids).not.toContain("admin");
    expect(ids.slice(0, 3)).toEqual(["home", "events", "photos"]);
    expect(visibleTabs("owner", hidden).map((t) => t.id)).toContain("admin");
  });
});
