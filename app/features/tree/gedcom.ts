// GEDCOM in and out (issue 42, decision 257), written here because no well-kept library reads
// GEDCOM 7 and ANSEL (see the decision). Pure functions: bytes → checked records → a plain model,
// and a model → GEDCOM 7.0 text. Reading never trusts the file: every limit is checked, a refusal
// names the line, unknown tags are skipped (counted in the warnings), never fatal.
import { fromGedcomDate, toGedcomDate } from "./dates";

export const GEDCOM_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxLines: 1_000_000,
  maxLineChars: 32_768,
  maxLevel: 20,
  maxPeople: 20_000,
  maxFamilies: 20_000,
  maxValueChars: 100_000,
};

/**
 * A refusal that names the line. `id` is the whole English message with placeholders ("Line {line}:
 * ..." when it names a line), `values` fill them: the English text is the message, and a page shows
 * it in its language from `i18n` (issue 40).
 */
export class GedcomError extends Error {
  public i18n: { id: string; values: Record<string, string | number> };
  constructor(
    public line: number,
    id: string,
    values: Record<string, string | number> = {},
  ) {
    const all: Record<string, string | number> = { ...values, line };
    super(id.replace(/\{(\w+)\}/g, (_, k: string) => String(all[k] ?? "")));
    this.i18n = { id, values: all };
  }
}

// ---- decoding ----

const ANSEL_SPACING: Record<number, string> = {
  0xa1: "\u0141", 0xa2: "\u00d8", 0xa3: "\u0110", 0xa4: "\u00de", 0xa5: "\u00c6", 0xa6: "\u0152", 0xa7: "\u02b9", 0xa8: "\u00b7",
  0xa9: "\u266d", 0xaa: "\u00ae", 0xab: "\u00b1", 0xac: "\u01a0", 0xad: "\u01af", 0xae: "\u02bc", 0xb0: "\u02bb", 0xb1: "\u0142",
  0xb2: "\u00f8", 0xb3: "\u0111", 0xb4: "\u00fe", 0xb5: "\u00e6", 0xb6: "\u0153", 0xb7: "\u02ba", 0xb8: "\u0131", 0xb9: "\u00a3",
  0xba: "\u00f0", 0xbc: "\u01a1", 0xbd: "\u01b0", 0xbe: "\u25a1", 0xbf: "\u25a0", 0xc0: "\u00b0", 0xc1: "\u2113", 0xc2: "\u2117",
  0xc3: "\u00a9", 0xc4: "\u266f", 0xc5: "\u00bf", 0xc6: "\u00a1", 0xc7: "\u00df", 0xc8: "\u20ac", 0xcd: "\u0065", 0xce: "\u006f", 0xcf: "\u00df",
};
const ANSEL_COMBINING: Record<number, string> = {
  0xe0: "\u0309", 0xe1: "\u0300", 0xe2: "\u0301", 0xe3: "\u0302", 0xe4: "\u0303", 0xe5: "\u0304", 0xe6: "\u0306", 0xe7: "\u0307",
  0xe8: "\u0308", 0xe9: "\u030c", 0xea: "\u030a", 0xeb: "\ufe20", 0xec: "\ufe21", 0xed: "\u0315", 0xee: "\u030b", 0xef: "\u0310",
  0xf0: "\u0327", 0xf1: "\u0328", 0xf2: "\u0323", 0xf3: "\u0324", 0xf4: "\u0325", 0xf5: "\u0333", 0xf6: "\u0332", 0xf7: "\u0326",
  0xf8: "\u031c", 0xf9: "\u032e", 0xfa: "\ufe22", 0xfb: "\ufe23", 0xfe: "\u0313",
};

/** ANSEL (ANSI/NISO Z39.47, GEDCOM 5.5.1's default): combining marks come BEFORE their letter. */
export function decodeAnsel(bytes: Uint8Array): string {
  let out = "";
  let marks = "";
  let line = 1;
  for (let i = 0; i < bytes.length; i++) {
    const b = bytes[i]!;
    if (b === 0x0a) line++;
    if (b < 0x80) {
      out += String.fromCharCode(b) + marks;
      marks = "";
    } else if (ANSEL_COMBINING[b]) {
      marks += ANSEL_COMBINING[b];
    } else if (ANSEL_SPACING[b]) {
      out += ANSEL_SPACING[b] + marks;
      marks = "";
    } else {
      throw new GedcomError(line, "Line {line}: the byte {byte} is not an ANSEL character (the header says CHAR ANSEL)", { byte: `0x${b.toString(16).toUpperCase()}` });
    }
  }
  return (out + marks).normalize("NFC");
}

