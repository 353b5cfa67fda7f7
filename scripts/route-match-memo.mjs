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

// The route tree of a page render is the same on every request too. Remix's <RemixServer> builds
// it from the manifest (createServerRoutes) and React Router's createStaticRouter converts it into
// data routes, once per request each; both depend only on the build's manifest and route modules,
// which do not change while a production server runs. They are made once per manifest and reused:
// neither is changed by a render (React Router copies a route before adding to it), and the reused
// tree also lets matchRoutes above find its shape without walking it.
const remixRoutes = createRequire(import.meta.url)("@remix-run/react/dist/routes.js");
const originalServerRoutes = remixRoutes.createServerRoutes;
/** Remix hands over a new route-module map per request (same keys, same modules). */
function sameModules(a, b) {
  if (a === b) return true;
  const keys = Object.keys(b);
  if (keys.length !== Object.keys(a).length) return false;
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}
const serverRoutes = new WeakMap();
remixRoutes.createServerRoutes = function createServerRoutes(manifest, routeModules, future, isSpaMode, ...rest) {
  if (rest.length > 0 || isSpaMode) return originalServerRoutes(manifest, routeModules, future, isSpaMode, ...rest);
  const known = serverRoutes.get(manifest);
  if (known && known.future === future && sameModules(known.routeModules, routeModules)) return known.routes;
  const routes = originalServerRoutes(manifest, routeModules, future, isSpaMode);
  serverRoutes.set(manifest, { routeModules, future, routes });
  return routes;
};

const originalConvert = router.UNSAFE_convertRoutesToDataRoutes;
const dataRoutes = new WeakMap();
router.UNSAFE_convertRoutesToDataRoutes = function convertRoutesToDataRoutes(routes, mapRouteProperties, parentPath, manifest) {
  if (parentPath !== undefined || !manifest || !Array.isArray(routes)) return originalConvert(routes, mapRouteProperties, parentPath, manifest);
  let known = dataRoutes.get(routes);
  if (!known || known.mapRouteProperties !== mapRouteProperties) {
    const byId = {};
    known = { mapRouteProperties, byId, converted: originalConvert(routes, mapRouteProperties, undefined, byId) };
    dataRoutes.set(routes, known);
  }
  Object.assign(manifest, known.byId);
  return known.converted;
};
