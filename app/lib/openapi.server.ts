// The OpenAPI 3.1 document of the whole /api (decision record 101), generated with
// @asteasolutions/zod-to-openapi from the zod schemas the calls validate with. Every area adds
// ONE file, app/features/<area>/api-doc.ts, exporting `defineArea({...})`, and one line in AREAS
// below. tests/integration/openapi.test.ts fails for any route of app/routes/api/routes.ts not documented here.
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
import { calendarSubscriptionsDoc } from "~/features/calendar-subscriptions/api-doc";
import { photosDoc } from "~/features/photos/api-doc";
import { birthdaysDoc } from "~/features/birthdays/api-doc";
import { directoryDoc } from "~/features/directory/api-doc";
import { treeDoc } from "~/features/tree/api-doc";
import { tripDoc } from "~/features/trip/api-doc";
import { surveysDoc } from "~/features/surveys/api-doc";
import { inspirationDoc } from "~/features/inspiration/api-doc";
import { integrationsDoc } from "~/features/integrations/api-doc";
import { tokensDoc } from "~/features/tokens/api-doc";
import { guestLinksDoc } from "~/features/guest-links/api-doc";
import { fundraisingDoc } from "~/features/fundraising/api-doc";
import { superAdminDoc } from "~/features/superadmin/api-doc";
import { exportDoc } from "~/features/export/api-doc";
import { notificationsDoc } from "~/features/notifications/api-doc";
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
  guestLinksDoc,
  birthdaysDoc,
  directoryDoc,
  treeDoc,
  tripDoc,
  surveysDoc,
  fundraisingDoc,
  inspirationDoc,
  integrationsDoc,
  calendarSubscriptionsDoc,
  notificationsDoc,
  superAdminDoc,
  exportDoc,
  apiMetaDoc,
];

// ---- Who may call ----

const FAMILY_ROLES: Role[] = ROLES.filter((r) => r !== "super_admin");

/** The family roles that may make a call ("Anyone" for a public one). */
export function whoMayCall(call: ApiCall): { roles: Role[]; text: string } {
  if (call.auth === "public") return { roles: [], text: "Anyone (no sign-in needed)" };
  const perms = call.permission === undefined ? [] : Array.isArray(call.permission) ? call.permission : [call.permission];
  let roles = call.roles ?? (perms.length === 0 ? FAMILY_ROLES : FAMILY_ROLES.filter((r) => perms.some((p) => can(r, p))));
  // A permission no family role has (platform.admin): the platform roles that have it.
  if (roles.length === 0 && perms.length > 0) roles = ROLES.filter((r) => perms.some((p) => can(r, p)));
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
      .meta({ description: "The X-Next-Cursor (or next_cursor) of the previous page; leave out for the first page" }),
    envelope: z
      .enum(["0", "1"])
      .optional()
      .meta({ description: "1: answer `{items, next_cursor}` instead of the plain list (decision record 103); default 0" }),
  });
}

/** A paged list's answer: the plain list (default) or, with `envelope=1`, `{items, next_cursor}`. */
function pagedResponse(list: z.ZodType) {
  const envelope = z.object({
    items: list,
    next_cursor: z.string().nullable().meta({ description: "Pass it as `cursor` for the next page; null on the last page" }),
  });
  return z.union([list, envelope.meta({ description: "With envelope=1" })]);
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

/** e.g. "get_events_id", "post_family_members_id_role", "get_familyMembers": unique per method and path. */
function operationId(call: ApiCall): string {
  const segments = call.path
    .split("/")
    .filter(Boolean)
    .map((s) => s.replace(/[{}]/g, "").replace(/[.-](\w)/g, (_, c: string) => c.toUpperCase()));
  return [call.method, ...segments].join("_");
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
    : { "application/json": { schema: call.paged && call.response ? pagedResponse(call.response) : (call.response ?? z.object({}).catchall(z.unknown())) } };

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
        "The JSON API of a Kindred family server: the same calls the web app makes. Every answer is JSON (errors are `{detail}`, validation errors add `errors`); ids are integers; instants are ISO-8601 UTC. Lists that page take `limit` and `cursor` and give the next cursor in `X-Next-Cursor`; with `envelope=1` the body is `{items, next_cursor}` instead of the plain list. Human-readable reference: /api/docs.",
    },
    servers: [{ url: "/api" }],
    tags: AREAS.map((a) => ({ name: a.title, description: a.description })),
  });
  return cached;
}

export { ROLES, roleLabel };

// ---- The readable reference (/api/docs) ----

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  maxLength?: number;
  minLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  default?: unknown;
  format?: string;
  description?: string;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  additionalProperties?: unknown;
};

export type FieldRow = { name: string; type: string; notes: string; required: boolean };
export type CallView = {
  anchor: string;
  method: string;
  path: string;
  summary: string;
  description: string | null;
  who: string;
  roles: { role: string; allowed: boolean }[];
  params: FieldRow[];
  body: FieldRow[];
  multipart: boolean;
  response: FieldRow[];
  responseNote: string;
  errors: { status: number; texts: string[] }[];
  curl: string;
};
export type AreaView = { id: string; title: string; description: string; calls: CallView[] };

function typeName(s: JsonSchema | undefined): string {
  if (!s) return "any";
  if (s.$ref) return s.$ref.split("/").pop()!;
  if (s.enum) return s.enum.map((v) => JSON.stringify(v)).join(" | ");
  const alts = s.anyOf ?? s.oneOf;
  if (alts) return alts.map(typeName).join(" | ");
  if (s.allOf) return s.allOf.map(typeName).join(" & ");
  const t = Array.isArray(s.type) ? s.type.join(" | ") : s.type;
  if (t === "array") return `${typeName(s.items)}[]`;
  if (!t) return s.properties ? "object" : "any";
  return s.format && s.format !== "binary" ? `${t} (${s.format})` : s.format === "binary" ? "file" : t;
}

