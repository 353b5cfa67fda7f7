// The family tree (issue 42, decision records 255-257): people separate from accounts, parents
// (birth, adoptive, step, foster) and partners, "how are we related?". One function per command,
// used by the Family tree page and the /api alike. Scoped to the actor's family: another family's
// person is a 404. Owner and admins edit everyone; members add people and edit those they added and
// themselves; guests read, with living people shown as "Living".
import { and, asc, count, eq, or, sql } from "drizzle-orm";
import { changes, db, first, schema, withTransaction, limitOf } from "~/lib/db.server";
import { HttpError, badRequest, forbidden, notFound, parseInput } from "~/lib/http.server";
import { idInFamily } from "~/lib/family-scope.server";
import { authorize } from "~/lib/guard.server";
import { can } from "~/lib/permissions";
import { recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { buildGraph, isAncestorOrSelf, relate, siblingsOf, type Graph, type Sex } from "./graph";
import { relationshipWords, sexValue, type TranslateFn } from "./words";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { displayDate, monthDayOf, yearOf } from "./dates";
import { COMING_SOON_DAYS, countdownLabel, daysUntilBirthday } from "~/features/birthdays/countdown";
import { TREE_MSG, flattenPerson, parentInput, partnerInput, personInput } from "./inputs";

/** People in one family's tree (a large imported genealogy fits). */
export const PEOPLE_LIMIT = 20_000;
/** Someone born longer ago than this, without a death recorded, is taken as no longer living. */
const LIVING_YEARS = 110;

const P = schema.people;
const PP = schema.personParents;
const PR = schema.personPartners;

type PersonRow = typeof P.$inferSelect & { memberName: string | null; bMonth: number | null; bDay: number | null };

export type PersonSummary = {
  id: number;
  name: string;
  given_name: string;
  surname: string;
  birth_surname: string;
  sex: Sex;
  birth: { date: string; place: string; display: string };
  death: { date: string; place: string; display: string };
  deceased: boolean;
  living: boolean;
  /** The member's birthday (month, day) when the person is linked to an account with one. */
  birthday: { month: number; day: number } | null;
  note: string;
  photo_id: number | null;
  user_id: number | null;
  created_by: number | null;
  can_edit: boolean;
  created_at: string;
  updated_at: string;
};

const selectPerson = {
  id: P.id,
  familyId: P.familyId,
  givenName: P.givenName,
  surname: P.surname,
  birthSurname: P.birthSurname,
  sex: P.sex,
  birthDate: P.birthDate,
  birthPlace: P.birthPlace,
  deathDate: P.deathDate,
  deathPlace: P.deathPlace,
  deceased: P.deceased,
  note: P.note,
  photoId: P.photoId,
  userId: P.userId,
  createdBy: P.createdBy,
  createdAt: P.createdAt,
  updatedAt: P.updatedAt,
  memberName: schema.users.name,
  bMonth: schema.birthdays.month,
  bDay: schema.birthdays.day,
};

function personQuery(familyId: number, onlyId?: number) {
  return db()
    .select(selectPerson)
    .from(P)
    .leftJoin(schema.users, eq(schema.users.id, P.userId))
    .leftJoin(schema.birthdays, and(eq(schema.birthdays.userId, P.userId), eq(schema.birthdays.familyId, familyId)))
    .where(onlyId === undefined ? eq(P.familyId, familyId) : and(eq(P.familyId, familyId), eq(P.id, onlyId)));
}

export function isLiving(row: Pick<PersonRow, "deceased" | "deathDate" | "birthDate">, now = new Date()): boolean {
  if (row.deceased || row.deathDate !== "") return false;
  const born = yearOf(row.birthDate);
  return born === null || born > now.getUTCFullYear() - LIVING_YEARS;
}

export function canEditPerson(actor: Actor, row: Pick<PersonRow, "createdBy" | "userId">): boolean {
  if (can(actor.role, "tree.editAny")) return true;
  return can(actor.role, "tree.add") && (row.createdBy === actor.userId || row.userId === actor.userId);
}

/** Whether a guest's view hides this person (living people are "Living" to guests). */
export function hiddenFrom(actor: Pick<Actor, "role">, row: Pick<PersonRow, "deceased" | "deathDate" | "birthDate">): boolean {
  return actor.role === "guest" && isLiving(row);
}

function ownName(row: Pick<PersonRow, "givenName" | "surname">): string {
  return [row.givenName, row.surname].filter(Boolean).join(" ");
}

/** The birth date a linked person shows: the member's month and day with the person's own year. */
function effectiveBirth(row: PersonRow): string {
  if (row.bMonth == null || row.bDay == null) return row.birthDate;
  const year = yearOf(row.birthDate);
  if (year === null || !/^\d{4}(-\d{2}(-\d{2})?)?$/.test(row.birthDate)) return row.birthDate;
  return `${String(year).padStart(4, "0")}-${String(row.bMonth).padStart(2, "0")}-${String(row.bDay).padStart(2, "0")}`;
}

/**
 * What a person is called when their name is not shown: hidden from a guest ("Living"), without
 * a name ("Unnamed"), gone from the tree ("Unknown"). The /api says them in English; a page passes
 * its language's (issue 40).
 */
export type NameWords = { living: string; unnamed: string; unknown: string };
const ENGLISH_WORDS: NameWords = { living: "Living", unnamed: "Unnamed", unknown: "Unknown" };
export const nameWords = (t: (id: string) => string): NameWords => ({ living: t("Living"), unnamed: t("Unnamed"), unknown: t("Unknown") });

export function present(actor: Actor, row: PersonRow, now = new Date(), words: NameWords = ENGLISH_WORDS): PersonSummary {
  const living = isLiving(row, now);
  const base = {
    id: row.id,
    sex: row.sex as Sex,
    deceased: !living && (row.deceased || row.deathDate !== ""),
    living,
    created_by: row.createdBy,
    can_edit: canEditPerson(actor, row),
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
  if (hiddenFrom(actor, row)) {
    const empty = { date: "", place: "", display: "" };
    return {
      ...base,
      name: words.living,
      given_name: words.living,
      surname: "",
      birth_surname: "",
      birth: empty,
      death: empty,
      birthday: null,
      note: "",
      photo_id: null,
      user_id: null,
    };
  }
  const birth = effectiveBirth(row);
  return {
    ...base,
    name: row.memberName ?? (ownName(row) || words.unnamed),
    given_name: row.givenName,
    surname: row.surname,
    birth_surname: row.birthSurname,
    birth: { date: birth, place: row.birthPlace, display: displayDate(birth) },
    death: { date: row.deathDate, place: row.deathPlace, display: displayDate(row.deathDate) },
    birthday: row.bMonth != null && row.bDay != null ? { month: row.bMonth, day: row.bDay } : null,
    note: row.note,
    photo_id: row.photoId,
    user_id: row.userId,
  };
}

/** "1950–2020", "b. 1950", "" (guests see nothing for living people). */
export function lifeYears(p: Pick<PersonSummary, "birth" | "death" | "deceased">, t?: TranslateFn): string {
  const b = yearOf(p.birth.date);
  const d = yearOf(p.death.date);
  if (b && d) return `${b}–${d}`;
  if (b) return p.deceased ? `${b}–?` : t ? t("b. {year}", { year: String(b) }) : `b. ${b}`;
  if (d) return t ? t("d. {year}", { year: String(d) }) : `d. ${d}`;
  return "";
}

// ---- the whole family, for relationships and the tree view ----

export type FamilyTree = { rows: Map<number, PersonRow>; graph: Graph };

export async function loadFamilyTree(familyId: number): Promise<FamilyTree> {
  const [rows, parents, partners] = await Promise.all([
    personQuery(familyId).limit(limitOf(PEOPLE_LIMIT)),
    db().select({ childId: PP.childId, parentId: PP.parentId, kind: PP.kind }).from(PP).where(eq(PP.familyId, familyId)),
    db().select({ personA: PR.personA, personB: PR.personB, kind: PR.kind }).from(PR).where(eq(PR.familyId, familyId)),
  ]);
  const map = new Map<number, PersonRow>();
  for (const r of rows) if (!map.has(r.id)) map.set(r.id, r);
  return { rows: map, graph: buildGraph(map.values(), parents, partners) };
}

// ---- reading ----

const byName = (x: PersonSummary, y: PersonSummary) =>
  x.surname.localeCompare(y.surname) || x.name.localeCompare(y.name) || x.id - y.id;

/** GET /api/people: everyone in the tree, by surname then name. */
export async function listPeople(actor: Actor): Promise<PersonSummary[]> {
  const rows = await personQuery(actor.familyId).orderBy(asc(P.surname), asc(P.givenName), asc(P.id)).limit(limitOf(PEOPLE_LIMIT));
  const now = new Date();
  return rows.map((r) => present(actor, r, now)).sort(byName);
}

async function findRow(familyId: number, id: number): Promise<PersonRow> {
  const row = await first(personQuery(familyId, id).limit(1));
  if (!row) throw notFound(TREE_MSG.noPerson);
  return row;
}

type Link = { id: number; name: string };
export type PersonDetail = PersonSummary & {
  parents: (Link & { kind: string })[];
  partners: (Link & { kind: string; start: string; end: string })[];
  children: (Link & { kind: string })[];
  siblings: (Link & { half: boolean })[];
  member_name: string | null;
};

/** GET /api/people/{id}: the person with parents, partners, children and siblings. */
export async function getPerson(actor: Actor, id: number, tree?: FamilyTree, words: NameWords = ENGLISH_WORDS): Promise<PersonDetail> {
  const t = tree ?? (await loadFamilyTree(actor.familyId));
  const row = t.rows.get(id);
  if (!row) throw notFound(TREE_MSG.noPerson);
  const now = new Date();
  const name = (pid: number) => {
    const r = t.rows.get(pid);
    return r ? present(actor, r, now, words).name : words.unknown;
  };
  const partnerRows = await db()
    .select({ a: PR.personA, b: PR.personB, kind: PR.kind, start: PR.startDate, end: PR.endDate })
    .from(PR)
    .where(and(eq(PR.familyId, actor.familyId), or(eq(PR.personA, id), eq(PR.personB, id))));
  const summary = present(actor, row, now, words);
  const hide = hiddenFrom(actor, row);
  return {
    ...summary,
    member_name: hide ? null : row.memberName,
    parents: (t.graph.parents.get(id) ?? []).map((p) => ({ id: p.id, name: name(p.id), kind: p.kind })),
    partners: partnerRows.map((p) => {
      const other = p.a === id ? p.b : p.a;
      return { id: other, name: name(other), kind: p.kind, start: hide ? "" : p.start, end: hide ? "" : p.end };
    }),
    children: (t.graph.children.get(id) ?? []).map((c) => ({ id: c.id, name: name(c.id), kind: c.kind })),
    siblings: siblingsOf(t.graph, id).map((s) => ({ id: s.id, name: name(s.id), half: s.half })),
  };
}

// ---- writing people ----

async function checkLinks(actor: Actor, input: { photo_id?: number }, userId: number | null | undefined, current: PersonRow | null) {
  if (input.photo_id !== undefined) {
    const photo = await first(
      db().select({ id: schema.photos.id }).from(schema.photos).where(idInFamily(schema.photos, input.photo_id, actor.familyId)).limit(1),
    );
    if (!photo) throw new HttpError(400, TREE_MSG.photo, [{ field: "photo_id", message: TREE_MSG.photo }]);
  }
  if (userId === undefined || userId === (current?.userId ?? null)) return;
  const editAny = can(actor.role, "tree.editAny");
  // Members link (or unlink) only themselves.
  if (!editAny && userId !== actor.userId && !(userId === null && current?.userId === actor.userId)) throw forbidden(TREE_MSG.linkSelf);
  if (!editAny && current?.userId != null && current.userId !== actor.userId) throw forbidden(TREE_MSG.linkSelf);
  if (userId === null) return;
  const member = await first(
    db().select({ id: schema.users.id }).from(schema.users).where(and(eq(schema.users.id, userId), eq(schema.users.familyId, actor.familyId))).limit(1),
  );
  if (!member) throw new HttpError(400, TREE_MSG.member, [{ field: "user_id", message: TREE_MSG.member }]);
  const taken = await first(db().select({ id: P.id, g: P.givenName, s: P.surname }).from(P).where(eq(P.userId, userId)).limit(1));
  if (taken && taken.id !== current?.id) {
    const other = ownName({ givenName: taken.g, surname: taken.s });
    throw new HttpError(
      409,
      other ? `That member is already linked to ${other}` : "That member is already linked to another person",
      [],
      {},
      other ? { id: "That member is already linked to {name}", values: { name: other } } : undefined,
    );
  }
}

/** user_id of a body: absent → undefined (unchanged), null or "" → null (unlink), else an id. */
function readUserId(raw: Record<string, unknown>): number | null | undefined {
  const v = raw.user_id;
  if (v === undefined) return undefined;
  if (v === null || v === "") return null;
  const n = typeof v === "number" ? v : typeof v === "string" && /^\d{1,10}$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 2_147_483_647) throw new HttpError(400, "user_id must be a valid id", [{ field: "user_id", message: "user_id must be a valid id" }]);
  return n;
}

function values(input: ReturnType<typeof personInput.parse>) {
  if (input.death_date !== "" && input.birth_date !== "") {
    const b = yearOf(input.birth_date);
    const d = yearOf(input.death_date);
    if (b && d && d < b && !input.death_date.startsWith("(")) {
      throw new HttpError(400, TREE_MSG.deathBeforeBirth, [{ field: "death_date", message: TREE_MSG.deathBeforeBirth }]);
    }
  }
  return {
    givenName: input.given_name,
    surname: input.surname,
    birthSurname: input.birth_surname,
    sex: input.sex,
    birthDate: input.birth_date,
    birthPlace: input.birth_place,
    deathDate: input.death_date,
    deathPlace: input.death_place,
    deceased: input.deceased || input.death_date !== "",
    note: input.note,
    photoId: input.photo_id ?? null,
  };
}

const asObject = (raw: unknown): Record<string, unknown> =>
  raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};

