// The app's routes (decision record 231).
// - /api: declared explicitly in app/routes/api/routes.ts, one folder per resource under
//   app/routes/api/ (so /api/events/... is app/routes/api/events/...), mounted under prefix("api"):
//   its pages (/api/docs) as routes of their own, every call through one catch-all module that finds
//   the call's module in that table (decision record 269).
// - Pages and the other files (downloads, health checks, callbacks): app/routes/*, by the
//   framework's file-name convention (flatRoutes).
// A flat app/routes/api.*.ts file (the old convention) is refused with a message, not served by
// accident beside the table.
import { prefix, route, type RouteConfig, type RouteConfigEntry } from "@react-router/dev/routes";
import { flatRoutes } from "@react-router/fs-routes";
import { apiRoutes } from "./routes/api/routes";

function refuseFlatApiRoutes(entries: RouteConfigEntry[]): RouteConfigEntry[] {
  const walk = (list: RouteConfigEntry[]): string[] =>
    list.flatMap((r) => [...(r.path === "api" || r.path?.startsWith("api/") ? [r.file] : []), ...walk(r.children ?? [])]);
  const flat = walk(entries);
  if (flat.length) {
    throw new Error(
      `These /api route files use the old flat naming: ${flat.join(", ")}. Move each to ` +
        `app/routes/api/<resource>/<rest of the path>.ts (git mv) and add a route("<path below /api>", "routes/api/...") ` +
        `line to app/routes/api/routes.ts (decision record 231).`,
    );
  }
  return entries;
}

export default (async () => [
  ...prefix("api", [
    ...apiRoutes.filter((r) => r.file.endsWith(".tsx")).map((r) => route(r.path, r.file)),
    route("*", "routes/api/dispatch.ts"),
  ]),
  ...refuseFlatApiRoutes(await flatRoutes({ ignoredRouteFiles: ["routes/api"] })),
])() satisfies RouteConfig;