function notes(s: JsonSchema): string {
  const n: string[] = [];
  if (s.minLength) n.push("not blank");
  if (s.maxLength !== undefined) n.push(`at most ${s.maxLength} characters`);
  if (s.minimum !== undefined && s.maximum !== undefined) n.push(`${s.minimum} to ${s.maximum}`);
  else if (s.minimum !== undefined) n.push(`at least ${s.minimum}`);
  else if (s.maximum !== undefined) n.push(`at most ${s.maximum}`);
  if (s.maxItems !== undefined) n.push(`at most ${s.maxItems} items`);
  if (s.default !== undefined) n.push(`default ${JSON.stringify(s.default)}`);
  if (s.description) n.push(s.description);
  return n.join("; ");
}

/** An object schema's fields (allOf parts merged); a list of objects shows its items' fields. */
function fields(schema: JsonSchema | undefined): FieldRow[] {
  if (!schema) return [];
  if (schema.type === "array" && schema.items) return fields(schema.items);
  const parts = schema.allOf ?? [schema];
  const rows: FieldRow[] = [];
  for (const part of parts) {
    const required = new Set(part.required ?? []);
    for (const [name, s] of Object.entries(part.properties ?? {})) {
      rows.push({ name, type: typeName(s), notes: notes(s), required: required.has(name) });
    }
  }
  return rows;
}

function sample(name: string, s: JsonSchema): unknown {
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const t = Array.isArray(s.type) ? s.type[0] : s.type;
  if (t === "integer" || t === "number") return s.minimum ?? 1;
  if (t === "boolean") return false;
  if (t === "array") return [];
  if (s.format === "date") return "2026-07-04";
  return name.includes("email") ? "someone@example.org" : "…";
}

function exampleBody(call: ApiCall, schema: JsonSchema | undefined): Record<string, unknown> | null {
  if (call.example) return call.example;
  if (!schema) return null;
  const body: Record<string, unknown> = {};
  for (const part of schema.allOf ?? [schema]) {
    const required = new Set(part.required ?? []);
    for (const [name, s] of Object.entries(part.properties ?? {})) if (required.has(name) || s.minLength) body[name] = sample(name, s);
  }
  return body;
}

const shellQuote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

function curlFor(call: ApiCall, body: Record<string, unknown> | null, paramSchemas: Record<string, JsonSchema>): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const s = paramSchemas[name];
    return String(s?.enum?.[0] ?? (name === "key" ? "announcement_notification" : name === "code" ? "ABC123" : "1"));
  });
  const query = call.paged ? `?limit=${Math.min(call.paged.defaultLimit, 50)}` : "";
  const lines = [`curl -sS${call.method === "get" ? "" : ` -X ${call.method.toUpperCase()}`} "$KINDRED_URL/api${path}${query}"`];
  if (call.auth !== "public") lines.push(`-H "Authorization: Bearer $KINDRED_TOKEN"`);
  if (body && call.method !== "get") lines.push(`-H "Content-Type: application/json"`, `-d ${shellQuote(JSON.stringify(body))}`);
  return lines.join(" \\\n  ");
}

/** The reference page's content: every area and call, from the same document. */
export function apiReference(): AreaView[] {
  const doc = openApiDocument() as unknown as { paths: Record<string, Record<string, { operationId: string; parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema; description?: string }[]; requestBody?: { content: Record<string, { schema: JsonSchema }> }; responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>> };
  return AREAS.map((area) => ({
    id: area.id,
    title: area.title,
    description: area.description,
    calls: area.calls.map((call): CallView => {
      const op = doc.paths[call.path.replace(/\/$/, "")]?.[call.method];
      if (!op) throw new Error(`${call.method} ${call.path} missing from the document`);
      const parameters = (op.parameters ?? []).filter((p) => p.in !== "header");
      const paramSchemas = Object.fromEntries(parameters.map((p) => [p.name, p.schema]));
      const bodySchema = op.requestBody?.content["application/json"]?.schema ?? op.requestBody?.content["multipart/form-data"]?.schema;
      const ok = op.responses[String(call.status ?? 200)]?.content;
      const answer = ok?.["application/json"]?.schema;
      // A paged list declares the plain list or the envelope: the reference shows the list's items.
      const okSchema = call.paged ? answer?.anyOf?.[0] : answer;
      const who = whoMayCall(call);
      return {
        anchor: op.operationId,
        method: call.method.toUpperCase(),
        path: `/api${call.path}`,
        summary: call.summary,
        description: call.description ?? null,
        who: who.text,
        roles: call.auth === "public" ? [] : FAMILY_ROLES.map((r) => ({ role: roleLabel(r), allowed: who.roles.includes(r) })),
        params: parameters.map((p) => ({
          name: `${p.name} (${p.in})`,
          type: typeName(p.schema),
          notes: [notes(p.schema), p.description === p.schema.description ? "" : (p.description ?? "")].filter(Boolean).join("; "),
          required: !!p.required,
        })),
        body: fields(bodySchema),
        multipart: !!op.requestBody?.content["multipart/form-data"],
        response: fields(okSchema),
        responseNote: call.responseType
          ? `A ${call.responseType} file`
          : okSchema?.type === "array"
            ? `A list${call.paged ? " (one page; the next page's cursor is in X-Next-Cursor; with envelope=1 the answer is {items, next_cursor} around this list)" : ""}, each item:`
            : "An object:",
        errors: errorStatuses(call).map((status) => ({ status, texts: errorTexts(call, status) })),
        curl: curlFor(call, call.method === "get" || call.method === "delete" ? null : exampleBody(call, bodySchema), paramSchemas),
      };
    }),
  }));
}