/** POST /api/people. */
export async function createPerson(actor: Actor, raw: unknown): Promise<PersonDetail> {
  authorize(actor, "tree.add", "Guests cannot add people to the family tree");
  const body = flattenPerson(asObject(raw));
  const input = parseInput(personInput, body);
  const userId = readUserId(body);
  const id = await withTransaction(async (tx) => {
    await checkLinks(actor, input, userId ?? undefined, null);
    const [{ n }] = (await tx.select({ n: count() }).from(P).where(eq(P.familyId, actor.familyId))) as [{ n: number }];
    if (Number(n) >= PEOPLE_LIMIT) throw new HttpError(409, `A family tree holds at most ${PEOPLE_LIMIT.toLocaleString("en-US")} people`, [], {}, { id: "A family tree holds at most {max, number} people", values: { max: PEOPLE_LIMIT } });
    const [row] = await tx
      .insert(P)
      .values({ familyId: actor.familyId, createdBy: actor.userId, userId: userId ?? null, ...values(input) })
      .returning({ id: P.id });
    await recordAudit(actor, "person_add", "person", `Added ${ownName(values(input))} to the family tree`, row!.id);
    return row!.id;
  });
  return getPerson(actor, id);
}

/** PUT /api/people/{id}: every field (user_id absent keeps the link). */
export async function updatePerson(actor: Actor, id: number, raw: unknown): Promise<PersonDetail> {
  await withTransaction(async (tx) => {
    const current = await findRow(actor.familyId, id);
    if (!canEditPerson(actor, current)) throw forbidden("Only the person who added them, the person themselves, the owner or an admin can change them");
    const body = flattenPerson(asObject(raw));
    const input = parseInput(personInput, body);
    const userId = readUserId(body);
    await checkLinks(actor, input, userId, current);
    await tx
      .update(P)
      .set({ ...values(input), ...(userId !== undefined ? { userId } : {}), updatedAt: new Date().toISOString() })
      .where(idInFamily(P, id, actor.familyId));
    await recordAudit(actor, "person_update", "person", `Edited ${ownName(values(input))} in the family tree`, id);
  });
  return getPerson(actor, id);
}

