// Moving a family to this server (issue 29, decision 191): the owner of a new, empty family
// imports a family export made on another Kindred server.
//
// 1. The whole archive is checked first: a zip, family.json in format kindred-family-export
//    versions 1, 2 and 3 (validated against docs/export/family-export.schema.json), every reference between
//    records, every photo file present with its size; then: not imported here before (exportId),
//    and within this server's plan for the family. What is wrong is said, nothing is written.
// 2. The photos are decoded, re-stored and re-thumbnailed (outside any transaction).
// 3. Every row is written in ONE transaction, with its dates and authorship. The importer is the
//    owner; each other member becomes an account without a password that keeps its role, posts
//    and answers, and gets an email with a link to claim it (member_claims).
// Any failure after step 2 removes the files stored so far: nothing is half-imported.
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { and, count, eq, inArray, ne } from "drizzle-orm";
import type { ErrorObject, ValidateFunction } from "ajv";
import { lazyModule } from "~/lib/lazy-module.server";
import { db, first, lockFamily, lockName, queryOne, schema, withTransaction, type Tx } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { hitEach, importLimits } from "~/lib/rate-limit.server";
import { clientAddress } from "~/lib/request-context.server";
import { recordAudit } from "~/lib/audit.server";
import { env } from "~/lib/env.server";
import { HttpError, badRequest, forbidden } from "~/lib/http.server";
import { hashToken, newToken } from "~/lib/crypto.server";
import { enqueueMail } from "~/lib/mail.server";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { recipientLanguage } from "~/lib/i18n/language.server";
import type { Actor } from "~/lib/session.server";
import { byteLimit, removeStored, scratchDir, StorageLimitError } from "~/lib/storage.server";
import { fileTooLarge, readUpload } from "~/lib/upload.server";
import { jsonShape, openZip, readEntryBuffer, type ZipReader } from "~/lib/zip-read.server";
import { PLANS, withinLimit } from "~/features/plans/limits";
import { storeImageFile } from "~/features/photos/photos.server";
import exportSchema from "../../../docs/export/family-export.schema.json";
import { isTimeZone } from "~/lib/dates";
import { normalizeRule, parseOccurrence } from "~/features/events/recurrence.server";
import { EXPORT_FORMAT, READABLE_VERSIONS, readableVersionsText } from "./format";
import { FIELDS, importedFields, type PhotoReactions } from "./fields";

type AjvClass = new (opts: Record<string, unknown>) => { compile: (schema: unknown) => ValidateFunction };
const Ajv2020 = lazyModule<AjvClass>("ajv/dist/2020");
const addFormats = lazyModule<(ajv: unknown) => void>("ajv-formats");
const validators = new Map<boolean, ValidateFunction>();
/**
 * `allErrors` lists every problem, but builds one error object per problem: a hostile family.json
 * of 300,000 empty members makes 1.8 million of them (450 MB). So a document is first validated
 * stopping at its first problem; every problem is listed only for documents of a modest size.
 */
function validateExport(allErrors: boolean): ValidateFunction {
  let validator = validators.get(allErrors);
  if (!validator) {
    const ajv = new (Ajv2020())({ allErrors, strict: true, allowUnionTypes: true });
    addFormats()(ajv);
    validators.set(allErrors, (validator = ajv.compile(exportSchema)));
  }
  return validator;
}

/** The largest import accepted (the zip as uploaded). */
export const IMPORT_MAX_BYTES = () => Number(process.env.IMPORT_MAX_BYTES) || 2 * 1024 * 1024 * 1024;

/**
 * The largest family.json read (decision record 227): it is parsed whole, and parsed JSON takes
 * several times its bytes, so this stays far below the server's memory. 32 MiB holds a family
 * with tens of thousands of photos and years of audit log.
 */
export const IMPORT_JSON_MAX_BYTES = () => Number(process.env.IMPORT_JSON_MAX_BYTES) || 32 * 1024 * 1024;
/** What JSON.parse may build from it (jsonShape): a real export has one value per ~20 bytes. */
const JSON_MAX_CONTAINERS = 1_000_000;
const JSON_MAX_VALUES = 4_000_000;
/** Up to this many containers every schema problem is listed; above, the first one. */
const LIST_ALL_ERRORS_UP_TO = 20_000;

export const IMPORT_MSG = {
  notOwner: "Only the owner of a new, empty family can import a family export",
  notEmpty: "Import into a new, empty family: sign up with a new account (create a family), then import. This family already has other members or content.",
  noFile: "Please choose a family export (.zip) to import",
  notZip: "This file is not a zip archive. Please choose the .zip downloaded with Export family.",
  noFamilyJson: "family.json is missing: this is not a Kindred family export",
  personal: "This is a personal export; only a family export (Admin tab, Export family) can be imported",
  already: "This export has already been imported on this server",
};

const mib = (n: number) => `${(n / 1024 / 1024).toFixed(n < 10 * 1024 * 1024 ? 1 : 0)} MiB`;
function jsonTooLarge(size: number, max: number): string {
  return `family.json is ${mib(size)}; this server imports a family.json of at most ${mib(max)}`;
}

