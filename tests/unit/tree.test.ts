// The family tree's pure rules: relationship words over a built graph, dates.
import { describe, expect, it } from "vitest";
import { buildGraph, isAncestorOrSelf, relate, siblingsOf, type Sex } from "~/features/tree/graph";
import { relationshipWords } from "~/features/tree/words";
import { serverTranslator } from "~/lib/i18n/catalog.server";
import { displayDate, fromGedcomDate, normalizeDate, toGedcomDate } from "~/features/tree/dates";

type Def = { sex: Sex; parents?: string[]; partner?: string; kinds?: Record<string, "step" | "foster" | "adoptive"> };

function family(defs: Record<string, Def>) {
  const names = Object.keys(defs);
  const id = (n: string) => names.indexOf(n) + 1;
  const people = names.map((n) => ({ id: id(n), sex: defs[n]!.sex }));
  const parents = names.flatMap((n) =>
    (defs[n]!.parents ?? []).map((p) => ({ childId: id(n), parentId: id(p), kind: defs[n]!.kinds?.[p] ?? "birth" })),
  );
  const partners = names.filter((n) => defs[n]!.partner).map((n) => ({ personA: id(n), personB: id(defs[n]!.partner!), kind: "married" }));
  const g = buildGraph(people, parents, partners);
  const ask = (a: string, b: string) => {
    const r = relate(g, id(a), id(b));
    return { ...r, words: relationshipWords(r.code, { sexOf: (x) => g.sex.get(x) ?? "", path: r.path, commonAncestors: r.commonAncestors }, serverTranslator("en").t), name: (x: number) => names[x - 1] };
  };
  return { g, id, ask };
}

const tree = family({
  GG: { sex: "" },
  GGW: { sex: "F", partner: "GG" },
  G: { sex: "M", parents: ["GG", "GGW"] },
  GW: { sex: "F", partner: "G" },
  GP: { sex: "M", parents: ["G", "GW"] },
  GPW: { sex: "F", partner: "GP" },
  GreatAunt: { sex: "F", parents: ["G", "GW"] },
  GreatAuntKid: { sex: "M", parents: ["GreatAunt"] },
  SecondCousin: { sex: "F", parents: ["GreatAuntKid"] },
  P: { sex: "M", parents: ["GP", "GPW"] },
  M: { sex: "F", partner: "P" },
  Ex: { sex: "F" },
  Aunt: { sex: "F", parents: ["GP", "GPW"] },
  UncleInLaw: { sex: "M", partner: "Aunt" },
  Me: { sex: "F", parents: ["P", "M"] },
  Bro: { sex: "M", parents: ["P", "M"] },
  HalfBro: { sex: "M", parents: ["P", "Ex"] },
  Cousin: { sex: "M", parents: ["Aunt", "UncleInLaw"] },
  CousinKid: { sex: "", parents: ["Cousin"] },
  CousinGrandKid: { sex: "", parents: ["CousinKid"] },
  Hus: { sex: "M", partner: "Me", parents: ["HF"] },
  HF: { sex: "M" },
  HusSis: { sex: "F", parents: ["HF"] },
  Kid: { sex: "", parents: ["Me", "Hus"] },
  StepDad: { sex: "", partner: "Ex" },
  Fostered: { sex: "F", parents: ["M"], kinds: { M: "foster" } },
  Stepped: { sex: "M", parents: ["StepDad"], kinds: { StepDad: "step" } },
});

