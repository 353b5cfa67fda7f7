import type { Language } from "~/lib/i18n/languages";
import { pageLanguage } from "~/lib/i18n/language.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { useT } from "~/lib/i18n/react";
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction, withInput } from "~/lib/page-action.server";
import { can } from "~/lib/permissions";
import {
  createActivity,
  deleteActivity,
  getReunionDetails,
  listActivities,
  totalCostCents,
  updateBookingUrl,
  updateReunionDetails,
} from "~/features/trip/trip.server";
import { formatClock, formatDay, formatDollars } from "~/features/trip/rules";
import { ActivityList } from "~/features/trip/components/ActivityList";
import { FormErrorText } from "~/ui/FormErrorText";
import { ModalLink } from "~/ui/ModalLink";
import { EmptyState } from "~/ui/EmptyState";
import { useModalState } from "~/ui/useModalState";
import { titleMeta } from "~/ui/meta";
import { lazyModal } from "~/ui/lazy-modal";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import type { Route } from "./+types/dashboard.trip";

// Loaded when shown (issue 37, lazyModal: first-load JS within budget with the whole route manifest);
// the server renders them in the page as always.
const tripModals = () => import("~/features/trip/components/TripModals");
const AddActivityModal = lazyModal(() => tripModals().then((m) => m.AddActivityModal));
const BookingLinkModal = lazyModal(() => tripModals().then((m) => m.BookingLinkModal));
const ReunionDetailsModal = lazyModal(() => tripModals().then((m) => m.ReunionDetailsModal));

export const meta = titleMeta((t) => t("Trip Planning · Kindred"));

/** A free activity (or an all-free trip) says so, rather than "$0.00". */
const costText = (cents: number, language: Language) => (cents === 0 ? serverTranslator(language).t("Free") : formatDollars(cents, language));

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  const [details, rows, language] = await Promise.all([getReunionDetails(actor), listActivities(actor), pageLanguage(request)]);
  const activities = rows.map((a) => ({
    ...a,
    date_text: formatDay(a.date, language),
    time_text: a.time ? formatClock(a.time, language) : "",
    cost_text: costText(a.cost_cents, language),
  }));
  return {
    details: {
      ...details,
      start_text: details.start_date ? formatDay(details.start_date, language) : "",
      end_text: details.end_date ? formatDay(details.end_date, language) : "",
    },
    activities,
    total_text: costText(totalCostCents(activities), language),
    canManage: can(actor.role, "trip.manage"),
  };
}

export const action = pageAction({
  "update-reunion": {
    run: withInput(updateReunionDetails),
    success: "Reunion details updated successfully!",
    failure: "Failed to update reunion details",
    modal: "edit-reunion",
  },
  "update-booking": {
    run: ({ actor, input }) => updateBookingUrl(actor, input.booking_url),
    success: "Booking link updated successfully!",
    failure: "Failed to update reunion details",
    modal: "edit-booking",
  },
  "add-activity": { run: withInput(createActivity), success: "Activity added successfully!", failure: "Failed to add activity" },
  "delete-activity": { run: forRecord(deleteActivity), success: "Activity deleted successfully!", failure: "Failed to delete activity" },
});

export default function TripTab({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { details, activities, total_text, canManage } = loaderData;
  const m = useModalState();
  const selected = activities.find((a) => a.id === m.id) ?? null;
  const pageError = m.errorOnPage(canManage && (m.modal === "delete-activity" ? selected !== null : m.modal !== null));
  const hasDetails = details.location !== "" || details.start_date !== null;

  return (
    <div className="stack">
      <h1>{t("Trip Planning")}</h1>
      <FormErrorText message={pageError} />
      <div className="grid two">
        <section className="card" aria-labelledby="booking-heading">
          <h2 id="booking-heading">{t("Flights and hotels")}</h2>
          {details.booking_url_is_default ? (
            <p>{t("No booking link has been chosen yet. Until then, search for flights and hotels yourself.")}</p>
          ) : (
            <p>{t("Book flights and hotels for the reunion through the link the family chose.")}</p>
          )}
          <div className="row">
            {/* The family's own link is the card's primary action; the default search is only a suggestion. */}
            <a
              className={details.booking_url_is_default ? "button secondary" : "button"}
              href={details.booking_url}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="booking-link"
            >
              {details.booking_url_is_default ? t("Search flights and hotels") : t("Book flights and hotels")}
            </a>
            {canManage ? <ModalLink to={m.href("edit-booking")} look="small">{details.booking_url_is_default ? t("Set a booking link") : t("Change link")}</ModalLink> : null}
          </div>
          <p className="muted small">{t("Opens {host} in a new tab.", { host: new URL(details.booking_url).hostname })}</p>
        </section>

        <section className="card" aria-labelledby="reunion-heading" data-testid="reunion-details">
          <div className="card-head">
            <h2 id="reunion-heading">{t("Reunion details")}</h2>
            {canManage ? <ModalLink to={m.href("edit-reunion")} look="small">{t("Edit")}<span className="wide-only"> {t("details")}</span></ModalLink> : null}
          </div>
          {hasDetails ? (
            <>
              <p>
                <strong>{t("Location:")}</strong> <span data-testid="reunion-location">{details.location}</span>
              </p>
              <p>
                <strong>{t("Dates:")}</strong>{" "}
                <span data-testid="reunion-dates">
                  {details.start_text} – {details.end_text}
                </span>
              </p>
              {details.description ? <p className="pre-line">{details.description}</p> : null}
            </>
          ) : (
            <EmptyState title={t("No reunion details yet.")}>{t("Where and when the family meets, and what to expect.")}</EmptyState>
          )}
        </section>
      </div>

      <ActivityList activities={activities} totalText={total_text} canManage={canManage} href={m.href} />

      {canManage && m.modal === "edit-booking" ? (
        <BookingLinkModal closeTo={m.closeTo} values={m.values} error={m.error} details={details} />
      ) : null}
      {canManage && m.modal === "edit-reunion" ? (
        <ReunionDetailsModal closeTo={m.closeTo} values={m.values} error={m.error} details={details} />
      ) : null}
      {canManage && m.modal === "add-activity" ? (
        <AddActivityModal closeTo={m.closeTo} values={m.values} error={m.error} defaultDate={details.start_date} />
      ) : null}
      <ConfirmRecord kind="activity" record={canManage && selected} title={t("Delete activity")} message={(a) => t("Delete \"{name}\"? This cannot be undone.", { name: a.name })} />
    </div>
  );
}
