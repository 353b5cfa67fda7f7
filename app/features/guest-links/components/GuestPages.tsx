// The guest's pages (issue 38): an album (thumbnails, each opening larger; the upload form when
// allowed), an event (details and the answer form) or a sign-up list (what is still needed and the
// form to take a place). Plain <form>s: they work the same with and without JavaScript.
// On a series (issue 41) the page lists the coming dates (links `?date=`) and its form answers, or
// takes a place for, the date shown.
import type { FormFailure } from "~/lib/form-failure";
import { AttendingChoice } from "~/ui/AttendingChoice";
import { Field, Select, TextArea } from "~/ui/Field";
import { SubmitActions } from "~/ui/SubmitActions";
import type { GuestAnswer, GuestEvent, GuestPage } from "../guest-links.server";
import { GUEST_LIMITS, guestPath } from "../rules";
import { useT } from "~/lib/i18n/react";
import type { Translator } from "~/lib/i18n/translator";
import { PublicPage } from "~/features/i18n/components/PublicPage";

export type GuestFailure = Omit<FormFailure, "values"> & { values: Record<string, string> };

type Props = { token: string; page: GuestPage | null; error: string | null; done: string | null; failure: GuestFailure | null };

export function GuestView({ token, page, error, done, failure }: Props) {
  const { t } = useT();
  const v = (name: string, fallback = "") => failure?.values[name] ?? fallback;
  return (
    <PublicPage className="page narrow guest-page">
      {page ? <p className="muted small">{t("Shared with you by the {family} family", { family: page.family })}</p> : null}
      {done ? (
        <p className="form-ok" role="status" data-testid="guest-done">
          {done}
        </p>
      ) : null}
      {error ? (
        <div className="card stack">
          <h1>{t("Guest link")}</h1>
          <p className="form-error" role="alert">
            {error}
          </p>
        </div>
      ) : null}
      {failure ? (
        <p className="form-error" role="alert" data-testid="guest-error">
          {failure.error}
        </p>
      ) : null}
      {page?.kind === "album" ? <AlbumPage token={token} page={page} name={v("name")} /> : null}
      {page?.kind === "event" ? <EventPage token={token} page={page} v={v} /> : null}
      {page?.kind === "signups" ? <SignupsPage token={token} page={page} v={v} /> : null}
      <p className="small muted">{t("You do not need an account to use this page. Kindred keeps no record of your visit.")}</p>
    </PublicPage>
  );
}