describe("how are we related: the words (what the second person is to the first)", () => {
  it.each([
    ["Me", "P", "father", "ancestor:1"],
    ["Me", "GPW", "grandmother", "ancestor:2"],
    ["Me", "G", "great-grandfather", "ancestor:3"],
    ["Me", "GG", "great-great-grandparent", "ancestor:4"],
    ["GG", "Me", "great-great-granddaughter", "descendant:4"],
    ["Me", "Kid", "child", "descendant:1"],
    ["Me", "Aunt", "aunt", "aunt_uncle:1"],
    ["Me", "GreatAunt", "great-aunt", "aunt_uncle:2"],
    ["GreatAunt", "Me", "great-niece", "niece_nephew:2"],
    ["Me", "Cousin", "first cousin", "cousin:1:0"],
    ["Me", "GreatAuntKid", "first cousin once removed", "cousin:1:1"],
    ["Me", "CousinGrandKid", "first cousin twice removed", "cousin:1:2"],
    ["Me", "SecondCousin", "second cousin", "cousin:2:0"],
    ["Me", "Bro", "brother", "sibling"],
    ["Me", "HalfBro", "half-brother", "sibling:half"],
    ["HalfBro", "M", "step-mother", "step_parent"],
    ["Stepped", "StepDad", "step-parent", "step_parent"],
    ["M", "Fostered", "foster daughter", "foster_child"],
    ["Me", "HF", "father-in-law", "parent_in_law"],
    ["HF", "Me", "daughter-in-law", "child_in_law"],
    ["Me", "HusSis", "sister-in-law", "sibling_in_law"],
    ["Hus", "Bro", "brother-in-law", "sibling_in_law"],
    ["Me", "Hus", "husband", "spouse"],
    ["Me", "UncleInLaw", "aunt's husband", "relative_partner:spouse:aunt_uncle:1"],
    ["Me", "Me", "the same person", "self"],
  ])("%s → %s: %s", (a, b, words, code) => {
    const r = tree.ask(a, b);
    expect(r.words).toBe(words);
    expect(r.code).toBe(code);
    expect(r.path[0]).toBe(tree.id(a));
    expect(r.path[r.path.length - 1]).toBe(tree.id(b));
  });

  it("gives the path and the common ancestors of cousins", () => {
    const r = tree.ask("Me", "Cousin");
    expect(r.path.map(r.name)).toEqual(["Me", "P", "GP", "Aunt", "Cousin"]);
    expect(r.commonAncestors.map(r.name)).toEqual(["GP", "GPW"]);
  });

  it("answers people who are not connected", () => {
    const lone = family({ A: { sex: "F" }, B: { sex: "M" } });
    expect(lone.ask("A", "B")).toMatchObject({ code: "none", words: "not related", path: [] });
  });

  it("lists siblings and half-siblings", () => {
    const sibs = siblingsOf(tree.g, tree.id("Me"));
    expect(sibs).toEqual(expect.arrayContaining([{ id: tree.id("Bro"), half: false }, { id: tree.id("HalfBro"), half: true }]));
  });
});

describe("repeated ancestors and a cousin marriage", () => {
  const c = family({
    A: { sex: "M" },
    B: { sex: "F", partner: "A" },
    X: { sex: "M", parents: ["A", "B"] },
    Y: { sex: "F", parents: ["A", "B"] },
    C1: { sex: "M", parents: ["X"] },
    C2: { sex: "F", parents: ["Y"], partner: "C1" },
    K: { sex: "F", parents: ["C1", "C2"] },
  });
  it("answers by the shortest path", () => {
    expect(c.ask("C1", "C2").words).toBe("wife");
    expect(c.ask("K", "A")).toMatchObject({ words: "great-grandfather", code: "ancestor:3" });
    expect(c.ask("K", "A").path).toHaveLength(4);
    expect(c.ask("K", "X").words).toBe("grandfather");
    expect(c.ask("K", "Y").words).toBe("grandmother");
    expect(c.ask("X", "K").words).toBe("granddaughter");
  });
  it("finds a would-be cycle", () => {
    expect(isAncestorOrSelf(c.g, c.id("K"), c.id("A"))).toBe(true);
    expect(isAncestorOrSelf(c.g, c.id("A"), c.id("K"))).toBe(false);
  });
  it("scales: a 5,000-person tree answers quickly", () => {
    // 12 generations of a wide family with cousin marriages every generation.
    const people: { id: number; sex: string }[] = [];
    const parents: { childId: number; parentId: number; kind: string }[] = [];
    const partners: { personA: number; personB: number; kind: string }[] = [];
    let next = 1;
    let gen: number[] = [];
    for (let i = 0; i < 40; i++) {
      people.push({ id: next, sex: i % 2 ? "F" : "M" });
      gen.push(next++);
    }
    while (people.length < 5000) {
      const kids: number[] = [];
      for (let i = 0; i + 1 < gen.length; i += 2) {
        partners.push({ personA: gen[i]!, personB: gen[i + 1]!, kind: "married" });
        for (let k = 0; k < 2 + (i % 3); k++) {
          const id = next++;
          people.push({ id, sex: k % 2 ? "F" : "M" });
          parents.push({ childId: id, parentId: gen[i]!, kind: "birth" }, { childId: id, parentId: gen[i + 1]!, kind: "birth" });
          kids.push(id);
        }
      }
      // Shuffle deterministically so cousins marry.
      gen = kids.map((k, i) => kids[(i * 7919) % kids.length]!).filter((v, i, a) => a.indexOf(v) === i);
    }
    const g = buildGraph(people, parents, partners);
    const t0 = performance.now();
    for (let i = 0; i < 20; i++) relate(g, people[people.length - 1 - i]!.id, people[people.length - 200 - i * 3]!.id);
    expect((performance.now() - t0) / 20).toBeLessThan(300);
  });
});