/** 400 with everything wrong in the archive (each problem also in `errors`). */
function broken(problems: string[], total = problems.length): HttpError {
  const shown = problems.slice(0, 10);
  const more = total > shown.length ? ` (and ${total - shown.length} more)` : "";
  return new HttpError(
    400,
    `The archive is not a valid family export: ${shown.join("; ")}${more}`,
    shown.map((message) => ({ field: "file", message })),
  );
}

// ---- The archive's content (family.json) ----

type Id = number;
type Ex = {
  format: string;
  version: number;
  kind: string;
  exportId: string;
  exportedAt: string;
  source: { origin: string };
  family: {
    name: string;
    description: string;
    settings: Record<string, boolean | string>;
  };
  members: { id: Id; name: string; email: string; role: string; createdAt: string }[];
  announcements: { id: Id; authorId: Id | null; authorName: string; title: string; content: string; pinned: boolean; status: "published" | "pending" | "rejected"; reviewFeedback: string | null; reviewedByName: string | null; reviewedAt: string | null; createdAt: string; updatedAt: string }[];
  events: {
    id: Id;
    title: string;
    description: string;
    eventDate: string;
    location: string;
    /** Version 3: a series' RRULE and zone (absent or null: one date). */
    recurrence?: string | null;
    timeZone?: string | null;
    createdBy: Id | null;
    createdAt: string;
    updatedAt: string;
    /** occurrence (version 3): the date of a series answered for (its original start), "" for a one-date event. */
    rsvps: { userId: Id; attending: boolean; guestCount: number; comments: string; occurrence?: string; updatedAt: string }[];
    /** Version 2: answers given through guest links. */
    guestRsvps?: { linkId: Id; name: string; attending: boolean; guestCount: number; comments: string; updatedAt: string }[];
    signupItems: {
      id: Id;
      name: string;
      note: string;
      quantity: number;
      createdBy: Id | null;
      createdAt: string;
      claims: { userId: Id; quantity: number; note: string; createdAt: string }[];
      /** Version 2: places taken through guest links. */
      guestClaims?: { linkId: Id; name: string; quantity: number; note: string; createdAt: string }[];
    }[];
  }[];
  birthdays: { userId: Id | null; createdBy: Id | null; name: string; month: number; day: number; isManual: boolean; createdAt: string }[];
  directory: { name: string; phone: string; email: string; comments: string; createdBy: Id | null; createdAt: string; updatedAt: string }[];
  trip: {
    reunion: { location: string; startDate: string | null; endDate: string | null; description: string; bookingUrl: string | null; updatedAt: string } | null;
    activities: { name: string; description: string; date: string; time: string; costCents: number; location: string; createdBy: Id | null; createdAt: string }[];
  };
  surveys: {
    title: string;
    description: string;
    status: "active" | "closed";
    hasLogic: boolean;
    createdBy: Id | null;
    createdAt: string;
    questions: { id: Id; position: number; question: string; questionType: "multiple_choice" | "text" | "yes_no" | "rating"; options: unknown[]; required: boolean; conditionQuestionId: Id | null; conditionAnswer: string | null; conditionType: "show_if" | "hide_if" | null }[];
    responses: { userId: Id; createdAt: string; submittedAt: string; answers: { questionId: Id; answer: string }[] }[];
  }[];
  campaigns: {
    title: string;
    description: string;
    goalCents: number;
    status: "live" | "closed";
    visibility: "family" | "admins";
    showDonorNames: boolean;
    showProgressDetails: boolean;
    createdBy: Id | null;
    createdByName: string;
    createdAt: string;
    updatedAt: string;
    closedAt: string | null;
    entries: { entryType: "pledge" | "collected"; amountCents: number; payerName: string; memo: string; source: "manual" | "card"; enteredBy: Id | null; enteredByName: string; enteredAt: string }[];
  }[];
  albums: { id: Id; name: string; description: string; isDefault: boolean; createdBy: Id | null; createdByName: string; createdAt: string }[];
  photos: ({
    id: Id;
    albumId: Id;
    title: string;
    description: string;
    uploadedBy: Id | null;
    uploadedByName: string;
    imageUrl: string | null;
    file: string | null;
    bytes: number | null;
    createdAt: string;
  } & PhotoReactions)[];
  auditLog: { action: string; actorUserId: Id | null; actorName: string; targetType: string; targetId: string | null; details: string; timestamp: string }[];
  /** Version 3 (issue 41): a series' changed and cancelled dates. */
  eventExceptions?: {
    id: Id;
    eventId: Id;
    occurrence: string;
    cancelled: boolean;
    eventDate: string | null;
    title: string | null;
    description: string | null;
    location: string | null;
    updatedAt: string;
  }[];
  /** Version 2 (issue 38). */
  guestLinks?: {
    id: Id;
    kind: "album" | "event" | "signups";
    targetId: Id;
    label: string;
    allowUpload: boolean;
    expiresAt: string;
    revokedAt: string | null;
    uses: number;
    createdBy: Id | null;
    createdByName: string;
    createdAt: string;
  }[];
};

