import { useEffect } from "react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";
import { pageAction } from "~/lib/page-action.server";
import { HttpError, badRequest } from "~/lib/http.server";
import { can } from "~/lib/permissions";
import { formatEventDate } from "~/lib/dates";
import { getSettings } from "~/features/family/family.server";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { integrationsUnlocked } from "~/features/integrations/gate.server";
import { connectCalendar, createCalendarEvent, disconnectCalendar, myCalendarLinks } from "~/features/integrations/calendar.server";
import { recentVideoSessions, scheduleVideoCall } from "~/features/integrations/video.server";
import { connectSocial, disconnectSocial, prepareShare, socialAccounts } from "~/features/integrations/social.server";
import { cloudAccounts, cloudAvailability, connectWebDav, disconnectCloud, startBackup } from "~/features/integrations/cloud.server";
import { photoBackupSource } from "~/features/integrations/backup.server";
import {
  CALENDAR_PROVIDERS,
  CLOUD_PROVIDERS,
  PROVIDER_LABEL,
  PHOTO_BACKUP_UNAVAILABLE,
  RECENT_CALLS_SHOWN,
  SOCIAL_PLATFORMS,
  pickProvider,
  type ShareLink,
} from "~/features/integrations/rules";
import { LockIcon, UpgradeModal, UpgradePrompt } from "~/features/integrations/components/Locked";
import { Field, TextArea, Select, Checkbox } from "~/ui/Field";
import { FormErrorText, Modal, ModalActions } from "~/ui/Modal";
import { typed, useModalState } from "~/ui/useModalState";

export const meta: MetaFunction = () => [{ title: "Integrations · Kindred" }];


export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  if (!can(actor.role, "tab.integrations")) throw new Response("Not found", { status: 404 });
  const url = new URL(request.url);
  const zone = getSettings(actor.familyId).time_zone;
  const unlocked = integrationsUnlocked(actor.familyId);
  let share: { content: string; links: ShareLink[] } | null = null;
  let shareError: string | null = null;
  if (unlocked && url.searchParams.get("share") === "1") {
    try {
      const r = prepareShare(actor, { content: url.searchParams.get("content") ?? "", platforms: url.searchParams.getAll("platforms") });
      share = { content: r.content, links: r.share_links };
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      shareError = error.message;
    }
  }
  const cloud = cloudAccounts(actor);
  return {
    unlocked,
    zone,
    calendar: unlocked ? myCalendarLinks(actor) : null,
    calls: recentVideoSessions(actor, RECENT_CALLS_SHOWN).map((c) => ({ ...c, when: formatEventDate(c.scheduled_at, zone) })),
    social: socialAccounts(actor),
    cloud: cloud.map((c) => ({ ...c, last_backup_label: c.last_backup_at ? formatEventDate(c.last_backup_at, zone) : null })),
    available: cloudAvailability(),
    photoBackup: photoBackupSource() !== null,
    share,
    shareError,
    planMessage: PLAN_LIMIT_MESSAGE.integrations,
  };
}

function provider<const T extends readonly string[]>(list: T, value: unknown): T[number] {
  const p = pickProvider(list, value);
  if (!p) throw badRequest("Please choose a provider");
  return p;
}

