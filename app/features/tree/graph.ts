// The family tree as an in-memory graph (one family's parent and partner edges, loaded in two
// queries) and "how are we related?" over it: bounded breadth-first searches with a generation
// cap, never recursion, so cousin marriages and repeated ancestors cannot blow it up (decision 255).
// The answer is a stable code (words.ts turns it into words), the path and the common ancestors.

export type Sex = "" | "F" | "M" | "X";
export type ParentKind = "birth" | "adoptive" | "step" | "foster";
export type PartnerKind = "married" | "partners";

export type Graph = {
  sex: Map<number, Sex>;
  parents: Map<number, { id: number; kind: ParentKind }[]>;
  children: Map<number, { id: number; kind: ParentKind }[]>;
  partners: Map<number, { id: number; kind: PartnerKind }[]>;
};

/** Generations searched up from a person (a genealogy rarely has more than 30). */
export const MAX_GENERATIONS = 40;
/** Steps of the last-resort search for any connection (in-laws of in-laws ...). */
export const MAX_PATH = 24;

export function buildGraph(
  people: Iterable<{ id: number; sex: string }>,
  parentEdges: Iterable<{ childId: number; parentId: number; kind: string }>,
  partnerEdges: Iterable<{ personA: number; personB: number; kind: string }>,
): Graph {
  const g: Graph = { sex: new Map(), parents: new Map(), children: new Map(), partners: new Map() };
  for (const p of people) g.sex.set(p.id, (p.sex as Sex) ?? "");
  const push = <T>(m: Map<number, T[]>, k: number, v: T) => {
    const list = m.get(k);
    if (list) list.push(v);
    else m.set(k, [v]);
  };
  for (const e of parentEdges) {
    push(g.parents, e.childId, { id: e.parentId, kind: e.kind as ParentKind });
    push(g.children, e.parentId, { id: e.childId, kind: e.kind as ParentKind });
  }
  for (const e of partnerEdges) {
    push(g.partners, e.personA, { id: e.personB, kind: e.kind as PartnerKind });
    push(g.partners, e.personB, { id: e.personA, kind: e.kind as PartnerKind });
  }
  return g;
}

/** Parents through whom blood and adoption run (step and foster parents are not ancestors). */
export function lineageParents(g: Graph, id: number): number[] {
  return (g.parents.get(id) ?? []).filter((p) => p.kind === "birth" || p.kind === "adoptive").map((p) => p.id);
}

/** True when `ancestor` is `id` itself or one of its ancestors through any kind of parent (cycle check). */
export function isAncestorOrSelf(g: Graph, id: number, ancestor: number): boolean {
  const seen = new Set<number>([id]);
  let frontier = [id];
  while (frontier.length > 0) {
    if (frontier.includes(ancestor)) return true;
    const next: number[] = [];
    for (const n of frontier) {
      for (const p of g.parents.get(n) ?? []) {
        if (!seen.has(p.id)) {
          seen.add(p.id);
          next.push(p.id);
        }
      }
    }
    frontier = next;
  }
  return false;
}

type Up = { dist: Map<number, number>; via: Map<number, number> };

/** Every lineage ancestor of `id` (and `id` itself at 0) with its generation and the child it was reached through. */
function ancestors(g: Graph, id: number, cache: Map<number, Up>): Up {
  const hit = cache.get(id);
  if (hit) return hit;
  const dist = new Map<number, number>([[id, 0]]);
  const via = new Map<number, number>();
  let frontier = [id];
  for (let gen = 1; gen <= MAX_GENERATIONS && frontier.length > 0; gen++) {
    const next: number[] = [];
    for (const n of frontier) {
      for (const p of lineageParents(g, n)) {
        if (dist.has(p)) continue;
        dist.set(p, gen);
        via.set(p, n);
        next.push(p);
      }
    }
    frontier = next;
  }
  const up = { dist, via };
  cache.set(id, up);
  return up;
}

/** The chain from `from` up to its ancestor `to` (both included). */
function chainUp(up: Up, from: number, to: number): number[] {
  const chain = [to];
  let cur = to;
  while (cur !== from) {
    cur = up.via.get(cur)!;
    chain.push(cur);
  }
  return chain.reverse();
}

