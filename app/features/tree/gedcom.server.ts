// GEDCOM import and export against the database (issue 42, decision 257). The file is read and
// checked whole (gedcom.ts), then checked against the family's tree (matches, at most two birth
// parents, nobody their own ancestor); only then is everything written in one transaction.
import { eq } from "drizzle-orm";
import { db, schema, withTransaction } from "~/lib/db.server";
import { HttpError, badRequest, readBodyBytes } from "~/lib/http.server";
import { fileTooLarge, readUpload } from "~/lib/upload.server";
import { authorize } from "~/lib/guard.server";
import { recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import fs from "node:fs";
import { GEDCOM_LIMITS, GedcomError, readGedcom, writeGedcom, type ExportModel, type GedModel } from "./gedcom";
import { PEOPLE_LIMIT, hiddenFrom, loadFamilyTree, present } from "./tree.server";
import { yearOf } from "./dates";

export const GEDCOM_MSG = {
  noFile: "Please choose a GEDCOM file (.ged)",
  badMatch: "match must be a JSON object of GEDCOM ids and person ids, e.g. {\"@I1@\": 12}",
} as const;

export type ImportAnswer = {
  dry_run: boolean;
  people: number;
  families: number;
  parent_links: number;
  partner_links: number;
  matched: number;
  warnings: string[];
  look_alikes: { gedcom_id: string; name: string; person_id: number; person_name: string }[];
};

/** The file from the request: the body itself, or the multipart field `file`; capped. */
export async function receiveGedcom(request: Request): Promise<{ bytes: Uint8Array; fields: Record<string, string | string[]> }> {
  const type = request.headers.get("Content-Type") ?? "";
  if (type.startsWith("multipart/form-data")) {
    const upload = await readUpload(request, { fileField: "file", maxFileBytes: GEDCOM_LIMITS.maxBytes });
    try {
      if (!upload.file || upload.file.bytes === 0) throw badRequest(GEDCOM_MSG.noFile);
      return { bytes: new Uint8Array(await fs.promises.readFile(upload.file.path)), fields: upload.fields };
    } finally {
      await upload.cleanup();
    }
  }
  let bytes: Uint8Array;
  try {
    bytes = await readBodyBytes(request, GEDCOM_LIMITS.maxBytes);
  } catch (error) {
    if (error instanceof HttpError && error.status === 413) throw fileTooLarge(GEDCOM_LIMITS.maxBytes);
    throw error;
  }
  if (bytes.byteLength === 0) throw badRequest(GEDCOM_MSG.noFile);
  return { bytes, fields: {} };
}

function parseMatch(raw: string | undefined): Map<string, number> {
  const out = new Map<string, number>();
  if (raw === undefined || raw.trim() === "") return out;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw badRequest(GEDCOM_MSG.badMatch);
  }
  if (!v || typeof v !== "object" || Array.isArray(v)) throw badRequest(GEDCOM_MSG.badMatch);
  for (const [k, id] of Object.entries(v as Record<string, unknown>)) {
    if (!/^@[^@\s]+@$/.test(k) || typeof id !== "number" || !Number.isInteger(id) || id < 1) throw badRequest(GEDCOM_MSG.badMatch);
    out.set(k, id);
  }
  return out;
}

const key = (given: string, surname: string) => `${given} ${surname}`.trim().toLowerCase().replace(/\s+/g, " ");