export const action = pageAction({
  "connect-calendar": {
    run: ({ actor, input }) => connectCalendar(actor, provider(CALENDAR_PROVIDERS, input.provider)),
    success: "Calendar connected. Use the links below to subscribe.",
    failure: "Failed to connect integration",
  },
  "rotate-calendar": {
    run: ({ actor, input }) => connectCalendar(actor, provider(CALENDAR_PROVIDERS, input.provider), { rotate: true }),
    success: "New calendar link created. The old link no longer works.",
    failure: "Failed to connect integration",
  },
  "disconnect-calendar": {
    run: ({ actor }) => disconnectCalendar(actor),
    success: "Calendar disconnected",
    failure: "Failed to disconnect integration",
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
    modal: "schedule-call",
  },
  "connect-social": {
    run: ({ actor, input }) => connectSocial(actor, provider(SOCIAL_PLATFORMS, input.platform), input),
    success: (r: { message: string }) => r.message,
    failure: "Failed to connect integration",
  },
  "disconnect-social": {
    run: ({ actor, input }) => disconnectSocial(actor, provider(SOCIAL_PLATFORMS, input.platform)),
    success: "Social account removed",
    failure: "Failed to disconnect integration",
  },
  "connect-webdav": {
    run: ({ actor, input }) => connectWebDav(actor, input),
    success: "WebDAV storage connected",
    failure: "Failed to connect integration",
    modal: "connect-webdav",
  },
  "disconnect-cloud": {
    run: ({ actor, input }) => disconnectCloud(actor, provider(CLOUD_PROVIDERS, input.provider)),
    success: (r: { message: string }) => r.message,
    failure: "Failed to disconnect integration",
  },
  "backup-now": {
    run: ({ actor, input }) => startBackup(actor, provider(CLOUD_PROVIDERS, input.provider)),
    success: (r: { message: string }) => r.message,
    failure: "Backup failed",
  },
});

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function PostButton({ intent, label, fields = {}, className }: { intent: string; label: string; fields?: Record<string, string>; className?: string }) {
  return (
    <Form method="post" preventScrollReset className="inline-form">
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}

function CopyField({ label, value, testId }: { label: string; value: string; testId: string }) {
  const id = `copy-${testId}`;
  return (
    <div className="field copy-field">
      <label htmlFor={id}>{label}</label>
      <input id={id} readOnly value={value} data-testid={testId} />
    </div>
  );
}

function CalendarSection({ data, href }: { data: Data; href: ReturnType<typeof useModalState>["href"] }) {
  const c = data.calendar;
  return (
    <section className="card stack integration-section" aria-labelledby="calendar-heading">
      <h2 id="calendar-heading">{data.unlocked ? null : <LockIcon />} Calendar</h2>
      <p className="muted small">
        Subscribe to the family's events, video calls, birthdays and reunion dates from Google Calendar, Outlook or Apple Calendar.
        Your link is your own; keep it private.
      </p>
      {!data.unlocked ? (
        <div className="row">
          <Link className="button" to={href("upgrade")} preventScrollReset>Connect Google Calendar</Link>
          <Link className="button" to={href("upgrade")} preventScrollReset>Connect Outlook</Link>
        </div>
      ) : c ? (
        <div className="stack" data-testid="calendar-connected">
          <p>
            <span className="badge success">Connected</span> {PROVIDER_LABEL[c.provider]}
          </p>
          <div className="row">
            <a className="button" href={c.google_url} target="_blank" rel="noreferrer noopener">Subscribe in Google Calendar</a>
            <a className="button" href={c.outlook_url} target="_blank" rel="noreferrer noopener">Subscribe in Outlook</a>
            <a className="button" href={c.webcal_url}>Subscribe in Apple Calendar</a>
          </div>
          <CopyField label="Your private calendar link" value={c.feed_url} testId="feed-url" />
          <div className="row">
            <PostButton intent="rotate-calendar" label="Get a new link" fields={{ provider: c.provider }} className="secondary small" />
            <PostButton intent="disconnect-calendar" label="Disconnect calendar" className="danger small" />
          </div>
        </div>
      ) : (
        <div className="row">
          {CALENDAR_PROVIDERS.map((p) => (
            <PostButton key={p} intent="connect-calendar" label={`Connect ${PROVIDER_LABEL[p]}`} fields={{ provider: p }} />
          ))}
        </div>
      )}
      <div>
        <Link className="button secondary" to={href(data.unlocked ? "calendar-event" : "upgrade")} preventScrollReset>
          Create Calendar Event
        </Link>
      </div>
    </section>
  );
}

function VideoSection({ data, href }: { data: Data; href: ReturnType<typeof useModalState>["href"] }) {
  return (
    <section className="card stack integration-section" aria-labelledby="video-heading">
      <h2 id="video-heading">{data.unlocked ? null : <LockIcon />} Video calls</h2>
      <p className="muted small">Family calls on Jitsi Meet: no account needed, a private room for each call.</p>
      <div>
        <Link className="button" to={href(data.unlocked ? "schedule-call" : "upgrade")} preventScrollReset>
          Schedule Video Call
        </Link>
      </div>
      <h3>Recent calls</h3>
      {data.calls.length === 0 ? <p className="empty">No video calls yet.</p> : null}
      <ul className="list" data-testid="video-calls">
        {data.calls.map((call) => (
          <li key={call.id} className="spread" data-testid="video-call">
            <div>
              <strong>{call.title}</strong>{" "}
              <span className={call.status === "live" ? "badge success" : call.status === "ended" ? "badge" : "badge warn"} data-testid="call-status">
                {call.status === "live" ? "Live" : call.status === "ended" ? "Ended" : "Scheduled"}
              </span>
              <div className="small muted">
                {call.when} · {call.duration_minutes} minutes
              </div>
              {call.description ? <div className="small pre-line">{call.description}</div> : null}
            </div>
            {data.unlocked && call.status !== "ended" ? (
              <a className="button small" href={call.join_url} target="_blank" rel="noreferrer noopener" aria-label={`Join ${call.title}`}>
                Join
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SocialSection({ data, href }: { data: Data; href: ReturnType<typeof useModalState>["href"] }) {
  const m = useModalState();
  return (
    <section className="card stack integration-section" aria-labelledby="social-heading">
      <h2 id="social-heading">{data.unlocked ? null : <LockIcon />} Social</h2>
      <p className="muted small">
        Record the family's page or handle, and share posts through each platform's own share dialog. Kindred never posts for you and
        never asks for your social passwords.
      </p>
      {data.social.length > 0 ? (
        <ul className="list" data-testid="social-accounts">
          {data.social.map((s) => (
            <li key={s.platform} className="spread">
              <span>
                <strong>{PROVIDER_LABEL[s.platform]}</strong>: {s.handle}
              </span>
              {data.unlocked ? <PostButton intent="disconnect-social" label="Remove" fields={{ platform: s.platform }} className="secondary small" /> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data.unlocked ? (
        <>
          <Form method="post" className="stack" preventScrollReset>
            <input type="hidden" name="intent" value="connect-social" />
            <div className="grid two">
              <Select label="Platform" name="platform" defaultValue={typed(m.values, "platform") ?? "facebook"}>
                {SOCIAL_PLATFORMS.map((p) => (
                  <option key={p} value={p}>
                    {PROVIDER_LABEL[p]}
                  </option>
                ))}
              </Select>
              <Field label="Page or handle" name="handle" maxLength={300} placeholder="@ourfamily or https://facebook.com/ourfamily" defaultValue={typed(m.values, "handle")} />
            </div>
            <div>
              <button type="submit" className="secondary">Save Social Account</button>
            </div>
          </Form>
          <Form method="get" className="stack" id="share-form" preventScrollReset>
            <input type="hidden" name="share" value="1" />
            <h3>Share a post</h3>
            <TextArea label="Post text" name="content" rows={3} maxLength={5000} defaultValue={data.share?.content ?? ""} />
            <fieldset>
              <legend>Platforms</legend>
              {SOCIAL_PLATFORMS.map((p) => (
                <Checkbox key={p} id={`share-${p}`} name="platforms" value={p} label={PROVIDER_LABEL[p]} defaultChecked={data.share?.links.some((l) => l.platform === p)} />
              ))}
            </fieldset>
            <FormErrorText message={data.shareError} />
            <div>
              <button type="submit">Prepare Share Links</button>
            </div>
          </Form>
          {data.share ? (
            <div className="stack" data-testid="share-links">
              <h3>Ready to share</h3>
              <p className="small muted">Each link opens the platform's own dialog in a new tab; you review and post there.</p>
              <ul className="list">
                {data.share.links.map((l) => (
                  <li key={l.platform}>
                    {l.url ? (
                      <a className="button small" href={l.url} target="_blank" rel="noreferrer noopener">
                        {l.label}
                      </a>
                    ) : (
                      <strong>{l.label}</strong>
                    )}
                    <div className="small">{l.note}</div>
                  </li>
                ))}
              </ul>
              <TextArea label="Text to copy" name="share_text" readOnly rows={3} value={data.share.content} />
            </div>
          ) : null}
        </>
      ) : (
        <div>
          <Link className="button" to={href("upgrade")} preventScrollReset>Connect Social Account</Link>
        </div>
      )}
    </section>
  );
}

function CloudSection({ data, href }: { data: Data; href: ReturnType<typeof useModalState>["href"] }) {
  return (
    <section className="card stack integration-section" aria-labelledby="cloud-heading">
      <h2 id="cloud-heading">{data.unlocked ? null : <LockIcon />} Cloud storage</h2>
      <p className="muted small">Back up the family's photo originals to Google Drive, Dropbox or your own WebDAV storage (Nextcloud, ownCloud).</p>
      {!data.photoBackup ? <p className="small" data-testid="photo-backup-note">{PHOTO_BACKUP_UNAVAILABLE}</p> : null}
      <ul className="list">
        {CLOUD_PROVIDERS.map((p) => {
          const c = data.cloud.find((x) => x.provider === p);
          return (
            <li key={p} className="stack" data-testid={`cloud-${p}`}>
              <div className="spread">
                <strong>{PROVIDER_LABEL[p]}</strong>
                {c ? <span className="badge success">Connected</span> : null}
              </div>
              {c ? (
                <>
                  {c.account ? <div className="small">{c.account}</div> : null}
                  <div className="small muted">Last backup: {c.last_backup_label ?? "never"}</div>
                  {c.backup.status === "running" ? (
                    <div className="stack" data-testid="backup-progress">
                      <div className="progress" aria-hidden="true">
                        <span style={{ width: `${c.backup.total ? Math.round((c.backup.processed / c.backup.total) * 100) : 0}%` }} />
                      </div>
                      <p className="small" role="status">
                        Backing up: {c.backup.processed} of {c.backup.total} photos checked, {c.backup.copied} copied.{" "}
                        <Link to=".">Refresh</Link>
                      </p>
                    </div>
                  ) : c.backup.status === "done" ? (
                    <p className="small">Last run copied {c.backup.copied} new of {c.backup.total} photos.</p>
                  ) : c.backup.status === "failed" ? (
                    <p className="small form-error">Backup stopped: {c.backup.error}</p>
                  ) : null}
                  <div className="row">
                    {data.unlocked ? <PostButton intent="backup-now" label="Back up photos now" fields={{ provider: p }} /> : null}
                    {data.unlocked ? <PostButton intent="disconnect-cloud" label="Disconnect" fields={{ provider: p }} className="danger small" /> : null}
                  </div>
                </>
              ) : !data.unlocked ? (
                <div>
                  <Link className="button small" to={href("upgrade")} preventScrollReset>
                    Connect {PROVIDER_LABEL[p]}
                  </Link>
                </div>
              ) : p === "webdav" ? (
                <div>
                  <Link className="button small" to={href("connect-webdav")} preventScrollReset>Connect WebDAV</Link>
                </div>
              ) : data.available[p] ? (
                <div>
                  <a className="button small" href={`/integrations/cloud-storage/${p}/start`}>
                    Connect {PROVIDER_LABEL[p]}
                  </a>
                </div>
              ) : (
                <p className="small muted">Not available on this server: its administrator has not set it up.</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export default function IntegrationsTab() {
  const data = useLoaderData<typeof loader>();
  const m = useModalState();
  const revalidator = useRevalidator();
  const running = data.cloud.some((c) => c.backup.status === "running");
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => revalidator.state === "idle" && revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [running, revalidator]);

  const PLAN_MESSAGE = data.planMessage;
  const planBlocked = m.error === PLAN_MESSAGE || m.pageError === PLAN_MESSAGE;
  const showUpgrade = m.modal === "upgrade" || planBlocked;
  const pageError = planBlocked ? null : (m.pageError ?? (m.error && !m.modal ? m.error : null));
  const v = (name: string) => typed(m.values, name);

  return (
    <div className="stack">
      <h1>Integrations</h1>
      {data.unlocked ? null : <UpgradePrompt />}
      <FormErrorText message={pageError} />
      <div className="grid two">
        <CalendarSection data={data} href={m.href} />
        <VideoSection data={data} href={m.href} />
        <SocialSection data={data} href={m.href} />
        <CloudSection data={data} href={m.href} />
      </div>

      {showUpgrade ? <UpgradeModal closeTo={m.closeTo} message={planBlocked ? PLAN_MESSAGE : null} /> : null}
      {data.unlocked && !planBlocked && m.modal === "calendar-event" ? (
        <Modal title="Create Calendar Event" closeTo={m.closeTo}>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="create-calendar-event" />
            <FormErrorText message={m.error} />
            <Field label="Title" name="title" maxLength={200} defaultValue={v("title")} />
            <Field label="Starts" name="start_time" type="datetime-local" defaultValue={v("start_time")} hint={`Time zone: ${data.zone}`} />
            <Field label="Ends" name="end_time" type="datetime-local" defaultValue={v("end_time")} />
            <TextArea label="Description (optional)" name="description" rows={3} maxLength={5000} defaultValue={v("description")} />
            <ModalActions closeTo={m.closeTo} submitLabel="Create Event" />
          </Form>
        </Modal>
      ) : null}
      {data.unlocked && !planBlocked && m.modal === "schedule-call" ? (
        <Modal title="Schedule Video Call" closeTo={m.closeTo}>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="schedule-call" />
            <FormErrorText message={m.error} />
            <Field label="Title" name="title" maxLength={200} defaultValue={v("title")} />
            <TextArea label="Description (optional)" name="description" rows={3} maxLength={5000} defaultValue={v("description")} />
            <Field label="Date and time" name="scheduled_at" type="datetime-local" defaultValue={v("scheduled_at")} hint={`Time zone: ${data.zone}`} />
            <Field label="Duration (minutes)" name="duration_minutes" type="number" min={5} max={1440} defaultValue={v("duration_minutes") ?? "60"} />
            <Checkbox label="Announce it on Home" name="announce" />
            <ModalActions closeTo={m.closeTo} submitLabel="Schedule Call" />
          </Form>
        </Modal>
      ) : null}
      {data.unlocked && !planBlocked && m.modal === "connect-webdav" ? (
        <Modal title="Connect WebDAV Storage" closeTo={m.closeTo}>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="connect-webdav" />
            <FormErrorText message={m.error} />
            <Field
              label="WebDAV folder address"
              name="url"
              type="url"
              maxLength={2000}
              defaultValue={v("url")}
              hint="For Nextcloud: https://your.cloud/remote.php/dav/files/USERNAME/"
            />
            <Field label="Username" name="username" autoComplete="off" maxLength={100} defaultValue={v("username")} />
            <Field label="Password or app password" name="password" type="password" autoComplete="new-password" maxLength={200} hint="Stored encrypted on this server." />
            <ModalActions closeTo={m.closeTo} submitLabel="Check and Connect" />
          </Form>
        </Modal>
      ) : null}
    </div>
  );
}
