import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { requireUser, redirectWithToast } from "~/lib/session.server";
import { handleForm, formObject, orToast, type FormFailure } from "~/lib/form.server";
import { idParam } from "~/lib/http.server";
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
import { ConfirmDialog, FormErrorText, Modal, ModalActions } from "~/ui/Modal";
import { Field, TextArea } from "~/ui/Field";
import { closeHref, modalHref } from "~/ui/modal-url";

export const meta: MetaFunction = () => [{ title: "Trip Planning · Kindred" }];

const PATH = "/dashboard/trip";

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const details = getReunionDetails(actor);
  const activities = listActivities(actor).map((a) => ({
    ...a,
    date_text: formatDay(a.date),
    time_text: a.time ? formatClock(a.time) : "",
    cost_text: formatDollars(a.cost_cents),
  }));
  return {
    details: {
      ...details,
      start_text: details.start_date ? formatDay(details.start_date) : "",
      end_text: details.end_date ? formatDay(details.end_date) : "",
    },
    activities,
    total_text: formatDollars(totalCostCents(activities)),
    canManage: can(actor.role, "trip.manage"),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const actor = await requireUser(request);
  return handleForm(request, {
    "update-reunion": (form) =>
      orToast(() => {
        updateReunionDetails(actor, formObject(form));
        return redirectWithToast(PATH, "Reunion details updated successfully!");
      }, "Failed to update reunion details", PATH),
    "update-booking": (form) =>
      orToast(() => {
        updateBookingUrl(actor, formObject(form).booking_url);
        return redirectWithToast(PATH, "Booking link updated successfully!");
      }, "Failed to update reunion details", PATH),
    "add-activity": (form) =>
      orToast(() => {
        createActivity(actor, formObject(form));
        return redirectWithToast(PATH, "Activity added successfully!");
      }, "Failed to add activity", PATH),
    "delete-activity": (form) =>
      orToast(() => {
        deleteActivity(actor, idParam(formObject(form).id));
        return redirectWithToast(PATH, "Activity deleted successfully!");
      }, "Failed to delete activity", PATH),
  });
}

const FAILURE_MODAL: Record<string, string> = {
  "update-reunion": "edit-reunion",
  "update-booking": "edit-booking",
  "add-activity": "add-activity",
  "delete-activity": "delete-activity",
};

