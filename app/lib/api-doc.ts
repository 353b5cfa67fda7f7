// The shape of one area's API documentation (decision record 101). Each area describes its calls
// in app/features/<area>/api-doc.ts with `defineArea({...})`, using the SAME zod input schemas
// its feature functions validate with; app/lib/openapi.server.ts collects the areas into the
// OpenAPI 3.1 document (GET /api/openapi.json) and the reference page (/api/docs).
import { z } from "zod";
import type { Permission, Role } from "./permissions";

export type HttpMethod = "get" | "post" | "put" | "patch" | "delete";

export type ApiCall = {
  method: HttpMethod;
  /** The OpenAPI path below /api, with {param} segments: "/events/{id}". */
  path: string;
  summary: string;
  description?: string;
  /** "public": no sign-in needed. Default: a signed-in member of the family (session or token). */
  auth?: "public" | "signed-in";
  /**
   * Who may call it, from app/lib/permissions.ts: a role may call when it has ANY of these.
   * Absent: every signed-in role (guests included).
   */
  permission?: Permission | Permission[];
  /** The roles that may call, when the code checks roles directly rather than a permission. */
  roles?: Role[];
  /** A sentence about the rule when roles alone do not say it (a family setting, a plan). */
  rule?: string;
  /** Path parameters: a schema per {param}; default: integer for "id"/"...Id", string otherwise. */
  params?: Record<string, z.ZodType>;
  /** Query parameters. */
  query?: z.ZodObject;
  /** The JSON request body: the feature's own input schema. */
  body?: z.ZodType;
  /** Also (or only) multipart/form-data, with these fields. */
  multipart?: z.ZodObject;
  /** The success answer (JSON) ... */
  response?: z.ZodType;
  /** ... or a non-JSON answer ("text/csv", "text/calendar", "application/zip"). */
  responseType?: string;
  /** Success status (default 200). */
  status?: number;
  /** Response headers on success (name → description). */
  headers?: Record<string, string>;
  /** A paged list (limit + cursor, X-Next-Cursor). */
  paged?: { defaultLimit: number; max: number };
  /** Answers with an ETag and 304 to If-None-Match. */
  etag?: boolean;
  /** The error texts a caller may see (SPEC §5/§8 texts verbatim), by status. */
  errors?: Array<[number, string]>;
  /** A body for the curl example (default: one made from the schema). */
  example?: Record<string, unknown>;
};

export type ApiArea = {
  /** Tag id, e.g. "events". */
  id: string;
  /** Heading, e.g. "Events". */
  title: string;
  description: string;
  calls: ApiCall[];
};

export const defineArea = (area: ApiArea): ApiArea => area;

// ---- Response pieces shared by several areas ----

export const messageResponse = z.object({ message: z.string() });
export const isoInstant = () => z.string().meta({ format: "date-time", description: "ISO-8601 UTC instant" });
/** An object whose keys are documented only in part (more keys may be present). */
export const openObject = <T extends z.ZodRawShape>(shape: T, description?: string) =>
  z.object(shape).catchall(z.unknown()).meta(description ? { description } : {});

// ---- Building calls: each area's doc is data, these fill in what every such call repeats ----

/** The rest of a call, after its method, path and summary. */
export type CallDetails = Omit<ApiCall, "method" | "path" | "summary">;

/** Several error texts of one status: `[...fails(400, MSG.title, MSG.goal), notFound]`. */
export const fails = (status: number, ...texts: string[]): Array<[number, string]> => texts.map((t) => [status, t]);

/**
 * The usual calls on a collection `base` of `item`s: `list` (GET base, an array of items), `create`
 * (POST base, the item), and on `base/{id}`: `get` (the item), `update` (PUT, the item) and `remove`
 * (DELETE, `{message}`); the three `{id}` calls add the 404 `missing` text after their own errors.
 * `details` overrides any default (another response, say).
 */
export function collection(base: string, item: z.ZodType, missing: string) {
  const one = `${base}/{id}`;
  const call = (method: ApiCall["method"], path: string, response: z.ZodType, idCall: boolean) => (summary: string, details: CallDetails = {}): ApiCall => ({
    method,
    path,
    summary,
    response,
    ...details,
    ...(idCall ? { errors: [...(details.errors ?? []), [404, missing] as [number, string]] } : {}),
  });
  return {
    list: call("get", base, z.array(item), false),
    create: call("post", base, item, false),
    get: call("get", one, item, true),
    update: call("put", one, item, true),
    remove: call("delete", one, messageResponse, true),
  };
}