export type Relation = { code: string; path: number[]; commonAncestors: number[] };

type Blood = Relation & { length: number };

/** The closest blood (or adoptive) relationship: what `b` is to `a`. */
function blood(g: Graph, a: number, b: number, cache: Map<number, Up>): Blood | null {
  if (a === b) return { code: "self", path: [a], commonAncestors: [], length: 0 };
  const upA = ancestors(g, a, cache);
  const upB = ancestors(g, b, cache);
  let best: { da: number; db: number } | null = null;
  for (const [c, da] of upA.dist) {
    const db = upB.dist.get(c);
    if (db === undefined) continue;
    const better =
      !best || da + db < best.da + best.db || (da + db === best.da + best.db && Math.abs(da - db) < Math.abs(best.da - best.db));
    if (better) best = { da, db };
  }
  if (!best) return null;
  const { da, db } = best;
  const common = [...upA.dist].filter(([c, d]) => d === da && upB.dist.get(c) === db).map(([c]) => c).sort((x, y) => x - y);
  const top = common[0]!;
  const path = [...chainUp(upA, a, top), ...chainUp(upB, b, top).reverse().slice(1)];
  let code: string;
  let half = false;
  if (da >= 1 && db >= 1) {
    // Full or half: the two children of the common ancestor on each side (siblings) share both
    // parents, or each has another known parent and those differ.
    const sideA = path[da - 1]!;
    const sideB = path[da + 1]!;
    const pa = lineageParents(g, sideA);
    const pb = lineageParents(g, sideB);
    const shared = pa.filter((p) => pb.includes(p)).length;
    half = shared < 2 && pa.length >= 2 && pb.length >= 2;
  }
  const h = half ? ":half" : "";
  if (db === 0) code = `ancestor:${da}`;
  else if (da === 0) code = `descendant:${db}`;
  else if (da === 1 && db === 1) code = `sibling${h}`;
  else if (db === 1) code = `aunt_uncle:${da - 1}${h}`;
  else if (da === 1) code = `niece_nephew:${db - 1}${h}`;
  else code = `cousin:${Math.min(da, db) - 1}:${Math.abs(da - db)}${h}`;
  // A direct adoptive edge reads "adoptive father" / "adopted son".
  if (code === "ancestor:1" && g.parents.get(a)?.find((p) => p.id === b)?.kind === "adoptive") code = "adoptive_parent";
  if (code === "descendant:1" && g.parents.get(b)?.find((p) => p.id === a)?.kind === "adoptive") code = "adoptive_child";
  return { code, path, commonAncestors: db === 0 || da === 0 ? [] : common, length: da + db };
}

const partnerWord = (kind: PartnerKind) => (kind === "married" ? "spouse" : "partner");

/** The words for a blood relation seen through a partner, from a's side or from b's. */
const IN_LAW = {
  a: { parent: "parent_in_law", child: "step_child", relative: "partner_relative" },
  b: { parent: "step_parent", child: "child_in_law", relative: "relative_partner" },
} as const;

/**
 * In-law candidates through the partners of one side: for side "a", each partner P of a and what
 * b is to P ("parent_in_law", "step_child"...); for side "b", each partner Q of b and what Q is to a.
 */
function throughPartners(g: Graph, a: number, b: number, cache: Map<number, Up>, side: "a" | "b"): Blood[] {
  const words = IN_LAW[side];
  const found: Blood[] = [];
  for (const p of g.partners.get(side === "a" ? a : b) ?? []) {
    if (p.id === (side === "a" ? b : a)) continue;
    const r = side === "a" ? blood(g, p.id, b, cache) : blood(g, a, p.id, cache);
    if (!r || r.code === "self") continue;
    const inner = r.code;
    const code =
      inner === "ancestor:1" || inner === "adoptive_parent"
        ? words.parent
        : inner === "sibling" || inner === "sibling:half"
          ? "sibling_in_law"
          : inner === "descendant:1" || inner === "adoptive_child"
            ? words.child
            : `${words.relative}:${partnerWord(p.kind)}:${inner}`;
    found.push({ code, path: side === "a" ? [a, ...r.path] : [...r.path, b], commonAncestors: r.commonAncestors, length: r.length + 1 });
  }
  return found;
}

