// The /api calls behind one route module (decision record 269). React Router flattens, ranks and
// matches its whole route list on every request, so 120 /api modules in that list cost every page
// and every call (10-15% of their CPU, measured). The framework now sees one /api catch-all; its
// loader and action find the call's module in the route table (app/routes/api/routes.ts): first by
// the resource (the path's first segment below /api), then with React Router's public matchRoutes
// over that resource's few paths, which ranks them as the framework always did ("announcements/mine"
// before "announcements/:id"). The module gets the same arguments with its own params.
import { matchRoutes, type ActionFunctionArgs, type LoaderFunctionArgs, type Params } from "react-router";
import { apiRoutes } from "~/routes/api/routes";

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;
type ApiModule = { loader?: Handler; action?: Handler };

// Every module of app/routes/api, bundled with the server (keys: "../routes/api/events/$id.ts").
const modules = import.meta.glob<ApiModule>(["../routes/api/**/*.ts", "!../routes/api/routes.ts", "!../routes/api/dispatch.ts"], { eager: true });

function moduleOf(file: string): ApiModule {
  const found = modules[`../${file}`];
  if (!found) throw new Error(`app/routes/api/routes.ts names ${file}, which is not a module under app/routes/api`);
  // Every /api module answers every method (its apiRoute/itemRoute says which ones it serves).
  if (typeof found.loader !== "function" || typeof found.action !== "function") throw new Error(`${file} must export a loader and an action`);
  return found;
}

/** A path of the table, as React Router's matchRoutes takes it, with the module that serves it. */
type ApiRouteObject = { path: string; module: ApiModule };
const byResource = new Map<string, ApiRouteObject[]>();
let unknownPath: ApiModule | null = null;
for (const r of apiRoutes) {
  if (!r.file.endsWith(".ts")) continue; // a page (/api/docs) is a route of its own
  if (r.path === "*") {
    unknownPath = moduleOf(r.file);
    continue;
  }
  const resource = r.path.split("/")[0]!.toLowerCase();
  const list = byResource.get(resource) ?? [];
  list.push({ path: `/api/${r.path}`, module: moduleOf(r.file) });
  byResource.set(resource, list);
}
if (!unknownPath) throw new Error('app/routes/api/routes.ts has no "*" route for unknown /api paths');
const fallback = unknownPath;

type Found = { module: ApiModule; params: Params };

// matchRoutes flattens and ranks the paths it is given on every call (3-4% of a call's CPU,
// measured on GET /api/events): the answer per pathname is kept, a bounded number of them. Params
// come from the pathname alone, so a kept answer is the answer; each call gets its own params copy.
// Memory stays bounded whatever the paths asked: at most 2,000 kept, none longer than 256 characters.
const FOUND_KEPT = 2000;
const KEPT_PATH_LENGTH = 256;
const foundByPath = new Map<string, Found>();

/** The module serving `pathname` (below /api) and its params, or the unknown-path answer. */
function find(pathname: string): Found {
  if (pathname.length > KEPT_PATH_LENGTH) return search(pathname);
  let found = foundByPath.get(pathname);
  if (!found) {
    if (foundByPath.size >= FOUND_KEPT) foundByPath.clear();
    foundByPath.set(pathname, (found = search(pathname)));
  }
  return { module: found.module, params: { ...found.params } };
}

function search(pathname: string): Found {
  const segment = pathname.split("/")[2] ?? "";
  let resource = segment.toLowerCase();
  try {
    resource = decodeURIComponent(segment).toLowerCase();
  } catch {
    // Not valid percent-encoding: no resource has that name.
  }
  const routes = byResource.get(resource);
  const match = routes ? matchRoutes(routes, pathname)?.[0] : undefined;
  if (!match) return { module: fallback, params: {} };
  return { module: match.route.module, params: match.params };
}

function call(kind: "loader" | "action") {
  // `url` is the framework's own parse of the request's address (no second parse here).
  return (args: LoaderFunctionArgs | ActionFunctionArgs) => {
    const { module, params } = find(args.url.pathname);
    return module[kind]!({ ...args, params });
  };
}

export const apiCall = { loader: call("loader"), action: call("action") };
