// The family's data as the export format reads it (docs/export/README.md): one async generator
// per collection, reading the database page by page (never a whole table in memory), each row
// already in its family.json shape. Used by the family export (family.json, the CSVs, the
// offline index.html) and the personal export (filtered to one account).
import { and, asc, eq, gt, inArray, or, type SQL } from "drizzle-orm";
import type { SelectResultFields } from "drizzle-orm/query-builders/select.types";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import { db, first, schema, limitOf } from "~/lib/db.server";
import { FIELDS, pick, type PhotoReactions } from "./fields";

const PAGE = 200;

/** Reads `table` page by page by ascending id (the query gets the last id seen). */
async function* paged<Row extends { id: number }>(page: (after: number) => PromiseLike<Row[]>): AsyncGenerator<Row> {
  let after = 0;
  for (;;) {
    const rows = await page(after);
    if (rows.length === 0) return;
    for (const r of rows) yield r;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

type FamilyTable = SQLiteTable & { id: SQLiteColumn; familyId: SQLiteColumn };

/** The family's rows of `table`, page by page by id: `columns`, only those `also` keeps (e.g. one account's). */
function familyRows<C extends Record<string, SQLiteColumn> & { id: SQLiteColumn }>(table: FamilyTable, columns: C, familyId: number, also?: SQL) {
  const fields: Record<string, SQLiteColumn> = columns;
  type Row = SelectResultFields<C> & { id: number };
  return paged<Row>(
    (after) =>
      db()
        .select(fields)
        .from(table)
        .where(and(eq(table.familyId, familyId), gt(table.id, after), also))
        .orderBy(asc(table.id))
        .limit(limitOf(PAGE)) as unknown as PromiseLike<Row[]>,
  );
}

/** The rows of `table` whose `parent` column is one of `ids`, by id: `columns`, only those `also` keeps. */
async function childRows<C extends Record<string, SQLiteColumn>>(table: SQLiteTable & { id: SQLiteColumn }, columns: C, parent: SQLiteColumn, ids: number[], also?: SQL) {
  const fields: Record<string, SQLiteColumn> = columns;
  const rows = await db()
    .select(fields)
    .from(table)
    .where(and(inArray(parent, ids), also))
    .orderBy(asc(table.id));
  return rows as unknown as SelectResultFields<C>[];
}

/** Groups child rows by a key. */
function groupBy<T, K>(rows: T[], key: (r: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const r of rows) {
    const k = key(r);
    const l = map.get(k);
    if (l) l.push(r);
    else map.set(k, [r]);
  }
  return map;
}

/** Pages of parent rows with their children attached (one child query per page). */
async function* withChildren<P extends { id: number }, C, O>(
  parents: AsyncGenerator<P>,
  children: (ids: number[]) => Promise<Map<number, C[]>>,
  shape: (parent: P, kids: C[]) => O,
): AsyncGenerator<O> {
  let batch: P[] = [];
  const flush = async function* () {
    const kids = await children(batch.map((p) => p.id));
    for (const p of batch) yield shape(p, kids.get(p.id) ?? []);
    batch = [];
  };
  for await (const p of parents) {
    batch.push(p);
    if (batch.length >= PAGE) yield* flush();
  }
  if (batch.length > 0) yield* flush();
}

export type Scope = { familyId: number; /** only what this account made, answered or hearted (personal export) */ userId?: number };

export async function familyRow(familyId: number) {
  const f = schema.families;
  const family = await first(db().select().from(f).where(eq(f.id, familyId)).limit(1));
  const settings = await first(db().select().from(schema.familySettings).where(eq(schema.familySettings.familyId, familyId)).limit(1));
  const branding = await first(db().select().from(schema.familyBranding).where(eq(schema.familyBranding.familyId, familyId)).limit(1));
  return {
    name: family!.name,
    description: family!.description,
    familyCode: family!.familyCode,
    subscriptionTier: family!.subscriptionTier,
    createdAt: family!.createdAt,
    settings: {
      allowAllUsersCreateEvents: settings?.allowAllUsersCreateEvents ?? true,
      allowAllUsersAddPhotos: settings?.allowAllUsersAddPhotos ?? true,
      showSubscriptionToMembers: settings?.showSubscriptionToMembers ?? false,
      showDailyInspiration: settings?.showDailyInspiration ?? true,
      enableEmailNotifications: settings?.enableEmailNotifications ?? true,
      adminsCanExport: settings?.adminsCanExport ?? false,
      timeZone: settings?.timeZone ?? "UTC",
    },
    branding: branding ? { accentColor: branding.accentColor } : null,
  };
}

export function members(scope: Scope) {
  const u = schema.users;
  return (async function* () {
    for await (const r of familyRows(u, { id: u.id, name: u.name, email: u.email, username: u.username, role: u.role, createdAt: u.createdAt }, scope.familyId, scope.userId ? eq(u.id, scope.userId) : undefined))
      yield r;
  })();
}
export type ExportMember = { id: number; name: string; email: string; username: string; role: string; createdAt: string };

export function announcements(scope: Scope) {
  const a = schema.announcements;
  return familyRows(a, { id: a.id, ...pick(a, FIELDS.announcements.fields) }, scope.familyId, scope.userId ? eq(a.authorId, scope.userId) : undefined);
}

export function events(scope: Scope) {
  const { events: e, rsvps: r, signupItems: si, signupClaims: sc } = schema;
  const parents = familyRows(e, { id: e.id, ...pick(e, FIELDS.events.fields) }, scope.familyId);
  return withChildren(
    parents,
    async (ids) => {
      const rsvps = await db()
        // Version 3: every answer, each with the date of a series it is for ("" for a one-date event).
        .select({ eventId: r.eventId, userId: r.userId, attending: r.attending, guestCount: r.guestCount, comments: r.comments, occurrence: r.occurrence, updatedAt: r.updatedAt })
        .from(r)
        .where(and(inArray(r.eventId, ids), scope.userId ? eq(r.userId, scope.userId) : undefined))
        .orderBy(asc(r.id));
      const items = await db()
        .select({ id: si.id, eventId: si.eventId, name: si.name, note: si.note, quantity: si.quantity, createdBy: si.createdBy, createdAt: si.createdAt })
        .from(si)
        .where(inArray(si.eventId, ids))
        .orderBy(asc(si.id));
      const claims = await db()
        .select({ itemId: sc.itemId, eventId: sc.eventId, userId: sc.userId, quantity: sc.quantity, note: sc.note, createdAt: sc.createdAt })
        .from(sc)
        // Like the answers: a series' per-date claims (issue 41) wait for the next format version.
        .where(and(inArray(sc.eventId, ids), eq(sc.occurrence, ""), scope.userId ? eq(sc.userId, scope.userId) : undefined))
        .orderBy(asc(sc.id));
      // Guests' answers and places (issue 38, format version 2): in the family export only.
      const gr = schema.guestRsvps;
      const gc = schema.guestClaims;
      const guestRsvps = scope.userId
        ? []
        : await db()
            .select({ eventId: gr.eventId, linkId: gr.linkId, name: gr.name, attending: gr.attending, guestCount: gr.guestCount, comments: gr.comments, updatedAt: gr.updatedAt })
            .from(gr)
            .where(and(eq(gr.familyId, scope.familyId), inArray(gr.eventId, ids), eq(gr.occurrence, "")))
            .orderBy(asc(gr.id));
      const guestClaims = scope.userId
        ? []
        : await db()
            .select({ itemId: gc.itemId, linkId: gc.linkId, name: gc.name, quantity: gc.quantity, note: gc.note, createdAt: gc.createdAt })
            .from(gc)
            .where(and(eq(gc.familyId, scope.familyId), inArray(gc.eventId, ids), eq(gc.occurrence, "")))
            .orderBy(asc(gc.id));
      const claimsByItem = groupBy(claims, (c) => c.itemId);
      const guestClaimsByItem = groupBy(guestClaims, (c) => c.itemId);
      const itemsByEvent = groupBy(
        items.map(({ eventId, ...i }) => ({
          eventId,
          ...i,
          claims: (claimsByItem.get(i.id) ?? []).map(({ itemId: _i, eventId: _e, ...c }) => c),
          guestClaims: (guestClaimsByItem.get(i.id) ?? []).map(({ itemId: _i, ...c }) => c),
        })),
        (i) => i.eventId,
      );
      const rsvpsByEvent = groupBy(rsvps, (x) => x.eventId);
      const guestRsvpsByEvent = groupBy(guestRsvps, (x) => x.eventId);
      const out = new Map<number, { rsvps: typeof rsvps; guestRsvps: typeof guestRsvps; signupItems: unknown[] }[]>();
      for (const id of ids) {
        out.set(id, [{ rsvps: rsvpsByEvent.get(id) ?? [], guestRsvps: guestRsvpsByEvent.get(id) ?? [], signupItems: (itemsByEvent.get(id) ?? []).map(({ eventId: _e, ...i }) => i) }]);
      }
      return out;
    },
    (event, [kids]) => ({
      ...event,
      rsvps: kids!.rsvps.map(({ eventId: _e, ...x }) => x),
      guestRsvps: kids!.guestRsvps.map(({ eventId: _e, ...x }) => ({ ...x, attending: Boolean(x.attending) })),
      signupItems: kids!.signupItems as {
        id: number;
        name: string;
        note: string;
        quantity: number;
        createdBy: number | null;
        createdAt: string;
        claims: { userId: number; quantity: number; note: string; createdAt: string }[];
        guestClaims: { linkId: number; name: string; quantity: number; note: string; createdAt: string }[];
      }[],
    }),
  );
}

/**
 * The changed and cancelled dates of the family's series (issue 41, format version 3), by id: the
 * event, the occurrence's original start (ISO UTC), and the fields as stored (null keeps the series' value).
 */
export function eventExceptions(scope: Scope) {
  const x = schema.eventExceptions;
  return familyRows(x, { id: x.id, eventId: x.eventId, occurrence: x.occurrence, ...pick(x, FIELDS.eventExceptions.fields) }, scope.familyId);
}

/** The family's guest links (issue 38, format version 2), without their seeds: addresses do not move. */
export function guestLinks(scope: Scope) {
  const l = schema.guestLinks;
  if (scope.userId) return (async function* () {})();
  return paged((after) =>
    db()
      .select({
        id: l.id,
        kind: l.kind,
        targetId: l.targetId,
        label: l.label,
        allowUpload: l.allowUpload,
        expiresAt: l.expiresAt,
        revokedAt: l.revokedAt,
        uses: l.uses,
        createdBy: l.createdBy,
        createdByName: l.createdByName,
        createdAt: l.createdAt,
      })
      .from(l)
      .where(and(eq(l.familyId, scope.familyId), gt(l.id, after)))
      .orderBy(asc(l.id))
      .limit(limitOf(PAGE)),
  );
}

export function birthdays(scope: Scope) {
  const b = schema.birthdays;
  return familyRows(b, { id: b.id, ...pick(b, FIELDS.birthdays.fields) }, scope.familyId, scope.userId ? or(eq(b.userId, scope.userId), eq(b.createdBy, scope.userId)) : undefined);
}

export function directory(scope: Scope) {
  const d = schema.directoryEntries;
  return familyRows(d, { id: d.id, ...pick(d, FIELDS.directory.fields) }, scope.familyId, scope.userId ? eq(d.createdBy, scope.userId) : undefined);
}

export async function reunion(familyId: number) {
  const r = schema.reunionDetails;
  const row = await first(db().select().from(r).where(eq(r.familyId, familyId)).limit(1));
  return row
    ? { location: row.location, startDate: row.startDate, endDate: row.endDate, description: row.description, bookingUrl: row.bookingUrl, updatedAt: row.updatedAt }
    : null;
}

export function activities(scope: Scope) {
  const a = schema.activities;
  return familyRows(a, { id: a.id, ...pick(a, FIELDS.activities.fields) }, scope.familyId, scope.userId ? eq(a.createdBy, scope.userId) : undefined);
}

export type ExportQuestion = {
  id: number;
  position: number;
  question: string;
  questionType: string;
  options: { id: string | number; text: string }[];
  required: boolean;
  conditionQuestionId: number | null;
  conditionAnswer: string | null;
  conditionType: string | null;
};

export function surveys(scope: Scope) {
  const { surveys: s, surveyQuestions: q, surveyResponses: r, surveyAnswers: a } = schema;
  const parents = familyRows(s, { id: s.id, ...pick(s, FIELDS.surveys.fields) }, scope.familyId);
  type Kids = { questions: ExportQuestion[]; responses: { id: number; userId: number; createdAt: string; submittedAt: string; answers: { questionId: number; answer: string }[] }[] };
  return withChildren(
    parents,
    async (ids) => {
      const questions = await db().select().from(q).where(inArray(q.surveyId, ids)).orderBy(asc(q.surveyId), asc(q.position));
      const responses = await childRows(r, { id: r.id, surveyId: r.surveyId, userId: r.userId, createdAt: r.createdAt, submittedAt: r.submittedAt }, r.surveyId, ids, scope.userId ? eq(r.userId, scope.userId) : undefined);
      const answers = responses.length
        ? await childRows(a, { responseId: a.responseId, questionId: a.questionId, answer: a.answer }, a.responseId, responses.map((x) => x.id))
        : [];
      const answersBy = groupBy(answers, (x) => x.responseId);
      const qBy = groupBy(questions, (x) => x.surveyId);
      const rBy = groupBy(responses, (x) => x.surveyId);
      const out = new Map<number, Kids[]>();
      for (const id of ids) {
        out.set(id, [
          {
            questions: (qBy.get(id) ?? []).map((x) => ({
              id: x.id,
              position: x.position,
              question: x.question,
              questionType: x.questionType,
              options: JSON.parse(x.options) as { id: string | number; text: string }[],
              required: x.required,
              conditionQuestionId: x.conditionQuestionId,
              conditionAnswer: x.conditionAnswer,
              conditionType: x.conditionType,
            })),
            responses: (rBy.get(id) ?? []).map((x) => ({
              id: x.id,
              userId: x.userId,
              createdAt: x.createdAt,
              submittedAt: x.submittedAt,
              answers: (answersBy.get(x.id) ?? []).map(({ questionId, answer }) => ({ questionId, answer })),
            })),
          },
        ]);
      }
      return out;
    },
    (survey, [kids]) => ({ ...survey, ...kids! }),
  );
}

/** Campaigns with their entries; never the bank account (decision 191). */
export function campaigns(scope: Scope) {
  const c = schema.campaigns;
  const e = schema.campaignEntries;
  const parents = familyRows(c, { id: c.id, ...pick(c, FIELDS.campaigns.fields) }, scope.familyId);
  return withChildren(
    parents,
    async (ids) => {
      const entries = await childRows(e, { id: e.id, campaignId: e.campaignId, ...pick(e, FIELDS.campaignEntries.fields) }, e.campaignId, ids, scope.userId ? eq(e.enteredBy, scope.userId) : undefined);
      return groupBy(entries, (x) => x.campaignId);
    },
    (campaign, entries) => ({ ...campaign, entries: entries.map(({ campaignId: _c, ...x }) => x) }),
  );
}

export async function albumList(familyId: number) {
  const a = schema.albums;
  return db()
    .select({ id: a.id, ...pick(a, FIELDS.albums.fields) })
    .from(a)
    .where(eq(a.familyId, familyId))
    .orderBy(asc(a.id));
}
export type ExportAlbum = Awaited<ReturnType<typeof albumList>>[number];

export type PhotoRow = {
  id: number;
  albumId: number;
  title: string;
  description: string;
  uploadedBy: number | null;
  uploadedByName: string;
  imageUrl: string | null;
  originalKey: string | null;
  originalType: string | null;
  originalBytes: number | null;
  thumbKey: string | null;
  width: number | null;
  height: number | null;
  createdAt: string;
} & PhotoReactions;

/** Photos with hearts and comments; with a user scope, the photos they uploaded, hearted or commented. */
export function photos(scope: Scope, albumId?: number): AsyncGenerator<PhotoRow> {
  const p = schema.photos;
  const h = schema.photoHearts;
  const c = schema.photoComments;
  const parents = familyRows(p, {
        id: p.id,
        albumId: p.albumId,
        ...pick(p, FIELDS.photos.fields),
        imageUrl: p.imageUrl,
        originalKey: p.originalKey,
        originalType: p.originalType,
        originalBytes: p.originalBytes,
        thumbKey: p.thumbKey,
        width: p.width,
        height: p.height,
        createdAt: p.createdAt,
      }, scope.familyId, albumId === undefined ? undefined : eq(p.albumId, albumId));
  const all = withChildren(
    parents,
    async (ids) => {
      const hearts = await db().select({ photoId: h.photoId, userId: h.userId, createdAt: h.createdAt }).from(h).where(inArray(h.photoId, ids));
      const comments = await childRows(c, { photoId: c.photoId, ...pick(c, FIELDS.photoComments.fields) }, c.photoId, ids);
      const hb = groupBy(hearts, (x) => x.photoId);
      const cb = groupBy(comments, (x) => x.photoId);
      const out = new Map<number, [typeof hearts, typeof comments][]>();
      for (const id of ids) out.set(id, [[hb.get(id) ?? [], cb.get(id) ?? []]]);
      return out;
    },
    (photo, [kids]): PhotoRow => ({
      ...photo,
      hearts: kids![0].map(({ userId, createdAt }) => ({ userId, createdAt })),
      comments: kids![1].map(({ photoId: _p, ...x }) => x),
    }),
  );
  if (!scope.userId) return all;
  const userId = scope.userId;
  return (async function* () {
    for await (const photo of all) {
      if (photo.uploadedBy === userId || photo.hearts.some((x) => x.userId === userId) || photo.comments.some((x) => x.userId === userId)) {
        yield {
          ...photo,
          hearts: photo.hearts.filter((x) => x.userId === userId),
          comments: photo.comments.filter((x) => x.userId === userId),
        };
      }
    }
  })();
}

/** The family audit log; bank account lines are left out (no bank details in an export). */
export async function* auditLog(scope: Scope) {
  for await (const row of auditRows(scope)) {
    yield row.targetType === "bank_account" ? { ...row, details: "Bank account details changed (not exported)" } : row;
  }
}

function auditRows(scope: Scope) {
  const a = schema.auditLogs;
  return familyRows(a, { id: a.id, ...pick(a, FIELDS.auditLog.fields) }, scope.familyId, scope.userId ? eq(a.actorUserId, scope.userId) : undefined);
}
