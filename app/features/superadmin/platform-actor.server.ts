// The super admin's actor. It is the only actor that may read or change more than one family, so
// it is a different type from the family-scoped `Actor`: it has no `familyId` and no `role`, and
// family-scoped feature functions (which take an `Actor`) cannot be called with it by mistake.
// Everything that crosses families lives in this folder and takes a PlatformActor.
import { apiRoute, type ApiContext } from "~/lib/api-route.server";
import { forbidden } from "~/lib/http.server";
import { requireActor, requireUser, type Actor } from "~/lib/session.server";

export type PlatformActor = {
  readonly kind: "platform";
  userId: number;
  name: string;
  email: string;
  sessionId: number;
};

export const PLATFORM_FORBIDDEN = "Super admin access required";

/** A signed-in family actor as the platform actor: 403 for every role but super_admin. */
export function platformActorFrom(actor: Actor): PlatformActor {
  if (actor.role !== "super_admin") throw forbidden(PLATFORM_FORBIDDEN);
  return { kind: "platform", userId: actor.userId, name: actor.name, email: actor.email, sessionId: actor.sessionId };
}

/** /api: 401 without a session or token, 403 unless the caller is a super admin. */
export async function requirePlatformAdmin(request: Request): Promise<PlatformActor> {
  return platformActorFrom(await requireActor(request));
}

/** Pages: a redirect to /auth when signed out; a 404 for other roles (the tab is not listed for them). */
export async function requirePlatformAdminPage(request: Request): Promise<PlatformActor> {
  const actor = await requireUser(request);
  if (actor.role !== "super_admin") throw new Response("Not found", { status: 404 });
  return platformActorFrom(actor);
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** `apiRoute` whose handlers receive the PlatformActor (every other role: 403 before the handler). */
export function platformApiRoute(handlers: Partial<Record<Method, (ctx: ApiContext<PlatformActor>) => unknown>>) {
  const wrapped: Partial<Record<Method, (ctx: ApiContext<Actor>) => unknown>> = {};
  for (const [method, handler] of Object.entries(handlers) as [Method, (ctx: ApiContext<PlatformActor>) => unknown][]) {
    wrapped[method] = (ctx) => handler({ ...ctx, actor: platformActorFrom(ctx.actor) });
  }
  return apiRoute(wrapped);
}
