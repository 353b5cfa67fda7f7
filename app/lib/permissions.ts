// What each role may do: one table mirroring SPEC §6, used by every feature's server code.
// The UI reads the same table to hide what a role may not do, but the server decides.
import type { Role } from "../../db/schema";

export type { Role };
export const ROLES: readonly Role[] = ["owner", "admin", "member", "guest", "super_admin"];

export type Permission =
  | "announcement.publish" // post directly, without review
  | "announcement.submit" // post for review
  | "announcement.edit"
  | "announcement.delete"
  | "announcement.review"
  | "announcement.notify" // send_email_notification
  | "event.create" // always
  | "event.createWhenAllowed" // when allow_all_users_create_events is on
  | "event.edit"
  | "event.delete"
  | "event.rsvp"
  | "signup.manageOwn" // the sign-up list of an event one created
  | "signup.manageAny" // the sign-up list of any event
  | "signup.claim" // sign up for (claim) an item of a sign-up list
  | "photo.addWhenAllowed"
  | "photo.add"
  | "photo.deleteAny"
  | "album.manage"
  | "birthday.addOwn"
  | "birthday.addOther"
  | "birthday.edit"
  | "birthday.delete"
  | "directory.add"
  | "directory.manageAny"
  | "trip.manage" // reunion details, activities, booking link
  | "tree.add" // add people to the family tree; edit those one added and oneself
  | "tree.editAny" // edit anyone in the family tree, link anyone to an account
  | "tree.import" // import a GEDCOM file
  | "survey.manage"
  | "survey.respond"
  | "survey.viewRespondents" // who answered a survey (everyone's responses, not only one's own)
  | "campaign.create"
  | "campaignEntry.pledge"
  | "campaignEntry.collect"
  | "campaignEntry.delete"
  | "bankAccount.manage"
  | "member.changeRole"
  | "member.assignOwner"
  | "member.remove"
  | "family.rename"
  | "family.rotateCode" // issue a new family code (old code and invite links stop working)
  | "plan.manage"
  | "plan.downgrade"
  | "plan.billing" // start a paid checkout, manage billing (owner, §6)
  | "plan.branding" // Large Family's custom branding: accent colour and logo (owner)
  | "settings.manage"
  | "emailTemplate.manage"
  | "audit.view"
  | "inviteStats.view"
  | "integrations.use"
  | "profile.updateName"
  | "tab.admin"
  | "tab.integrations"
  | "tab.subscription"
  | "tab.superadmin"
  | "platform.admin";

const MEMBER: Permission[] = [
  "announcement.submit",
  "event.createWhenAllowed",
  "event.rsvp",
  "signup.manageOwn",
  "signup.claim",
  "photo.addWhenAllowed",
  "birthday.addOwn",
  "directory.add",
  "tree.add",
  "survey.respond",
  "campaignEntry.pledge",
  "profile.updateName",
];

const ADMIN: Permission[] = [
  ...MEMBER.filter((p) => p !== "announcement.submit"),
  "announcement.publish",
  "announcement.edit",
  "announcement.delete",
  "announcement.review",
  "announcement.notify",
  "event.create",
  "event.edit",
  "event.delete",
  "signup.manageAny",
  "photo.add",
  "photo.deleteAny",
  "album.manage",
  "birthday.addOther",
  "birthday.edit",
  "birthday.delete",
  "directory.manageAny",
  "tree.editAny",
  "tree.import",
  "trip.manage",
  "survey.manage",
  "survey.viewRespondents",
  "campaign.create",
  "campaignEntry.collect",
  "campaignEntry.delete",
  "bankAccount.manage",
  "member.changeRole",
  "member.remove",
  "family.rotateCode",
  "plan.manage",
  "settings.manage",
  "emailTemplate.manage",
  "audit.view",
  "inviteStats.view",
  "integrations.use",
  "tab.admin",
  "tab.integrations",
  "tab.subscription",
];

// Where §6 gives two readings, the owner has at least the admin's rights.
const OWNER: Permission[] = [...ADMIN, "member.assignOwner", "family.rename", "plan.downgrade", "plan.billing", "plan.branding"];

// A guest is view-only: they may keep their own profile name current, nothing else.
const GUEST: Permission[] = ["profile.updateName"];

// A super admin runs the platform; inside their own family they act with an admin's rights.
const SUPER_ADMIN: Permission[] = [...ADMIN, "tab.superadmin", "platform.admin"];

export const PERMISSIONS: Record<Role, ReadonlySet<Permission>> = {
  owner: new Set(OWNER),
  admin: new Set(ADMIN),
  member: new Set(MEMBER),
  guest: new Set(GUEST),
  super_admin: new Set(SUPER_ADMIN),
};

export function can(role: Role, permission: Permission): boolean {
  return PERMISSIONS[role].has(permission);
}

export const ROLE_LABEL: Record<Role, string> = {
  owner: "Owner",
  admin: "Admin",
  member: "Member",
  guest: "Guest",
  super_admin: "Super admin",
};

/** The role's name as people read it; an unknown value is shown as it is. */
export function roleLabel(role: string): string {
  return ROLE_LABEL[role as Role] ?? role;
}

/** Roles a badge is shown for in the header (§6): every role but member. */
export function roleBadge(role: Role): string | null {
  return role === "member" ? null : ROLE_LABEL[role];
}

/** Roles `actorRole` may assign to someone else (§4: owner option only for an owner). */
export function assignableRoles(actorRole: Role): Role[] {
  if (!can(actorRole, "member.changeRole")) return [];
  const roles: Role[] = ["member", "admin", "guest"];
  if (can(actorRole, "member.assignOwner")) roles.push("owner");
  return roles;
}