function lineOfOffset(bytes: Uint8Array, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a) line++;
  return line;
}

function decodeUtf8(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    // Find the first bad byte to name its line.
    let start = 0;
    for (let i = 0; i <= bytes.length; i++) {
      if (i === bytes.length || bytes[i] === 0x0a) {
        try {
          new TextDecoder("utf-8", { fatal: true }).decode(bytes.subarray(start, i));
        } catch {
          throw new GedcomError(lineOfOffset(bytes, start), "Line {line}: the text is not valid UTF-8 (check the file's encoding)");
        }
        start = i + 1;
      }
    }
    throw new GedcomError(0, "The file is not valid UTF-8");
  }
}

function decodeUtf16(bytes: Uint8Array, le: boolean): string {
  if (bytes.length % 2 !== 0) throw new GedcomError(0, "The file looks like UTF-16 but has an odd number of bytes");
  try {
    return new TextDecoder(le ? "utf-16le" : "utf-16be", { fatal: true }).decode(bytes);
  } catch {
    throw new GedcomError(0, "The file is not valid UTF-16");
  }
}

/** The file's bytes as text, by its byte-order mark, else by its header's CHAR line. */
export function decodeGedcom(bytes: Uint8Array): { text: string; encoding: string } {
  if (bytes.length > GEDCOM_LIMITS.maxBytes) throw new GedcomError(0, "The file is too large (at most {megabytes} MB)", { megabytes: GEDCOM_LIMITS.maxBytes / (1024 * 1024) });
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return { text: decodeUtf8(bytes.subarray(3)), encoding: "UTF-8" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return { text: decodeUtf16(bytes.subarray(2), true), encoding: "UTF-16" };
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return { text: decodeUtf16(bytes.subarray(2), false), encoding: "UTF-16" };
  if (bytes[0] === 0x30 && bytes[1] === 0x00) return { text: decodeUtf16(bytes, true), encoding: "UTF-16" };
  if (bytes[0] === 0x00 && bytes[1] === 0x30) return { text: decodeUtf16(bytes, false), encoding: "UTF-16" };
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 8192));
  const char = /(?:^|[\r\n])\s*1\s+CHAR\s+([^\r\n]+)/.exec(head)?.[1]?.trim().toUpperCase() ?? "UTF-8";
  if (char === "ANSEL") return { text: decodeAnsel(bytes), encoding: "ANSEL" };
  if (char === "ANSI" || char === "ASCII" || char === "IBMPC" || char === "IBM WINDOWS" || char === "WINDOWS-1252" || char === "LATIN1") {
    return { text: new TextDecoder("windows-1252").decode(bytes), encoding: "ANSI" };
  }
  if (char === "UTF-8" || char === "UTF8" || char === "UNICODE") return { text: decodeUtf8(bytes), encoding: "UTF-8" };
  throw new GedcomError(lineOfOffset(bytes, head.search(/1\s+CHAR/)), "Line {line}: the character set {char} is not supported (UTF-8, UTF-16, ANSEL or ANSI)", { char });
}

// ---- lines and records ----

export type GedNode = { level: number; xref: string | null; tag: string; value: string; line: number; children: GedNode[] };

const LINE = /^\s*(\d{1,2})\s+(?:(@[^@\s]+@)\s+)?([A-Za-z0-9_]+)(?:\s(.*))?$/;

