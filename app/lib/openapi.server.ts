// The OpenAPI 3.1 document of the whole /api (decision record 101), generated with
// @asteasolutions/zod-to-openapi from the zod schemas the calls validate with. Every area adds
// ONE file, app/features/<area>/api-doc.ts, exporting `defineArea({...})`, and one line in AREAS
// below. tests/integration/openapi.test.ts fails for any app/routes/api.*.ts not documented here.
import { OpenAPIRegistry, OpenApiGeneratorV31 } from "@asteasolutions/zod-to-openapi";
import { z } from "zod";
import type { ApiArea, ApiCall } from "./api-doc";
import { ROLES, can, roleLabel, type Role } from "./permissions";
import { authDoc } from "~/features/auth/api-doc";
import { familyDoc } from "~/features/family/api-doc";
import { adminDoc } from "~/features/admin/api-doc";
import { plansDoc } from "~/features/plans/api-doc";
import { announcementsDoc } from "~/features/announcements/api-doc";
import { eventsDoc } from "~/features/events/api-doc";
import { photosDoc } from "~/features/photos/api-doc";
import { birthdaysDoc } from "~/features/birthdays/api-doc";
import { directoryDoc } from "~/features/directory/api-doc";
import { tripDoc } from "~/features/trip/api-doc";
import { surveysDoc } from "~/features/surveys/api-doc";
import { inspirationDoc } from "~/features/inspiration/api-doc";
import { integrationsDoc } from "~/features/integrations/api-doc";
import { tokensDoc } from "~/features/tokens/api-doc";
import { apiMetaDoc } from "./api-meta-doc";

/** The areas, in the order the reference shows them. Add a new area's api-doc here. */
export const AREAS: ApiArea[] = [
  authDoc,
  tokensDoc,
  familyDoc,
  adminDoc,
  plansDoc,
  announcementsDoc,
  eventsDoc,
  photosDoc,
  birthdaysDoc,
  directoryDoc,
  tripDoc,
  surveysDoc,
  inspirationDoc,
  integrationsDoc,
  apiMetaDoc,
];

// ---- Who may call ----

const FAMILY_ROLES: Role[] = ROLES.filter((r) => r !== "super_admin");

/** The family roles that may make a call ("Anyone" for a public one). */
export function whoMayCall(call: ApiCall): { roles: Role[]; text: string } {
  if (call.auth === "public") return { roles: [], text: "Anyone (no sign-in needed)" };
  const perms = call.permission === undefined ? [] : Array.isArray(call.permission) ? call.permission : [call.permission];
  const roles = call.roles ?? (perms.length === 0 ? FAMILY_ROLES : FAMILY_ROLES.filter((r) => perms.some((p) => can(r, p))));
  const text = perms.length === 0 && !call.roles ? "Any signed-in member of the family" : roles.map(roleLabel).join(", ");
  return { roles, text: call.rule ? `${text}. ${call.rule}` : text };
}

// ---- Shared components ----

const fieldError = z.object({ field: z.string(), message: z.string() });
const errorSchema = z
  .object({
    detail: z.union([z.string(), z.object({ error: z.string(), message: z.string() })]).meta({
      description: "What went wrong, in words a person can read (the spec's texts)",
    }),
    errors: z.array(fieldError).optional().meta({ description: "Per-field messages of a validation failure (400)" }),
  })
  .meta({ id: "Error" });

const STATUS_TEXT: Record<number, string> = {
  400: "Invalid input: `detail` is the first message, `errors` lists each field's message",
  401: "Not signed in: no token, or the token is unknown, expired or revoked",
  403: "Refused: the role, the plan, or a read-only token",
  404: "Not found (also anything that belongs to another family)",
  409: "Conflict with the current state",
  413: "Request body too large",
  429: "Too many requests: wait for the seconds in Retry-After",
};

function paramSchemas(call: ApiCall) {
  const names = [...call.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  if (names.length === 0) return undefined;
  const shape: Record<string, z.ZodType> = {};
  for (const name of names) {
    shape[name] =
      call.params?.[name] ?? (name === "id" ? z.int().min(1).meta({ description: "An id (a positive integer)" }) : z.string());
  }
  return z.object(shape);
}

function pagedQuery(paged: NonNullable<ApiCall["paged"]>) {
  return z.object({
    limit: z
      .int()
      .min(1)
      .max(paged.max)
      .optional()
      .meta({ description: `Page size, 1 to ${paged.max} (default ${paged.defaultLimit})` }),
    cursor: z
      .int()
      .min(1)
      .optional()
      .meta({ description: "The X-Next-Cursor of the previous page; leave out for the first page" }),
  });
}

function errorStatuses(call: ApiCall): number[] {
  const s = new Set<number>(call.errors?.map(([status]) => status) ?? []);
  if (call.body || call.query || call.paged || call.multipart) s.add(400);
  if (call.auth !== "public") s.add(401);
  if (call.auth !== "public" && (call.permission || call.roles || call.method !== "get")) s.add(403);
  if (call.path.includes("{")) s.add(404);
  if (call.body || call.multipart) s.add(413);
  s.add(429);
  return [...s].sort((a, b) => a - b);
}

/** The error texts for one status, as listed by the call (and the read-only token refusal). */
export function errorTexts(call: ApiCall, status: number): string[] {
  const texts = (call.errors ?? []).filter(([s]) => s === status).map(([, t]) => t);
  if (status === 403 && call.auth !== "public" && call.method !== "get") {
    texts.push("This token is read-only: it cannot make changes. Create a read-write token to do this.");
  }
  if (status === 401 && call.auth !== "public") texts.push("Not authenticated");
  return texts;
}

function operationId(call: ApiCall): string {
  const words = call.path
    .replace(/[{}]/g, "")
    .split(/[/._-]+/)
    .filter(Boolean)
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)));
  return call.method + words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join("");
}