/** POST /api/family-tree/import and the import form: `dryRun` answers without writing. */
export async function importGedcom(actor: Actor, bytes: Uint8Array, opts: { dryRun: boolean; match?: string }): Promise<ImportAnswer> {
  authorize(actor, "tree.import", "Only the owner or an admin can import a GEDCOM file");
  let model: GedModel;
  try {
    model = readGedcom(bytes);
  } catch (error) {
    if (error instanceof GedcomError) throw new HttpError(400, error.message, [], {}, error.i18n);
    throw error;
  }
  const match = parseMatch(opts.match);
  const tree = await loadFamilyTree(actor.familyId);
  const fileIds = new Set(model.people.map((p) => p.xref));
  for (const [xref, id] of match) {
    if (!fileIds.has(xref)) throw new HttpError(400, `match: ${xref} is not a person in the file`, [], {}, { id: "match: {id} is not a person in the file", values: { id: xref } });
    if (!tree.rows.has(id)) throw new HttpError(400, `match: person ${id} is not in this family's tree`, [], {}, { id: "match: person {id} is not in this family's tree", values: { id } });
  }
  const added = model.people.filter((p) => !match.has(p.xref));
  if (tree.rows.size + added.length > PEOPLE_LIMIT) {
    const total = tree.rows.size + added.length;
    throw new HttpError(409, `A family tree holds at most ${PEOPLE_LIMIT.toLocaleString("en-US")} people; this import would make ${total}`, [], {}, {
      id: "A family tree holds at most {max, number} people; this import would make {total, number}",
      values: { max: PEOPLE_LIMIT, total },
    });
  }
  // Nodes: existing people by id, the file's new people by -(index + 1).
  const nodeOf = new Map<string, number>();
  added.forEach((p, i) => nodeOf.set(p.xref, -(i + 1)));
  for (const [xref, id] of match) nodeOf.set(xref, id);

  type Edge = { child: number; parent: number; kind: string; line: number };
  const edges: Edge[] = [];
  const partnerLinks: { a: number; b: number; kind: "married" | "partners"; start: string; end: string }[] = [];
  const seen = new Set<string>();
  for (const f of model.families) {
    const parents = f.partners.map((p) => nodeOf.get(p.xref)!);
    if (parents.length >= 2) {
      for (let i = 0; i + 1 < parents.length; i += 2) {
        partnerLinks.push({ a: parents[i]!, b: parents[i + 1]!, kind: f.married ? "married" : "partners", start: f.start, end: f.end });
      }
    }
    for (const c of f.children) {
      const childNode = nodeOf.get(c.xref)!;
      for (const p of parents) {
        const k = `${childNode}|${p}`;
        if (seen.has(k)) continue;
        seen.add(k);
        edges.push({ child: childNode, parent: p, kind: c.kind, line: c.line });
      }
    }
  }
  // At most two birth parents, counting those already in the tree.
  const birth = new Map<number, Set<number>>();
  for (const [child, list] of tree.graph.parents) birth.set(child, new Set(list.filter((p) => p.kind === "birth").map((p) => p.id)));
  for (const e of edges) {
    if (e.kind !== "birth") continue;
    const set = birth.get(e.child) ?? new Set<number>();
    set.add(e.parent);
    birth.set(e.child, set);
    if (set.size > 2) throw new HttpError(400, `Line ${e.line}: a person can have at most two birth parents`, [], {}, { id: "Line {line}: a person can have at most two birth parents", values: { line: e.line } });
  }
  // Nobody their own ancestor: Kahn's algorithm over child → parent edges, old and new.
  const up = new Map<number, number[]>();
  const indegree = new Map<number, number>();
  const addEdge = (child: number, parent: number) => {
    up.set(child, [...(up.get(child) ?? []), parent]);
    indegree.set(parent, (indegree.get(parent) ?? 0) + 1);
    if (!indegree.has(child)) indegree.set(child, 0);
  };
  for (const [child, list] of tree.graph.parents) for (const p of list) addEdge(child, p.id);
  for (const e of edges) addEdge(e.child, e.parent);
  const queue = [...indegree].filter(([, d]) => d === 0).map(([n]) => n);
  let done = 0;
  while (queue.length > 0) {
    const n = queue.pop()!;
    done++;
    for (const p of up.get(n) ?? []) {
      const d = indegree.get(p)! - 1;
      indegree.set(p, d);
      if (d === 0) queue.push(p);
    }
  }
  if (done < indegree.size) {
    const stuck = edges.find((e) => (indegree.get(e.child) ?? 0) > 0 && (indegree.get(e.parent) ?? 0) > 0);
    if (stuck) throw new HttpError(400, `Line ${stuck.line}: this would make a person their own ancestor`, [], {}, { id: "Line {line}: this would make a person their own ancestor", values: { line: stuck.line } });
    throw badRequest("this would make a person their own ancestor");
  }

  // Look-alikes: same name (and birth year when both have one) as someone already in the tree.
  const existing = new Map<string, { id: number; year: number | null; name: string }[]>();
  for (const r of tree.rows.values()) {
    const k = key(r.givenName, r.surname);
    if (!k) continue;
    existing.set(k, [...(existing.get(k) ?? []), { id: r.id, year: yearOf(r.birthDate), name: present(actor, r).name }]);
  }
  const look_alikes: ImportAnswer["look_alikes"] = [];
  for (const p of added) {
    for (const e of existing.get(key(p.given, p.surname)) ?? []) {
      const y = yearOf(p.birthDate);
      if (e.year !== null && y !== null && e.year !== y) continue;
      if (look_alikes.length < 200) look_alikes.push({ gedcom_id: p.xref, name: `${p.given} ${p.surname}`.trim(), person_id: e.id, person_name: e.name });
    }
  }
  const answer: ImportAnswer = {
    dry_run: opts.dryRun,
    people: added.length,
    families: model.families.length,
    parent_links: edges.length,
    partner_links: partnerLinks.length,
    matched: match.size,
    warnings: [`Read GEDCOM ${model.version} (${model.encoding})`, ...model.warnings],
    look_alikes,
  };
  if (opts.dryRun) return answer;

  await withTransaction(async (tx) => {
    const ids = new Map<number, number>();
    const P = schema.people;
    for (let i = 0; i < added.length; i += 400) {
      const batch = added.slice(i, i + 400);
      const rows = await tx
        .insert(P)
        .values(
          batch.map((p) => ({
            familyId: actor.familyId,
            createdBy: actor.userId,
            givenName: p.given,
            surname: p.surname,
            birthSurname: p.birthSurname,
            sex: p.sex,
            birthDate: p.birthDate,
            birthPlace: p.birthPlace,
            deathDate: p.deathDate,
            deathPlace: p.deathPlace,
            deceased: p.deceased || p.deathDate !== "",
            note: p.note,
          })),
        )
        .returning({ id: P.id });
      rows.forEach((r, j) => ids.set(-(i + j + 1), r.id));
    }
    const real = (n: number) => (n < 0 ? ids.get(n)! : n);
    const parentRows = edges.map((e) => ({ familyId: actor.familyId, childId: real(e.child), parentId: real(e.parent), kind: e.kind as "birth" }));
    for (let i = 0; i < parentRows.length; i += 500) {
      await tx.insert(schema.personParents).values(parentRows.slice(i, i + 500)).onConflictDoNothing();
    }
    const partnerRows = partnerLinks.map((l) => {
      const [a, b] = [real(l.a), real(l.b)].sort((x, y) => x - y) as [number, number];
      return { familyId: actor.familyId, personA: a, personB: b, kind: l.kind, startDate: l.start, endDate: l.end };
    }).filter((r) => r.personA !== r.personB);
    for (let i = 0; i < partnerRows.length; i += 500) {
      await tx.insert(schema.personPartners).values(partnerRows.slice(i, i + 500)).onConflictDoNothing();
    }
    await recordAudit(actor, "tree_import", "family_tree", `Imported a GEDCOM file: ${added.length} people, ${model.families.length} families, ${match.size} matched`);
  });
  return answer;
}

