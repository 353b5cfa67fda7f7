// Video calls: a Jitsi Meet room with an unguessable name on JITSI_BASE_URL (no account needed);
// the status comes from the clock; Join opens the room with the member's name filled in.
import { randomBytes } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { prepared, schema, withTransaction, param } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { env } from "~/lib/env.server";
import { badRequest, parseInput } from "~/lib/http.server";
import { recordAudit } from "~/lib/audit.server";
import { formatEventDate, parseEventDate } from "~/lib/dates";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { createAnnouncement } from "~/features/announcements/announcements.server";
import { requireIntegrations } from "./gate.server";
import { INTEGRATION_MSG, videoCallInput } from "./inputs";
import { callStatus, joinUrl, roomUrl, type CallStatus } from "./rules";

const LIST_LIMIT = 50;
const v = schema.videoSessions;

export type VideoSession = {
  id: number;
  title: string;
  description: string;
  scheduled_at: string;
  duration_minutes: number;
  status: CallStatus;
  room_url: string;
  join_url: string;
  created_at: string;
};

/** 128 random bits: nobody finds the room by guessing. */
export function newRoomName(): string {
  return `Kindred-${randomBytes(16).toString("hex")}`;
}

function present(row: typeof v.$inferSelect, actor: Actor, now: Date): VideoSession {
  const base = env().JITSI_BASE_URL;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    scheduled_at: row.scheduledAt,
    duration_minutes: row.durationMinutes,
    status: callStatus(row.scheduledAt, row.durationMinutes, now),
    room_url: roomUrl(base, row.roomName),
    join_url: joinUrl(base, row.roomName, actor.name),
    created_at: row.createdAt,
  };
}

// Read on every visit of the Integrations tab: prepared once per connection.
const sessionsOf = prepared((d) =>
  d
    .select()
    .from(v)
    .where(eq(v.familyId, param("familyId")))
    .orderBy(desc(v.scheduledAt), desc(v.id))
    .limit(param("limit"))
    .prepare(),
);

/** Newest scheduled first (the page shows the first three). No plan check: the page decides. */
export async function recentVideoSessions(actor: Actor, limit = LIST_LIMIT, now = new Date()): Promise<VideoSession[]> {
  // The rows are kept per family (record 278): video_sessions is under the version triggers. The
  // status (from now) and the join link (the viewer's name) are worked out per request.
  const { rows } = await keptRows(actor.familyId, `video:recent:${limit}`, now.getTime(), async () => ({ rows: await sessionsOf.all({ familyId: actor.familyId, limit }) }));
  return rows.map((row) => present(row, actor, now));
}

/** GET /api/integrations/video-calls → {sessions}. */
export async function listVideoSessions(actor: Actor, now = new Date()): Promise<{ sessions: VideoSession[] }> {
  await requireIntegrations(actor);
  return { sessions: await recentVideoSessions(actor, LIST_LIMIT, now) };
}

/** POST /api/integrations/video-calls {title, description, scheduled_at, duration_minutes[, announce]}. */
export async function scheduleVideoCall(actor: Actor, raw: unknown, now = new Date()): Promise<VideoSession & { message: string }> {
  await requireIntegrations(actor);
  const input = parseInput(videoCallInput, raw);
  const zone = (await getSettings(actor.familyId)).time_zone;
  const scheduledAt = parseEventDate(input.scheduled_at, zone);
  if (!scheduledAt) throw badRequest(INTEGRATION_MSG.badDate);
  // The call and its audit row are written together; the announcement (its own transaction) follows.
  const row = await withTransaction(async (tx) => {
    const row = (
      await tx
        .insert(v)
        .values({
          familyId: actor.familyId,
          title: input.title,
          description: input.description,
          scheduledAt,
          durationMinutes: input.duration_minutes,
          roomName: newRoomName(),
          createdBy: actor.userId,
        })
        .returning()
    )[0]!;
    await recordAudit(actor, "video_call_schedule", "video_session", `Scheduled video call "${row.title}"`, row.id);
    return row;
  });
  const session = present(row, actor, now);
  if (input.announce) {
    await createAnnouncement(actor, {
      title: `Video call: ${row.title}`,
      content: [
        `${formatEventDate(scheduledAt, zone)} (${row.durationMinutes} minutes).`,
        row.description,
        `Join from the Integrations tab or at ${session.room_url}`,
      ]
        .filter(Boolean)
        .join("\n\n"),
      pinned: false,
    });
  }
  return { ...session, message: "Video call scheduled" };
}
