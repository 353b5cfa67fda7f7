// "How are we related?" in every language (issue 40): the words are catalogue messages built from
// the relationship's code and the path (sex, family side), not English translated word by word.
import { describe, expect, it } from "vitest";
import { buildGraph, relate, type Sex } from "~/features/tree/graph";
import { relationshipWords } from "~/features/tree/words";
import { serverTranslator } from "~/lib/i18n/catalog.server";

type Def = { sex: Sex; parents?: string[] };
const defs: Record<string, Def> = {
  G: { sex: "M" },
  GW: { sex: "F" },
  GP: { sex: "M", parents: ["G", "GW"] },
  GPW: { sex: "F" },
  GreatAunt: { sex: "F", parents: ["G", "GW"] },
  GreatAuntKid: { sex: "M", parents: ["GreatAunt"] },
  SecondCousin: { sex: "F", parents: ["GreatAuntKid"] },
  P: { sex: "M", parents: ["GP", "GPW"] },
  Aunt: { sex: "F", parents: ["GP", "GPW"] },
  Uncle: { sex: "M", parents: ["GP", "GPW"] },
  MGF: { sex: "M" },
  M: { sex: "F", parents: ["MGF"] },
  MUncle: { sex: "M", parents: ["MGF"] },
  Me: { sex: "F", parents: ["P", "M"] },
  Cousin: { sex: "M", parents: ["Aunt"] },
  CousinKid: { sex: "F", parents: ["Cousin"] },
};
const names = Object.keys(defs);
const id = (n: string) => names.indexOf(n) + 1;
const g = buildGraph(
  names.map((n) => ({ id: id(n), sex: defs[n]!.sex })),
  names.flatMap((n) => (defs[n]!.parents ?? []).map((p) => ({ childId: id(n), parentId: id(p), kind: "birth" }))),
  [],
);
function words(language: string, a: string, b: string): string {
  const r = relate(g, id(a), id(b));
  return relationshipWords(r.code, { sexOf: (x) => g.sex.get(x) ?? "", path: r.path, commonAncestors: r.commonAncestors }, serverTranslator(language).t);
}

describe("relationship words in every language", () => {
  it.each([
    // [language, from, to, words]
    ["en", "Me", "CousinKid", "first cousin once removed"],
    ["en", "Me", "GreatAunt", "great-aunt"],
    ["es", "Me", "CousinKid", "sobrina segunda"],
    ["es", "CousinKid", "Me", "tía segunda"],
    ["es", "Me", "SecondCousin", "prima segunda"],
    ["es", "Me", "GreatAunt", "tía abuela por parte de padre"],
    ["es", "Me", "GPW", "abuela paterna"],
    ["fr", "Me", "CousinKid", "nièce à la mode de Bretagne"],
    ["fr", "Me", "SecondCousin", "cousine issue de germain"],
    ["fr", "Me", "Cousin", "cousin germain"],
    ["fr", "Me", "GreatAunt", "grand-tante du côté paternel"],
    ["de", "Me", "CousinKid", "Cousine, um eine Generation versetzt"],
    ["de", "Me", "SecondCousin", "Cousine 2. Grades"],
    ["de", "Me", "GreatAunt", "Großtante väterlicherseits"],
    ["de", "Me", "G", "Urgroßvater"],
    ["ar", "Me", "Uncle", "عم"],
    ["ar", "Me", "Aunt", "عمة"],
    ["ar", "Me", "MUncle", "خال"],
    ["ar", "Me", "Cousin", "ابن العمة"],
    ["ar", "Me", "GreatAunt", "عمة الأب"],
    ["ar", "P", "Me", "ابنة"],
  ])("%s: %s → %s is %s", (language, a, b, expected) => {
    expect(words(language, a, b)).toBe(expected);
  });

  it("says the sentence in the language, with the names as they are", () => {
    const t = serverTranslator("es").t;
    const sentence = t("{other} is {person}'s {relationship}.{sex, select, other {}}", { other: "Rosa", person: "Ana", relationship: words("es", "Me", "GreatAunt"), sex: "female" });
    expect(sentence).toBe("Rosa es tía abuela por parte de padre de Ana.");
  });
});