/** DELETE /api/people/{id}: the person and their parent and partner links. */
export async function deletePerson(actor: Actor, id: number): Promise<{ message: string }> {
  return withTransaction(async (tx) => {
    const current = await findRow(actor.familyId, id);
    if (!canEditPerson(actor, current)) throw forbidden("Only the person who added them, the person themselves, the owner or an admin can change them");
    await tx.delete(PP).where(and(eq(PP.familyId, actor.familyId), or(eq(PP.childId, id), eq(PP.parentId, id))));
    await tx.delete(PR).where(and(eq(PR.familyId, actor.familyId), or(eq(PR.personA, id), eq(PR.personB, id))));
    await tx.delete(P).where(idInFamily(P, id, actor.familyId));
    await recordAudit(actor, "person_delete", "person", `Removed ${ownName(current)} from the family tree`, id);
    return { message: "Person removed from the family tree" };
  });
}

// ---- writing relationships ----

/** Both people exist in the actor's family and the actor may edit at least one of them. */
async function pairFor(actor: Actor, a: number, b: number) {
  authorize(actor, "tree.add", "Guests cannot change the family tree");
  const ra = await findRow(actor.familyId, a);
  const rb = await findRow(actor.familyId, b);
  if (!canEditPerson(actor, ra) && !canEditPerson(actor, rb)) {
    throw forbidden("You may link only people you added, yourself, or (as owner or admin) anyone");
  }
  return [ra, rb] as const;
}