/** POST /api/family-tree/import: the file as the body or the multipart field `file`; ?dry_run=1, ?match=. */
export async function importGedcomFromRequest(actor: Actor, request: Request, url: URL): Promise<ImportAnswer> {
  authorize(actor, "tree.import", "Only the owner or an admin can import a GEDCOM file");
  const dry = url.searchParams.get("dry_run");
  if (dry !== null && !["1", "0", "true", "false"].includes(dry)) throw badRequest("dry_run must be 1 or 0");
  const { bytes, fields } = await receiveGedcom(request);
  const formMatch = typeof fields.match === "string" ? fields.match : undefined;
  return importGedcom(actor, bytes, { dryRun: dry === "1" || dry === "true", match: url.searchParams.get("match") ?? formMatch });
}

/** The family's tree as GEDCOM 7.0 text: guests' exports leave out living people's details. */
export async function exportGedcomText(actor: Actor): Promise<string> {
  const tree = await loadFamilyTree(actor.familyId);
  const ids = [...tree.rows.keys()];
  const model: ExportModel = { people: [], parents: [], partners: [] };
  for (const r of tree.rows.values()) {
    const hide = hiddenFrom(actor, r);
    const shown = present(actor, r);
    model.people.push(
      hide
        ? { id: r.id, given: "Living", surname: "", birthSurname: "", sex: r.sex, birthDate: "", birthPlace: "", deathDate: "", deathPlace: "", deceased: false, note: "" }
        : {
            id: r.id,
            given: r.givenName || (r.memberName ?? ""),
            surname: r.surname,
            birthSurname: r.birthSurname,
            sex: r.sex,
            birthDate: shown.birth.date,
            birthPlace: r.birthPlace,
            deathDate: r.deathDate,
            deathPlace: r.deathPlace,
            deceased: r.deceased || r.deathDate !== "",
            note: r.note,
          },
    );
  }
  model.people.sort((a, b) => a.id - b.id);
  for (const [child, list] of tree.graph.parents) for (const p of list) model.parents.push({ childId: child, parentId: p.id, kind: p.kind });
  if (ids.length > 0) {
    const PR = schema.personPartners;
    const partners = await db()
      .select({ personA: PR.personA, personB: PR.personB, kind: PR.kind, startDate: PR.startDate, endDate: PR.endDate })
      .from(PR)
      .where(eq(PR.familyId, actor.familyId));
    for (const p of partners) {
      const hidden = [p.personA, p.personB].some((x) => hiddenFrom(actor, tree.rows.get(x)!));
      model.partners.push(hidden ? { ...p, startDate: "", endDate: "" } : p);
    }
  }
  return writeGedcom(model);
}

