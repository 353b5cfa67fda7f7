// Relationship words, keyed by the stable codes graph.ts answers with (decision 256). This is the
// one place the words live, so a language is one more table here (or in the message catalogue once
// issue 37's languages land). The words see the sex of everyone on the path, so a language that
// names the side of the family (Arabic: a father's brother and a mother's brother differ) can use it.
//
// Codes: self, none, relative, ancestor:G, descendant:G, sibling[:half], aunt_uncle:G[:half],
// niece_nephew:G[:half], cousin:D:R[:half], spouse, partner, step_parent, step_child, step_sibling,
// foster_parent, foster_child, adoptive_parent, adoptive_child, parent_in_law, child_in_law,
// sibling_in_law, partner_relative:<spouse|partner>:<code>, relative_partner:<spouse|partner>:<code>.
import type { Sex } from "./graph";

/** [neutral, female, male] */
type Forms = readonly [string, string, string];

const pick = (forms: Forms, sex: Sex) => (sex === "F" ? forms[1] : sex === "M" ? forms[2] : forms[0]);

const ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
function ordinal(n: number): string {
  if (n < ORDINALS.length) return ORDINALS[n]!;
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${s}`;
}
function ordinalNumber(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? "th" : ["th", "st", "nd", "rd"][n % 10] ?? "th";
  return `${n}${s}`;
}
const TIMES = ["", "once", "twice", "three times"];

/** "", "great-", "great-great-", then "3rd great-" (the genealogists' count). */
function greats(n: number): string {
  if (n <= 0) return "";
  if (n <= 2) return "great-".repeat(n);
  return `${ordinalNumber(n)} great-`;
}

const EN: Record<string, Forms> = {
  self: ["the same person", "the same person", "the same person"],
  none: ["not related", "not related", "not related"],
  relative: ["relative by marriage", "relative by marriage", "relative by marriage"],
  parent: ["parent", "mother", "father"],
  child: ["child", "daughter", "son"],
  grandparent: ["grandparent", "grandmother", "grandfather"],
  grandchild: ["grandchild", "granddaughter", "grandson"],
  sibling: ["sibling", "sister", "brother"],
  aunt_uncle: ["aunt or uncle", "aunt", "uncle"],
  niece_nephew: ["niece or nephew", "niece", "nephew"],
  spouse: ["spouse", "wife", "husband"],
  partner: ["partner", "partner", "partner"],
  step_parent: ["step-parent", "step-mother", "step-father"],
  step_child: ["step-child", "step-daughter", "step-son"],
  step_sibling: ["step-sibling", "step-sister", "step-brother"],
  foster_parent: ["foster parent", "foster mother", "foster father"],
  foster_child: ["foster child", "foster daughter", "foster son"],
  adoptive_parent: ["adoptive parent", "adoptive mother", "adoptive father"],
  adoptive_child: ["adopted child", "adopted daughter", "adopted son"],
  parent_in_law: ["parent-in-law", "mother-in-law", "father-in-law"],
  child_in_law: ["child-in-law", "daughter-in-law", "son-in-law"],
  sibling_in_law: ["sibling-in-law", "sister-in-law", "brother-in-law"],
};

export type WordsContext = {
  /** The sex of a person on the path. */
  sexOf: (id: number) => Sex;
  /** The path from the first person to the second (graph.ts's `path`). */
  path: number[];
};

/** The words for what the last person on the path is to the first ("great-aunt"); English. */
export function relationshipWords(code: string, ctx: WordsContext): string {
  const last = ctx.path[ctx.path.length - 1];
  return wordsFor(code, last === undefined ? "" : ctx.sexOf(last), ctx);
}

function wordsFor(code: string, sex: Sex, ctx: WordsContext): string {
  const parts = code.split(":");
  const kind = parts[0]!;
  const n = (i: number) => Number(parts[i] ?? 0);
  const half = parts[parts.length - 1] === "half" ? "half-" : "";
  switch (kind) {
    case "ancestor": {
      const g = n(1);
      return g === 1 ? pick(EN.parent!, sex) : greats(g - 2) + pick(EN.grandparent!, sex);
    }
    case "descendant": {
      const g = n(1);
      return g === 1 ? pick(EN.child!, sex) : greats(g - 2) + pick(EN.grandchild!, sex);
    }
    case "sibling":
      return half + pick(EN.sibling!, sex);
    case "aunt_uncle":
      return half + greats(n(1) - 1) + pick(EN.aunt_uncle!, sex);
    case "niece_nephew":
      return half + greats(n(1) - 1) + pick(EN.niece_nephew!, sex);
    case "cousin": {
      const degree = n(1);
      const removed = n(2);
      const base = `${half ? "half " : ""}${ordinal(degree)} cousin`;
      if (removed === 0) return base;
      return `${base} ${TIMES[removed] ?? `${removed} times`} removed`;
    }
    case "partner_relative": {
      // b is a relative of a's partner P (path[1]): "husband's first cousin".
      const p = ctx.path[1];
      const partner = pick(EN[parts[1] === "partner" ? "partner" : "spouse"]!, p === undefined ? "" : ctx.sexOf(p));
      return `${partner}'s ${wordsFor(parts.slice(2).join(":"), sex, ctx)}`;
    }
    case "relative_partner": {
      // b is the partner of a's relative Q (the one before b on the path): "first cousin's wife".
      const q = ctx.path[ctx.path.length - 2];
      const inner = wordsFor(parts.slice(2).join(":"), q === undefined ? "" : ctx.sexOf(q), ctx);
      return `${inner}'s ${pick(EN[parts[1] === "partner" ? "partner" : "spouse"]!, sex)}`;
    }
    default: {
      const forms = EN[kind];
      return forms ? pick(forms, sex) : kind;
    }
  }
}