/** Every reference between records points at a record of the export; every photo file is there. */
function checkReferences(ex: Ex, zip: ZipReader): { list: string[]; total: number } {
  // At most 100 kept (10 are shown), all counted: a hostile archive cannot fill memory with messages.
  const problems = {
    list: [] as string[],
    total: 0,
    push(message: string) {
      this.total++;
      if (this.list.length < 100) this.list.push(message);
    },
  };
  const members = new Set<Id>();
  const emails = new Set<string>();
  for (const m of ex.members) {
    if (members.has(m.id)) problems.push(`member id ${m.id} appears twice`);
    members.add(m.id);
    const email = m.email.trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+$/.test(email)) problems.push(`member ${m.id} has an invalid email`);
    if (emails.has(email)) problems.push(`the email ${email} appears twice`);
    emails.add(email);
  }
  if (!ex.members.some((m) => m.role === "owner")) problems.push("the family has no owner");
  const member = (id: Id | null, where: string) => {
    if (id !== null && !members.has(id)) problems.push(`${where} refers to member ${id}, who is not in the export`);
  };
  for (const a of ex.announcements) member(a.authorId, `announcement ${a.id}`);
  // Series (version 3): a rule this server reads, in a zone it knows; each answer once per person
  // and date, for a date of a series or for "" (a one-date event); each changed date once, of a series.
  const series = new Set<Id>();
  const eventIdsSeen = new Set<Id>();
  const isIsoUtc = (v: string) => parseOccurrence(v) === v;
  for (const e of ex.events) {
    if (eventIdsSeen.has(e.id)) problems.push(`event id ${e.id} appears twice`);
    eventIdsSeen.add(e.id);
    if (e.recurrence !== undefined && e.recurrence !== null) {
      if (!e.timeZone || !isTimeZone(e.timeZone)) problems.push(`event ${e.id} repeats without a known time zone (${JSON.stringify(e.timeZone ?? null)})`);
      else {
        try {
          normalizeRule(e.recurrence, e.timeZone, e.eventDate); // stored as written: the other server normalised it
          series.add(e.id);
        } catch {
          problems.push(`event ${e.id} has a repeat rule this server does not read`);
        }
      }
    }
  }
  for (const e of ex.events) {
    member(e.createdBy, `event ${e.id}`);
    const answered = new Set<string>();
    for (const r of e.rsvps) {
      member(r.userId, `an RSVP of event ${e.id}`);
      const occurrence = r.occurrence ?? "";
      if (e.recurrence && !occurrence) problems.push(`an RSVP of event ${e.id} does not say which date of the series it is for`);
      else if (!e.recurrence && occurrence) problems.push(`an RSVP of event ${e.id} is for the date ${occurrence}, but the event does not repeat`);
      else if (occurrence && !isIsoUtc(occurrence)) problems.push(`an RSVP of event ${e.id} is for ${JSON.stringify(occurrence)}, which is not a date`);
      const key = `${r.userId} ${occurrence}`;
      if (answered.has(key)) problems.push(`member ${r.userId} answers event ${e.id}${occurrence ? ` on ${occurrence}` : ""} twice`);
      answered.add(key);
    }
    for (const i of e.signupItems) {
      member(i.createdBy, `sign-up item ${i.id}`);
      for (const c of i.claims) member(c.userId, `a claim of sign-up item ${i.id}`);
    }
  }
  // Each account's own birthday once (the unique index of decision record 265).
  const ownBirthday = new Set<Id>();
  for (const b of ex.birthdays) {
    member(b.userId, `birthday ${b.name}`);
    member(b.createdBy, `birthday ${b.name}`);
    if (b.userId !== null && ownBirthday.has(b.userId)) problems.push(`member ${b.userId} has two birthdays of their own`);
    if (b.userId !== null) ownBirthday.add(b.userId);
  }
  for (const s of ex.surveys) {
    const questions = new Set(s.questions.map((q) => q.id));
    for (const q of s.questions) if (q.conditionQuestionId !== null && !questions.has(q.conditionQuestionId)) problems.push(`survey "${s.title}": a question's logic refers to a missing question`);
    for (const r of s.responses) {
      member(r.userId, `a response to survey "${s.title}"`);
      for (const a of r.answers) if (!questions.has(a.questionId)) problems.push(`survey "${s.title}": an answer refers to a missing question`);
    }
  }
  for (const c of ex.campaigns) for (const e of c.entries) member(e.enteredBy, `an entry of campaign "${c.title}"`);
  const eventIds = eventIdsSeen;
  const changed = new Set<string>();
  for (const x of ex.eventExceptions ?? []) {
    if (!eventIds.has(x.eventId)) problems.push(`event exception ${x.id} refers to event ${x.eventId}, which is not in the export`);
    else if (!series.has(x.eventId)) problems.push(`event exception ${x.id} refers to event ${x.eventId}, which does not repeat`);
    if (!isIsoUtc(x.occurrence)) problems.push(`event exception ${x.id} is for ${JSON.stringify(x.occurrence)}, which is not a date`);
    const key = `${x.eventId} ${x.occurrence}`;
    if (changed.has(key)) problems.push(`event ${x.eventId} has two exceptions for ${x.occurrence}`);
    changed.add(key);
  }
  // Guest links (version 2): each points at an album or event of the export; answers and claims at a link.
  const links = new Set<Id>();
  const albumIdsOf = new Set(ex.albums.map((a) => a.id));
  for (const l of ex.guestLinks ?? []) {
    links.add(l.id);
    member(l.createdBy, `guest link ${l.id}`);
    if (l.kind === "album" ? !albumIdsOf.has(l.targetId) : !eventIds.has(l.targetId)) problems.push(`guest link ${l.id} opens ${l.kind} ${l.targetId}, which is not in the export`);
  }
  for (const e of ex.events) {
    for (const r of e.guestRsvps ?? []) if (!links.has(r.linkId)) problems.push(`a guest answer to event ${e.id} refers to guest link ${r.linkId}, which is not in the export`);
    for (const i of e.signupItems) for (const c of i.guestClaims ?? []) if (!links.has(c.linkId)) problems.push(`a guest's place on sign-up item ${i.id} refers to guest link ${c.linkId}, which is not in the export`);
  }
  const albums = new Set<Id>();
  const albumNames = new Set<string>();
  for (const a of ex.albums) {
    albums.add(a.id);
    const key = a.name.trim().toLowerCase();
    if (albumNames.has(key)) problems.push(`the album name "${a.name}" appears twice`);
    albumNames.add(key);
  }
  for (const p of ex.photos) {
    if (!albums.has(p.albumId)) problems.push(`photo ${p.id} is in album ${p.albumId}, which is not in the export`);
    member(p.uploadedBy, `photo ${p.id}`);
    for (const h of p.hearts) member(h.userId, `a heart on photo ${p.id}`);
    if (p.file === null) {
      if (!p.imageUrl) problems.push(`photo ${p.id} has neither a file nor a link`);
      continue;
    }
    const entry = zip.entries.get(p.file);
    if (!entry) problems.push(`${p.file} (photo ${p.id}) is missing from the archive`);
    else if (p.bytes !== null && entry.uncompressedSize !== p.bytes) problems.push(`${p.file} is ${entry.uncompressedSize} bytes, family.json says ${p.bytes}`);
  }
  return problems;
}

