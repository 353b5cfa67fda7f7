// Remembers route matching (issue 16, decision record 121). @remix-run/router's matchRoutes
// flattens, ranks and compiles every route's pattern on every call, and a server-rendered page calls
// it four times (Remix's server match, React Router's static render, and twice for the lazy route
// discovery manifest): about a fifth of a page's CPU with ~150 routes. The answer depends only on
// the route tree's shape and the path, so it is kept per (shape, basename, pathname) and rebuilt
// against the tree at hand (fresh objects each call; nothing shared between requests is handed out).
import { createRequire } from "node:module";

const router = createRequire(import.meta.url)("@remix-run/router");
const original = router.matchRoutes;
const MAX_PATHS = 5_000;

/** routes array → { key: shape id, byId: route id → route object } */
const trees = new WeakMap();
const shapes = new Map();
const memo = new Map();

function treeInfo(routes) {
  let info = trees.get(routes);
  if (info) return info;
  const byId = new Map();
  const parts = [];
  const walk = (list, depth) => {
    for (const r of list) {
      byId.set(r.id, r);
      parts.push(`${depth}|${r.id}|${r.path ?? ""}|${r.index ? 1 : 0}|${r.caseSensitive ? 1 : 0}`);
      if (r.children) walk(r.children, depth + 1);
    }
  };
  walk(routes, 0);
  const signature = parts.join("\n");
  let key = shapes.get(signature);
  if (key === undefined) shapes.set(signature, (key = shapes.size));
  info = { key, byId: byId.size === parts.length ? byId : null };
  trees.set(routes, info);
  return info;
}

router.matchRoutes = function matchRoutes(routes, location, basename = "/") {
  let pathname;
  if (typeof location === "string") pathname = /[?#]/.test(location) ? undefined : location;
  else pathname = location?.pathname || undefined; // only the pathname takes part in matching
  if (!Array.isArray(routes) || !pathname) return original(routes, location, basename);
  const info = treeInfo(routes);
  if (!info.byId) return original(routes, location, basename);
  const k = `${info.key}\0${basename}\0${pathname}`;
  let found = memo.get(k);
  if (found === undefined) {
    const matches = original(routes, location, basename);
    found = matches ? matches.map((m) => ({ id: m.route.id, params: m.params, pathname: m.pathname, pathnameBase: m.pathnameBase })) : null;
    if (memo.size >= MAX_PATHS) memo.delete(memo.keys().next().value);
    memo.set(k, found);
    if (matches) return matches;
  }
  if (found === null) return null;
  // Copies, so that the remembered params stay as they were.
  return found.map((m) => ({ params: { ...m.params }, pathname: m.pathname, pathnameBase: m.pathnameBase, route: info.byId.get(m.id) }));
};