/** Text → level-0 records with their substructures; CONC and CONT are joined into their parent's value. */
export function parseGedcomLines(text: string): GedNode[] {
  const lines = text.split(/\r\n|\r|\n/);
  if (lines.length > GEDCOM_LIMITS.maxLines) throw new GedcomError(0, "The file has too many lines (at most {max})", { max: GEDCOM_LIMITS.maxLines });
  const roots: GedNode[] = [];
  const stack: GedNode[] = [];
  let sawTrailer = false;
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1;
    const raw = lines[i]!.replace(/^\uFEFF/, "");
    if (raw.trim() === "") continue;
    if (sawTrailer) throw new GedcomError(n, "Line {line}: there is text after the 0 TRLR line that ends the file");
    if (raw.length > GEDCOM_LIMITS.maxLineChars) throw new GedcomError(n, "Line {line}: the line is too long (at most {max} characters)", { max: GEDCOM_LIMITS.maxLineChars });
    const m = LINE.exec(raw);
    if (!m) throw new GedcomError(n, 'Line {line}: this is not a GEDCOM line (expected "level TAG value"): {text}', { text: JSON.stringify(raw.slice(0, 60)) });
    const level = Number(m[1]);
    if (level > GEDCOM_LIMITS.maxLevel) throw new GedcomError(n, "Line {line}: the structure is nested too deeply (level {level}, at most {max})", { level, max: GEDCOM_LIMITS.maxLevel });
    const prevLevel = stack.length === 0 ? -1 : stack[stack.length - 1]!.level;
    if (level > prevLevel + 1) throw new GedcomError(n, "Line {line}: level {level} cannot follow level {previous} (a level may grow by one at a time)", { level, previous: prevLevel });
    if (roots.length === 0 && (level !== 0 || m[3]!.toUpperCase() !== "HEAD")) throw new GedcomError(n, "Line {line}: a GEDCOM file starts with 0 HEAD");
    const tag = m[3]!.toUpperCase();
    const value = m[4] ?? "";
    while (stack.length > 0 && stack[stack.length - 1]!.level >= level) stack.pop();
    if (tag === "CONC" || tag === "CONT") {
      const parent = stack[stack.length - 1];
      if (!parent || level === 0) throw new GedcomError(n, "Line {line}: {tag} must continue the line above it", { tag });
      parent.value += (tag === "CONT" ? "\n" : "") + value;
      if (parent.value.length > GEDCOM_LIMITS.maxValueChars) throw new GedcomError(n, "Line {line}: the value is too long (at most {max} characters)", { max: GEDCOM_LIMITS.maxValueChars });
      continue;
    }
    const node: GedNode = { level, xref: m[2] ?? null, tag, value, line: n, children: [] };
    if (level === 0) roots.push(node);
    else stack[stack.length - 1]!.children.push(node);
    stack.push(node);
    if (level === 0 && tag === "TRLR") sawTrailer = true;
  }
  if (roots.length === 0) throw new GedcomError(0, "The file is empty");
  return roots;
}

// ---- the model ----

/** What a person record says, the same read from a file and written to one. */
type PersonFacts = {
  given: string;
  surname: string;
  birthSurname: string;
  birthDate: string;
  birthPlace: string;
  deathDate: string;
  deathPlace: string;
  deceased: boolean;
  note: string;
};
export type GedPerson = PersonFacts & { xref: string; line: number; sex: "" | "F" | "M" | "X" };
export type GedChild = { xref: string; kind: "birth" | "adoptive" | "step" | "foster"; line: number };
export type GedFamily = { xref: string; line: number; partners: { xref: string; line: number }[]; married: boolean; start: string; end: string; children: GedChild[] };
export type GedModel = { version: string; encoding: string; people: GedPerson[]; families: GedFamily[]; warnings: string[] };

const child = (n: GedNode, tag: string) => n.children.find((c) => c.tag === tag);
const value = (n: GedNode | undefined) => (n ? n.value.replace(/^@@/, "@") : "");

function personName(n: GedNode): { given: string; surname: string } {
  const givn = value(child(n, "GIVN"));
  const surn = value(child(n, "SURN"));
  const m = /^([^/]*)(?:\/([^/]*)\/?(.*))?$/.exec(n.value) ?? [];
  const given = (givn || (m[1] ?? "").trim() || "").trim();
  const surname = (surn || (m[2] ?? "").trim()).trim();
  return { given: given.slice(0, 100), surname: surname.slice(0, 100) };
}

function dateOf(ev: GedNode | undefined): string {
  const d = ev && child(ev, "DATE");
  if (!d) return "";
  return fromGedcomDate(d.value, value(child(d, "PHRASE")) || undefined).slice(0, 80);
}

const PEDI: Record<string, GedChild["kind"]> = { BIRTH: "birth", ADOPTED: "adoptive", FOSTER: "foster", SEALING: "birth", STEP: "step" };

