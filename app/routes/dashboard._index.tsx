import { useLoaderData } from "react-router";
import { requireUser, type Actor } from "~/lib/session.server";
import { forRecord, pageAction, withInput } from "~/lib/page-action.server";
import { modalRecord } from "~/lib/modal-record.server";
import { can } from "~/lib/permissions";
import { currentUser, updateOwnLanguage, updateOwnName } from "~/features/auth/auth.server";
import { getSettings } from "~/features/family/family.server";
import { upcomingAtAGlance } from "~/features/events/events.server";
import { countActiveCampaigns } from "~/features/fundraising/fundraising.server";
import { formatEventDate } from "~/lib/dates";
import {
  canOfferNotification,
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  homeAnnouncements,
  updateAnnouncement,
  type CreateResult,
} from "~/features/announcements/announcements.server";
import { announcementView } from "~/features/announcements/view.server";
import { AnnouncementsCard, MySubmissions } from "~/features/announcements/components/AnnouncementsCard";
import { birthdaysThisMonth } from "~/features/birthdays/birthdays.server";
import { dailyVerse } from "~/features/inspiration/inspiration.server";
import { FormErrorText } from "~/ui/FormErrorText";
import { lazyModal } from "~/ui/lazy-modal";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import { myPreferences, updateMyPreferencesFromForm } from "~/features/notifications/preferences.server";
import { typed, useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { pageLanguage } from "~/lib/i18n/language.server";
import type { Route } from "./+types/dashboard._index";

// Modal bodies and the side column's cards (the notifications card with its push switch) are their own chunks (issue 37,
// lazyModal): server-rendered in the page as always, loaded by the browser when shown.
const AnnouncementFormModal = lazyModal(() => import("~/features/announcements/components/AnnouncementModals").then((m) => m.AnnouncementFormModal));
// The side column's cards likewise: the month's birthdays (with its countdown), the verse, the profile.
const MonthBirthdaysCard = lazyModal(() => import("~/features/birthdays/components/MonthBirthdaysCard").then((m) => m.MonthBirthdaysCard));
const InspirationCard = lazyModal(() => import("~/features/inspiration/components/InspirationCard").then((m) => m.InspirationCard));
const ProfileCard = lazyModal(() => import("~/features/auth/components/ProfileCard").then((m) => m.ProfileCard));
// And the next event (with its time re-read in the viewer's zone): all in by the time the page hydrates.
const NextEventCard = lazyModal(() => import("~/features/home/components/NextEventCard").then((m) => m.NextEventCard));
const NotificationsCard = lazyModal(() => import("~/features/notifications/components/NotificationsCard").then((m) => m.NotificationsCard));

const HOME_ANNOUNCEMENTS = 3;

async function rightsOf(actor: Actor) {
  return {
    canPublish: can(actor.role, "announcement.publish"),
    canSubmit: can(actor.role, "announcement.submit"),
    canEdit: can(actor.role, "announcement.edit"),
    canDelete: can(actor.role, "announcement.delete"),
    canNotify: await canOfferNotification(actor),
  };
}

const withDateText = <E extends { event_date: string }>(e: E | null, tz: string, language: string) =>
  e ? { ...e, date_text: formatEventDate(e.event_date, tz, true, language) } : null;

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const me = await currentUser(actor);
  const settings = await getSettings(actor.familyId);
  const tz = settings.time_zone;
  const language = await pageLanguage(request);
  const events = await upcomingAtAGlance(actor);
  const { announcements, submissions } = await homeAnnouncements(actor, HOME_ANNOUNCEMENTS, 5);
  return {
    me,
    verse: settings.show_daily_inspiration ? await dailyVerse(actor) : null,
    birthdays: await birthdaysThisMonth(actor, 3),
    upcomingEvents: events.count,
    next: withDateText(events.next, tz, language),
    activeCampaigns: await countActiveCampaigns(actor),
    announcements: announcements.map((a) => announcementView(a, tz, language)),
    submissions: submissions.map((a) => announcementView(a, tz, language)),
    rights: await rightsOf(actor),
    notifications: await myPreferences(actor),
    selected: await modalRecord(url, ["edit-announcement", "delete-announcement"], async (id) => announcementView(await getAnnouncement(actor, id), tz, language)),
  };
}