/** POST /api/people/{id}/parents {parent_id, kind}: adds (or changes the kind of) a parent. */
export async function addParent(actor: Actor, childId: number, raw: unknown): Promise<PersonDetail> {
  const input = parseInput(parentInput, raw);
  await withTransaction(async (tx) => {
    const [child, parent] = await pairFor(actor, childId, input.parent_id);
    if (childId === input.parent_id) throw badRequest(TREE_MSG.ownParent);
    const tree = await loadFamilyTree(actor.familyId);
    if (isAncestorOrSelf(tree.graph, input.parent_id, childId)) {
      const values = { child: present(actor, child).name, parent: present(actor, parent).name };
      throw new HttpError(400, `${values.child} cannot be a parent of their own ancestor ${values.parent}: a person cannot be their own ancestor`, [], {}, {
        id: "{child} cannot be a parent of their own ancestor {parent}: a person cannot be their own ancestor",
        values,
      });
    }
    const existing = tree.graph.parents.get(childId) ?? [];
    if (input.kind === "birth" && existing.filter((p) => p.kind === "birth" && p.id !== input.parent_id).length >= 2) {
      throw badRequest(TREE_MSG.twoBirthParents);
    }
    if (existing.some((p) => p.id === input.parent_id)) {
      await tx.update(PP).set({ kind: input.kind }).where(and(eq(PP.childId, childId), eq(PP.parentId, input.parent_id)));
    } else {
      await tx.insert(PP).values({ familyId: actor.familyId, childId, parentId: input.parent_id, kind: input.kind });
    }
    await recordAudit(actor, "person_parent_add", "person", `Linked ${ownName(parent)} as ${input.kind} parent of ${ownName(child)}`, childId);
  });
  return getPerson(actor, childId);
}

