// The tree around one person, for the Family tree tab: ancestors and descendants a few generations
// each way as nested data (the accessible list) and as boxes and lines (the server-rendered SVG).
// Bounded: at most GENERATIONS each way and MAX_NODES boxes, whatever the tree's size.
import type { Graph } from "./graph";

export const GENERATIONS = 3;
const MAX_NODES = 160;

export type Label = { name: string; years: string };
export type AncestorNode = Label & { id: number; kind: string; parents: AncestorNode[] };
export type DescendantNode = Label & { id: number; kind: string; partners: (Label & { id: number })[]; children: DescendantNode[] };
export type Box = Label & { id: number; x: number; y: number; focus: boolean };
export type TreeView = {
  focus: Label & { id: number };
  ancestors: AncestorNode[];
  descendant: DescendantNode;
  svg: { width: number; height: number; boxes: Box[]; lines: { x1: number; y1: number; x2: number; y2: number }[] };
};

export const BOX_W = 150;
export const BOX_H = 46;
const GAP_X = 12;
const ROW_H = 86;

export function buildView(g: Graph, focusId: number, label: (id: number) => Label): TreeView {
  let budget = MAX_NODES;
  const ancestorsOf = (id: number, depth: number): AncestorNode[] => {
    if (depth >= GENERATIONS) return [];
    return (g.parents.get(id) ?? [])
      .filter(() => budget-- > 0)
      .map((p) => ({ id: p.id, kind: p.kind, ...label(p.id), parents: ancestorsOf(p.id, depth + 1) }));
  };
  const descendantOf = (id: number, kind: string, depth: number): DescendantNode => ({
    id,
    kind,
    ...label(id),
    partners: (g.partners.get(id) ?? []).slice(0, 4).map((p) => ({ id: p.id, ...label(p.id) })),
    children:
      depth >= GENERATIONS ? [] : (g.children.get(id) ?? []).filter(() => budget-- > 0).map((c) => descendantOf(c.id, c.kind, depth + 1)),
  });
  const ancestors = ancestorsOf(focusId, 0);
  const descendant = descendantOf(focusId, "", 0);

  // Layout. Descendants: each leaf takes one column, a parent sits above the middle of its children.
  const boxes: Box[] = [];
  const lines: TreeView["svg"]["lines"] = [];
  const ancestorRows = depthOf(ancestors);
  const top = (row: number) => 10 + (ancestorRows + row) * ROW_H;
  const colW = BOX_W + GAP_X;
  let column = 0;
  const placeDown = (n: DescendantNode, row: number): number => {
    let x: number;
    if (n.children.length === 0) {
      x = column * colW + GAP_X / 2;
      column++;
    } else {
      const xs = n.children.map((c) => placeDown(c, row + 1));
      x = (xs[0]! + xs[xs.length - 1]!) / 2;
      for (const cx of xs) lines.push(elbow(cx + BOX_W / 2, top(row + 1), x + BOX_W / 2, top(row) + BOX_H));
    }
    boxes.push({ id: n.id, name: n.name, years: n.years, x, y: top(row), focus: row === 0 });
    return x;
  };
  const focusX0 = placeDown(descendant, 0);
  const descWidth = column * colW;
  // Ancestors: generation k has 2^k slots above the focus.
  const slots = 2 ** Math.max(ancestorRows, 0);
  const ancWidth = slots * colW;
  const width = Math.max(descWidth, ancWidth, colW);
  const shiftDown = width / 2 - (focusX0 + BOX_W / 2);
  for (const b of boxes) b.x += shiftDown;
  for (const l of lines) {
    l.x1 += shiftDown;
    l.x2 += shiftDown;
  }
  const focusX = focusX0 + shiftDown;
  const placeUp = (nodes: AncestorNode[], childX: number, childRow: number, slotStart: number, slotSpan: number) => {
    const gen = -childRow + 1;
    const each = slotSpan / Math.max(nodes.length, 1);
    nodes.forEach((n, i) => {
      const span = each;
      const start = slotStart + i * each;
      const x = width / 2 - ancWidth / 2 + (start + span / 2) * colW - BOX_W / 2;
      const row = childRow - 1;
      boxes.push({ id: n.id, name: n.name, years: n.years, x, y: top(row), focus: false });
      lines.push(elbow(childX + BOX_W / 2, top(childRow), x + BOX_W / 2, top(row) + BOX_H));
      placeUp(n.parents, x, row, start, span);
      void gen;
    });
  };
  placeUp(ancestors, focusX, 0, 0, slots);
  const maxRow = boxes.reduce((m, b) => Math.max(m, b.y), 0);
  return {
    focus: { id: focusId, ...label(focusId) },
    ancestors,
    descendant,
    svg: { width: Math.ceil(width), height: Math.ceil(maxRow + BOX_H + 10), boxes, lines },
  };
}

function depthOf(nodes: AncestorNode[]): number {
  let d = 0;
  for (const n of nodes) d = Math.max(d, 1 + depthOf(n.parents));
  return d;
}

function elbow(x1: number, y1: number, x2: number, y2: number) {
  return { x1, y1, x2, y2 };
}