function registerCall(registry: OpenAPIRegistry, area: ApiArea, call: ApiCall) {
  const who = whoMayCall(call);
  const query = call.paged ? (call.query ? call.query.extend(pagedQuery(call.paged).shape) : pagedQuery(call.paged)) : call.query;
  const bodyContent: Record<string, { schema: z.ZodType }> = {};
  if (call.body) bodyContent["application/json"] = { schema: call.body };
  if (call.multipart) bodyContent["multipart/form-data"] = { schema: call.multipart };

  const okHeaders: Record<string, { description: string; schema: { type: "string" } }> = {};
  for (const [name, description] of Object.entries(call.headers ?? {})) okHeaders[name] = { description, schema: { type: "string" } };
  if (call.paged) okHeaders["X-Next-Cursor"] = { description: "The cursor of the next page; absent on the last page", schema: { type: "string" } };
  if (call.etag) okHeaders.ETag = { description: "Send it back in If-None-Match: an unchanged list answers 304", schema: { type: "string" } };

  const okContent = call.responseType
    ? { [call.responseType]: { schema: z.string().meta({ description: `A ${call.responseType} file` }) } }
    : { "application/json": { schema: call.response ?? z.object({}).catchall(z.unknown()) } };

  const responses: Record<string, { description: string; headers?: typeof okHeaders; content?: Record<string, { schema: z.ZodType }> }> = {
    [String(call.status ?? 200)]: { description: "Success", ...(Object.keys(okHeaders).length ? { headers: okHeaders } : {}), content: okContent },
  };
  if (call.etag) responses["304"] = { description: "Not modified: the If-None-Match ETag is still current" };
  for (const status of errorStatuses(call)) {
    const texts = errorTexts(call, status);
    const description = [STATUS_TEXT[status] ?? "Error", ...texts.map((t) => `- "${t}"`)].join("\n");
    responses[String(status)] = { description, content: { "application/json": { schema: errorSchema } } };
  }

  const description = [call.description, `**Who may call:** ${who.text}.`].filter(Boolean).join("\n\n");
  const headersParam = call.etag ? z.object({ "If-None-Match": z.string().optional().meta({ description: "An ETag from an earlier answer" }) }) : undefined;

  registry.registerPath({
    method: call.method,
    path: call.path,
    operationId: operationId(call),
    tags: [area.title],
    summary: call.summary,
    description,
    security: call.auth === "public" ? [] : [{ bearerAuth: [] }],
    request: {
      ...(paramSchemas(call) ? { params: paramSchemas(call) } : {}),
      ...(query ? { query } : {}),
      ...(headersParam ? { headers: headersParam } : {}),
      ...(Object.keys(bodyContent).length ? { body: { required: true, content: bodyContent } } : {}),
    },
    responses,
    "x-kindred-roles": who.roles,
    ...(call.permission ? { "x-kindred-permission": call.permission } : {}),
  });
}

let cached: ReturnType<OpenApiGeneratorV31["generateDocument"]> | undefined;

/** The OpenAPI 3.1 document (built once per process). */
export function openApiDocument() {
  if (cached) return cached;
  const registry = new OpenAPIRegistry();
  registry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    description:
      "A personal access token (created in the profile or with POST /api/tokens; read or read-write) or the access_token from POST /api/auth/login, sent as `Authorization: Bearer <token>`.",
  });
  for (const area of AREAS) for (const call of area.calls) registerCall(registry, area, call);
  cached = new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: "3.1.0",
    info: {
      title: "Kindred API",
      version: "1",
      description:
        "The JSON API of a Kindred family server: the same calls the web app makes. Every answer is JSON (errors are `{detail}`, validation errors add `errors`); ids are integers; instants are ISO-8601 UTC. Lists that page take `limit` and `cursor` and give the next cursor in `X-Next-Cursor`. Human-readable reference: /api/docs.",
    },
    servers: [{ url: "/api" }],
    tags: AREAS.map((a) => ({ name: a.title, description: a.description })),
  });
  return cached;
}

export { ROLES, roleLabel };
