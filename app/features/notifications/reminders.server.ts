// Reminders and digests (issue 28, decision record 180): the planner and the job handlers.
//
// `planScheduledWork(now)` looks at every family and enqueues what is due with deterministic keys
// (app/lib/jobs.server.ts; the same work planned twice, by two schedulers, is one job):
// - `event-reminder:<event>:<offset>:<event date>`: one day (and, per family setting, one week)
//   before each event; a moved event gets reminders for its new date;
// - `digest:<family>:<local date>`: on the family's digest day, from its hour, in its time zone.
//   Keyed by the LOCAL date, so a daylight-saving change cannot make two keys (or none) in a week;
// - `birthdays:<family>:<local date of the birthday>`: the day before, from the digest hour.
// A job fans out to the people it concerns; each email is written to the outbox in the same
// transaction as its `notification_deliveries` row, whose unique (person, kind, subject,
// occurrence) makes "at most once" a fact of the database even when a job runs twice.
import { and, asc, eq, gt, gte, isNotNull, isNull, lt, lte, or } from "drizzle-orm";
import { changes, db, queryAll, schema, withTransaction, limitOf } from "~/lib/db.server";
import { enqueueJobs, kickWorker, pruneJobs, registerJob, registeredKinds, runDueJobs, workerStarted, type NewJob } from "~/lib/jobs.server";
import { enqueueMail, type MailMessage } from "~/lib/mail.server";
import { env } from "~/lib/env.server";
import { formatEventDate, isTimeZone, zonedLocalToUtc } from "~/lib/dates";
import type { Role } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { summarizeHeadcount } from "~/features/events/headcount";
import { listEvents, occurrencesOf, type EventRow } from "~/features/events/events.server";
import { planSubscriptionRefreshes, registerSubscriptionJobs } from "~/features/calendar-subscriptions/subscriptions.server";
import { listBirthdays } from "~/features/birthdays/birthdays.server";
import { listSurveys } from "~/features/surveys/surveys.server";
import { listCampaigns } from "~/features/fundraising/fundraising.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { recipientLanguage } from "~/lib/i18n/language.server";
import type { Language } from "~/lib/i18n/languages";
import type { Translator } from "~/lib/i18n/translator";
import { button, composeEmail, esc, escText, familyLook, htmlMessage, link, type FamilyLook, type Section } from "./layout.server";
import { calendarUrl, photoUrl, rsvpUrl } from "./links.server";
import { wantingEmail } from "./preferences.server";
import { queuePush } from "./push.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const REMINDER_OFFSETS = { "1w": 7 * DAY, "1d": DAY } as const;
type Offset = keyof typeof REMINDER_OFFSETS;
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const DIGEST_EVENT_DAYS = 14;
const DIGEST_BIRTHDAY_DAYS = 7;
const DIGEST_PHOTO_THUMBS = 4;

// ---- local time ----

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
/** The local calendar date, weekday (0 = Sunday) and hour of `now` in `zone`. */
export function localClock(now: Date, zone: string): { date: string; weekday: number; hour: number } {
  const tz = isTimeZone(zone) ? zone : "UTC";
  let f = partsFormatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone: tz, year: "numeric", month: "2-digit", day: "2-digit", weekday: "short", hour: "2-digit", hourCycle: "h23" });
    partsFormatters.set(tz, f);
  }
  const parts = f.formatToParts(now);
  const get = (t: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === t)?.value ?? "";
  return {
    date: `${get("year")}-${get("month")}-${get("day")}`,
    weekday: ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(get("weekday")),
    hour: Number(get("hour")) % 24,
  };
}

/** "YYYY-MM-DD" plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const atHour = (date: string, hour: number, zone: string) =>
  zonedLocalToUtc(`${date}T${String(hour).padStart(2, "0")}:00`, isTimeZone(zone) ? zone : "UTC") ?? `${date}T00:00:00.000Z`;

// ---- who gets what ----

type Member = { id: number; name: string; email: string; role: Role; language: Language };

/**
 * The family's accounts that can receive email: not suspended, with an address; each with the
 * language their emails are written in (their own choice, else the family's default: issue 40).
 */