/**
 * What `b` is to `a`: the shortest of the blood relationship, a direct partner or step/foster
 * edge, an in-law (through a partner of either), a step-sibling, and at last any connection.
 */
export function relate(g: Graph, a: number, b: number): Relation {
  const cache = new Map<number, Up>();
  const candidates: (Relation & { length: number })[] = [];
  const direct = blood(g, a, b, cache);
  if (direct?.code === "self") return { code: "self", path: [a], commonAncestors: [] };

  const partnerAB = (g.partners.get(a) ?? []).find((p) => p.id === b);
  if (partnerAB) candidates.push({ code: partnerWord(partnerAB.kind), path: [a, b], commonAncestors: [], length: 1 });
  const edgeUp = (g.parents.get(a) ?? []).find((p) => p.id === b && (p.kind === "step" || p.kind === "foster"));
  if (edgeUp) candidates.push({ code: `${edgeUp.kind}_parent`, path: [a, b], commonAncestors: [], length: 1 });
  const edgeDown = (g.parents.get(b) ?? []).find((p) => p.id === a && (p.kind === "step" || p.kind === "foster"));
  if (edgeDown) candidates.push({ code: `${edgeDown.kind}_child`, path: [a, b], commonAncestors: [], length: 1 });
  if (direct) candidates.push(direct);

  // Through a partner of either: a's partner P (what b is to P), b's partner Q (what Q is to a).
  candidates.push(...throughPartners(g, a, b, cache, "a"), ...throughPartners(g, a, b, cache, "b"));
  // Step-siblings: a parent of a and a parent of b are partners, and a and b share no parent.
  const parentsA = lineageParents(g, a);
  const parentsB = lineageParents(g, b);
  if (!parentsA.some((p) => parentsB.includes(p))) {
    outer: for (const pa of parentsA) {
      for (const s of g.partners.get(pa) ?? []) {
        if (parentsB.includes(s.id)) {
          candidates.push({ code: "step_sibling", path: [a, pa, s.id, b], commonAncestors: [], length: 3 });
          break outer;
        }
      }
    }
  }

  if (candidates.length > 0) {
    // Shortest path first; on a tie the order above (partner, step edge, blood, in-laws).
    let best = candidates[0]!;
    for (const c of candidates) if (c.length < best.length) best = c;
    return { code: best.code, path: best.path, commonAncestors: best.commonAncestors };
  }
  const path = anyPath(g, a, b);
  return path ? { code: "relative", path, commonAncestors: [] } : { code: "none", path: [], commonAncestors: [] };
}

/** The shortest chain of parent, child and partner edges from a to b (bounded), or null. */
export function anyPath(g: Graph, a: number, b: number): number[] | null {
  const prev = new Map<number, number>([[a, a]]);
  let frontier = [a];
  for (let step = 0; step < MAX_PATH && frontier.length > 0; step++) {
    const next: number[] = [];
    for (const n of frontier) {
      const around = [...(g.parents.get(n) ?? []), ...(g.children.get(n) ?? []), ...(g.partners.get(n) ?? [])];
      for (const { id } of around) {
        if (prev.has(id)) continue;
        prev.set(id, n);
        if (id === b) {
          const path = [b];
          let cur = b;
          while (cur !== a) {
            cur = prev.get(cur)!;
            path.push(cur);
          }
          return path.reverse();
        }
        next.push(id);
      }
    }
    frontier = next;
  }
  return null;
}

/** Siblings (sharing a lineage parent): full when they share two, else half. */
export function siblingsOf(g: Graph, id: number): { id: number; half: boolean }[] {
  const mine = lineageParents(g, id);
  const out = new Map<number, boolean>();
  for (const p of mine) {
    for (const c of g.children.get(p) ?? []) {
      if (c.id === id || out.has(c.id) || (c.kind !== "birth" && c.kind !== "adoptive")) continue;
      const theirs = lineageParents(g, c.id);
      const shared = theirs.filter((x) => mine.includes(x)).length;
      out.set(c.id, shared < 2 && mine.length >= 2 && theirs.length >= 2);
    }
  }
  return [...out].map(([sid, half]) => ({ id: sid, half }));
}
