// Errors, JSON responses, input validation and capped body reading, shared by the /api adapter
// (api-route.server.ts) and the page adapter (page-action.server.ts).
import type { ZodType, core } from "zod";
import { env } from "./env.server";
import { requestScope } from "./request-context.server";
import { acceptedLanguage } from "./i18n/accept-language.server";
import { hasText, translateText } from "./i18n/catalog.server";

export type Detail = string | { error: string; message: string };
/**
 * A text with values in it, as the catalogue knows it (issue 40): `id` is the English message with
 * placeholders ("Too many attempts. Please try again in {minutes} minutes."), `values` fill them.
 * The English text of the error is still written out in full; the boundary translates `id`.
 */
export type TextWithValues = { id: string; values: Record<string, string | number> };
export type FieldError = { field: string; message: string; i18n?: TextWithValues };

export class HttpError extends Error {
  constructor(
    public status: number,
    public detail: Detail,
    /** Per-field messages of a validation failure (the first is also the detail). */
    public errors: FieldError[] = [],
    /** Extra response headers (Retry-After on 429, Allow on 405). */
    public headers: Record<string, string> = {},
    /** The message with its values, when it has some (a number, a name): what the boundary translates. */
    public i18n?: TextWithValues,
  ) {
    super(typeof detail === "string" ? detail : detail.message);
  }
}

/** A message (or a field's message) in a language: by its id and values when it has them, else by its text. */
export function translateError(language: string, message: string, i18n?: TextWithValues): string {
  if (language === "en") return message;
  if (i18n && hasText(i18n.id)) {
    const text = translateText(language, i18n.id, i18n.values);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return translateText(language, message);
}

export const badRequest = (detail: Detail) => new HttpError(400, detail);
export const forbidden = (detail = "You do not have permission to do that") => new HttpError(403, detail);
export const notFound = (detail = "Not found") => new HttpError(404, detail);

/**
 * `{field}` in a shared input message becomes the field's name ("title must be text"). A message
 * with other values (a length) names them in the issue's `params.i18n` (lib/inputs.ts).
 */
function issueMessage(issue: core.$ZodIssue): FieldError {
  const field = issue.path.map(String).join(".");
  const message = issue.message.replace("{field}", field || "value");
  const params = (issue as { params?: { i18n?: TextWithValues } }).params;
  const withValues = params?.i18n ?? (issue.message.includes("{field}") ? { id: issue.message, values: {} } : undefined);
  return {
    field,
    message: message.charAt(0).toUpperCase() + message.slice(1),
    i18n: withValues ? { id: withValues.id, values: { ...withValues.values, field: field || "value" } } : undefined,
  };
}

/**
 * Validates input with a feature's zod schema. Every issue keeps its field path; the first
 * message (the spec's text) is the detail.
 */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input);
  if (!result.success) {
    const errors = result.error.issues.map(issueMessage);
    throw new HttpError(400, errors[0]?.message ?? "Invalid input", errors, {}, errors[0]?.i18n);
  }
  return result.data;
}

/**
 * Headers on every answer, redirects and files included: set by the server's front door
 * (server/app.ts) before anything else runs. Pages add their own CSP (entry.server.tsx), /api
 * answers theirs (below).
 */
export const securityHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "same-origin",
  "X-Frame-Options": "DENY",
};

/** /api answers are data, never documents: nothing may run or be framed. */
export const apiSecurityHeaders: Record<string, string> = {
  "Content-Security-Policy": "default-src 'none'; frame-ancestors 'none'",
};

export function withApiHeaders(headers?: HeadersInit): Headers {
  const h = new Headers(headers);
  for (const [k, v] of Object.entries(apiSecurityHeaders)) h.set(k, v);
  if (!h.has("Cache-Control")) h.set("Cache-Control", "no-store");
  return h;
}

export function jsonResponse(body: unknown, status = 200, headers?: HeadersInit): Response {
  return Response.json(body, { status, headers: withApiHeaders(headers) });
}