function AlbumPage({ token, page, name }: { token: string; page: Extract<GuestPage, { kind: "album" }>; name: string }) {
  const { t } = useT();
  const base = guestPath(token);
  return (
    <div className="stack">
      <div className="card stack">
        <h1>{page.album.name}</h1>
        {page.album.description ? <p>{page.album.description}</p> : null}
        {page.allowUpload ? (
          <form method="post" action={base} encType="multipart/form-data" className="stack" data-testid="guest-upload">
            <h2>{t("Add your photos")}</h2>
            <Field label={t("Your name")} name="name" required maxLength={GUEST_LIMITS.name} autoComplete="name" defaultValue={name} />
            <Field
              label={t("Your photos")}
              name="photos"
              type="file"
              accept="image/*"
              multiple
              required
              hint={t("Up to {count} photos at a time. Location data is removed.", { count: GUEST_LIMITS.photosPerUpload })}
            />
            <SubmitActions>{t("Add photos")}</SubmitActions>
          </form>
        ) : null}
      </div>
      <section aria-labelledby="guest-photos-title">
        <h2 id="guest-photos-title">{t("Photos ({count})", { count: page.photos.length })}</h2>
        {page.photos.length === 0 ? (
          <p className="muted">{t("No photos yet.")}</p>
        ) : (
          <ul className="photo-grid" data-testid="guest-photos">
            {page.photos.map((p) => (
              <li key={p.id} className="photo-card">
                <a className="photo-link" href={`${base}/photos/${p.id}/display`}>
                  <img src={`${base}/photos/${p.id}/thumb`} alt={p.title} loading="lazy" width={200} height={200} />
                  <span className="small">{t("Added by {name}", { name: p.uploaded_by_name })}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function EventDetails({ event }: { event: GuestEvent }) {
  const { t } = useT();
  return (
    <>
      <p>
        <strong>{t("When:")}</strong> {event.when}
        {event.location ? (
          <>
            <br />
            <strong>{t("Where:")}</strong> {event.location}
          </>
        ) : null}
      </p>
      {event.description ? <p className="pre-line">{event.description}</p> : null}
      {event.past ? <p className="muted">{t("This event has already started.")}</p> : null}
    </>
  );
}

type V = (name: string, fallback?: string) => string;

const answerText = (t: Translator["t"], a: GuestAnswer) =>
  a.attending
    ? t("{count, plural, one {Attending (# person)} other {Attending (# people)}}", { count: a.guest_count })
    : t("Not attending");

/** Where the page's form posts: on a series with the date shown, so a refused form shows it again. */
const formAction = (token: string, event: GuestEvent) => `${guestPath(token)}${event.date ? `?date=${encodeURIComponent(event.date)}` : ""}`;

/** A series' coming dates: each links to its own answer (or list); cancelled ones are marked. */
function ComingDates({ token, event, answers }: { token: string; event: GuestEvent; answers: boolean }) {
  const { t } = useT();
  if (!event.dates) return null;
  if (event.dates.length === 0) return <p className="muted">{t("This event has no dates to come.")}</p>;
  return (
    <section aria-labelledby="guest-dates-title" className="stack">
      <h2 id="guest-dates-title">{t("Coming dates")}</h2>
      <ul className="list" data-testid="guest-dates">
        {event.dates.map((d) => (
          <li key={d.occurrence} data-testid="guest-date" aria-current={d.occurrence === event.date ? "true" : undefined}>
            {d.occurrence === event.date ? <strong>{d.when}</strong> : d.when}
            {d.cancelled ? (
              <>
                {" "}
                <span className="badge warn">{t("Cancelled")}</span>
              </>
            ) : (
              <>
                {answers && d.answer ? <span className="small">{` · ${t("Your answer: {answer}", { answer: answerText(t, d.answer) })}`}</span> : null}
                {d.occurrence === event.date ? (
                  <span className="small muted">{` · ${answers ? t("answering below") : t("shown below")}`}</span>
                ) : (
                  <>
                    {" · "}
                    <a className="small" href={`${guestPath(token)}?date=${encodeURIComponent(d.occurrence)}`}>
                      {answers ? (d.answer ? t("Change") : t("{action, select, other {Answer}}", { action: "reply" })) : t("Show the list")}
                      <span className="visually-hidden">{` ${t("for {date}", { date: d.when })}`}</span>
                    </a>
                  </>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function EventPage({ token, page, v }: { token: string; page: Extract<GuestPage, { kind: "event" }>; v: V }) {
  const { t } = useT();
  const a = page.answer;
  const attending = v("attending", a ? (a.attending ? "yes" : "no") : "");
  const series = page.event.dates !== null;
  return (
    <div className="card stack">
      <h1>{page.event.title}</h1>
      <EventDetails event={page.event} />
      <ComingDates token={token} event={page.event} answers />
      {a ? (
        <p className="small" data-testid="guest-answer">
          {series
            ? t("Your answer for {date}: {answer}. You can change it below.", { date: page.event.when, answer: answerText(t, a) })
            : t("Your answer: {answer}. You can change it below.", { answer: answerText(t, a) })}
        </p>
      ) : null}
      {series && !page.event.date ? null : (
      <form method="post" action={formAction(token, page.event)} className="stack" data-testid="guest-rsvp">
        <input type="hidden" name="intent" value="answer" />
        {page.event.date ? (
          <>
            <input type="hidden" name="occurrence" value={page.event.date} />
            <h2>{t("Your answer for {date}", { date: page.event.when })}</h2>
          </>
        ) : null}
        <Field label={t("Your name")} name="name" required maxLength={GUEST_LIMITS.name} autoComplete="name" defaultValue={v("name", page.name)} />
        <AttendingChoice idPrefix="guest" legend={t("Will you come?")} selected={attending} />
        <Field
          label={t("How many people in your party (you included)?")}
          name="guest_count"
          type="number"
          min={1}
          max={20}
          defaultValue={v("guest_count", String(a?.guest_count ?? 1))}
          hint={t("Only counted when you answer Yes.")}
        />
        <TextArea label={t("Comments (optional)")} name="comments" rows={2} maxLength={1000} defaultValue={v("comments", a?.comments ?? "")} />
        <SubmitActions>{t("Save my answer")}</SubmitActions>
      </form>
      )}
    </div>
  );
}

function SignupsPage({ token, page, v }: { token: string; page: Extract<GuestPage, { kind: "signups" }>; v: V }) {
  const { t } = useT();
  const open = page.items.filter((i) => i.still_needed > 0);
  return (
    <div className="card stack">
      <h1>{t("Sign-up list: {title}", { title: page.event.title })}</h1>
      <EventDetails event={page.event} />
      <ComingDates token={token} event={page.event} answers={false} />
      {page.event.date ? <h2>{t("The list for {date}", { date: page.event.when })}</h2> : null}
      {page.items.length === 0 ? (
        <p className="muted">{t("Nothing is on the list yet.")}</p>
      ) : (
        <ul className="list" data-testid="guest-signups">
          {page.items.map((i) => (
            <li key={i.id}>
              <strong>{i.name}</strong>
              {i.note ? ` (${i.note})` : ""}
              {": "}
              {i.still_needed > 0
                ? t("{needed} of {quantity} still needed", { needed: i.still_needed, quantity: i.quantity })
                : t("all {quantity} taken", { quantity: i.quantity })}
            </li>
          ))}
        </ul>
      )}
      {page.event.dates && !page.event.date ? null : open.length > 0 ? (
        <form method="post" action={formAction(token, page.event)} className="stack" data-testid="guest-claim">
          <input type="hidden" name="intent" value="claim" />
          {page.event.date ? <input type="hidden" name="occurrence" value={page.event.date} /> : null}
          <h2>{t("Take a place")}</h2>
          <Field label={t("Your name")} name="name" required maxLength={GUEST_LIMITS.name} autoComplete="name" defaultValue={v("name")} />
          <Select
            label={t("What will you bring or do?")}
            name="item_id"
            required
            defaultValue={v("item_id", String(open[0]!.id))}
            choices={open.map((i) => ({ value: i.id, label: t("{name} ({count} still needed)", { name: i.name, count: i.still_needed }) }))}
          />
          <Field label={t("How many?")} name="quantity" type="number" min={1} max={100} required defaultValue={v("quantity", "1")} />
          <Field label={t("Note (optional)")} name="note" maxLength={300} defaultValue={v("note")} />
          <SubmitActions>{t("Sign me up")}</SubmitActions>
        </form>
      ) : page.items.length > 0 ? (
        <p className="muted">{t("Everything on the list is taken. Thank you!")}</p>
      ) : null}
    </div>
  );
}