// ---- Receiving the upload ----

/** The zip from the request (multipart field `file`, or the body itself) as a scratch file. */
async function receiveZip(request: Request): Promise<{ file: string; cleanup: () => Promise<void> }> {
  const type = request.headers.get("Content-Type") ?? "";
  const max = IMPORT_MAX_BYTES();
  if (type.startsWith("multipart/form-data")) {
    const upload = await readUpload(request, { fileField: "file", maxFileBytes: max });
    if (!upload.file || upload.file.bytes === 0) {
      await upload.cleanup();
      throw badRequest(IMPORT_MSG.noFile);
    }
    return { file: upload.file.path, cleanup: upload.cleanup };
  }
  if (!request.body) throw badRequest(IMPORT_MSG.noFile);
  const file = path.join(scratchDir(), `import-${randomBytes(16).toString("hex")}.zip`);
  const cleanup = () => fs.promises.rm(file, { force: true });
  try {
    await pipeline(Readable.fromWeb(request.body as NodeReadableStream), byteLimit(max), fs.createWriteStream(file, { flags: "wx" }));
  } catch (error) {
    await cleanup();
    if (error instanceof StorageLimitError) throw fileTooLarge(max);
    throw error;
  }
  if (fs.statSync(file).size === 0) {
    await cleanup();
    throw badRequest(IMPORT_MSG.noFile);
  }
  return { file, cleanup };
}

export type ImportResult = {
  family: { name: string };
  members: number;
  invitations: number;
  photos: number;
  announcements: number;
  events: number;
  surveys: number;
  campaigns: number;
  /** Members whose email already has an account here: kept by name, no invitation sent. */
  not_invited: string[];
};

/** POST /api/family/import and the import page. */
export async function importFamilyFromRequest(actor: Actor, request: Request): Promise<ImportResult> {
  // Taken before the work (decision record 225): per account and per address, 429 with Retry-After.
  const limits = importLimits();
  await hitEach([
    [limits.perAccount, String(actor.userId)],
    [limits.perAddress, clientAddress()],
  ]);
  await assertCanImport(actor);
  const { file, cleanup } = await receiveZip(request);
  try {
    return await importFamilyFile(actor, file);
  } finally {
    await cleanup();
  }
}

/** The owner of a family with no one else in it and nothing posted yet. */
export async function assertCanImport(actor: Actor): Promise<void> {
  if (actor.role !== "owner") throw forbidden(IMPORT_MSG.notOwner);
  if (!(await isEmptyFamily(actor.familyId))) throw new HttpError(409, IMPORT_MSG.notEmpty);
}