/** DELETE /api/people/{id}/parents/{parentId}. */
export async function removeParent(actor: Actor, childId: number, parentId: number): Promise<PersonDetail> {
  await withTransaction(async (tx) => {
    const [child, parent] = await pairFor(actor, childId, parentId);
    const n = await changes(tx.delete(PP).where(and(eq(PP.familyId, actor.familyId), eq(PP.childId, childId), eq(PP.parentId, parentId))));
    if (n === 0) throw notFound(TREE_MSG.noLink);
    await recordAudit(actor, "person_parent_remove", "person", `Unlinked ${ownName(parent)} as parent of ${ownName(child)}`, childId);
  });
  return getPerson(actor, childId);
}

/** POST /api/people/{id}/partners {partner_id, kind, start, end}: adds or updates partners. */
export async function addPartner(actor: Actor, id: number, raw: unknown): Promise<PersonDetail> {
  const input = parseInput(partnerInput, raw);
  await withTransaction(async (tx) => {
    const [a, b] = await pairFor(actor, id, input.partner_id);
    if (id === input.partner_id) throw badRequest(TREE_MSG.ownPartner);
    const [lo, hi] = id < input.partner_id ? [id, input.partner_id] : [input.partner_id, id];
    const set = { kind: input.kind, startDate: input.start, endDate: input.end };
    const updated = await changes(tx.update(PR).set(set).where(and(eq(PR.personA, lo), eq(PR.personB, hi))));
    if (updated === 0) await tx.insert(PR).values({ familyId: actor.familyId, personA: lo, personB: hi, ...set });
    await recordAudit(actor, "person_partner_add", "person", `Linked ${ownName(a)} and ${ownName(b)} as partners`, id);
  });
  return getPerson(actor, id);
}