async function familyMembers(familyId: number, familyLanguage: string): Promise<Member[]> {
  const u = schema.users;
  const rows = await db()
    .select({ id: u.id, name: u.name, email: u.email, role: u.role, language: u.language })
    .from(u)
    .where(and(eq(u.familyId, familyId), isNull(u.suspendedAt)))
    .orderBy(asc(u.id));
  return rows.filter((r) => r.email.includes("@")).map((r) => ({ ...r, language: recipientLanguage(r.language, familyLanguage) }));
}

const actorOf = (m: Member, familyId: number): Actor => ({ userId: m.id, familyId, role: m.role, name: m.name, email: m.email, sessionId: 0 });

/** "A, B and C" (English, as before) or the language's own list. */
function nameList(tr: Translator, names: string[]): string {
  if (tr.language !== "en") return tr.formatList(names);
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** A value computed once per language (a translator per language, never per person). */
function perLanguage<T>(make: (language: Language) => T): (language: Language) => T {
  const made = new Map<Language, T>();
  return (language) => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
}

/**
 * Queues each message with its delivery row in one transaction: a person already sent this
 * (kind, subject, occurrence) is skipped by the unique key. Resolves with how many were queued.
 */
async function deliverOnce(kind: "event_reminder" | "digest" | "birthday", subjectId: number, occurrence: string, messages: { userId: number; message: MailMessage }[]): Promise<number> {
  if (messages.length === 0) return 0;
  const d = schema.notificationDeliveries;
  return withTransaction(async (tx) => {
    let queued = 0;
    for (const { userId, message } of messages) {
      const fresh = await changes(
        tx.insert(d).values({ userId, kind, subjectId, occurrence, createdAt: new Date().toISOString() }).onConflictDoNothing(),
      );
      if (fresh === 0) continue;
      await enqueueMail(message);
      queued += 1;
    }
    return queued;
  });
}

// ---- planning ----

type SchedulingSettings = { time_zone: string; digest_hour: number; digest_day: number; event_reminders: string };

/** The settings the minute pass needs, of every family that has its settings row, in one read. */
async function schedulingSettings(): Promise<Map<number, SchedulingSettings>> {
  const rows = await queryAll<SchedulingSettings & { family_id: number }>(
    "select family_id, time_zone, digest_hour, digest_day, event_reminders from family_settings",
  );
  return new Map(rows.map(({ family_id, ...s }) => [family_id, s]));
}

/**
 * Enqueues every reminder, digest and birthday job due at `now`. Resolves with how many were new.
 * A pass proposes the same keys again and again: they are collected and enqueued in bulk (a few
 * reads, and a write only for new keys), so a pass over many families stays cheap.
 */
export async function planScheduledWork(now: Date): Promise<number> {
  const due: NewJob[] = [];
  const nowIso = now.toISOString();
  // Event reminders: events that start within the longest offset.
  const e = schema.events;
  const soon = await db()
    .select({ id: e.id, familyId: e.familyId, eventDate: e.eventDate })
    .from(e)
    .where(and(isNull(e.recurrence), gt(e.eventDate, nowIso), lte(e.eventDate, new Date(now.getTime() + REMINDER_OFFSETS["1w"]).toISOString())))
    .orderBy(asc(e.eventDate), asc(e.id));
  // Each date of a series is reminded of once, like an event of its own (issue 41).
  const horizon = new Date(now.getTime() + REMINDER_OFFSETS["1w"] + 1).toISOString();
  const dates: { id: number; familyId: number; eventDate: string; occurrence?: string }[] = [];
  const series = await queryAll<EventRow & { family_id: number }>(
    "select id, family_id, title, description, event_date, location, recurrence, time_zone, created_by, created_at, updated_at from events where recurrence is not null order by family_id, id",
  );
  const byFamily = new Map<number, EventRow[]>();
  for (const row of series) byFamily.set(row.family_id, [...(byFamily.get(row.family_id) ?? []), row]);
  for (const [familyId, rows] of byFamily) {
    for (const o of await occurrencesOf(familyId, rows, { from: new Date(now.getTime() + 1).toISOString(), to: horizon, limit: 50 })) {
      if (!o.cancelled) dates.push({ id: o.id, familyId, eventDate: o.event_date, occurrence: o.occurrence! });
    }
  }
  soon.push(...dates);
  // Every family's scheduling settings in one read, not one read per family (10,000 families are
  // 10,000 queries a minute on PostgreSQL); a family without its settings row yet gets it (and the
  // defaults) from getSettings.
  const settingsOf = await schedulingSettings();
  const settingsFor = async (familyId: number): Promise<SchedulingSettings> => {
    let s = settingsOf.get(familyId);
    if (!s) {
      const full = await getSettings(familyId);
      settingsOf.set(familyId, (s = { time_zone: full.time_zone, digest_hour: full.digest_hour, digest_day: full.digest_day, event_reminders: full.event_reminders }));
    }
    return s;
  };
  for (const event of soon) {
    const settings = await settingsFor(event.familyId);
    const offsets: Offset[] = settings.event_reminders === "1w1d" ? ["1w", "1d"] : settings.event_reminders === "1d" ? ["1d"] : [];
    const starts = Date.parse(event.eventDate);
    for (const offset of offsets) {
      const at = starts - REMINDER_OFFSETS[offset];
      if (at > now.getTime()) continue;
      // A week's reminder that only becomes due once the day's is due too is not sent.
      if (offset === "1w" && now.getTime() >= starts - REMINDER_OFFSETS["1d"]) continue;
      const occurrence = "occurrence" in event ? event.occurrence : undefined;
      due.push({
        kind: "event-reminder",
        key: `event-reminder:${event.id}:${offset}:${occurrence ? `${occurrence}:` : ""}${event.eventDate}`,
        payload: { eventId: event.id, offset, eventDate: event.eventDate, ...(occurrence ? { occurrence } : {}) },
        runAt: new Date(at),
      });
    }
  }
  // Digests and birthday reminders: by each family's local clock.
  const families = await db().select({ id: schema.families.id }).from(schema.families).orderBy(asc(schema.families.id));
  const birthdayCandidates: { familyId: number; date: string }[] = [];
  // The local clock once per time zone (families share a few dozen zones at most), and each
  // digest's week bounds once per zone, date and hour.
  const clocks = new Map<string, ReturnType<typeof localClock>>();
  const instants = new Map<string, string>();
  const instantOf = (date: string, hour: number, zone: string) => {
    const key = `${date}|${hour}|${zone}`;
    let at = instants.get(key);
    if (at === undefined) instants.set(key, (at = atHour(date, hour, zone)));
    return at;
  };
  for (const family of families) {
    const settings = await settingsFor(family.id);
    let clock = clocks.get(settings.time_zone);
    if (!clock) clocks.set(settings.time_zone, (clock = localClock(now, settings.time_zone)));
    if (clock.hour < settings.digest_hour) continue;
    if (clock.weekday === settings.digest_day) {
      due.push({
        kind: "digest",
        key: `digest:${family.id}:${clock.date}`,
        payload: {
          familyId: family.id,
          localDate: clock.date,
          from: instantOf(addDays(clock.date, -7), settings.digest_hour, settings.time_zone),
          to: instantOf(clock.date, settings.digest_hour, settings.time_zone),
        },
        runAt: now,
      });
    }
    birthdayCandidates.push({ familyId: family.id, date: addDays(clock.date, 1) });
  }
  // Birthdays tomorrow: one read per distinct "tomorrow" (at most three across the world's zones).
  const b = schema.birthdays;
  for (const date of new Set(birthdayCandidates.map((c) => c.date))) {
    const rows = await db()
      .selectDistinct({ familyId: b.familyId })
      .from(b)
      .where(and(eq(b.month, Number(date.slice(5, 7))), eq(b.day, Number(date.slice(8, 10)))));
    const withBirthday = new Set(rows.map((r) => r.familyId));
    for (const c of birthdayCandidates) {
      if (c.date !== date || !withBirthday.has(c.familyId)) continue;
      due.push({ kind: "birthdays", key: `birthdays:${c.familyId}:${date}`, payload: { familyId: c.familyId, date }, runAt: now });
    }
  }
  // Outside calendars due for a fetch (issue 41).
  due.push(...(await planSubscriptionRefreshes(now)));
  return enqueueJobs(due);
}

// ---- event reminders ----

async function sendEventReminder(payload: Record<string, unknown>, now: Date): Promise<void> {
  const eventId = Number(payload.eventId);
  const offset = payload.offset as Offset;
  const e = schema.events;
  const [row] = await db().select().from(e).where(eq(e.id, eventId)).limit(1);
  // A date of a series: as that date now is (moved, changed or cancelled).
  const occurrence = typeof payload.occurrence === "string" ? payload.occurrence : "";
  let event: typeof row | undefined = row;
  if (row && occurrence) {
    const seriesRow: EventRow = { ...row, event_date: row.eventDate, time_zone: row.timeZone, created_by: row.createdBy, created_at: row.createdAt, updated_at: row.updatedAt };
    const [date] = await occurrencesOf(row.familyId, [seriesRow], { from: String(payload.eventDate), to: new Date(Date.parse(String(payload.eventDate)) + 1).toISOString(), limit: 50 }).then((list) =>
      list.filter((o) => o.occurrence === occurrence),
    );
    event = date && !date.cancelled ? { ...row, eventDate: date.event_date, title: date.title, description: date.description, location: date.location } : undefined;
  }
  // Deleted, moved (the new date has its own job) or already started: nothing to send.
  if (!event || event.eventDate !== payload.eventDate || Date.parse(event.eventDate) <= now.getTime()) return;
  const settings = await getSettings(event.familyId);
  if (settings.event_reminders === "off") return;
  const family = await familyLook(event.familyId);
  if (!family) return;
  const members = await familyMembers(event.familyId, settings.language);
  const r = schema.rsvps;
  const answers = await db()
    .select({ user_id: r.userId, attending: r.attending, guest_count: r.guestCount, comments: r.comments })
    .from(r)
    .innerJoin(schema.users, and(eq(schema.users.id, r.userId), eq(schema.users.familyId, event.familyId)))
    .where(and(eq(r.eventId, eventId), eq(r.occurrence, occurrence)));
  const named = answers.map((a) => ({ ...a, user_name: members.find((m) => m.id === a.user_id)?.name ?? "" }));
  const headcount = summarizeHeadcount(named, members);
  // Guests cannot answer (they are view-only); those who said No are not reminded.
  const candidates = members.filter((m) => m.role !== "guest" && !answers.some((a) => a.user_id === m.id && !a.attending));
  const wanting = await wantingEmail(candidates.map((m) => m.id), "event_reminders");
  const whenIn = perLanguage((language) => formatEventDate(event.eventDate, settings.time_zone, true, language));
  // The same people's subscribed devices (their own push switch), once per device and reminder.
  await queuePush(
    candidates.map((m) => m.id),
    "event_reminders",
    (language) => {
      const when = whenIn(language);
      return { title: reminderSubject(serverTranslator(language), event.title, offset), body: event.location ? `${when}, ${event.location}` : when, url: "/dashboard/events" };
    },
    `event-reminder:${eventId}:${offset}@${event.eventDate}`,
    { ttl: Math.max(60, Math.min(Math.floor((Date.parse(event.eventDate) - now.getTime()) / 1000), 7 * 86_400)), urgency: offset === "1d" ? "high" : "normal" },
  );
  const messages = candidates
    .filter((m) => wanting.has(m.id))
    .map((m) => ({ userId: m.id, message: eventReminderEmail(m, event, family, whenIn(m.language), headcount.total_headcount, answers.find((a) => a.user_id === m.id), offset, now, occurrence) }));
  // Once per person, date and offset: a series' dates are different keys.
  await deliverOnce("event_reminder", eventId, `${offset}@${occurrence ? `${occurrence}@` : ""}${event.eventDate}`, messages);
}

function reminderSubject({ t }: Translator, title: string, offset: Offset): string {
  return offset === "1w" ? t("Reminder: {title} is in a week", { title }) : t("Reminder: {title} is tomorrow", { title });
}

function eventReminderEmail(
  m: Member,
  event: typeof schema.events.$inferSelect,
  family: FamilyLook,
  when: string,
  headcount: number,
  mine: { attending: boolean; guest_count: number } | undefined,
  offset: Offset,
  now: Date,
  occurrence = "",
): MailMessage {
  const yes = rsvpUrl(m.id, event.id, "yes", now, occurrence || undefined);
  const no = rsvpUrl(m.id, event.id, "no", now, occurrence || undefined);
  const ics = calendarUrl(m.id, event.id, now);
  const tr = serverTranslator(m.language);
  const { t } = tr;
  const yourAnswer = mine
    ? mine.guest_count > 1
      ? t("You said Yes (a party of {count}).", { count: mine.guest_count })
      : t("You said Yes.")
    : t("You have not answered yet.");
  const people = t("{count, plural, one {# person} other {# people}}", { count: headcount });
  const [whenLabel, whereLabel, comingLabel] = [t("When:"), t("Where:"), t("Coming so far:")];
  const [yesLabel, noLabel, icsLabel] = [t("Yes, I'm coming"), t("No, I can't come"), t("Add to calendar")];
  const lines = [
    `${event.title}`,
    `${whenLabel} ${when}`,
    ...(event.location ? [`${whereLabel} ${event.location}`] : []),
    `${comingLabel} ${people}`,
    "",
    ...(event.description ? [event.description, ""] : []),
    yourAnswer,
    `${yesLabel}: ${yes}`,
    `${noLabel}: ${no}`,
    `${icsLabel}: ${ics}`,
  ];
  const html =
    `<p style="font-size:18px;font-weight:bold;margin:0 0 8px">${esc(event.title)}</p>` +
    `<p style="margin:0"><strong>${escText(whenLabel)}</strong> ${esc(when)}</p>` +
    (event.location ? `<p style="margin:0"><strong>${escText(whereLabel)}</strong> ${esc(event.location)}</p>` : "") +
    `<p style="margin:0"><strong>${escText(comingLabel)}</strong> ${escText(people)}</p>` +
    (event.description ? `<p style="white-space:pre-line">${esc(event.description)}</p>` : "") +
    `<p>${esc(yourAnswer)}</p>` +
    `<p>${button(yes, yesLabel, family.accent)}${button(no, noLabel, "#5c635f")}</p>` +
    `<p>${link(ics, icsLabel, family.accent)}</p>`;
  return composeEmail({
    tr,
    to: m.email,
    userId: m.id,
    kind: "event_reminders",
    subject: reminderSubject(tr, event.title, offset),
    family,
    greeting: t("Hello {name},", { name: m.name }),
    sections: [{ text: lines, html }],
    now,
  });
}

// ---- weekly digest ----

async function sendDigest(payload: Record<string, unknown>, now: Date): Promise<void> {
  const familyId = Number(payload.familyId);
  const localDate = String(payload.localDate);
  const from = String(payload.from);
  const to = String(payload.to);
  const family = await familyLook(familyId);
  if (!family) return;
  const settings = await getSettings(familyId);
  const members = await familyMembers(familyId, settings.language);
  const wanting = await wantingEmail(members.map((m) => m.id), "digest");
  // What is new this week is the same for everyone in the family.
  const a = schema.announcements;
  const news = await db()
    .select({ title: a.title, content: a.content })
    .from(a)
    .where(
      and(
        eq(a.familyId, familyId),
        eq(a.status, "published"),
        or(and(gte(a.createdAt, from), lt(a.createdAt, to)), and(isNotNull(a.reviewedAt), gte(a.reviewedAt, from), lt(a.reviewedAt, to))),
      ),
    )
    .orderBy(asc(a.createdAt), asc(a.id))
    .limit(limitOf(20));
  const p = schema.photos;
  const photos = await db()
    .select({ id: p.id, title: p.title, thumbKey: p.thumbKey })
    .from(p)
    .where(and(eq(p.familyId, familyId), gte(p.createdAt, from), lt(p.createdAt, to)))
    .orderBy(asc(p.createdAt), asc(p.id))
    .limit(limitOf(500));
  const messages: { userId: number; message: MailMessage }[] = [];
  for (const m of members.filter((x) => wanting.has(x.id))) {
    const actor = actorOf(m, familyId);
    const horizon = new Date(now.getTime() + DIGEST_EVENT_DAYS * DAY).toISOString();
    const events = (await listEvents(actor, now)).upcoming.filter((ev) => ev.event_date <= horizon);
    const birthdays = (await listBirthdays(actor, now)).filter((b) => b.days_until <= DIGEST_BIRTHDAY_DAYS);
    const surveys = m.role === "guest" ? [] : (await listSurveys(actor)).filter((s) => s.status === "active" && !s.has_responded);
    const campaigns = (await listCampaigns(actor)).filter((c) => c.status === "live");
    // Nothing new or coming up: no email (a standing campaign alone does not make one).
    if (news.length + photos.length + events.length + birthdays.length + surveys.length === 0) continue;
    const tr = serverTranslator(m.language);
    const { t } = tr;
    const when = (iso: string) => formatEventDate(iso, settings.time_zone, true, m.language);
    const sections: Section[] = [];
    if (news.length > 0) {
      sections.push({
        heading: t("New announcements ({count})", { count: news.length }),
        text: news.map((n) => `* ${n.title}`),
        html: `<ul>${news.map((n) => `<li><strong>${esc(n.title)}</strong><br>${esc(n.content.slice(0, 200))}${n.content.length > 200 ? "…" : ""}</li>`).join("")}</ul>`,
      });
    }
    if (photos.length > 0) {
      const thumbs = photos.filter((x) => x.thumbKey).slice(0, DIGEST_PHOTO_THUMBS);
      sections.push({
        heading: t("New photos ({count})", { count: photos.length }),
        text: [`${t("{count, plural, one {# new photo} other {# new photos}}", { count: photos.length })}: ${env().APP_ORIGIN}/dashboard/photos`],
        html:
          `<p>${thumbs.map((x) => `<img src="${esc(photoUrl(m.id, x.id, now))}" alt="${esc(x.title)}" width="120" height="120" style="object-fit:cover;margin:0 6px 6px 0;border-radius:4px">`).join("")}</p>` +
          `<p>${link(`${env().APP_ORIGIN}/dashboard/photos`, t("{count, plural, one {See all # new photo} other {See all # new photos}}", { count: photos.length }), family.accent)}</p>`,
      });
    }
    if (events.length > 0) {
      const answer = (ev: (typeof events)[number]) =>
        ev.my_rsvp ? (ev.my_rsvp.attending ? t("you said Yes") : t("you said No")) : m.role === "guest" ? "" : t("you have not answered");
      sections.push({
        heading: t("Coming up in the next two weeks"),
        text: events.map((ev) => `* ${ev.title}, ${when(ev.event_date)}${answer(ev) ? ` (${answer(ev)})` : ""}`),
        html: `<ul>${events.map((ev) => `<li><strong>${esc(ev.title)}</strong>, ${esc(when(ev.event_date))}${answer(ev) ? ` (${esc(answer(ev))})` : ""}</li>`).join("")}</ul>`,
      });
    }
    if (birthdays.length > 0) {
      // The countdown in the recipient's language (English: "Today", "Tomorrow", "N days").
      const countdown = (days: number) => (days === 0 ? t("Today") : days === 1 ? t("Tomorrow") : t("{count} days", { count: days }));
      sections.push({
        heading: t("Birthdays this week"),
        text: birthdays.map((b) => `* ${b.name}: ${countdown(b.days_until)}`),
        html: `<ul>${birthdays.map((b) => `<li>${esc(b.name)}: ${esc(countdown(b.days_until))}</li>`).join("")}</ul>`,
      });
    }
    if (surveys.length > 0) {
      sections.push({
        heading: t("Surveys waiting for your answer"),
        text: surveys.map((s) => `* ${s.title}`),
        html: `<ul>${surveys.map((s) => `<li>${esc(s.title)}</li>`).join("")}</ul>`,
      });
    }
    if (campaigns.length > 0) {
      sections.push({
        heading: t("Active campaigns"),
        text: campaigns.map((c) => `* ${c.title}`),
        html: `<ul>${campaigns.map((c) => `<li>${esc(c.title)}</li>`).join("")}</ul>`,
      });
    }
    messages.push({
      userId: m.id,
      message: composeEmail({
        tr,
        to: m.email,
        userId: m.id,
        kind: "digest",
        subject: t("This week in {family}", { family: family.name }),
        family,
        greeting: t("Hello {name}, here is your week in {family}.", { name: m.name, family: family.name }),
        sections,
        now,
      }),
    });
  }
  await deliverOnce("digest", familyId, localDate, messages);
}

// ---- birthday reminders ----

async function sendBirthdayReminders(payload: Record<string, unknown>, now: Date): Promise<void> {
  const familyId = Number(payload.familyId);
  const date = String(payload.date);
  const [month, day] = [Number(date.slice(5, 7)), Number(date.slice(8, 10))];
  const b = schema.birthdays;
  const birthdays = await db()
    .select({ id: b.id, name: b.name, userId: b.userId })
    .from(b)
    .where(and(eq(b.familyId, familyId), eq(b.month, month), eq(b.day, day)))
    .orderBy(asc(b.name));
  if (birthdays.length === 0) return;
  const family = await familyLook(familyId);
  if (!family) return;
  const settings = await getSettings(familyId);
  const members = await familyMembers(familyId, settings.language);
  const wanting = await wantingEmail(members.map((m) => m.id), "birthdays");
  // Push: each member's devices (nobody is reminded of their own birthday), once per device and day.
  for (const m of members) {
    const others = birthdays.filter((x) => x.userId !== m.id).map((x) => x.name);
    if (others.length === 0) continue;
    const tr = serverTranslator(m.language);
    const names = nameList(tr, others);
    const push = { title: tr.t("Tomorrow is {names}'s birthday", { names }), body: tr.t("A message would make their day."), url: "/dashboard/birthdays" };
    await queuePush([m.id], "birthdays", push, `birthdays:${familyId}:${date}`, {
      ttl: 86_400,
      urgency: "low",
    });
  }
  const messages = members
    .filter((m) => wanting.has(m.id))
    .flatMap((m) => {
      // Nobody is reminded of their own birthday.
      const others = birthdays.filter((x) => x.userId !== m.id);
      if (others.length === 0) return [];
      const tr = serverTranslator(m.language);
      const { t } = tr;
      const list = nameList(tr, others.map((x) => x.name));
      return [
        {
          userId: m.id,
          message: composeEmail({
            tr,
            to: m.email,
            userId: m.id,
            kind: "birthdays",
            subject: t("Tomorrow is {names}'s birthday", { names: list }),
            family,
            greeting: t("Hello {name},", { name: m.name }),
            sections: [
              {
                text: [t("Tomorrow is {names}'s birthday. A message would make their day.", { names: list }), `${env().APP_ORIGIN}/dashboard/birthdays`],
                html: `<p>${htmlMessage(t, "Tomorrow is {names}'s birthday. A message would make their day.", { names: `<strong>${esc(list)}</strong>` })}</p><p>${link(`${env().APP_ORIGIN}/dashboard/birthdays`, t("See the family's birthdays"), family.accent)}</p>`,
              },
            ],
            now,
          }),
        },
      ];
    });
  await deliverOnce("birthday", familyId, date, messages);
}

// ---- registration and one pass ----

let registered = false;
/** Registers this feature's job handlers (once per process). */
export function registerNotificationJobs(): void {
  if (registered) return;
  registered = true;
  registerJob("event-reminder", (payload, { now }) => sendEventReminder(payload, now));
  registerJob("digest", (payload, { now }) => sendDigest(payload, now));
  registerJob("birthdays", (payload, { now }) => sendBirthdayReminders(payload, now));
}

/** One pass of scheduled work at `now`: plan what is due, then run every due job. */
const REAL_CLOCK_KINDS = new Set(["mail", "cloud-backup"]);

export async function runScheduledWork(now: Date): Promise<{ planned: number; ran: number; failed: number }> {
  registerNotificationJobs();
  registerSubscriptionJobs();
  const planned = await planScheduledWork(now);
  // The pass runs what is due at `now` (which `npm run jobs -- --now` may set far from the real
  // clock), except the work queued on the real clock and leased on it by the servers' workers: the
  // mail outbox (drained by the caller) and cloud backups. Claiming those at a `now` ahead of the
  // real clock would see a worker's running lease as expired and send a message twice.
  const { ran, failed } = await runDueJobs(now, registeredKinds().filter((kind) => !REAL_CLOCK_KINDS.has(kind)));
  await pruneJobs(now);
  return { planned, ran, failed };
}


let loop: NodeJS.Timeout | undefined;
let passRunning = false;

/**
 * The server's own schedule: a pass every JOBS_INTERVAL_MS (0: off, for operators who run
 * `npm run jobs` from cron). The timer does not keep the process alive; passes never overlap.
 */
export function startScheduler(): void {
  const every = env().JOBS_INTERVAL_MS;
  if (loop || every === 0) return;
  const pass = () => {
    if (passRunning) return;
    passRunning = true;
    // Where this process runs a worker, the pass only plans: the worker's lanes run the jobs (each
    // kind on its own, given back on shutdown); one claimer per process, never two loops.
    const now = new Date();
    (workerStarted() ? planScheduledWork(now).then(() => pruneJobs(now)).then(kickWorker) : runScheduledWork(now))
      .catch((error: unknown) => console.error("[jobs] scheduled pass failed", error))
      .finally(() => {
        passRunning = false;
      });
  };
  loop = setInterval(pass, every);
  loop.unref();
  setTimeout(pass, Math.min(every, 10_000)).unref();
}

/** Stops the server's own schedule (shutdown). */
export function stopScheduler(): void {
  if (loop) clearInterval(loop);
  loop = undefined;
}