// Whether anyone but the owner or anything is in the family, in one statement (the Admin tab asks on
// every visit of an owner; decision record 271).
const POSTED_IN = ["events", "photos", "announcements", "surveys", "campaigns"] as const;
const IS_EMPTY_SQL = `select case when (select count(*) from (select 1 from users where family_id = +? limit 2) two) > 1
    ${POSTED_IN.map((t) => `or exists (select 1 from ${t} where family_id = +?)`).join("\n    ")}
  then 0 else 1 end as empty`;

// Kept per family (record 278): every table it reads is under the version triggers. Inside the
// import's transaction it is read afresh (nothing is kept or reused there).
export async function isEmptyFamily(familyId: number): Promise<boolean> {
  const { empty } = await keptRows(familyId, "family:empty", Date.now(), async () => {
    const row = await queryOne<{ empty: number }>(IS_EMPTY_SQL, familyId, ...POSTED_IN.map(() => familyId));
    return { empty: Number(row?.empty) === 1 };
  });
  return empty;
}

const describeAjv = (e: ErrorObject) => `family.json${e.instancePath.replace(/\//g, ".") || ""} ${e.message ?? "is invalid"}`;

export async function importFamilyFile(actor: Actor, file: string): Promise<ImportResult> {
  let zip: ZipReader;
  try {
    zip = await openZip(file, { maxEntries: 500_000 });
  } catch {
    throw badRequest(IMPORT_MSG.notZip);
  }
  const stored: string[] = [];
  try {
    // ---- 1. Check everything ----
    const jsonEntry = zip.entries.get("family.json");
    if (!jsonEntry) throw badRequest(zip.entries.has("me.json") ? IMPORT_MSG.personal : IMPORT_MSG.noFamilyJson);
    const maxJson = IMPORT_JSON_MAX_BYTES();
    if (jsonEntry.uncompressedSize > maxJson) throw new HttpError(413, jsonTooLarge(jsonEntry.uncompressedSize, maxJson));
    let bytes: Buffer | undefined = await readEntryBuffer(zip, jsonEntry, maxJson);
    const shape = jsonShape(bytes);
    if (shape.containers > JSON_MAX_CONTAINERS || shape.values > JSON_MAX_VALUES) {
      throw new HttpError(413, `family.json holds more records than this server imports (${shape.values} values, at most ${JSON_MAX_VALUES})`);
    }
    let ex: Ex;
    try {
      ex = JSON.parse(bytes.toString("utf8")) as Ex;
    } catch {
      throw broken(["family.json is not valid JSON"]);
    }
    bytes = undefined;
    if (ex?.format !== EXPORT_FORMAT) throw broken([`family.json has format ${JSON.stringify(ex?.format)}, not "${EXPORT_FORMAT}"`]);
    if (!READABLE_VERSIONS.includes(ex.version)) throw broken([`family.json is format version ${JSON.stringify(ex.version)}; this server reads versions ${readableVersionsText()}`]);
    if (ex.kind === "personal") throw badRequest(IMPORT_MSG.personal);
    if (!validateExport(false)(ex)) {
      const all = shape.containers <= LIST_ALL_ERRORS_UP_TO ? validateExport(true) : validateExport(false);
      all(ex);
      throw broken((all.errors ?? []).map(describeAjv));
    }
    const problems = checkReferences(ex, zip);
    if (problems.total > 0) throw broken(problems.list, problems.total);

    const again = await first(db().select({ id: schema.familyImports.id }).from(schema.familyImports).where(eq(schema.familyImports.exportId, ex.exportId)).limit(1));
    if (again) throw new HttpError(409, IMPORT_MSG.already);

    const family = await first(db().select().from(schema.families).where(eq(schema.families.id, actor.familyId)).limit(1));
    const plan = PLANS[family!.subscriptionTier];
    const counts = {
      members: ex.members.length,
      photos: ex.photos.length,
      surveys: ex.surveys.length,
      events: ex.events.length,
    };
    const over = (Object.keys(counts) as (keyof typeof counts)[]).filter((k) => !withinLimit(plan.limits[k], counts[k] - 1));
    if (over.length > 0) {
      const what = over.map((k) => `${counts[k]} ${k} (the ${plan.label} plan allows ${plan.limits[k]})`).join(", ");
      throw new HttpError(403, `This family is over the ${plan.label} plan of this server: ${what}. Upgrade the plan in the Plan tab, then import again.`);
    }

    // ---- 2. Photos: decoded, re-stored, re-thumbnailed (no transaction held) ----
    const photoFiles = new Map<Id, Awaited<ReturnType<typeof storeImageFile>>>();
    for (const p of ex.photos) {
      if (!p.file) continue;
      const scratch = path.join(scratchDir(), `import-photo-${randomBytes(12).toString("hex")}`);
      try {
        await pipeline(await zip.open(zip.entries.get(p.file)!), fs.createWriteStream(scratch, { flags: "wx" }));
        photoFiles.set(p.id, await storeImageFile(scratch, stored));
      } catch (error) {
        if (error instanceof HttpError) throw broken([`${p.file} (photo ${p.id}): ${error.message}`]);
        throw error;
      } finally {
        await fs.promises.rm(scratch, { force: true });
      }
    }

    // ---- 3. One transaction ----
    const result = await withTransaction((tx) => writeFamily(tx, actor, ex, photoFiles));
    return result;
  } catch (error) {
    await removeStored(stored);
    throw error;
  } finally {
    zip.close();
  }
}