/** Checked records → people and families. Missing pointers and impossible links are refused with their line. */
export function readGedcom(bytes: Uint8Array): GedModel {
  const { text, encoding } = decodeGedcom(bytes);
  const roots = parseGedcomLines(text);
  const head = roots[0]!;
  const version = value(child(child(head, "GEDC") ?? head, "VERS")) || "5.5.1";
  if (!/^(5\.5(\.1)?|7\.\d+(\.\d+)?)$/.test(version)) throw new GedcomError(head.line, "Line {line}: GEDCOM version {version} is not supported (5.5.1 or 7.0)", { version });
  if (roots[roots.length - 1]!.tag !== "TRLR") throw new GedcomError(0, "The file does not end with 0 TRLR: it may be cut short");
  const warnings: string[] = [];
  const skipped = new Map<string, number>();
  const notes = new Map<string, string>();
  const xrefs = new Set<string>();
  for (const r of roots) {
    if (r.xref) {
      if (xrefs.has(r.xref)) throw new GedcomError(r.line, "Line {line}: the id {id} is used twice", { id: r.xref });
      xrefs.add(r.xref);
    }
    if ((r.tag === "NOTE" || r.tag === "SNOTE") && r.xref) notes.set(r.xref, r.value);
  }
  const people: GedPerson[] = [];
  const families: GedFamily[] = [];
  const kindOf = new Map<string, GedChild["kind"]>(); // `${person}|${family}` → kind from INDI.FAMC.PEDI
  const indi = new Set<string>();
  for (const r of roots) if (r.tag === "INDI" && r.xref) indi.add(r.xref);
  const fams = new Set<string>();
  for (const r of roots) if (r.tag === "FAM" && r.xref) fams.add(r.xref);

  for (const r of roots) {
    if (r.tag === "INDI") {
      if (!r.xref) throw new GedcomError(r.line, "Line {line}: an INDI record needs an id such as @I1@");
      if (people.length >= GEDCOM_LIMITS.maxPeople) throw new GedcomError(r.line, "Line {line}: the file has more than {max} people", { max: GEDCOM_LIMITS.maxPeople });
      const names = r.children.filter((c) => c.tag === "NAME");
      const primary = names[0] ? personName(names[0]) : { given: "", surname: "" };
      const birthName = names.slice(1).find((nm) => /^birth$/i.test(value(child(nm, "TYPE"))) || /^maiden$/i.test(value(child(nm, "TYPE"))));
      const birt = child(r, "BIRT");
      const deat = child(r, "DEAT");
      let note = "";
      for (const c of r.children) {
        if (c.tag === "NOTE" || c.tag === "SNOTE") {
          const ptr = /^@[^@]+@$/.test(c.value) ? c.value : null;
          if (ptr && !notes.has(ptr)) throw new GedcomError(c.line, "Line {line}: the note {id} is not in the file", { id: ptr });
          note += (note ? "\n\n" : "") + (ptr ? notes.get(ptr)! : value(c));
        } else if (c.tag === "FAMC") {
          if (!fams.has(c.value)) throw new GedcomError(c.line, "Line {line}: the family {id} is not in the file", { id: c.value });
          const pedi = value(child(c, "PEDI")).toUpperCase();
          let kind = PEDI[pedi] ?? "birth";
          if (pedi === "OTHER") kind = /foster/i.test(value(child(child(c, "PEDI")!, "PHRASE"))) ? "foster" : "step";
          kindOf.set(`${r.xref}|${c.value}`, kind);
        } else if (c.tag === "FAMS") {
          if (!fams.has(c.value)) throw new GedcomError(c.line, "Line {line}: the family {id} is not in the file", { id: c.value });
        } else if (!["NAME", "SEX", "BIRT", "DEAT"].includes(c.tag)) {
          skipped.set(c.tag, (skipped.get(c.tag) ?? 0) + 1);
        }
      }
      const sex = value(child(r, "SEX")).toUpperCase();
      people.push({
        xref: r.xref,
        line: r.line,
        given: primary.given,
        surname: primary.surname,
        birthSurname: birthName ? personName(birthName).surname : "",
        sex: sex === "F" || sex === "M" || sex === "X" ? sex : "",
        birthDate: dateOf(birt),
        birthPlace: value(birt && child(birt, "PLAC")).slice(0, 200),
        deathDate: dateOf(deat),
        deathPlace: value(deat && child(deat, "PLAC")).slice(0, 200),
        deceased: deat !== undefined,
        note: note.slice(0, 2000),
      });
    }
  }
  for (const r of roots) {
    if (r.tag !== "FAM") continue;
    if (!r.xref) throw new GedcomError(r.line, "Line {line}: a FAM record needs an id such as @F1@");
    if (families.length >= GEDCOM_LIMITS.maxFamilies) throw new GedcomError(r.line, "Line {line}: the file has more than {max} families", { max: GEDCOM_LIMITS.maxFamilies });
    const partners: GedFamily["partners"] = [];
    const children: GedChild[] = [];
    for (const c of r.children) {
      if (c.tag === "HUSB" || c.tag === "WIFE" || c.tag === "CHIL") {
        if (c.value === "@VOID@") continue;
        if (!indi.has(c.value)) throw new GedcomError(c.line, "Line {line}: the person {id} is not in the file", { id: c.value || "(none)" });
        if (c.tag === "CHIL") {
          if (partners.some((p) => p.xref === c.value)) throw new GedcomError(c.line, "Line {line}: {id} cannot be a child in their own family", { id: c.value });
          children.push({ xref: c.value, kind: kindOf.get(`${c.value}|${r.xref}`) ?? "birth", line: c.line });
        } else partners.push({ xref: c.value, line: c.line });
      }
    }
    const marr = child(r, "MARR");
    const div = child(r, "DIV");
    families.push({ xref: r.xref, line: r.line, partners, married: marr !== undefined, start: dateOf(marr), end: dateOf(div), children });
  }
  for (const r of roots) {
    if (!["HEAD", "TRLR", "INDI", "FAM", "NOTE", "SNOTE"].includes(r.tag)) skipped.set(r.tag, (skipped.get(r.tag) ?? 0) + 1);
  }
  if (skipped.size > 0) {
    const list = [...skipped].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([t, n]) => `${t} (${n})`);
    warnings.push(`Skipped what Kindred does not keep: ${list.join(", ")}`);
  }
  return { version, encoding, people, families, warnings };
}

