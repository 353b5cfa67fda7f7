import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser, redirectWithToast, type Actor } from "~/lib/session.server";
import { handleForm, formObject, type FormFailure } from "~/lib/form.server";
import { HttpError, idParam } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { currentUser, updateOwnName } from "~/features/auth/auth.server";
import { ProfileCard } from "~/features/auth/components/ProfileCard";
import { getSettings } from "~/features/family/family.server";
import { countUpcomingEvents } from "~/features/events/events.server";
import {
  canOfferNotification,
  createAnnouncement,
  deleteAnnouncement,
  getAnnouncement,
  listAnnouncements,
  listMySubmissions,
  updateAnnouncement,
  type Announcement,
} from "~/features/announcements/announcements.server";
import { formatLongDate } from "~/lib/dates";
import {
  AnnouncementFormModal,
  AnnouncementsCard,
  DeleteAnnouncementDialog,
  MySubmissions,
  type AnnouncementView,
} from "~/features/announcements/components/AnnouncementsCard";
import { birthdaysThisMonth } from "~/features/birthdays/birthdays.server";
import { MonthBirthdaysCard } from "~/features/birthdays/components/MonthBirthdaysCard";
import { dailyVerse } from "~/features/inspiration/inspiration.server";
import { InspirationCard } from "~/features/inspiration/components/InspirationCard";
import { closeHref } from "~/ui/modal-url";

const HOME_ANNOUNCEMENTS = 3;

function view(a: Announcement, timeZone: string): AnnouncementView {
  return {
    id: a.id,
    title: a.title,
    content: a.content,
    pinned: a.pinned,
    author_name: a.author_name,
    status: a.status,
    date_label: formatLongDate(a.status === "published" ? (a.published_at ?? a.created_at) : a.created_at, timeZone),
    review_feedback: a.review_feedback,
    reviewed_by_name: a.reviewed_by_name,
  };
}

function rightsOf(actor: Actor) {
  return {
    canPublish: can(actor.role, "announcement.publish"),
    canSubmit: can(actor.role, "announcement.submit"),
    canEdit: can(actor.role, "announcement.edit"),
    canDelete: can(actor.role, "announcement.delete"),
    canNotify: canOfferNotification(actor),
  };
}

/** The announcement a modal refers to (?id=), or null when it is missing or not visible. */
function modalAnnouncement(actor: Actor, url: URL, timeZone: string): AnnouncementView | null {
  const modal = url.searchParams.get("modal");
  if (modal !== "edit-announcement" && modal !== "delete-announcement") return null;
  try {
    return view(getAnnouncement(actor, idParam(url.searchParams.get("id") ?? undefined)), timeZone);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const url = new URL(request.url);
  const me = currentUser(actor);
  const settings = getSettings(actor.familyId);
  const tz = settings.time_zone;
  return {
    me,
    verse: settings.show_daily_inspiration ? dailyVerse(actor) : null,
    birthdays: birthdaysThisMonth(actor, 3),
    upcomingEvents: countUpcomingEvents(actor),
    // Active campaigns come from the fundraising feature once it exists; until then there are none.
    activeCampaigns: 0,
    announcements: listAnnouncements(actor, HOME_ANNOUNCEMENTS).map((a) => view(a, tz)),
    submissions: listMySubmissions(actor, 5).map((a) => view(a, tz)),
    rights: rightsOf(actor),
    selected: modalAnnouncement(actor, url, tz),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  return handleForm(request, {
    "update-name": (form) => {
      updateOwnName(actor, formObject(form).name);
      return redirectWithToast("/dashboard", "Name updated successfully");
    },
    "add-announcement": (form) => {
      const result = createAnnouncement(actor, formObject(form));
      return redirectWithToast(
        "/dashboard",
        result.status === "pending" ? result.message : result.notified > 0 ? `${result.message}. The family is being notified by email.` : result.message,
      );
    },
    "edit-announcement": (form) => {
      const values = formObject(form);
      updateAnnouncement(actor, idParam(values.id), { ...values, pinned: form.get("pinned") === "on" });
      return redirectWithToast("/dashboard", "Announcement updated successfully");
    },
    "delete-announcement": (form) => {
      deleteAnnouncement(actor, idParam(formObject(form).id));
      return redirectWithToast("/dashboard", "Announcement deleted successfully");
    },
  });
}

export default function HomeTab() {
  const { me, verse, birthdays, upcomingEvents, activeCampaigns, announcements, submissions, rights, selected } =
    useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const modal = params.get("modal");
  const closeTo = closeHref(location.pathname, location.search);
  const failed = (intent: string) => (failure?.intent === intent ? failure : undefined);

  const addFailure = failed("add-announcement");
  const editFailure = failed("edit-announcement");
  const deleteFailure = failed("delete-announcement");
  const showAdd = (modal === "add-announcement" || addFailure) && (rights.canPublish || rights.canSubmit);
  const showEdit = (modal === "edit-announcement" || editFailure) && rights.canEdit && (selected || editFailure);
  const showDelete = (modal === "delete-announcement" || deleteFailure) && rights.canDelete && selected;

  return (
    <div className="stack home">
      <div className="grid two">
        {verse ? <InspirationCard verse={verse} /> : null}
        <MonthBirthdaysCard month={birthdays.month} items={birthdays.items} more={birthdays.more} />
        <section className="card" aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="visually-hidden">
            At a glance
          </h2>
          <div className="grid two">
            <div>
              <div className="stat" data-testid="upcoming-events-count">
                {upcomingEvents}
              </div>
              <div className="muted">Upcoming events</div>
            </div>
            <div>
              <div className="stat" data-testid="active-campaigns-count">
                {activeCampaigns}
              </div>
              <div className="muted">Active campaigns</div>
            </div>
          </div>
        </section>
        <ProfileCard
          user={me}
          family={{ name: me.family.name, familyCode: me.family.family_code }}
          search={location.search}
          pathname={location.pathname}
          modalOpen={modal === "update-name" || failure?.intent === "update-name"}
          error={failure?.intent === "update-name" ? failure.error : null}
          typedName={failure?.intent === "update-name" ? failure.values.name : undefined}
        />
      </div>
      <AnnouncementsCard announcements={announcements} rights={rights} search={location.search} />
      <MySubmissions submissions={submissions} />

      {showAdd ? (
        <AnnouncementFormModal
          mode="add"
          closeTo={closeTo}
          rights={rights}
          error={addFailure?.error}
          initial={
            addFailure
              ? {
                  title: addFailure.values.title,
                  content: addFailure.values.content,
                  pinned: addFailure.values.pinned === "on",
                  send_email_notification: addFailure.values.send_email_notification === "on",
                }
              : undefined
          }
        />
      ) : null}
      {showEdit ? (
        <AnnouncementFormModal
          mode="edit"
          closeTo={closeTo}
          rights={rights}
          error={editFailure?.error}
          initial={
            editFailure
              ? {
                  id: Number(editFailure.values.id),
                  title: editFailure.values.title,
                  content: editFailure.values.content,
                  pinned: editFailure.values.pinned === "on",
                }
              : selected
                ? { id: selected.id, title: selected.title, content: selected.content, pinned: selected.pinned }
                : undefined
          }
        />
      ) : null}
      {showDelete && selected ? (
        <DeleteAnnouncementDialog id={selected.id} title={selected.title} closeTo={closeTo} error={deleteFailure?.error} />
      ) : null}
    </div>
  );
}