async function writeFamily(tx: Tx, actor: Actor, ex: Ex, photoFiles: Map<Id, Awaited<ReturnType<typeof storeImageFile>>>): Promise<ImportResult> {
  // Checked again inside the transaction: two imports at once cannot both pass. On SQLite the
  // writer lock serialises them; on PostgreSQL the family's row lock (two imports into one family)
  // and a lock on the export's id (one export into two families) do.
  await lockFamily(tx, actor.familyId);
  await lockName(tx, `family-import:${ex.exportId}`);
  if (await first(tx.select({ id: schema.familyImports.id }).from(schema.familyImports).where(eq(schema.familyImports.exportId, ex.exportId)).limit(1))) {
    throw new HttpError(409, IMPORT_MSG.already);
  }
  const others = (await first(tx.select({ n: count() }).from(schema.users).where(and(eq(schema.users.familyId, actor.familyId), ne(schema.users.id, actor.userId)))))!.n;
  if (others > 0) throw new HttpError(409, IMPORT_MSG.notEmpty);

  const familyId = actor.familyId;
  const s = ex.family.settings;
  await tx.update(schema.families).set({ name: ex.family.name, description: ex.family.description }).where(eq(schema.families.id, familyId));
  await tx
    .insert(schema.familySettings)
    .values({ familyId })
    .onConflictDoNothing();
  await tx
    .update(schema.familySettings)
    .set({
      allowAllUsersCreateEvents: s.allowAllUsersCreateEvents === true,
      allowAllUsersAddPhotos: s.allowAllUsersAddPhotos === true,
      showSubscriptionToMembers: s.showSubscriptionToMembers === true,
      showDailyInspiration: s.showDailyInspiration === true,
      enableEmailNotifications: s.enableEmailNotifications === true,
      adminsCanExport: s.adminsCanExport === true,
      timeZone: typeof s.timeZone === "string" ? s.timeZone : "UTC",
    })
    .where(eq(schema.familySettings.familyId, familyId));

  // Members: the importer takes the place of the member with their email, else of the owner.
  const mine = ex.members.find((m) => m.email.trim().toLowerCase() === actor.email.toLowerCase()) ?? ex.members.find((m) => m.role === "owner")!;
  const userIds = new Map<Id, number>([[mine.id, actor.userId]]);
  const emails = ex.members.filter((m) => m !== mine).map((m) => m.email.trim().toLowerCase());
  const taken = new Set(
    emails.length ? (await tx.select({ email: schema.users.email }).from(schema.users).where(inArray(schema.users.email, emails))).map((r) => r.email) : [],
  );
  const invitations: { to: string; name: string; token: string }[] = [];
  const notInvited: string[] = [];
  for (const m of ex.members) {
    if (m === mine) continue;
    const email = m.email.trim().toLowerCase();
    const free = !taken.has(email);
    const role = m.role === "owner" || m.role === "super_admin" ? "admin" : (m.role as "admin" | "member" | "guest");
    const [row] = await tx
      .insert(schema.users)
      .values({
        familyId,
        name: m.name,
        // A place whose email already has an account here keeps a placeholder address.
        email: free ? email : `claim-${randomBytes(8).toString("hex")}@placeholder.invalid`,
        username: email.split("@")[0]!,
        passwordHash: "", // no password until claimed: nobody can sign in to it
        role,
        createdAt: m.createdAt,
      })
      .returning({ id: schema.users.id });
    userIds.set(m.id, row!.id);
    if (free) {
      const token = newToken();
      await tx.insert(schema.memberClaims).values({ familyId, userId: row!.id, email, tokenHash: hashToken(token) });
      invitations.push({ to: email, name: m.name, token });
    } else {
      notInvited.push(email);
    }
  }
  const u = (id: Id | null | undefined) => (id === null || id === undefined ? null : (userIds.get(id) ?? null));

  for (const a of ex.announcements) {
    await tx.insert(schema.announcements).values({ familyId, ...importedFields(a, FIELDS.announcements, u) });
  }
  // Guests' answers and places wait for their links, which are written once the albums are.
  const eventIdMap = new Map<Id, number>();
  const guestRsvps: { eventId: number; r: NonNullable<Ex["events"][number]["guestRsvps"]>[number] }[] = [];
  const guestClaims: { eventId: number; itemId: number; c: NonNullable<Ex["events"][number]["signupItems"][number]["guestClaims"]>[number] }[] = [];
  for (const e of ex.events) {
    const [ev] = await tx
      .insert(schema.events)
      .values({ familyId, ...importedFields(e, FIELDS.events, u) })
      .returning({ id: schema.events.id });
    eventIdMap.set(e.id, ev!.id);
    for (const r of e.guestRsvps ?? []) guestRsvps.push({ eventId: ev!.id, r });
    for (const r of e.rsvps) {
      await tx
        .insert(schema.rsvps)
        .values({ eventId: ev!.id, userId: u(r.userId)!, attending: r.attending, guestCount: r.guestCount, comments: r.comments, occurrence: r.occurrence ?? "", updatedAt: r.updatedAt });
    }
    for (const i of e.signupItems) {
      const [item] = await tx
        .insert(schema.signupItems)
        .values({ familyId, eventId: ev!.id, ...importedFields(i, FIELDS.signupItems, u) })
        .returning({ id: schema.signupItems.id });
      for (const c of i.claims) {
        await tx.insert(schema.signupClaims).values({ familyId, eventId: ev!.id, itemId: item!.id, userId: u(c.userId)!, quantity: c.quantity, note: c.note, createdAt: c.createdAt });
      }
      for (const c of i.guestClaims ?? []) guestClaims.push({ eventId: ev!.id, itemId: item!.id, c });
    }
  }
  // A series' changed and cancelled dates (version 3), keyed by their original start as stored.
  for (const x of ex.eventExceptions ?? []) {
    await tx.insert(schema.eventExceptions).values({ familyId, eventId: eventIdMap.get(x.eventId)!, occurrence: x.occurrence, ...importedFields(x, FIELDS.eventExceptions, u) });
  }
  for (const b of ex.birthdays) {
    await tx.insert(schema.birthdays).values({ familyId, ...importedFields(b, FIELDS.birthdays, u) });
  }
  for (const d of ex.directory) {
    await tx.insert(schema.directoryEntries).values({ familyId, ...importedFields(d, FIELDS.directory, u) });
  }
  if (ex.trip.reunion) {
    const r = ex.trip.reunion;
    const values = { location: r.location, startDate: r.startDate, endDate: r.endDate, description: r.description, bookingUrl: r.bookingUrl, updatedAt: r.updatedAt };
    await tx.insert(schema.reunionDetails).values({ familyId, ...values }).onConflictDoUpdate({ target: schema.reunionDetails.familyId, set: values });
  }
  for (const a of ex.trip.activities) {
    await tx.insert(schema.activities).values({ familyId, ...importedFields(a, FIELDS.activities, u) });
  }
  for (const sv of ex.surveys) {
    const [survey] = await tx
      .insert(schema.surveys)
      .values({ familyId, ...importedFields(sv, FIELDS.surveys, u) })
      .returning({ id: schema.surveys.id });
    const qIds = new Map<Id, number>();
    for (const q of [...sv.questions].sort((a, b) => a.position - b.position)) {
      const [row] = await tx
        .insert(schema.surveyQuestions)
        .values({ surveyId: survey!.id, position: q.position, question: q.question, questionType: q.questionType, options: JSON.stringify(q.options), required: q.required, conditionAnswer: q.conditionAnswer, conditionType: q.conditionType })
        .returning({ id: schema.surveyQuestions.id });
      qIds.set(q.id, row!.id);
    }
    for (const q of sv.questions) {
      if (q.conditionQuestionId !== null) {
        await tx.update(schema.surveyQuestions).set({ conditionQuestionId: qIds.get(q.conditionQuestionId)! }).where(eq(schema.surveyQuestions.id, qIds.get(q.id)!));
      }
    }
    for (const r of sv.responses) {
      const [resp] = await tx
        .insert(schema.surveyResponses)
        .values({ surveyId: survey!.id, userId: u(r.userId)!, createdAt: r.createdAt, submittedAt: r.submittedAt })
        .returning({ id: schema.surveyResponses.id });
      if (r.answers.length) {
        await tx.insert(schema.surveyAnswers).values(r.answers.map((a) => ({ responseId: resp!.id, surveyId: survey!.id, questionId: qIds.get(a.questionId)!, answer: a.answer })));
      }
    }
  }
  for (const c of ex.campaigns) {
    const [camp] = await tx
      .insert(schema.campaigns)
      .values({ familyId, ...importedFields(c, FIELDS.campaigns, u) })
      .returning({ id: schema.campaigns.id });
    for (const e of c.entries) {
      await tx.insert(schema.campaignEntries).values({ familyId, campaignId: camp!.id, ...importedFields(e, FIELDS.campaignEntries, u) });
    }
  }
  // Albums: the default album ("general") is the family's own, if it exists already.
  const albumIds = new Map<Id, number>();
  for (const a of ex.albums) {
    const nameKey = a.name.trim().toLowerCase();
    const existing = await first(tx.select({ id: schema.albums.id }).from(schema.albums).where(and(eq(schema.albums.familyId, familyId), eq(schema.albums.nameKey, nameKey))).limit(1));
    if (existing) {
      albumIds.set(a.id, existing.id);
      continue;
    }
    const [row] = await tx
      .insert(schema.albums)
      .values({ familyId, nameKey, ...importedFields(a, FIELDS.albums, u) })
      .returning({ id: schema.albums.id });
    albumIds.set(a.id, row!.id);
  }
  for (const p of ex.photos) {
    const stored = photoFiles.get(p.id);
    const [row] = await tx
      .insert(schema.photos)
      .values({
        familyId,
        albumId: albumIds.get(p.albumId)!,
        ...importedFields(p, FIELDS.photos, u),
        imageUrl: stored ? null : p.imageUrl,
        ...(stored ?? {}),
        createdAt: p.createdAt,
      })
      .returning({ id: schema.photos.id });
    if (p.hearts.length) await tx.insert(schema.photoHearts).values(p.hearts.map((h) => ({ photoId: row!.id, userId: u(h.userId)!, createdAt: h.createdAt })));
    for (const c of p.comments) await tx.insert(schema.photoComments).values({ photoId: row!.id, ...importedFields(c, FIELDS.photoComments, u) });
  }
  // Guest links (version 2): their addresses cannot move (the token is derived from the old
  // server's key), so each arrives revoked, holding what guests gave through it; make new ones.
  const linkIds = new Map<Id, number>();
  const importedAt = new Date().toISOString();
  for (const l of ex.guestLinks ?? []) {
    const targetId = l.kind === "album" ? albumIds.get(l.targetId) : eventIdMap.get(l.targetId);
    const seed = randomBytes(32).toString("base64url");
    const [row] = await tx
      .insert(schema.guestLinks)
      .values({
        familyId,
        kind: l.kind,
        targetId: targetId!,
        label: l.label,
        tokenHash: hashToken(`imported:${seed}`),
        tokenSeed: seed,
        allowUpload: l.allowUpload,
        expiresAt: l.expiresAt,
        revokedAt: l.revokedAt ?? importedAt,
        uses: l.uses,
        createdBy: u(l.createdBy),
        createdByName: l.createdByName,
        createdAt: l.createdAt,
      })
      .returning({ id: schema.guestLinks.id });
    linkIds.set(l.id, row!.id);
  }
  for (const { eventId, r } of guestRsvps) {
    await tx.insert(schema.guestRsvps).values({
      familyId,
      eventId,
      linkId: linkIds.get(r.linkId)!,
      // The browser that answered is not carried: a random key no browser holds.
      browserHash: hashToken(randomBytes(32).toString("base64url")),
      name: r.name,
      attending: r.attending,
      guestCount: r.guestCount,
      comments: r.comments,
      updatedAt: r.updatedAt,
    });
  }
  for (const { eventId, itemId, c } of guestClaims) {
    await tx.insert(schema.guestClaims).values({ familyId, eventId, itemId, linkId: linkIds.get(c.linkId)!, name: c.name, quantity: c.quantity, note: c.note, createdAt: c.createdAt });
  }
  for (const a of ex.auditLog) {
    await tx.insert(schema.auditLogs).values({ familyId, ...importedFields(a, FIELDS.auditLog, u) });
  }
  await tx.insert(schema.familyImports).values({ exportId: ex.exportId, familyId, importedBy: actor.userId, sourceOrigin: ex.source.origin, exportedAt: ex.exportedAt });
  await recordAudit(
    actor,
    "family_import",
    "family",
    `Imported the family "${ex.family.name}" from ${ex.source.origin} (export ${ex.exportId}, made ${ex.exportedAt}): ${ex.members.length} members, ${ex.photos.length} photos`,
    familyId,
  );
  const origin = env().APP_ORIGIN;
  // In the family's default language (issue 40): the new places have no language of their own yet.
  const settingsRow = await first(tx.select({ language: schema.familySettings.language }).from(schema.familySettings).where(eq(schema.familySettings.familyId, familyId)).limit(1));
  const { t } = serverTranslator(recipientLanguage(null, settingsRow?.language));
  await enqueueMail(
    invitations.map((i) => {
      const values = { family: ex.family.name, name: i.name, importer: actor.name, origin };
      return {
        to: i.to,
        subject: t("Your place in {family} has moved to a new Kindred server", values),
        text:
          `${t("Hello {name},", values)}\n\n${t('{importer} has moved the family "{family}" to {origin}.', values)}\n` +
          `${t("Your role, posts, RSVPs and photos came along. Claim your place (choose a password) here:")}\n\n${origin}/claim/${i.token}\n\n` +
          `${t("If you did not expect this email, you can ignore it.")}\n`,
      };
    }),
  );
  return {
    family: { name: ex.family.name },
    members: ex.members.length,
    invitations: invitations.length,
    photos: ex.photos.length,
    announcements: ex.announcements.length,
    events: ex.events.length,
    surveys: ex.surveys.length,
    campaigns: ex.campaigns.length,
    not_invited: notInvited,
  };
}
