// Birthdays (§2, §3, §5, §6): any member adds their own; owner and admin add others (Manual badge),
// edit and delete. Only month and day are stored. "Today" is the family's calendar day.
import { and, asc, eq } from "drizzle-orm";
import { db, first, prepared, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { forbidden, parseInput } from "~/lib/http.server";
import { found, idInFamily } from "~/lib/family-scope.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { dateKeyInTimeZone } from "~/lib/dates";
import { keptRows } from "~/lib/family-cache.server";
import { BIRTHDAY_MSG, birthdayInput, birthdaySelfInput } from "./inputs";
import { birthdayHighlight, celebratedDay, countdownLabel, daysUntilBirthday } from "./countdown";

export type Birthday = {
  id: number;
  name: string;
  month: number;
  day: number;
  user_id: number | null;
  is_manual: boolean;
  is_you: boolean;
  days_until: number;
  countdown: string;
  highlight: "Happy Birthday" | "Coming Soon" | null;
};

const b = schema.birthdays;
const MAX_BIRTHDAYS = 500;

/** The family's calendar date (YYYY-MM-DD) right now. */
export async function familyToday(familyId: number, now = new Date()): Promise<string> {
  return dateKeyInTimeZone(now, (await getSettings(familyId)).time_zone);
}

type Row = typeof b.$inferSelect;

function present(row: Row, actor: Actor, todayKey: string): Birthday {
  const days = daysUntilBirthday(row.month, row.day, todayKey);
  return {
    id: row.id,
    name: row.name,
    month: row.month,
    day: row.day,
    user_id: row.userId,
    is_manual: row.isManual,
    is_you: row.userId === actor.userId,
    days_until: days,
    countdown: countdownLabel(days),
    highlight: birthdayHighlight(days),
  };
}

// The Birthdays tab and GET /api/birthdays read this on every visit: prepared once per connection.
const birthdaysOf = prepared((d) =>
  d
    .select()
    .from(b)
    .where(eq(b.familyId, param("familyId")))
    .orderBy(asc(b.month), asc(b.day), asc(b.name))
    .limit(limitOf(MAX_BIRTHDAYS))
    .prepare(),
);

async function familyRows(actor: Actor): Promise<Row[]> {
  return birthdaysOf.all({ familyId: actor.familyId });
}

/** GET /api/birthdays: every birthday of the family, soonest first. */
export async function listBirthdays(actor: Actor, now = new Date()): Promise<Birthday[]> {
  const today = await familyToday(actor.familyId, now);
  return (await familyRows(actor))
    .map((r) => present(r, actor, today))
    .sort((x, y) => x.days_until - y.days_until || x.name.localeCompare(y.name));
}

/** Home card: this month's birthdays sorted by day, at most `limit`, and how many more there are. */
// Home renders this on every visit: prepared once (issue 16).
const birthdaysOfMonth = prepared((d) =>
  d
    .select()
    .from(b)
    .where(and(eq(b.familyId, param("familyId")), eq(b.month, param("month"))))
    .orderBy(asc(b.day), asc(b.name))
    .limit(limitOf(MAX_BIRTHDAYS))
    .prepare(),
);

export async function birthdaysThisMonth(actor: Actor, limit = 3, now = new Date()) {
  const today = await familyToday(actor.familyId, now);
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  // Home shows them at every visit: kept per family under its data version (decision record 276).
  const ofMonth = await keptRows(actor.familyId, `birthdays:month:${month}`, now.getTime(), () => birthdaysOfMonth.all({ familyId: actor.familyId, month }));
  const rows = ofMonth
    .map((r) => ({ ...present(r, actor, today), celebrated_day: celebratedDay(r.month, r.day, year) }));
  rows.sort((x, y) => x.celebrated_day - y.celebrated_day || x.name.localeCompare(y.name));
  return { items: rows.slice(0, limit), more: Math.max(rows.length - limit, 0), month };
}

async function findInFamily(actor: Actor, id: number): Promise<Row> {
  return found(await first(db().select().from(b).where(idInFamily(b, id, actor.familyId))), "Birthday not found");
}

/** "Add my birthday": creates or updates the actor's own entry (named after the account). */
export async function addMyBirthday(actor: Actor, raw: unknown): Promise<Birthday> {
  authorize(actor, "birthday.addOwn", "Guests cannot add birthdays");
  const fields = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const input = parseInput(birthdayInput, { ...fields, name: actor.name });
  // One statement, upserting on the (family_id, user_id) unique index: parallel requests (two taps,
  // two tabs, a script) all answer 200 with the same entry, never a second one (decision record 265).
  const values = { name: actor.name, month: input.month, day: input.day, isManual: false };
  const [row] = await withTransaction((tx) =>
    tx
      .insert(b)
      .values({ familyId: actor.familyId, userId: actor.userId, createdBy: actor.userId, ...values })
      .onConflictDoUpdate({ target: [b.familyId, b.userId], set: values })
      .returning(),
  );
  return present(row!, actor, await familyToday(actor.familyId));
}

/** "Add birthday" for someone else (owner and admin): a manual entry, not tied to an account. */
export async function addBirthdayForOther(actor: Actor, raw: unknown): Promise<Birthday> {
  authorize(actor, "birthday.addOther", BIRTHDAY_MSG.othersForbidden);
  const input = parseInput(birthdayInput, raw);
  const [row] = await withTransaction((tx) =>
    tx
      .insert(b)
      .values({
        familyId: actor.familyId,
        userId: null,
        createdBy: actor.userId,
        name: input.name,
        month: input.month,
        day: input.day,
        isManual: true,
      })
      .returning(),
  );
  return present(row!, actor, await familyToday(actor.familyId));
}

/**
 * POST /api/birthdays {name, month, day, self?}. `self: true` (or a role that may only add its
 * own) means the actor's own birthday; a member naming someone else is refused with 403.
 */
export async function addBirthday(actor: Actor, raw: unknown): Promise<Birthday> {
  const fields = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const { self } = parseInput(birthdaySelfInput, fields);
  if (self || !can(actor.role, "birthday.addOther")) {
    if (!can(actor.role, "birthday.addOwn")) throw forbidden("Guests cannot add birthdays");
    const name = typeof fields.name === "string" ? fields.name.trim() : "";
    if (!self && name !== "" && name.toLowerCase() !== actor.name.toLowerCase()) {
      throw forbidden(BIRTHDAY_MSG.othersForbidden);
    }
    return addMyBirthday(actor, fields);
  }
  return addBirthdayForOther(actor, fields);
}

/** PUT /api/birthdays/{id} {name, month, day}: owner and admin. */
export async function updateBirthday(actor: Actor, id: number, raw: unknown): Promise<Birthday> {
  return withTransaction(async (tx) => {
    await findInFamily(actor, id);
    authorize(actor, "birthday.edit");
    const input = parseInput(birthdayInput, raw);
    await tx
      .update(b)
      .set({ name: input.name, month: input.month, day: input.day })
      .where(idInFamily(b, id, actor.familyId));
    return present(await findInFamily(actor, id), actor, await familyToday(actor.familyId));
  });
}

/** DELETE /api/birthdays/{id}: owner and admin. */
export async function deleteBirthday(actor: Actor, id: number): Promise<{ message: string }> {
  return withTransaction(async (tx) => {
    await findInFamily(actor, id);
    authorize(actor, "birthday.delete");
    await tx.delete(b).where(idInFamily(b, id, actor.familyId));
    return { message: "Birthday deleted" };
  });
}

/** One birthday of the family (for the edit and delete modals). */
export async function getBirthday(actor: Actor, id: number): Promise<Birthday> {
  return present(await findInFamily(actor, id), actor, await familyToday(actor.familyId));
}
