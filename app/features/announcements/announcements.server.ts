// Announcements (§2 Home, §3, §4, §6): owner/admin publish directly, a member's submission waits
// for review, a guest only reads. Reviews are audited; notifications go through the mail outbox.
import { and, eq, sql } from "drizzle-orm";
import { changes, db, first, prepared, queryAll, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { HttpError, forbidden, notFound, parseInput } from "~/lib/http.server";
import { found, idInFamily } from "~/lib/family-scope.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { deleteAudited, recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { ANNOUNCEMENT_MSG, announcementInput, reviewInput } from "./inputs";
import { notifyFamily } from "./notify.server";
import { keptRows } from "~/lib/family-cache.server";

export type AnnouncementStatus = "published" | "pending" | "rejected";

export type Announcement = {
  id: number;
  title: string;
  content: string;
  pinned: boolean;
  author_id: number | null;
  author_name: string;
  status: AnnouncementStatus;
  created_at: string;
  /** When it became visible to the family: the review time for an approved submission. */
  published_at: string | null;
  review_feedback: string | null;
  reviewed_by_name: string | null;
  reviewed_at: string | null;
};

const a = schema.announcements;

const columns = {
  id: a.id,
  title: a.title,
  content: a.content,
  pinned: a.pinned,
  author_id: a.authorId,
  author_name: a.authorName,
  status: a.status,
  created_at: a.createdAt,
  published_at: sql<string | null>`case when ${a.status} = 'published' then coalesce(${a.reviewedAt}, ${a.createdAt}) end`,
  review_feedback: a.reviewFeedback,
  reviewed_by_name: a.reviewedByName,
  reviewed_at: a.reviewedAt,
};

export const MAX_LIST = 100;

// Every Home page and GET /api/announcements: a raw statement prepared once (issue 16). Approved
// submissions take their place in the list from the moment they were approved.
const ANNOUNCEMENT_SQL_COLUMNS = `id, title, content, pinned, author_id, author_name, status, created_at,
    case when status = 'published' then coalesce(reviewed_at, created_at) end as published_at,
    review_feedback, reviewed_by_name, reviewed_at`;
const PUBLISHED_SQL = `select ${ANNOUNCEMENT_SQL_COLUMNS}
  from announcements where family_id = +? and status = 'published'
  order by pinned desc, coalesce(reviewed_at, created_at) desc, id desc limit +?`;

// Home, every page view: the actor's own reviewed or waiting submissions.
const MINE_SQL = `select ${ANNOUNCEMENT_SQL_COLUMNS}
  from announcements where family_id = +? and author_id = +? and (status in ('pending', 'rejected') or reviewed_at is not null)
  order by created_at desc, id desc limit +?`;

/** A list's length as asked, between 1 and MAX_LIST. */
const listLimit = (n: number) => Math.min(Math.max(Math.floor(n), 1), MAX_LIST);

/**
 * Home: the newest `published` announcements (pinned first), kept per family, and the actor's newest
 * `mine` submissions, kept per account, while the family's data is unchanged (decision record 272).
 */
export async function homeAnnouncements(actor: Actor, published: number, mine: number): Promise<{ announcements: Announcement[]; submissions: Announcement[] }> {
  return {
    announcements: await listAnnouncements(actor, published),
    submissions: await keptRows(actor.familyId, `announcements:mine:${actor.userId}:${listLimit(mine)}`, Date.now(), () => listMySubmissions(actor, mine)),
  };
}

/**
 * Published announcements of the family: pinned first, then newest. Everyone in the family reads
 * them: kept per family while its data is unchanged (decision record 272).
 */
export function listAnnouncements(actor: Actor, limit = MAX_LIST): Promise<Announcement[]> {
  return keptRows(actor.familyId, `announcements:published:${listLimit(limit)}`, Date.now(), () => readAnnouncements(actor, listLimit(limit)));
}

async function readAnnouncements(actor: Actor, limit: number): Promise<Announcement[]> {
  const rows = await queryAll<Omit<Announcement, "pinned"> & { pinned: number | boolean }>(
    PUBLISHED_SQL,
    actor.familyId,
    listLimit(limit),
  );
  return rows.map((row) => ({ ...row, pinned: Boolean(row.pinned) }));
}

// The review queue shows on the Admin tab: prepared once (issue 16).
const pendingOf = prepared((d) =>
  d
    .select(columns)
    .from(a)
    .where(and(eq(a.familyId, param("familyId")), eq(a.status, "pending")))
    .orderBy(a.createdAt, a.id)
    .limit(limitOf(MAX_LIST))
    .prepare(),
);

/**
 * GET /api/announcements/pending and the Admin tab: the review queue, oldest first (owner and
 * admin); kept per family while its data is unchanged (decision record 272).
 */
export async function listPendingAnnouncements(actor: Actor): Promise<Announcement[]> {
  authorize(actor, "announcement.review");
  return keptRows(actor.familyId, "announcements:pending", Date.now(), () => pendingOf.all({ familyId: actor.familyId }));
}

/** The actor's own submissions that went (or go) through review, newest first, with the outcome. */
export async function listMySubmissions(actor: Actor, limit = 20): Promise<Announcement[]> {
  const rows = await queryAll<Omit<Announcement, "pinned"> & { pinned: number | boolean }>(
    MINE_SQL,
    actor.familyId,
    actor.userId,
    listLimit(limit),
  );
  return rows.map((row) => ({ ...row, pinned: Boolean(row.pinned) }));
}

async function findInFamily(actor: Actor, id: number) {
  return found(await first(db().select().from(a).where(idInFamily(a, id, actor.familyId))), "Announcement not found");
}

async function getById(actor: Actor, id: number): Promise<Announcement> {
  return found(await first(db().select(columns).from(a).where(idInFamily(a, id, actor.familyId))), "Announcement not found");
}

/** One announcement of the family. Published ones for everyone; others for reviewers and their author. */
export async function getAnnouncement(actor: Actor, id: number): Promise<Announcement> {
  const row = await getById(actor, id);
  if (row.status !== "published" && row.author_id !== actor.userId && !can(actor.role, "announcement.review")) {
    throw notFound("Announcement not found");
  }
  return row;
}

/** Whether the Add form offers send_email_notification to this actor (§6). */
export async function canOfferNotification(actor: Actor): Promise<boolean> {
  return can(actor.role, "announcement.notify") && (await getSettings(actor.familyId)).enable_email_notifications;
}

export type CreateResult = Announcement & { message: string; notified: number };

/**
 * POST /api/announcements. Owner/admin: published at once (and, when asked and enabled, emailed).
 * Member: saved as pending for review (members cannot pin or notify). Guest: 403.
 */
export async function createAnnouncement(actor: Actor, raw: unknown): Promise<CreateResult> {
  const publishes = can(actor.role, "announcement.publish");
  if (!publishes && !can(actor.role, "announcement.submit")) {
    throw forbidden("Guests cannot post announcements");
  }
  const input = parseInput(announcementInput, raw);
  const notify = publishes && input.send_email_notification && (await getSettings(actor.familyId)).enable_email_notifications;
  // The announcement and its notification emails are one transaction: both or neither.
  const { created, notified } = await withTransaction(async (tx) => {
    const [row] = await tx
      .insert(a)
      .values({
        familyId: actor.familyId,
        authorId: actor.userId,
        authorName: actor.name,
        title: input.title,
        content: input.content,
        pinned: publishes ? input.pinned : false,
        status: publishes ? "published" : "pending",
      })
      .returning({ id: a.id });
    const created = await getById(actor, row!.id);
    return { created, notified: notify ? await notifyFamily(actor.familyId, created, actor.userId) : 0 };
  });
  return {
    ...created,
    notified,
    message: publishes
      ? "Announcement posted successfully"
      : "Announcement submitted for review. An admin will review it before it is shown to the family.",
  };
}

/** PUT /api/announcements/{id} {title, content, pinned}: owner and admin. */
export async function updateAnnouncement(actor: Actor, id: number, raw: unknown): Promise<Announcement> {
  return withTransaction(async (tx) => {
    await findInFamily(actor, id);
    authorize(actor, "announcement.edit");
    const input = parseInput(announcementInput, raw);
    await tx
      .update(a)
      .set({ title: input.title, content: input.content, pinned: input.pinned, updatedAt: new Date().toISOString() })
      .where(idInFamily(a, id, actor.familyId));
    return getById(actor, id);
  });
}

/** DELETE /api/announcements/{id}: owner and admin. */
export async function deleteAnnouncement(actor: Actor, id: number): Promise<{ message: string }> {
  return withTransaction(async (tx) => {
    const row = await findInFamily(actor, id);
    authorize(actor, "announcement.delete");
    await deleteAudited(tx, a, actor, "announcement", id, row.title);
    return { message: "Announcement deleted" };
  });
}

/**
 * POST /api/announcements/{id}/review. Approve (optionally editing title, content and pinned, with
 * notes) publishes it; reject needs a reason. The author sees status and feedback on their
 * submission. Every review is audited. On approval, the reviewer (who holds the notify right)
 * decides whether the family is emailed; the member could not choose that when submitting.
 */
export async function reviewAnnouncement(
  actor: Actor,
  id: number,
  raw: unknown,
): Promise<Announcement & { message: string; notified: number }> {
  // One transaction: the "still pending?" check, the review, its audit line and the notification
  // emails (enqueueMail joins it).
  return withTransaction(async (tx) => {
    const row = await findInFamily(actor, id);
    authorize(actor, "announcement.review");
    const input = parseInput(reviewInput, raw);
    if (row.status !== "pending") throw new HttpError(409, ANNOUNCEMENT_MSG.alreadyReviewed);
    const now = new Date().toISOString();
    const feedback = input.feedback || null;
    if (input.action === "approve") {
      const title = input.updated_title || row.title;
      const content = input.updated_content || row.content;
      const pinned = input.updated_pinned ?? row.pinned;
      const notify = input.send_email_notification && (await getSettings(actor.familyId)).enable_email_notifications;
      const changed = await changes(
        tx
          .update(a)
          .set({
            title,
            content,
            pinned,
            status: "published",
            reviewFeedback: feedback,
            reviewedByName: actor.name,
            reviewedAt: now,
            updatedAt: now,
          })
          .where(and(eq(a.id, id), eq(a.familyId, actor.familyId), eq(a.status, "pending"))),
      );
      if (changed !== 1) throw new HttpError(409, ANNOUNCEMENT_MSG.alreadyReviewed);
      const edits = [
        title !== row.title ? "title" : null,
        content !== row.content ? "content" : null,
        pinned !== row.pinned ? "pinned" : null,
      ].filter(Boolean);
      await recordAudit(
        actor,
        "announcement_approve",
        "announcement",
        `Approved "${title}" by ${row.authorName}` +
          (edits.length ? ` (edited ${edits.join(", ")})` : "") +
          (feedback ? `. Notes: ${feedback}` : ""),
        id,
      );
      const approved = await getById(actor, id);
      // The author is excluded from the notification, as for any announcement.
      const notified = notify ? await notifyFamily(actor.familyId, approved, row.authorId) : 0;
      return { ...approved, notified, message: "Announcement approved and published" };
    }
    const changed = await changes(
      tx
        .update(a)
        .set({ status: "rejected", reviewFeedback: feedback, reviewedByName: actor.name, reviewedAt: now, updatedAt: now })
        .where(and(eq(a.id, id), eq(a.familyId, actor.familyId), eq(a.status, "pending"))),
    );
    if (changed !== 1) throw new HttpError(409, ANNOUNCEMENT_MSG.alreadyReviewed);
    await recordAudit(actor, "announcement_reject", "announcement", `Rejected "${row.title}" by ${row.authorName}. Reason: ${feedback}`, id);
    return { ...(await getById(actor, id)), notified: 0, message: "Announcement rejected" };
  });
}