/** GET /api/family-tree/export.ged */
export async function exportGedcom(actor: Actor): Promise<Response> {
  const text = await exportGedcomText(actor);
  return new Response(text, {
    headers: {
      "Content-Type": "text/vnd.familysearch.gedcom; charset=utf-8",
      "Content-Disposition": 'attachment; filename="family-tree.ged"',
      "Cache-Control": "private, no-store",
    },
  });
}

/** The tree as JSON for the family export zip: every person, parent link and partner link. */
export async function exportTreeJson(actor: Actor) {
  const tree = await loadFamilyTree(actor.familyId);
  const PR = schema.personPartners;
  const partners = await db()
    .select({ personA: PR.personA, personB: PR.personB, kind: PR.kind, start: PR.startDate, end: PR.endDate })
    .from(PR)
    .where(eq(PR.familyId, actor.familyId));
  const parents: { child: number; parent: number; kind: string }[] = [];
  for (const [child, list] of tree.graph.parents) for (const p of list) parents.push({ child, parent: p.id, kind: p.kind });
  return {
    format: "kindred-family-tree",
    version: 1,
    people: [...tree.rows.values()]
      .sort((a, b) => a.id - b.id)
      .map((r) => ({
        id: r.id,
        given_name: r.givenName,
        surname: r.surname,
        birth_surname: r.birthSurname,
        sex: r.sex,
        birth: { date: r.birthDate, place: r.birthPlace },
        death: { date: r.deathDate, place: r.deathPlace },
        deceased: r.deceased,
        note: r.note,
        photo_id: r.photoId,
        user_id: r.userId,
      })),
    parents,
    partners: partners.map((p) => ({ a: p.personA, b: p.personB, kind: p.kind, start: p.start, end: p.end })),
  };
}