// ---- writing GEDCOM 7.0 ----

export type ExportPerson = PersonFacts & { id: number; sex: string };
export type ExportModel = {
  people: ExportPerson[];
  parents: { childId: number; parentId: number; kind: string }[];
  partners: { personA: number; personB: number; kind: string; startDate: string; endDate: string }[];
};

/** A payload for one line: "@" doubled at the start (7.0), newlines become CONT lines (never CONC). */
function lines(level: number, tag: string, text: string): string[] {
  const parts = text.split(/\r\n|\r|\n/);
  const esc = (s: string) => (s.startsWith("@") ? `@${s}` : s);
  const out = [`${level} ${tag}${parts[0] ? ` ${esc(parts[0])}` : ""}`];
  for (const p of parts.slice(1)) out.push(`${level + 1} CONT${p ? ` ${esc(p)}` : ""}`);
  return out;
}

function eventLines(tag: string, date: string, place: string, flagged: boolean): string[] {
  if (!date && !place) return flagged ? [`1 ${tag} Y`] : [];
  const out = [`1 ${tag}`];
  if (date) {
    const g = toGedcomDate(date);
    out.push(g.value ? `2 DATE ${g.value}` : "2 DATE");
    if (g.phrase) out.push(...lines(3, "PHRASE", g.phrase));
  }
  if (place) out.push(...lines(2, "PLAC", place));
  return out;
}