/** DELETE /api/people/{id}/partners/{partnerId}. */
export async function removePartner(actor: Actor, id: number, partnerId: number): Promise<PersonDetail> {
  await withTransaction(async (tx) => {
    const [a, b] = await pairFor(actor, id, partnerId);
    const [lo, hi] = id < partnerId ? [id, partnerId] : [partnerId, id];
    const n = await changes(tx.delete(PR).where(and(eq(PR.familyId, actor.familyId), eq(PR.personA, lo), eq(PR.personB, hi))));
    if (n === 0) throw notFound(TREE_MSG.noLink);
    await recordAudit(actor, "person_partner_remove", "person", `Unlinked ${ownName(a)} and ${ownName(b)} as partners`, id);
  });
  return getPerson(actor, id);
}

// ---- how are we related ----

export type RelationshipAnswer = {
  relationship: string;
  relationship_code: string;
  /** "Rose is Ann's great-aunt." */
  sentence: string;
  path: number[];
  common_ancestors: number[];
  people: { id: number; name: string }[];
};

/**
 * GET /api/people/{id}/relationship/{otherId}: what {otherId} is to {id}. The words and sentence are
 * in `language` (the page's; the /api answers in English, the spec's words).
 */
export async function relationship(actor: Actor, id: number, otherId: number, tree?: FamilyTree, language = "en"): Promise<RelationshipAnswer> {
  const t = tree ?? (await loadFamilyTree(actor.familyId));
  const a = t.rows.get(id);
  const b = t.rows.get(otherId);
  if (!a || !b) throw notFound(TREE_MSG.noPerson);
  const r = relate(t.graph, id, otherId);
  const tr = serverTranslator(language);
  const sexOf = (x: number): Sex => t.graph.sex.get(x) ?? "";
  const words = relationshipWords(r.code, { sexOf, path: r.path.length ? r.path : [id, otherId], commonAncestors: r.commonAncestors }, tr.t);
  const now = new Date();
  const shownAs = nameWords(tr.t);
  const name = (x: number) => present(actor, t.rows.get(x)!, now, shownAs).name;
  const ids = [...new Set([id, otherId, ...r.path, ...r.commonAncestors])];
  const sentence =
    r.code === "self"
      ? tr.t("{name} is the same person.", { name: name(id) })
      : r.code === "none"
        ? tr.t("{other} and {person} are not related in the tree.", { other: name(otherId), person: name(id) })
        : tr.t("{other} is {person}'s {relationship}.{sex, select, other {}}", { other: name(otherId), person: name(id), relationship: words, sex: sexValue(sexOf(otherId)) });
  return {
    relationship: words,
    relationship_code: r.code,
    sentence,
    path: r.path,
    common_ancestors: r.commonAncestors,
    people: ids.map((x) => ({ id: x, name: name(x) })),
  };
}

// ---- remembered people in Birthdays (a family setting) ----

export type RememberedBirthday = { person_id: number; name: string; month: number; day: number; days_until: number; countdown: string; would_have_been: number };

/**
 * People of the tree who have died and have a full birth date, whose birthday is within the next
 * week (or today), when the family turned on `remember_in_birthdays`: "would have been 90".
 */
export async function rememberedBirthdays(actor: Actor, todayKey: string, enabled: boolean): Promise<RememberedBirthday[]> {
  if (!enabled) return [];
  const rows = await db()
    .select({ id: P.id, given: P.givenName, surname: P.surname, birthDate: P.birthDate, deathDate: P.deathDate, deceased: P.deceased })
    .from(P)
    .where(and(eq(P.familyId, actor.familyId), or(eq(P.deceased, true), sql`${P.deathDate} <> ''`)))
    .limit(limitOf(PEOPLE_LIMIT));
  const out: RememberedBirthday[] = [];
  for (const r of rows) {
    const md = monthDayOf(r.birthDate);
    if (!md) continue;
    const days = daysUntilBirthday(md[0], md[1], todayKey);
    if (days > COMING_SOON_DAYS) continue;
    const born = yearOf(r.birthDate)!;
    const celebratedYear = new Date(Date.parse(`${todayKey}T00:00:00Z`) + days * 86_400_000).getUTCFullYear();
    out.push({
      person_id: r.id,
      name: ownName({ givenName: r.given, surname: r.surname }) || "Unnamed",
      month: md[0],
      day: md[1],
      days_until: days,
      countdown: countdownLabel(days),
      would_have_been: celebratedYear - born,
    });
  }
  return out.sort((a, b) => a.days_until - b.days_until || a.name.localeCompare(b.name));
}
