// The one /api adapter: a route's `loader` and `action` made from `{GET, POST, PUT, PATCH, DELETE}`
// handlers. The actor is resolved once (cookie or bearer token); a handler's return value is the
// JSON body (a Response passes through: files, calendars, CSV); an HttpError is `{detail}` (plus
// `errors` for validation) with its status; a method without a handler is 405 with `Allow`; any
// other failure is a 500 `{detail}` without a stack trace. Every answer has the /api headers.
import type { ActionFunctionArgs, LoaderFunctionArgs } from "react-router";

type Params = LoaderFunctionArgs["params"];
import { HttpError, errorResponse, jsonResponse, readJson, withApiHeaders } from "./http.server";
import { getActor, requireActor, type Actor } from "./session.server";

export type ApiContext<A> = {
  request: Request;
  params: Params;
  url: URL;
  actor: A;
  /** The JSON object body (capped at MAX_BODY_BYTES; 400 when it is not a JSON object). */
  json: () => Promise<Record<string, unknown>>;
};

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type Handlers<A> = Partial<Record<Method, (ctx: ApiContext<A>) => unknown>>;

function makeRoute<A>(handlers: Handlers<A>, resolveActor: (request: Request) => Promise<A>) {
  const allow = [...Object.keys(handlers), ...(handlers.GET ? ["HEAD"] : [])].join(", ");
  async function handle({ request, params }: LoaderFunctionArgs | ActionFunctionArgs): Promise<Response> {
    const method = (request.method.toUpperCase() === "HEAD" ? "GET" : request.method.toUpperCase()) as Method;
    const handler = handlers[method];
    if (!handler) return jsonResponse({ detail: "Method not allowed" }, 405, { Allow: allow });
    try {
      const actor = await resolveActor(request);
      const result = await handler({ request, params, url: new URL(request.url), actor, json: () => readJson(request) });
      if (result instanceof Response) {
        const headers = withApiHeaders(result.headers);
        return new Response(result.body, { status: result.status, statusText: result.statusText, headers });
      }
      return jsonResponse(result ?? { ok: true });
    } catch (error) {
      if (error instanceof HttpError) return errorResponse(error);
      if (error instanceof Response) return new Response(error.body, { status: error.status, headers: withApiHeaders(error.headers) });
      console.error(error);
      return jsonResponse({ detail: "Internal server error" }, 500);
    }
  }
  return { loader: handle, action: handle };
}

/** An /api route for signed-in callers: 401 `{detail}` without a session or token. */
export function apiRoute(handlers: Handlers<Actor>) {
  return makeRoute(handlers, requireActor);
}

/** An /api route open to anyone (sign-in, registration, code lookups); `actor` may be null. */
export function publicApiRoute(handlers: Handlers<Actor | null>) {
  return makeRoute(handlers, getActor);
}

/** Unknown /api paths: 404 `{detail}` for every method. */
export function unknownApiPath() {
  const answer = () => jsonResponse({ detail: "Not found" }, 404);
  return { loader: answer, action: answer };
}

export { HttpError };
