import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser, redirectWithToast, type Actor } from "~/lib/session.server";
import { handleForm, formObject, type FormFailure } from "~/lib/form.server";
import { HttpError, idParam } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { getSettings, updateSettings } from "~/features/family/family.server";
import {
  getAnnouncement,
  listPendingAnnouncements,
  reviewAnnouncement,
} from "~/features/announcements/announcements.server";
import { formatLongDate } from "~/lib/dates";
import { ReviewModal } from "~/features/announcements/components/ReviewModal";
import { getTemplate, updateTemplate } from "~/features/emailTemplates/emailTemplates.server";
import { ANNOUNCEMENT_TEMPLATE_KEY } from "~/features/emailTemplates/template";
import { assertAdminTab, settingsFromForm } from "~/features/admin/admin.server";
import { timeZoneOptions } from "~/features/admin/timezones";
import { PendingPanel } from "~/features/admin/components/PendingPanel";
import { SettingsPanel } from "~/features/admin/components/SettingsPanel";
import { TemplateModal, TemplatePanel } from "~/features/admin/components/TemplatePanel";
import { closeHref, modalHref } from "~/ui/modal-url";
import { PlansSummary } from "~/features/plans/components/PlansSummary";
import { familyTier } from "~/features/plans/limits.server";
import { listAlbums } from "~/features/photos/photos.server";
import { AlbumsPanel } from "~/features/photos/components/AlbumsPanel";

export const meta: MetaFunction = () => [{ title: "Admin · Kindred" }];

function reviewTarget(actor: Actor, url: URL, timeZone: string) {
  if (url.searchParams.get("modal") !== "review") return null;
  try {
    const a = getAnnouncement(actor, idParam(url.searchParams.get("id") ?? undefined));
    if (a.status !== "pending") return null;
    return { ...a, date_label: formatLongDate(a.created_at, timeZone) };
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  assertAdminTab(actor);
  const url = new URL(request.url);
  const settings = getSettings(actor.familyId);
  return {
    pending: listPendingAnnouncements(actor).map((a) => ({
      id: a.id,
      title: a.title,
      content: a.content,
      author_name: a.author_name,
      date_label: formatLongDate(a.created_at, settings.time_zone),
    })),
    reviewing: reviewTarget(actor, url, settings.time_zone),
    settings,
    zones: timeZoneOptions(settings.time_zone),
    template: getTemplate(actor, ANNOUNCEMENT_TEMPLATE_KEY),
    canNotify: can(actor.role, "announcement.notify") && settings.enable_email_notifications,
    tier: familyTier(actor.familyId),
    albums: listAlbums(actor),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  assertAdminTab(actor);
  return handleForm(request, {
    review: (form) => {
      const values = formObject(form);
      const result = reviewAnnouncement(actor, idParam(values.id), {
        ...values,
        updated_pinned: form.get("updated_pinned") === "on",
        send_email_notification: form.get("send_email_notification") === "on",
      });
      return redirectWithToast("/dashboard/admin", result.status === "published" ? "Announcement approved" : "Announcement rejected");
    },
    "update-settings": (form) => {
      updateSettings(actor, settingsFromForm(form));
      return redirectWithToast("/dashboard/admin", "Settings updated successfully!");
    },
    "update-template": (form) => {
      updateTemplate(actor, ANNOUNCEMENT_TEMPLATE_KEY, formObject(form));
      return redirectWithToast("/dashboard/admin", "Email template updated successfully");
    },
  });
}

export default function AdminTab() {

  const { pending, reviewing, settings, zones, template, canNotify, tier, albums } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const modal = new URLSearchParams(location.search).get("modal");
  const closeTo = closeHref(location.pathname, location.search);
  const failed = (intent: string) => (failure?.intent === intent ? failure : undefined);
  const reviewFailure = failed("review");
  const templateFailure = failed("update-template");

  return (
    <div className="stack">
      <h1>Admin</h1>
      <PendingPanel pending={pending} reviewHref={(id) => modalHref(location.search, "review", { id })} />
      <div className="grid two">
        <SettingsPanel settings={settings} zones={zones} error={failed("update-settings")?.error} />
        <TemplatePanel template={template} editHref={modalHref(location.search, "edit-template")} />
      </div>
      <PlansSummary current={tier} />
      <AlbumsPanel albums={albums} />

      {reviewing && (modal === "review" || reviewFailure) ? (
        <ReviewModal
          announcement={reviewing}
          closeTo={closeTo}
          canNotify={canNotify}
          error={reviewFailure?.error}
          values={reviewFailure?.values}
        />
      ) : reviewFailure ? (
        <p className="form-error" role="alert">
          {reviewFailure.error}
        </p>
      ) : null}
      {modal === "edit-template" || templateFailure ? (
        <TemplateModal template={template} closeTo={closeTo} error={templateFailure?.error} values={templateFailure?.values} />
      ) : null}
    </div>
  );
}