export default function TripTab() {
  const { details, activities, total_text, canManage } = useLoaderData<typeof loader>();
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const sp = new URLSearchParams(location.search);
  const closeTo = closeHref(location.pathname, location.search);
  const failed = failure && FAILURE_MODAL[failure.intent] ? failure : null;
  const modal = failed ? FAILURE_MODAL[failed.intent] : sp.get("modal");
  const id = Number(failed ? failed.values.id : sp.get("id"));
  const values = failed?.values;
  const error = failed?.error ?? null;
  const selected = activities.find((a) => a.id === id) ?? null;
  const hasDetails = details.location !== "" || details.start_date !== null;

  return (
    <div className="stack">
      <h1>Trip Planning</h1>
      {failure && !failed ? (
        <p className="form-error" role="alert">
          {failure.error}
        </p>
      ) : null}
      <div className="grid two">
        <section className="card" aria-labelledby="booking-heading">
          <h2 id="booking-heading">Flights and hotels</h2>
          <p>Search and book flights and hotels for the reunion.</p>
          <div className="row">
            <a className="button" href={details.booking_url} target="_blank" rel="noopener noreferrer" data-testid="booking-link">
              Book flights and hotels
            </a>
            {canManage ? (
              <Link className="button secondary small" to={modalHref(location.search, "edit-booking")} preventScrollReset>
                Change link
              </Link>
            ) : null}
          </div>
          <p className="muted small">Opens {new URL(details.booking_url).hostname} in a new tab.</p>
        </section>

        <section className="card" aria-labelledby="reunion-heading" data-testid="reunion-details">
          <div className="spread">
            <h2 id="reunion-heading">Reunion details</h2>
            {canManage ? (
              <Link className="button secondary small" to={modalHref(location.search, "edit-reunion")} preventScrollReset>
                Edit Details
              </Link>
            ) : null}
          </div>
          {hasDetails ? (
            <>
              <p>
                <strong>Location:</strong> <span data-testid="reunion-location">{details.location}</span>
              </p>
              <p>
                <strong>Dates:</strong>{" "}
                <span data-testid="reunion-dates">
                  {details.start_text} – {details.end_text}
                </span>
              </p>
              {details.description ? <p className="pre-line">{details.description}</p> : null}
            </>
          ) : (
            <p className="empty">No reunion details yet.</p>
          )}
        </section>
      </div>

      <section className="card" aria-labelledby="activities-heading">
        <div className="spread">
          <h2 id="activities-heading">Planned activities</h2>
          {canManage ? (
            <Link className="button small" to={modalHref(location.search, "add-activity")} preventScrollReset>
              Add Activity
            </Link>
          ) : null}
        </div>
        {activities.length === 0 ? (
          <p className="empty">No activities planned yet.</p>
        ) : (
          <ul className="list" data-testid="activity-list">
            {activities.map((a) => (
              <li key={a.id} className="activity" data-testid="activity">
                <div className="spread">
                  <strong>{a.name}</strong>
                  <span className="badge" data-testid="activity-cost">
                    {a.cost_text}
                  </span>
                </div>
                <div className="muted small">
                  {a.date_text}
                  {a.time_text ? ` at ${a.time_text}` : ""}
                  {a.location ? ` · ${a.location}` : ""}
                </div>
                {a.description ? <p className="small">{a.description}</p> : null}
                {canManage ? (
                  <Link
                    className="button secondary small"
                    to={modalHref(location.search, "delete-activity", { id: a.id })}
                    preventScrollReset
                  >
                    Delete
                  </Link>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        <p className="activity-total">
          Total cost per person: <strong data-testid="activity-total">{total_text}</strong>
        </p>
      </section>

      {canManage && modal === "edit-booking" ? (
        <Modal title="Booking Link" closeTo={closeTo}>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="update-booking" />
            <FormErrorText message={error} />
            <Field
              label="Flight and hotel booking link"
              name="booking_url"
              type="url"
              defaultValue={values?.booking_url ?? (details.booking_url_is_default ? "" : details.booking_url)}
              placeholder={details.booking_url_is_default ? details.booking_url : undefined}
              hint="Leave empty to use the default travel search."
            />
            <ModalActions closeTo={closeTo} submitLabel="Save Link" />
          </Form>
        </Modal>
      ) : null}

      {canManage && modal === "edit-reunion" ? (
        <Modal title="Edit Reunion Details" closeTo={closeTo}>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="update-reunion" />
            <FormErrorText message={error} />
            <Field label="Location" name="location" defaultValue={values?.location ?? details.location} maxLength={300} />
            <div className="grid two">
              <Field label="Start date" name="start_date" type="date" defaultValue={values?.start_date ?? details.start_date ?? ""} />
              <Field label="End date" name="end_date" type="date" defaultValue={values?.end_date ?? details.end_date ?? ""} />
            </div>
            <TextArea
              label="Description"
              name="description"
              rows={4}
              maxLength={5000}
              defaultValue={values?.description ?? details.description}
            />
            <ModalActions closeTo={closeTo} submitLabel="Save Details" />
          </Form>
        </Modal>
      ) : null}

      {canManage && modal === "add-activity" ? (
        <Modal title="Add Activity" closeTo={closeTo}>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="add-activity" />
            <FormErrorText message={error} />
            <Field label="Activity name" name="name" defaultValue={values?.name ?? ""} maxLength={200} />
            <TextArea label="Description" name="description" rows={3} maxLength={5000} defaultValue={values?.description ?? ""} />
            <div className="grid two">
              <Field label="Date" name="date" type="date" defaultValue={values?.date ?? details.start_date ?? ""} />
              <Field label="Time (optional)" name="time" type="time" defaultValue={values?.time ?? ""} />
            </div>
            <Field
              label="Cost per person ($)"
              name="price"
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              defaultValue={values?.price ?? "0"}
            />
            <Field label="Location (optional)" name="location" defaultValue={values?.location ?? ""} maxLength={300} />
            <ModalActions closeTo={closeTo} submitLabel="Add Activity" />
          </Form>
        </Modal>
      ) : null}

      {canManage && modal === "delete-activity" && selected ? (
        <ConfirmDialog
          title="Delete Activity"
          message={`Delete "${selected.name}"? This cannot be undone.`}
          closeTo={closeTo}
          intent="delete-activity"
          id={selected.id}
          error={error}
        />
      ) : null}
    </div>
  );
}
