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

export type GuestFailure = Omit<FormFailure, "values"> & { values: Record<string, string> };

type Props = { token: string; page: GuestPage | null; error: string | null; done: string | null; failure: GuestFailure | null };

export function GuestView({ token, page, error, done, failure }: Props) {
  const v = (name: string, fallback = "") => failure?.values[name] ?? fallback;
  return (
    <main className="page narrow guest-page">
      {page ? <p className="muted small">{`Shared with you by the ${page.family} family`}</p> : null}
      {done ? (
        <p className="form-ok" role="status" data-testid="guest-done">
          {done}
        </p>
      ) : null}
      {error ? (
        <div className="card stack">
          <h1>Guest link</h1>
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
      <p className="small muted">You do not need an account to use this page. Kindred keeps no record of your visit.</p>
    </main>
  );
}

function AlbumPage({ token, page, name }: { token: string; page: Extract<GuestPage, { kind: "album" }>; name: string }) {
  const base = guestPath(token);
  return (
    <div className="stack">
      <div className="card stack">
        <h1>{page.album.name}</h1>
        {page.album.description ? <p>{page.album.description}</p> : null}
        {page.allowUpload ? (
          <form method="post" action={base} encType="multipart/form-data" className="stack" data-testid="guest-upload">
            <h2>Add your photos</h2>
            <Field label="Your name" name="name" required maxLength={GUEST_LIMITS.name} autoComplete="name" defaultValue={name} />
            <Field
              label="Your photos"
              name="photos"
              type="file"
              accept="image/*"
              multiple
              required
              hint={`Up to ${GUEST_LIMITS.photosPerUpload} photos at a time. Location data is removed.`}
            />
            <SubmitActions>Add photos</SubmitActions>
          </form>
        ) : null}
      </div>
      <section aria-labelledby="guest-photos-title">
        <h2 id="guest-photos-title">{`Photos (${page.photos.length})`}</h2>
        {page.photos.length === 0 ? (
          <p className="muted">No photos yet.</p>
        ) : (
          <ul className="photo-grid" data-testid="guest-photos">
            {page.photos.map((p) => (
              <li key={p.id} className="photo-card">
                <a className="photo-link" href={`${base}/photos/${p.id}/display`}>
                  <img src={`${base}/photos/${p.id}/thumb`} alt={p.title} loading="lazy" width={200} height={200} />
                  <span className="small">{`Added by ${p.uploaded_by_name}`}</span>
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
  return (
    <>
      <p>
        <strong>When:</strong> {event.when}
        {event.location ? (
          <>
            <br />
            <strong>Where:</strong> {event.location}
          </>
        ) : null}
      </p>
      {event.description ? <p className="pre-line">{event.description}</p> : null}
      {event.past ? <p className="muted">This event has already started.</p> : null}
    </>
  );
}

type V = (name: string, fallback?: string) => string;

const answerText = (a: GuestAnswer) => (a.attending ? `Attending (${a.guest_count} ${a.guest_count === 1 ? "person" : "people"})` : "Not attending");

/** Where the page's form posts: on a series with the date shown, so a refused form shows it again. */
const formAction = (token: string, event: GuestEvent) => `${guestPath(token)}${event.date ? `?date=${encodeURIComponent(event.date)}` : ""}`;

/** A series' coming dates: each links to its own answer (or list); cancelled ones are marked. */
function ComingDates({ token, event, answers }: { token: string; event: GuestEvent; answers: boolean }) {
  if (!event.dates) return null;
  if (event.dates.length === 0) return <p className="muted">This event has no dates to come.</p>;
  return (
    <section aria-labelledby="guest-dates-title" className="stack">
      <h2 id="guest-dates-title">Coming dates</h2>
      <ul className="list" data-testid="guest-dates">
        {event.dates.map((d) => (
          <li key={d.occurrence} data-testid="guest-date" aria-current={d.occurrence === event.date ? "true" : undefined}>
            {d.occurrence === event.date ? <strong>{d.when}</strong> : d.when}
            {d.cancelled ? (
              <>
                {" "}
                <span className="badge warn">Cancelled</span>
              </>
            ) : (
              <>
                {answers && d.answer ? <span className="small">{` · Your answer: ${answerText(d.answer)}`}</span> : null}
                {d.occurrence === event.date ? (
                  <span className="small muted">{answers ? " · answering below" : " · shown below"}</span>
                ) : (
                  <>
                    {" · "}
                    <a className="small" href={`${guestPath(token)}?date=${encodeURIComponent(d.occurrence)}`}>
                      {answers ? (d.answer ? "Change" : "Answer") : "Show the list"}
                      <span className="visually-hidden">{` for ${d.when}`}</span>
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
          {`Your answer${series ? ` for ${page.event.when}` : ""}: ${answerText(a)}. You can change it below.`}
        </p>
      ) : null}
      {series && !page.event.date ? null : (
      <form method="post" action={formAction(token, page.event)} className="stack" data-testid="guest-rsvp">
        <input type="hidden" name="intent" value="answer" />
        {page.event.date ? (
          <>
            <input type="hidden" name="occurrence" value={page.event.date} />
            <h2>{`Your answer for ${page.event.when}`}</h2>
          </>
        ) : null}
        <Field label="Your name" name="name" required maxLength={GUEST_LIMITS.name} autoComplete="name" defaultValue={v("name", page.name)} />
        <AttendingChoice idPrefix="guest" legend="Will you come?" selected={attending} />
        <Field
          label="How many people in your party (you included)?"
          name="guest_count"
          type="number"
          min={1}
          max={20}
          defaultValue={v("guest_count", String(a?.guest_count ?? 1))}
          hint="Only counted when you answer Yes."
        />
        <TextArea label="Comments (optional)" name="comments" rows={2} maxLength={1000} defaultValue={v("comments", a?.comments ?? "")} />
        <SubmitActions>Save my answer</SubmitActions>
      </form>
      )}
    </div>
  );
}

function SignupsPage({ token, page, v }: { token: string; page: Extract<GuestPage, { kind: "signups" }>; v: V }) {
  const open = page.items.filter((i) => i.still_needed > 0);
  return (
    <div className="card stack">
      <h1>{`Sign-up list: ${page.event.title}`}</h1>
      <EventDetails event={page.event} />
      <ComingDates token={token} event={page.event} answers={false} />
      {page.event.date ? <h2>{`The list for ${page.event.when}`}</h2> : null}
      {page.items.length === 0 ? (
        <p className="muted">Nothing is on the list yet.</p>
      ) : (
        <ul className="list" data-testid="guest-signups">
          {page.items.map((i) => (
            <li key={i.id}>
              <strong>{i.name}</strong>
              {i.note ? ` (${i.note})` : ""}
              {": "}
              {i.still_needed > 0 ? `${i.still_needed} of ${i.quantity} still needed` : `all ${i.quantity} taken`}
            </li>
          ))}
        </ul>
      )}
      {page.event.dates && !page.event.date ? null : open.length > 0 ? (
        <form method="post" action={formAction(token, page.event)} className="stack" data-testid="guest-claim">
          <input type="hidden" name="intent" value="claim" />
          {page.event.date ? <input type="hidden" name="occurrence" value={page.event.date} /> : null}
          <h2>Take a place</h2>
          <Field label="Your name" name="name" required maxLength={GUEST_LIMITS.name} autoComplete="name" defaultValue={v("name")} />
          <Select label="What will you bring or do?" name="item_id" required defaultValue={v("item_id", String(open[0]!.id))}>
            {open.map((i) => (
              <option key={i.id} value={i.id}>
                {`${i.name} (${i.still_needed} still needed)`}
              </option>
            ))}
          </Select>
          <Field label="How many?" name="quantity" type="number" min={1} max={100} required defaultValue={v("quantity", "1")} />
          <Field label="Note (optional)" name="note" maxLength={300} defaultValue={v("note")} />
          <SubmitActions>Sign me up</SubmitActions>
        </form>
      ) : page.items.length > 0 ? (
        <p className="muted">Everything on the list is taken. Thank you!</p>
      ) : null}
    </div>
  );
}
