// Relationship words, keyed by the stable codes graph.ts answers with (decision 256), as catalogue
// messages (issue 40, area "tree"): each code is ONE ICU message chosen by its structure and given
// numbers (generation, degree, removed) and selects (sex, half, side, via, older), so every
// language builds its own words ("primo segundo", "cousin issu de germain", "Cousin 2. Grades",
// "ابن العم") rather than translating English pieces. The words see the sex of everyone on the
// path: `side` is the family side (the first step up: paternal or maternal), `via` the sex of the
// relative the person is reached through (the aunt or uncle of a first cousin, the sibling of a
// niece, the ancestor whose sibling a great-aunt is), `older` whether a cousin "removed" is of an
// older generation. English ignores what it does not need (`{side, select, other {}}`). Numbers
// of "greats" use ICU `offset` (`{generation, selectordinal, offset:2 ...}`: "3rd great-grandmother").
//
// Codes: self, none, relative, ancestor:G, descendant:G, sibling[:half], aunt_uncle:G[:half],
// niece_nephew:G[:half], cousin:D:R[:half], spouse, partner, step_parent, step_child, step_sibling,
// foster_parent, foster_child, adoptive_parent, adoptive_child, parent_in_law, child_in_law,
// sibling_in_law, partner_relative:<spouse|partner>:<code>, relative_partner:<spouse|partner>:<code>.
import type { Sex } from "./graph";

/** A translator's `t` (the server's `serverTranslator(language).t`). */
export type TranslateFn = (id: string, values?: Record<string, unknown>) => string;

export type WordsContext = {
  /** The sex of a person on the path. */
  sexOf: (id: number) => Sex;
  /** The path from the first person to the second (graph.ts's `path`). */
  path: number[];
  /** The common ancestors (graph.ts's `commonAncestors`): where the path turns down, for cousins "removed". */
  commonAncestors?: number[];
};

/** The ICU select value of a sex. */
export const sexValue = (sex: Sex) => (sex === "F" ? "female" : sex === "M" ? "male" : "other");

/** Words for the simple codes: one message each, chosen by the sex of the person they describe. */
const SIMPLE: Record<string, string> = {
  self: "the same person",
  none: "not related",
  relative: "{sex, select, other {relative by marriage}}",
  spouse: "{sex, select, female {wife} male {husband} other {spouse}}",
  partner: "{sex, select, other {partner}}",
  step_parent: "{sex, select, female {step-mother} male {step-father} other {step-parent}}",
  step_child: "{sex, select, female {step-daughter} male {step-son} other {step-child}}",
  step_sibling: "{sex, select, female {step-sister} male {step-brother} other {step-sibling}}",
  foster_parent: "{sex, select, female {foster mother} male {foster father} other {foster parent}}",
  foster_child: "{sex, select, female {foster daughter} male {foster son} other {foster child}}",
  adoptive_parent: "{sex, select, female {adoptive mother} male {adoptive father} other {adoptive parent}}",
  adoptive_child: "{sex, select, female {adopted daughter} male {adopted son} other {adopted child}}",
  parent_in_law: "{sex, select, female {mother-in-law} male {father-in-law} other {parent-in-law}}",
  child_in_law: "{sex, select, female {daughter-in-law} male {son-in-law} other {child-in-law}}",
  sibling_in_law: "{sex, select, female {sister-in-law} male {brother-in-law} other {sibling-in-law}}",
};

/** The words for what the last person on the path is to the first ("great-aunt"), in t's language. */
export function relationshipWords(code: string, ctx: WordsContext, t: TranslateFn): string {
  const last = ctx.path[ctx.path.length - 1];
  return wordsFor(code, last === undefined ? "" : ctx.sexOf(last), ctx, t);
}

