// The Integrations tab's loader and intent table (the route file only composes the page).
import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/lib/session.server";
import { pageAction } from "~/lib/page-action.server";
import { HttpError, badRequest } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { formatEventDate } from "~/lib/dates";
import { pageLanguage } from "~/lib/i18n/language.server";
import { getSettings } from "~/features/family/family.server";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { integrationsUnlocked } from "./gate.server";
import { connectCalendar, createCalendarEvent, disconnectCalendar, myCalendarLinks } from "./calendar.server";
import { recentVideoSessions, scheduleVideoCall } from "./video.server";
import { connectSocial, disconnectSocial, prepareShare, socialAccounts } from "./social.server";
import { cloudAccounts, cloudAvailability, connectWebDav, disconnectCloud, startBackup } from "./cloud.server";
import { photoBackupSource } from "./backup.server";
import { addSubscription, listSubscriptions, refreshSubscription, removeSubscription } from "~/features/calendar-subscriptions/subscriptions.server";
import { idParam } from "~/lib/http.server";
import { pageText } from "~/lib/page-text";
import { CALENDAR_PROVIDERS, CLOUD_PROVIDERS, RECENT_CALLS_SHOWN, SOCIAL_PLATFORMS, pickProvider, type ShareLink } from "./rules";

export async function integrationsLoader({ request, url }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  if (!can(actor.role, "tab.integrations")) throw new Response("Not found", { status: 404 });
  // Reads on the reader connection, run together.
  const [settings, unlocked, calls, social, cloud] = await Promise.all([
    getSettings(actor.familyId),
    integrationsUnlocked(actor.familyId),
    recentVideoSessions(actor, RECENT_CALLS_SHOWN),
    socialAccounts(actor),
    cloudAccounts(actor),
  ]);
  const zone = settings.time_zone;
  const language = await pageLanguage(request);
  const when = (iso: string) => formatEventDate(iso, zone, true, language);
  let share: { content: string; links: ShareLink[] } | null = null;
  let shareError: string | null = null;
  if (unlocked && url.searchParams.get("share") === "1") {
    try {
      const r = await prepareShare(actor, { content: url.searchParams.get("content") ?? "", platforms: url.searchParams.getAll("platforms") });
      share = { content: r.content, links: r.share_links };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      shareError = error.message;
    }
  }
  return {
    unlocked,
    zone,
    calendar: unlocked ? await myCalendarLinks(actor) : null,
    subscriptions: unlocked
      ? (await listSubscriptions(actor)).map((x) => ({ ...x, fetched_label: x.last_fetched_at ? when(x.last_fetched_at) : null }))
      : [],
    calls: calls.map((c) => ({ ...c, when: when(c.scheduled_at) })),
    social,
    cloud: cloud.map((c) => ({ ...c, last_backup_label: c.last_backup_at ? when(c.last_backup_at) : null })),
    available: cloudAvailability(),
    photoBackup: photoBackupSource() !== null,
    share,
    shareError,
    planMessage: PLAN_LIMIT_MESSAGE.integrations,
  };
}

export type IntegrationsData = Awaited<ReturnType<typeof integrationsLoader>>;

function provider<const T extends readonly string[]>(list: T, value: unknown): T[number] {
  const p = pickProvider(list, value);
  if (!p) throw badRequest("Please choose a provider");
  return p;
}

const CONNECT_FAILED = "Failed to connect integration";
const DISCONNECT_FAILED = "Failed to disconnect integration";
const message = pageText;

export const integrationsAction = pageAction({
  "connect-calendar": {
    run: ({ actor, input }) => connectCalendar(actor, provider(CALENDAR_PROVIDERS, input.provider)),
    success: "Calendar connected. Use the links below to subscribe.",
    failure: CONNECT_FAILED,
  },
  "rotate-calendar": {
    run: ({ actor, input }) => connectCalendar(actor, provider(CALENDAR_PROVIDERS, input.provider), { rotate: true }),
    success: "New calendar link created. The old link no longer works.",
    failure: CONNECT_FAILED,
  },
  "disconnect-calendar": {
    run: ({ actor }) => disconnectCalendar(actor),
    success: "Calendar disconnected",
    failure: DISCONNECT_FAILED,
  },
  "create-calendar-event": {
    run: ({ actor, input }) => createCalendarEvent(actor, input),
    success: "Calendar event created",
    failure: "Failed to create calendar event",
    modal: "calendar-event",
  },
  "schedule-call": {
    run: ({ actor, input }) => scheduleVideoCall(actor, input),
    success: "Video call scheduled",
    failure: "Failed to schedule video call",
  },
  "connect-social": {
    run: ({ actor, input }) => connectSocial(actor, provider(SOCIAL_PLATFORMS, input.platform), input),
    success: message,
    failure: CONNECT_FAILED,
  },
  "disconnect-social": {
    run: ({ actor, input }) => disconnectSocial(actor, provider(SOCIAL_PLATFORMS, input.platform)),
    success: "Social account removed",
    failure: DISCONNECT_FAILED,
  },
  "connect-webdav": {
    run: ({ actor, input }) => connectWebDav(actor, input),
    success: "WebDAV storage connected",
    failure: CONNECT_FAILED,
  },
  "disconnect-cloud": {
    run: ({ actor, input }) => disconnectCloud(actor, provider(CLOUD_PROVIDERS, input.provider)),
    success: message,
    failure: DISCONNECT_FAILED,
  },
  "add-subscription": {
    run: ({ actor, input }) => addSubscription(actor, input),
    success: "Calendar added. Its events appear on the Events tab in a moment.",
    failure: "Failed to add the calendar",
    modal: "add-subscription",
  },
  "refresh-subscription": {
    run: ({ actor, input }) => refreshSubscription(actor, idParam(input.id)),
    success: message,
    failure: "Failed to refresh the calendar",
  },
  "remove-subscription": {
    run: ({ actor, input }) => removeSubscription(actor, idParam(input.id)),
    success: message,
    failure: DISCONNECT_FAILED,
  },
  "backup-now": {
    run: ({ actor, input }) => startBackup(actor, provider(CLOUD_PROVIDERS, input.provider)),
    success: message,
    failure: "Backup failed",
  },
});
