// Route factories for the /api shapes that repeat (built on apiRoute, app/lib/api-route.server.ts):
// - itemRoute: GET/PUT/DELETE on `/api/<things>/{id}`, each the feature's function of (actor, id[, body]);
// - providerRoute: a call on `/api/integrations/<kind>/{provider}...`, 404 for a provider not in the list.
// The route file still writes `export const loader = route.loader; export const action = route.action;`.
import { apiRoute, type ApiContext } from "./api-route.server";
import { idParam, notFound } from "./http.server";
import type { Actor } from "./session.server";

type ItemFns = {
  get?: (actor: Actor, id: number) => unknown;
  update?: (actor: Actor, id: number, body: Record<string, unknown>) => unknown;
  remove?: (actor: Actor, id: number) => unknown;
};

/** `/api/<things>/{id}`: GET → get, PUT → update (the JSON body), DELETE → remove; 404 for a bad id. */
export function itemRoute(fns: ItemFns) {
  const { get, update, remove } = fns;
  return apiRoute({
    ...(get && { GET: ({ actor, params }: ApiContext<Actor>) => get(actor, idParam(params.id)) }),
    ...(update && { PUT: async ({ actor, params, json }: ApiContext<Actor>) => update(actor, idParam(params.id), await json()) }),
    ...(remove && { DELETE: ({ actor, params }: ApiContext<Actor>) => remove(actor, idParam(params.id)) }),
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