function wordsFor(code: string, sex: Sex, ctx: WordsContext, t: TranslateFn): string {
  const parts = code.split(":");
  const kind = parts[0]!;
  const n = (i: number) => Number(parts[i] ?? 0);
  const half = parts[parts.length - 1] === "half" ? "yes" : "no";
  const { path } = ctx;
  const sexAt = (i: number) => {
    const id = path[i];
    return sexValue(id === undefined ? "" : ctx.sexOf(id));
  };
  // The family side: through the father (paternal) or the mother (maternal), the first step up.
  const first = sexAt(1);
  const side = path.length > 2 ? (first === "male" ? "paternal" : first === "female" ? "maternal" : "other") : "other";
  const s = sexValue(sex);
  switch (kind) {
    case "ancestor": {
      const generation = n(1);
      return t(
        "{generation, plural, =1 {{sex, select, female {mother} male {father} other {parent}}} =2 {{sex, select, female {grandmother} male {grandfather} other {grandparent}}} =3 {{sex, select, female {great-grandmother} male {great-grandfather} other {great-grandparent}}} =4 {{sex, select, female {great-great-grandmother} male {great-great-grandfather} other {great-great-grandparent}}} other {{generation, selectordinal, offset:2 one {#st} two {#nd} few {#rd} other {#th}} great-{sex, select, female {grandmother} male {grandfather} other {grandparent}}}}{side, select, other {}}",
        { generation, sex: s, side },
      );
    }
    case "descendant": {
      const generation = n(1);
      return t(
        "{generation, plural, =1 {{sex, select, female {daughter} male {son} other {child}}} =2 {{sex, select, female {granddaughter} male {grandson} other {grandchild}}} =3 {{sex, select, female {great-granddaughter} male {great-grandson} other {great-grandchild}}} =4 {{sex, select, female {great-great-granddaughter} male {great-great-grandson} other {great-great-grandchild}}} other {{generation, selectordinal, offset:2 one {#st} two {#nd} few {#rd} other {#th}} great-{sex, select, female {granddaughter} male {grandson} other {grandchild}}}}",
        { generation, sex: s },
      );
    }
    case "sibling":
      return t(
        "{half, select, yes {{sex, select, female {half-sister} male {half-brother} other {half-sibling}}} other {{sex, select, female {sister} male {brother} other {sibling}}}}",
        { half, sex: s },
      );
    case "aunt_uncle": {
      // The sibling of path[generation] (the parent, the grandparent ...): via is that ancestor's sex.
      const generation = n(1);
      return t(
        "{half, select, yes {half-} other {}}{generation, plural, =1 {} =2 {great-} =3 {great-great-} other {{generation, selectordinal, offset:1 one {#st} two {#nd} few {#rd} other {#th}} great-}}{sex, select, female {aunt} male {uncle} other {aunt or uncle}}{side, select, other {}}{via, select, other {}}",
        { half, generation, sex: s, side, via: sexAt(generation) },
      );
    }
    case "niece_nephew": {
      // The descendant of a sibling (path[2]): via is that sibling's sex.
      const generation = n(1);
      return t(
        "{half, select, yes {half-} other {}}{generation, plural, =1 {} =2 {great-} =3 {great-great-} other {{generation, selectordinal, offset:1 one {#st} two {#nd} few {#rd} other {#th}} great-}}{sex, select, female {niece} male {nephew} other {niece or nephew}}{via, select, other {}}",
        { half, generation, sex: s, via: sexAt(2) },
      );
    }
    case "cousin": {
      const top = ctx.commonAncestors?.length ? path.indexOf(ctx.commonAncestors[0]!) : -1;
      const up = top;
      const down = top < 0 ? -1 : path.length - 1 - top;
      const older = top < 0 ? "other" : down < up ? "yes" : "no";
      return t(
        "{half, select, yes {half } other {}}{degree, selectordinal, =1 {first} =2 {second} =3 {third} =4 {fourth} =5 {fifth} =6 {sixth} =7 {seventh} =8 {eighth} =9 {ninth} =10 {tenth} one {#st} two {#nd} few {#rd} other {#th}} cousin{removed, plural, =0 {} =1 { once removed} =2 { twice removed} =3 { three times removed} other { # times removed}}{sex, select, other {}}{side, select, other {}}{via, select, other {}}{older, select, other {}}",
        // via: the parent of the cousin on the path (for a first cousin, the aunt or uncle).
        { half, degree: n(1), removed: n(2), sex: s, side, via: sexAt(path.length - 2), older },
      );
    }
    case "partner_relative": {
      // b is a relative of a's partner P (path[1]): "husband's first cousin".
      const inner = { ...ctx, path: path.slice(1) };
      return t(
        "{partnerKind, select, partner {{partnerSex, select, other {partner}}} other {{partnerSex, select, female {wife} male {husband} other {spouse}}}}'s {relationship}",
        { partnerKind: parts[1] === "partner" ? "partner" : "spouse", partnerSex: sexAt(1), relationship: wordsFor(parts.slice(2).join(":"), sex, inner, t) },
      );
    }
    case "relative_partner": {
      // b is the partner of a's relative Q (the one before b on the path): "first cousin's wife".
      const inner = { ...ctx, path: path.slice(0, -1) };
      const q = path[path.length - 2];
      return t(
        "{relationship}'s {partnerKind, select, partner {{sex, select, other {partner}}} other {{sex, select, female {wife} male {husband} other {spouse}}}}{relativeSex, select, other {}}",
        {
          relationship: wordsFor(parts.slice(2).join(":"), q === undefined ? "" : ctx.sexOf(q), inner, t),
          partnerKind: parts[1] === "partner" ? "partner" : "spouse",
          sex: s,
          relativeSex: sexAt(path.length - 2),
        },
      );
    }
    default: {
      const message = SIMPLE[kind];
      return message ? t(message, { sex: s }) : kind;
    }
  }
}