const clean = (s: string) => s.replace(/\//g, "");

/** The tree as GEDCOM 7.0 (UTF-8 text; one family per pair of parents or partners). */
export function writeGedcom(model: ExportModel, opts: { now?: Date; source?: string } = {}): string {
  const now = opts.now ?? new Date();
  const months = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];
  const out = ["0 HEAD", "1 GEDC", "2 VERS 7.0", "1 SOUR KINDRED", "2 NAME Kindred", `1 DATE ${now.getUTCDate()} ${months[now.getUTCMonth()]} ${now.getUTCFullYear()}`];
  const sex = new Map(model.people.map((p) => [p.id, p.sex]));
  // Families: one per partner pair, and one per set of a child's parents of the same kind.
  type Fam = { key: string; parents: number[]; married: boolean; start: string; end: string; children: { id: number; kind: string }[] };
  const fams = new Map<string, Fam>();
  const famOf = (parents: number[]): Fam => {
    const sorted = [...parents].sort((a, b) => a - b);
    const key = sorted.join("+");
    let f = fams.get(key);
    if (!f) {
      f = { key, parents: sorted, married: false, start: "", end: "", children: [] };
      fams.set(key, f);
    }
    return f;
  };
  for (const p of model.partners) {
    const f = famOf([p.personA, p.personB]);
    f.married = p.kind === "married";
    f.start = p.startDate;
    f.end = p.endDate;
  }
  const byChild = new Map<number, Map<string, number[]>>();
  for (const e of model.parents) {
    const kinds = byChild.get(e.childId) ?? new Map<string, number[]>();
    kinds.set(e.kind, [...(kinds.get(e.kind) ?? []), e.parentId]);
    byChild.set(e.childId, kinds);
  }
  for (const [childId, kinds] of byChild) {
    for (const [kind, parents] of kinds) {
      for (let i = 0; i < parents.length; i += 2) famOf(parents.slice(i, i + 2)).children.push({ id: childId, kind });
    }
  }
  const famList = [...fams.values()];
  const famId = new Map(famList.map((f, i) => [f.key, `@F${i + 1}@`]));
  const famc = new Map<number, { fam: string; kind: string }[]>();
  const famsOf = new Map<number, string[]>();
  for (const f of famList) {
    for (const c of f.children) famc.set(c.id, [...(famc.get(c.id) ?? []), { fam: famId.get(f.key)!, kind: c.kind }]);
    for (const p of f.parents) famsOf.set(p, [...(famsOf.get(p) ?? []), famId.get(f.key)!]);
  }
  for (const p of model.people) {
    out.push(`0 @I${p.id}@ INDI`);
    out.push(`1 NAME ${clean(p.given)}${p.surname ? ` /${clean(p.surname)}/` : ""}`.trimEnd());
    if (p.given) out.push(...lines(2, "GIVN", p.given));
    if (p.surname) out.push(...lines(2, "SURN", p.surname));
    if (p.birthSurname) out.push(`1 NAME ${clean(p.given)} /${clean(p.birthSurname)}/`.replace("NAME  /", "NAME /"), "2 TYPE BIRTH");
    if (p.sex) out.push(`1 SEX ${p.sex}`);
    out.push(...eventLines("BIRT", p.birthDate, p.birthPlace, false));
    out.push(...eventLines("DEAT", p.deathDate, p.deathPlace, p.deceased));
    if (p.note) out.push(...lines(1, "NOTE", p.note));
    for (const c of famc.get(p.id) ?? []) {
      out.push(`1 FAMC ${c.fam}`);
      if (c.kind === "adoptive") out.push("2 PEDI ADOPTED");
      else if (c.kind === "foster") out.push("2 PEDI FOSTER");
      else if (c.kind === "step") out.push("2 PEDI OTHER", "3 PHRASE step");
      else out.push("2 PEDI BIRTH");
    }
    for (const f of famsOf.get(p.id) ?? []) out.push(`1 FAMS ${f}`);
  }
  for (const f of famList) {
    out.push(`0 ${famId.get(f.key)} FAM`);
    const [a, b] = f.parents;
    // HUSB and WIFE are partner 1 and partner 2 (7.0): a woman is WIFE, a man HUSB where known.
    const asWife = (x: number | undefined, other: number | undefined) => x !== undefined && (sex.get(x) === "F" || (sex.get(x) !== "M" && other !== undefined && sex.get(other) === "M"));
    if (a !== undefined && b !== undefined) {
      const [h, w] = asWife(a, b) ? [b, a] : [a, b];
      out.push(`1 HUSB @I${h}@`, `1 WIFE @I${w}@`);
    } else if (a !== undefined) out.push(`1 ${sex.get(a) === "F" ? "WIFE" : "HUSB"} @I${a}@`);
    for (const c of f.children) out.push(`1 CHIL @I${c.id}@`);
    if (f.married || f.start) {
      out.push(...(f.married ? eventLines("MARR", f.start, "", true) : [`1 EVEN`, `2 TYPE Partnership`, ...(f.start ? [`2 DATE ${toGedcomDate(f.start).value}`] : [])]));
    }
    if (f.end) out.push(...eventLines("DIV", f.end, "", true));
  }
  out.push("0 TRLR");
  return out.join("\n") + "\n";
}