/** An HttpError as the /api's `{detail}` answer (with `errors` for validation failures). */
export function errorResponse(error: HttpError): Response {
  // English unless the request asked for another of our languages (issue 40): scripts read these.
  const language = acceptedLanguage(requestScope()?.acceptLanguage ?? null) ?? "en";
  const detail =
    typeof error.detail === "string"
      ? translateError(language, error.detail, error.i18n)
      : { ...error.detail, message: translateError(language, error.detail.message, error.i18n) };
  const body: Record<string, unknown> = { detail };
  if (error.errors.length > 0) body.errors = error.errors.map((e) => ({ field: e.field, message: translateError(language, e.message, e.i18n) }));
  return jsonResponse(body, error.status, error.headers);
}

// ---- Bodies: read with a cap, while reading (a 5 MB body never sits in memory) ----

export const tooLarge = (limit: number) =>
  new HttpError(413, `Request body is too large (the limit is ${formatBytes(limit)})`, [], {}, {
    id: "Request body is too large (the limit is {limit})",
    values: { limit: formatBytes(limit) },
  });

function formatBytes(n: number): string {
  if (n >= 1024 * 1024) return `${Math.round((n / (1024 * 1024)) * 10) / 10} MB`;
  if (n >= 1024) return `${Math.round(n / 1024)} KB`;
  return `${n} bytes`;
}

/** The body as bytes, refused with 413 as soon as it passes `limit` (default MAX_BODY_BYTES). */
export async function readBodyBytes(request: Request, limit = env().MAX_BODY_BYTES): Promise<Uint8Array> {
  const declared = Number(request.headers.get("Content-Length") ?? "");
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  if (Number.isFinite(declared) && declared > limit) {
    // Refused before reading; the body is still drained (and dropped) so the answer arrives
    // and the connection stays usable, unless it is larger than the discard budget.
    if (declared <= limit + DISCARD_BUDGET) await discardRest(reader);
    else await reader.cancel().catch(() => {});
    throw tooLarge(limit);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await discardRest(reader);
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(size);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}

/** How much of an oversized body (sent without Content-Length) is read and thrown away. */
const DISCARD_BUDGET = 64 * 1024 * 1024;

/**
 * Reads and drops the rest of an oversized body, chunk by chunk (nothing is kept), so the client
 * receives the 413 instead of a connection reset; a body beyond the budget is cut off.
 */
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>) {
  let discarded = 0;
  try {
    while (discarded < DISCARD_BUDGET) {
      const { done, value } = await reader.read();
      if (done) return;
      discarded += value.byteLength;
    }
    await reader.cancel();
  } catch {
    // the client went away
  }
}

/** Reads a JSON object body for /api calls; empty is `{}`; anything else is a 400. */
export async function readJson(request: Request): Promise<Record<string, unknown>> {
  const text = new TextDecoder().decode(await readBodyBytes(request));
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw badRequest("Request body must be a JSON object");
}

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Reads a page form (urlencoded or multipart) with the body cap. A POST with no body and no
 * Content-Type at all is an empty form; another content type is a 415; a body that does not parse
 * as a form is a 400. Never a 500.
 */
export async function readForm(request: Request, limit = env().MAX_BODY_BYTES): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) {
    if (type === "" && (await readBodyBytes(request, limit)).byteLength === 0) return new FormData();
    throw new HttpError(415, "This page accepts form submissions only (application/x-www-form-urlencoded or multipart/form-data)");
  }
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Response(Buffer.from(bytes), { headers: { "Content-Type": request.headers.get("Content-Type")! } }).formData();
  } catch {
    throw badRequest("The form could not be read. Please try again.");
  }
}

/** Parses a route param as a positive integer id; anything else is a 404. */
export function idParam(value: unknown): number {
  const n = typeof value === "string" && /^\d{1,15}$/.test(value.trim()) ? Number(value) : typeof value === "number" ? value : NaN;
  // Ids are 32-bit on PostgreSQL: a larger one names nothing (not a database error).
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw notFound();
  return n;
}
