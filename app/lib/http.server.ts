// Errors, JSON responses, and the adapter every /api resource route uses.
import { ZodError, type ZodType } from "zod";

export type Detail = string | { error: string; message: string };

export class HttpError extends Error {
  constructor(
    public status: number,
    public detail: Detail,
  ) {
    super(typeof detail === "string" ? detail : detail.message);
  }
}

export const badRequest = (detail: Detail) => new HttpError(400, detail);
export const forbidden = (detail = "You do not have permission to do that") => new HttpError(403, detail);
export const notFound = (detail = "Not found") => new HttpError(404, detail);

/** Validates input with a shared zod schema; the first issue's message (the spec's text) is the detail. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(firstMessage(result.error));
  return result.data;
}

export function firstMessage(error: ZodError): string {
  return error.issues[0]?.message ?? "Invalid input";
}

export function errorMessage(error: unknown): string {
  return error instanceof HttpError ? error.message : "Something went wrong. Please try again.";
}

export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  for (const [k, v] of Object.entries(securityHeaders)) h.set(k, v);
  h.set("Cache-Control", "no-store");
  return Response.json(body, { status, headers: h });
}

type Handler = () => unknown | Promise<unknown>;

/**
 * Runs an /api handler: the returned value becomes the JSON body; an HttpError becomes
 * `{detail}` with its status; anything else is a 500 with a generic detail (never a stack trace).
 * `handlers` maps HTTP methods to handlers; other methods get 405.
 */
export async function api(request: Request, handlers: Partial<Record<string, Handler>>): Promise<Response> {
  const handler = handlers[request.method.toUpperCase()];
  if (!handler) return jsonResponse({ detail: "Method not allowed" }, 405);
  try {
    const result = await handler();
    if (result instanceof Response) return result;
    return jsonResponse(result ?? { ok: true });
  } catch (error) {
    if (error instanceof HttpError) return jsonResponse({ detail: error.detail }, error.status);
    if (error instanceof Response) return error;
    console.error(error);
    return jsonResponse({ detail: "Internal server error" }, 500);
  }
}

/** Reads a JSON body for /api calls; a missing or malformed body is a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = await request.text();
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw badRequest("Request body must be a JSON object");
}

/** Parses a route param as a positive integer id; anything else is a 404. */
export function idParam(value: string | undefined): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0) throw notFound();
  return n;
}