export const action = pageAction({
  "update-language": {
    run: ({ actor, input }) => updateOwnLanguage(actor, input.language),
    success: "Language saved",
    failure: "Failed to save the language",
  },
  "update-name": { run: ({ actor, input }) => updateOwnName(actor, input.name), success: "Name updated successfully", failure: "Failed to update name" },
  "update-notifications": {
    run: ({ actor, input }) => updateMyPreferencesFromForm(actor, input),
    success: "Notification settings saved",
    failure: "Failed to update notification settings",
  },
  "add-announcement": {
    run: withInput(createAnnouncement),
    success: (r: CreateResult) =>
      r.status !== "pending" && r.notified > 0 ? "Announcement posted successfully. The family is being notified by email." : r.message,
    failure: "Failed to add announcement",
  },
  "edit-announcement": { run: forRecord(updateAnnouncement), success: "Announcement updated successfully", failure: "Failed to update announcement" },
  "delete-announcement": { run: forRecord(deleteAnnouncement), success: "Announcement deleted successfully", failure: "Failed to delete announcement" },
});

export default function HomeTab() {
  const { me, verse, birthdays, upcomingEvents, next, activeCampaigns, announcements, submissions, rights, selected, notifications } =
    useLoaderData<typeof loader>();
  const { t } = useT();
  const m = useModalState();
  const v = (name: string) => typed(m.values, name);
  // After a failed submit the form shows what was typed; otherwise the selected announcement.
  const typedAnnouncement = m.values
    ? { id: m.id ?? undefined, title: v("title"), content: v("content"), pinned: v("pinned") === "on", send_email_notification: v("send_email_notification") === "on" }
    : undefined;
  const showAdd = m.modal === "add-announcement" && (rights.canPublish || rights.canSubmit);
  const showEdit = m.modal === "edit-announcement" && rights.canEdit && (selected || typedAnnouncement);
  const showDelete = m.modal === "delete-announcement" && rights.canDelete && selected;
  const pageError = m.errorOnPage(Boolean(showAdd || showEdit || showDelete || m.modal === "update-name"));

  return (
    <div className="stack home">
      <h1 className="page-title">{t("Hello, {name}", { name: me.name.split(/\s+/)[0] })}</h1>
      <FormErrorText message={pageError} />
      {/* What changes most comes first (on a phone, above everything else): the next event and
          the announcements; the month's birthdays, the verse and the profile follow. */}
      <div className="home-layout">
        <div className="home-main stack">
          <NextEventCard next={next} upcomingEvents={upcomingEvents} activeCampaigns={activeCampaigns} />
          <AnnouncementsCard announcements={announcements} rights={rights} href={m.href} />
          <MySubmissions submissions={submissions} />
        </div>
        <div className="home-side stack">
          <MonthBirthdaysCard month={birthdays.month} items={birthdays.items} more={birthdays.more} />
          {verse ? <InspirationCard verse={verse} /> : null}
          <ProfileCard
            user={me}
            family={{ name: me.family.name, familyCode: me.family.family_code }}
            href={m.href}
            closeTo={m.closeTo}
            modalOpen={m.modal === "update-name"}
            error={m.modal === "update-name" ? m.error : null}
            typedName={m.modal === "update-name" ? v("name") : undefined}
          />
          <NotificationsCard preferences={notifications} />
        </div>
      </div>

      {showAdd ? (
        <AnnouncementFormModal mode="add" closeTo={m.closeTo} rights={rights} error={m.error} initial={typedAnnouncement} />
      ) : null}
      {showEdit ? (
        <AnnouncementFormModal
          mode="edit"
          closeTo={m.closeTo}
          rights={rights}
          error={m.error}
          initial={typedAnnouncement ?? (selected ? { id: selected.id, title: selected.title, content: selected.content, pinned: selected.pinned } : undefined)}
        />
      ) : null}
      <ConfirmRecord
        kind="announcement"
        record={rights.canDelete && selected}
        title={t("Delete announcement")}
        message={(a) => t("Delete the announcement “{title}”? This cannot be undone.", { title: a.title })}
      />
    </div>
  );
}