describe("tree dates", () => {
  it.each([
    ["1950", "1950", "1950"],
    ["1950-03", "1950-03", "March 1950"],
    ["1950-03-12", "1950-03-12", "12 March 1950"],
    ["about 1950", "ABT 1950", "about 1950"],
    ["ABT 12 MAR 1950", "ABT 1950-03-12", "about 12 March 1950"],
    ["between 1900 and 1910", "BET 1900 AND 1910", "between 1900 and 1910"],
    ["before 1950-03", "BEF 1950-03", "before March 1950"],
    ["(Christmas 1890)", "(Christmas 1890)", "Christmas 1890"],
  ])("%s is stored as %s and read as %s", (typed, stored, read) => {
    expect(normalizeDate(typed)).toBe(stored);
    expect(displayDate(stored)).toBe(read);
  });
  it("refuses what is not a date", () => {
    for (const bad of ["1950-02-30", "soon", "between 1900", "13/1/1950", "constructor 1950"]) expect(normalizeDate(bad)).toBeNull();
  });
  it("converts to and from GEDCOM, keeping qualifiers and phrases", () => {
    expect(toGedcomDate("ABT 1950-03-12")).toEqual({ value: "ABT 12 MAR 1950" });
    expect(toGedcomDate("BET 1900 AND 1910-05")).toEqual({ value: "BET 1900 AND MAY 1910" });
    expect(toGedcomDate("(Christmas 1890)")).toEqual({ value: "", phrase: "Christmas 1890" });
    expect(fromGedcomDate("BET 1 JAN 1900 AND 1910")).toBe("BET 1900-01-01 AND 1910");
    expect(fromGedcomDate("@#DJULIAN@ 12 MAR 1700")).toBe("(@#DJULIAN@ 12 MAR 1700)");
    expect(fromGedcomDate("INT 1950 (the year after the war)")).toBe("1950");
    expect(fromGedcomDate("", "Christmas 1890")).toBe("(Christmas 1890)");
  });
});

describe("GEDCOM reader and writer (the specification's shapes)", async () => {
  const { readGedcom, writeGedcom } = await import("~/features/tree/gedcom");
  const enc = (s: string) => new TextEncoder().encode(s);
  it("reads a GEDCOM 7.0 file: SNOTE, a date PHRASE, @@ escapes, PEDI OTHER with a phrase", () => {
    const m = readGedcom(
      enc(
        "0 HEAD\n1 GEDC\n2 VERS 7.0\n0 @N1@ SNOTE Shared\n1 CONT note\n0 @I1@ INDI\n1 NAME John /Doe/\n1 BIRT\n2 DATE\n3 PHRASE Christmas 1890\n1 SNOTE @N1@\n1 NOTE @@home\n0 @I2@ INDI\n1 NAME Kid /Doe/\n1 FAMC @F1@\n2 PEDI OTHER\n3 PHRASE step\n0 @F1@ FAM\n1 HUSB @I1@\n1 CHIL @I2@\n1 _EXT x\n0 TRLR\n",
      ),
    );
    expect(m.version).toBe("7.0");
    expect(m.people[0]).toMatchObject({ given: "John", surname: "Doe", birthDate: "(Christmas 1890)", note: "Shared\nnote\n\n@home" });
    expect(m.families[0]).toMatchObject({ partners: [{ xref: "@I1@" }], children: [{ xref: "@I2@", kind: "step" }], married: false });
  });
  it("writes 7.0 with CONT (never CONC), doubled leading @, PEDI, and reads back the same", () => {
    const text = writeGedcom(
      {
        people: [
          { id: 1, given: "Ann", surname: "Lee", birthSurname: "Ray", sex: "F", birthDate: "BET 1900 AND 1910", birthPlace: "", deathDate: "", deathPlace: "", deceased: true, note: "@first\nsecond" },
          { id: 2, given: "Bo", surname: "Lee", birthSurname: "", sex: "M", birthDate: "1930-01-02", birthPlace: "Oslo", deathDate: "", deathPlace: "", deceased: false, note: "" },
        ],
        parents: [{ childId: 2, parentId: 1, kind: "adoptive" }],
        partners: [],
      },
      { now: new Date("2026-01-02T00:00:00Z") },
    );
    expect(text).toContain("0 HEAD\n1 GEDC\n2 VERS 7.0\n");
    expect(text).toContain("1 NOTE @@first\n2 CONT second\n");
    expect(text).toContain("1 DEAT Y\n");
    expect(text).toContain("2 PEDI ADOPTED\n");
    expect(text).not.toMatch(/CONC/);
    expect(text.endsWith("0 TRLR\n")).toBe(true);
    const back = readGedcom(enc(text));
    expect(back.people.map((p) => [p.given, p.birthSurname, p.birthDate, p.note, p.deceased])).toEqual([
      ["Ann", "Ray", "BET 1900 AND 1910", "@first\nsecond", true],
      ["Bo", "", "1930-01-02", "", false],
    ]);
    expect(back.families[0]!.children).toEqual([expect.objectContaining({ xref: "@I2@", kind: "adoptive" })]);
  });
});
