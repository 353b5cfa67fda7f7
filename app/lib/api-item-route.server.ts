// Route factories for the /api shapes that repeat (built on apiRoute, app/lib/api-route.server.ts):
// - itemRoute: GET/PUT/DELETE on `/api/<things>/{id}`, each the feature's function of (actor, id[, body]);
//   written `itemRoute({ GET: getThing, PUT: updateThing, DELETE: deleteThing })`;
// - providerRoute: a call on `/api/integrations/<kind>/{provider}...`, 404 for a provider not in the list.
// The route file still writes `export const loader = route.loader; export const action = route.action;`.
import { apiRoute, type ApiContext } from "./api-route.server";
import { idParam, notFound } from "./http.server";
import type { Actor } from "./session.server";

type ItemFns = {
  GET?: (actor: Actor, id: number) => unknown;
  PUT?: (actor: Actor, id: number, body: Record<string, unknown>) => unknown;
  DELETE?: (actor: Actor, id: number) => unknown;
};

/** `/api/<things>/{id}`: each method is the feature's function of (actor, id), PUT also the JSON body; 404 for a bad id. */
export function itemRoute(fns: ItemFns) {
  const { GET, PUT, DELETE } = fns;
  return apiRoute({
    ...(GET && { GET: ({ actor, params }: ApiContext<Actor>) => GET(actor, idParam(params.id)) }),
    ...(PUT && { PUT: async ({ actor, params, json }: ApiContext<Actor>) => PUT(actor, idParam(params.id), await json()) }),
    ...(DELETE && { DELETE: ({ actor, params }: ApiContext<Actor>) => DELETE(actor, idParam(params.id)) }),
  });
}

type ProviderHandler<P> = (ctx: ApiContext<Actor> & { provider: P }) => unknown;

/** A route below `{provider}`: the provider is picked from `providers` (404 `unknown` otherwise). */
export function providerRoute<const L extends readonly string[]>(
  providers: L,
  unknown: string,
  handlers: { POST?: ProviderHandler<L[number]>; DELETE?: ProviderHandler<L[number]> },
) {
  const withProvider = (handler: ProviderHandler<L[number]>) => (ctx: ApiContext<Actor>) => {
    const name = ctx.params.provider;
    if (typeof name !== "string" || !providers.includes(name)) throw notFound(unknown);
    return handler({ ...ctx, provider: name as L[number] });
  };
  const { POST, DELETE } = handlers;
  return apiRoute({ ...(POST && { POST: withProvider(POST) }), ...(DELETE && { DELETE: withProvider(DELETE) }) });
}
