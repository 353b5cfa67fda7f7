// The Admin tab (/dashboard/admin): owner and admin only. The tab's loader data (every panel in a
// bounded number of queries, none per member) and the guard for its page actions. The commands
// live in their features: announcements, family settings and roles, email templates, and here
// members.server.ts (removal), family-group.server.ts (name, code), audit-log.server.ts.
import type { PageIntent } from "~/lib/page-action.server";
import { HttpError, idParam } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";
import { formatEventDate, formatLongDate } from "~/lib/dates";
import { getFamily, getSettings } from "~/features/family/family.server";
import { getAnnouncement, listPendingAnnouncements } from "~/features/announcements/announcements.server";
import { getTemplate } from "~/features/emailTemplates/emailTemplates.server";
import { ANNOUNCEMENT_TEMPLATE_KEY, defaultAnnouncementTemplate } from "~/features/emailTemplates/template";
import { translatorFor } from "~/lib/i18n/translator";
import { listMembersWithSignups, memberActions } from "./members.server";
import { AUDIT_TAB_SIZE, auditLogPage } from "./audit-log.server";
import type { AuditEntry } from "./audit-log.server";
import { listAlbums } from "~/features/photos/photos.server";
import { familyTier } from "~/features/plans/limits.server";

/** Pages: a 404 for roles without the Admin tab (the tab is not even listed for them). */
export function assertAdminTab(actor: Actor) {
  if (!can(actor.role, "tab.admin")) throw new Response("Not found", { status: 404 });
}

/** The Admin tab's intents, each refused with a 404 for roles without the tab (as its loader). */
export function adminIntents(intents: Record<string, PageIntent<Actor>>): Record<string, PageIntent<Actor>> {
  return Object.fromEntries(
    Object.entries(intents).map(([name, spec]) => [
      name,
      {
        ...spec,
        run: (ctx) => {
          assertAdminTab(ctx.actor);
          return spec.run(ctx);
        },
      } satisfies PageIntent<Actor>,
    ]),
  );
}

async function reviewTarget(actor: Actor, url: URL, timeZone: string, language: string) {
  if (url.searchParams.get("modal") !== "review") return null;
  try {
    const a = await getAnnouncement(actor, idParam(url.searchParams.get("id") ?? undefined));
    if (a.status !== "pending") return null;
    return { ...a, date_label: formatLongDate(a.created_at, timeZone, language) };
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

/** Audit entries with their time in the family's zone. */
export function auditRows(entries: AuditEntry[], timeZone: string, language = "en") {
  return entries.map((e) => ({ ...e, when: formatEventDate(e.timestamp, timeZone, true, language) }));
}

/** Everything the Admin tab shows, for the signed-in owner or admin. */
export async function adminTabData(actor: Actor, url: URL, language = "en") {
  assertAdminTab(actor);
  const settings = await getSettings(actor.familyId);
  const zone = settings.time_zone;
  const family = await getFamily(actor.familyId);
  const { members, recent } = await listMembersWithSignups(actor);
  const audit = await auditLogPage(actor, { limit: AUDIT_TAB_SIZE });
  const pending = await listPendingAnnouncements(actor);
  const reviewing = await reviewTarget(actor, url, zone, language);
  const albums = await listAlbums(actor);
  const tier = await familyTier(actor.familyId);
  const stored = await getTemplate(actor, ANNOUNCEMENT_TEMPLATE_KEY);
  // Not edited by the family: the default, in the page's language (as it is emailed in each member's language).
  const template = stored.is_default ? { ...stored, ...defaultAnnouncementTemplate(translatorFor(language)) } : stored;
  const withLabels = <T extends { created_at: string }>(m: T) => ({ ...m, joined_label: formatLongDate(m.created_at, zone, language) });
  return {
    me: { id: actor.userId, name: actor.name, role: actor.role },
    family: { name: family.name, description: family.description, code: family.familyCode },
    can: {
      changeRoles: can(actor.role, "member.changeRole"),
      removeMembers: can(actor.role, "member.remove"),
      transfer: can(actor.role, "member.assignOwner"),
      rename: can(actor.role, "family.rename"),
      rotateCode: can(actor.role, "family.rotateCode"),
    },
    members: members.map((m) => ({ ...withLabels(m), allowed: memberActions(actor, m) })),
    recent: recent.map(withLabels),
    audit: { entries: auditRows(audit.entries, zone, language), next_cursor: audit.next_cursor },
    pending: pending.map((a) => ({
      id: a.id,
      title: a.title,
      content: a.content,
      author_name: a.author_name,
      date_label: formatLongDate(a.created_at, zone, language),
    })),
    reviewing,
    settings,
    albums,
    tier,
    template,
    canNotify: can(actor.role, "announcement.notify") && settings.enable_email_notifications,
  };
}

export { SETTING_FLAGS, SETTING_LABELS, settingsFromInput } from "./settings";
