// Sessions: one table serves the browser cookie and API bearer tokens (both stored hashed).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "react-router";
import { and, eq, getTableColumns, getTableName, ne, type Table } from "drizzle-orm";
import { dataDir, isPostgres, queryOne, schema, withTransaction } from "./db.server";
import { env } from "./env.server";
import { HttpError, type TextWithValues } from "./http.server";
import { hashToken, newToken } from "./crypto.server";
import { checkPersonalToken } from "./personal-token.server";
import { rememberForRequest, requestReadKey, requestScope } from "./request-context.server";
import { translateText } from "./i18n/catalog.server";
import type { Actor } from "./actor";

const SESSION_DAYS = 30;

export type { Actor } from "./actor";

let secret: string | undefined;

/** SESSION_SECRET, or a secret generated once into the data directory. */
export function sessionSecret(): string {
  if (secret) return secret;
  const configured = env().SESSION_SECRET;
  if (configured) return (secret = configured);
  const file = path.join(dataDir(), "session-secret");
  if (!fs.existsSync(file)) {
    fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
  }
  return (secret = fs.readFileSync(file, "utf8").trim());
}

const isSecure = () => env().APP_ORIGIN.startsWith("https://");

function sessionCookie() {
  return createCookie("kindred_session", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(),
    path: "/",
    maxAge: SESSION_DAYS * 24 * 3600,
    secrets: [sessionSecret()],
  });
}

function flashCookie() {
  return createCookie("kindred_toast", {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure(),
    path: "/",
    maxAge: 60,
    secrets: [sessionSecret()],
  });
}

/** Creates a session row and returns the raw token (shown once: cookie value or access_token). */
export async function createSession(userId: number, kind: "browser" | "api"): Promise<string> {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000).toISOString();
  await withTransaction((tx) => tx.insert(schema.sessions).values({ tokenHash: hashToken(token), userId, kind, expiresAt }));
  return token;
}

export async function sessionCookieHeader(token: string): Promise<string> {
  return sessionCookie().serialize(token);
}

export async function clearSessionCookieHeader(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0 });
}

type Credential = { token: string; from: "bearer" | "cookie" };

async function credentialFrom(request: Request): Promise<Credential | null> {
  const auth = request.headers.get("Authorization");
  if (auth?.startsWith("Bearer ")) {
    const token = auth.slice(7).trim();
    return token ? { token, from: "bearer" } : null;
  }
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? { token: value, from: "cookie" } : null;
}

// ---- Cross-origin writes (decision record 020) ----
// A browser attaches the session cookie to any request, whoever's page sends it; SameSite=Lax
// still lets a page on another port of the same host (same site) through, and the framework's data
// requests answer a plain form POST. So every state-changing request that is authenticated by
// the cookie must say where it comes from (Origin, or Referer when a browser leaves Origin out)
// and that must be APP_ORIGIN; on /api it must also be JSON, which a form or a "simple"
// cross-origin request cannot send without a CORS preflight we never grant. Bearer tokens are
// exempt: a browser never attaches them by itself.

const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export const CROSS_ORIGIN_DETAIL = "Cross-origin request refused: this change must come from a page of this site";
export const API_JSON_DETAIL = "Signed-in browser requests to the API must send Content-Type: application/json";

/** The origin a request says it comes from: Origin, else the Referer's origin, else null. */
function claimedOrigin(request: Request): string | null {
  const origin = request.headers.get("Origin");
  if (origin) return origin.trim();
  const referer = request.headers.get("Referer");
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}

function assertSameOriginWrite(request: Request) {
  if (!WRITE_METHODS.has(request.method.toUpperCase())) return;
  if (claimedOrigin(request) !== env().APP_ORIGIN) throw new HttpError(403, CROSS_ORIGIN_DETAIL);
  const path = new URL(request.url).pathname;
  if (path === "/api" || path.startsWith("/api/")) {
    const type = (request.headers.get("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/json") throw new HttpError(403, API_JSON_DETAIL);
  }
}

const actorCache = new WeakMap<Request, Promise<Actor | null>>();

/**
 * The signed-in user behind the cookie or the bearer token, or null. A cookie-authenticated
 * write that does not come from APP_ORIGIN (or, on /api, is not JSON) throws HttpError(403).
 * Looked up once per HTTP request (issue 16): the framework may hand each loader its own copy of
 * the Request, so the answer is kept in the request's scope (request-context.server.ts), keyed by
 * everything the lookup reads.
 */
export function getActor(request: Request): Promise<Actor | null> {
  let pending = actorCache.get(request);
  if (pending) return pending;
  const actors = requestScope()?.actors;
  const h = request.headers;
  const key = `${request.method}\n${h.get("Origin") ?? ""}\n${h.get("Referer") ?? ""}\n${h.get("Authorization") ?? ""}\n${h.get("Cookie") ?? ""}\n${new URL(request.url).pathname.startsWith("/api") ? h.get("Content-Type") ?? "" : ""}`;
  pending = actors?.get(key) ?? lookupActor(request);
  actors?.set(key, pending);
  actorCache.set(request, pending);
  return pending;
}

async function lookupActor(request: Request): Promise<Actor | null> {
  const credential = await credentialFrom(request);
  if (!credential) return null;
  // Checked before the lookup, so a stale cookie cannot slip a cross-origin write through either.
  if (credential.from === "cookie") assertSameOriginWrite(request);
  // What the statement brings along: nothing on SQLite; the family's version for an API request on
  // PostgreSQL; the version and the family's one-row tables for a page there.
  const brings = !isPostgres() ? null : isApiPath(request) ? "version" : "page";
  const statement = brings === null ? SESSION_SQL : brings === "version" ? API_SESSION_SQL : pageSessionSql();
  const found = await queryOne<SessionRow>(statement, hashToken(credential.token), new Date().toISOString());
  if (!found) return null;
  const row = brings === null ? found : rememberFamilyRows(found, brings === "page");
  const { kind, scope, lastUsedAt, ...actor } = row;
  // A personal access token: rate limits, read scope refused on writes, last-used day (record 100).
  if (kind === "personal") await checkPersonalToken(request, { sessionId: actor.sessionId, scope, lastUsedAt });
  return actor;
}

// Every request runs this: a raw statement prepared once per database handle (issue 16). The
// session is found first (a materialized CTE), then its account: the same rows as a three-table
// join, which SQLite answered in 31 µs against 7 µs for this form (measured on the bench's seed).
const sessionSql = (columns: string, joins: string) => `with s as materialized (
    select id, user_id, kind, scope, last_used_at from sessions where token_hash = +? and expires_at > +?
  )
  select s.id as "sessionId", u.id as "userId", u.family_id as "familyId", u.role as role, u.name as name,
    u.email as email, u.language as language, fs.language as "familyLanguage", s.kind as kind, s.scope as scope, s.last_used_at as "lastUsedAt"${columns}
  from s join users u on u.id = s.user_id ${joins}
  where u.suspended_at is null`;
const SETTINGS_JOIN = "left join family_settings fs on fs.family_id = u.family_id";
const SESSION_SQL = sessionSql("", SETTINGS_JOIN);
// On PostgreSQL a session statement also brings the family's data version along (record 276), for
// the answers kept per family (GET /api/events, /api/photos, /api/announcements, Home, Events): while
// nothing changed they then cost no statement of their own.
const VERSION_COLUMN = `, cast(fv.version as text) as "fv.version"`;
const VERSION_JOIN = "left join family_versions fv on fv.family_id = u.family_id";
const API_SESSION_SQL = sessionSql(VERSION_COLUMN, `${SETTINGS_JOIN} ${VERSION_JOIN}`);
type SessionRow = Actor & { kind: "browser" | "api" | "personal"; scope: "read" | "read-write" | null; lastUsedAt: string | null };

// On PostgreSQL every statement is a round trip that costs the app and a database backend CPU
// (a page's profile: 18% of the app's CPU in the socket writes of its eight statements). Pages
// then read the family's one-row tables (the shell, the plan, the dates, the branding) and its data
// version (the answers kept per family, record 272), so a page's
// session statement brings them along (decision record 275): the request's later `getFamily`,
// `getSettings` and the branding's and billing's reads take them without a statement of their own.
// The API's answers mostly need none of the one-row tables (an API request brings the version
// only), and SQLite keeps the settings in memory and reads a row in microseconds: it keeps the
// plain statement.
const isApiPath = (request: Request) => {
  const path = new URL(request.url).pathname;
  return path === "/api" || path.startsWith("/api/");
};

type Brought = {
  alias: string;
  table: Table;
  key: (familyId: number) => string;
  /** No row: kept as null (the reader's "none"), or left to the reader (the settings' default row). */
  absent: "null" | "read";
};

/** The family's one-row tables a page's session statement brings along. */
const brought: Brought[] = [
  { alias: "f", table: schema.families, key: requestReadKey.family, absent: "read" },
  { alias: "fs", table: schema.familySettings, key: requestReadKey.settingsRow, absent: "read" },
  { alias: "fb", table: schema.familyBranding, key: requestReadKey.brandingRow, absent: "null" },
  { alias: "fp", table: schema.familyBilling, key: requestReadKey.billingRow, absent: "null" },
];

let pageSession: string | undefined;
function pageSessionSql(): string {
  return (pageSession ??= pageSessionText());
}

function pageSessionText(): string {
  const columns = brought.flatMap(({ alias, table }) => Object.values(getTableColumns(table)).map((c) => `${alias}."${c.name}" as "${alias}.${c.name}"`));
  const joins = brought
    .slice(1)
    .map(({ alias, table }) => `left join ${getTableName(table)} ${alias} on ${alias}.family_id = u.family_id`);
  // The settings' join (fs) is among the brought tables' joins.
  return sessionSql(`,\n    ${columns.join(", ")}${VERSION_COLUMN}`, `join families f on f.id = u.family_id ${joins.join(" ")} ${VERSION_JOIN}`);
}

/** The columns of `table` under `alias.` in `row`, as Drizzle gives the table's rows; null when absent. */
function rowOf(table: Table, alias: string, row: Record<string, unknown>): Record<string, unknown> | null {
  const columns = Object.entries(getTableColumns(table));
  // Every brought table's first column is its key (the family's id): null only when there is no row.
  if (row[`${alias}.${columns[0]![1].name}`] == null) return null;
  const out: Record<string, unknown> = {};
  for (const [key, column] of columns) {
    const value = row[`${alias}.${column.name}`];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return Object.freeze(out);
}

/** Keeps the brought rows (a page's) and the family's version for the request; returns the session's own columns. */
function rememberFamilyRows(found: SessionRow, page: boolean): SessionRow {
  const raw = found as unknown as Record<string, unknown>;
  for (const { alias, table, key, absent } of page ? brought : []) {
    const row = rowOf(table, alias, raw);
    if (row || absent === "null") rememberForRequest(key(found.familyId), row);
  }
  // The family's data version, for answers kept per family (family-cache.server.ts): read here,
  // before anything is built from the family's tables, as that module needs.
  rememberForRequest(requestReadKey.familyVersion(found.familyId), (raw["fv.version"] as string | null | undefined) ?? null);
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (!key.includes(".")) own[key] = value;
  return own as SessionRow;
}

/** For /api routes: the actor, or 401. */
export async function requireActor(request: Request): Promise<Actor> {
  const actor = await getActor(request);
  if (!actor) throw new HttpError(401, "Not authenticated");
  return actor;
}

/**
 * For pages: the actor (or null) where an HttpError (the cross-origin refusal) becomes a thrown
 * Response (`{detail}`), which the framework renders as the error page with that status, not a 500.
 */
export async function getPageActor(request: Request): Promise<Actor | null> {
  try {
    return await getActor(request);
  } catch (error) {
    if (error instanceof HttpError) {
      throw Response.json({ detail: error.detail }, { status: error.status, headers: error.headers });
    }
    throw error;
  }
}

/** For pages: the actor, or a redirect to /auth. */
export async function requireUser(request: Request): Promise<Actor> {
  const actor = await getPageActor(request);
  if (!actor) throw redirect("/auth");
  return actor;
}

export async function deleteSession(sessionId: number): Promise<void> {
  await withTransaction((tx) => tx.delete(schema.sessions).where(eq(schema.sessions.id, sessionId)));
}

/** Revokes every session of a user except `keepSessionId` (after a password change). */
export async function deleteUserSessions(userId: number, keepSessionId?: number): Promise<void> {
  const where =
    keepSessionId === undefined
      ? eq(schema.sessions.userId, userId)
      : and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId));
  await withTransaction((tx) => tx.delete(schema.sessions).where(where));
}

// ---- Toasts (flash messages), so they also appear without JavaScript ----

export type Toast = { message: string; type: "success" | "error" | "info"; i18n?: TextWithValues };

/**
 * A toast's text: the English text, or a message with values ("Welcome back, {name}!" with the
 * name), which the page shows in its language (root loader, issue 40).
 */
export type ToastText = string | TextWithValues;

export async function toastHeader(message: ToastText, type: Toast["type"] = "success"): Promise<string> {
  const toast: Toast = typeof message === "string" ? { message, type } : { message: translateText("en", message.id, message.values), type, i18n: message };
  return flashCookie().serialize(toast);
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const header = request.headers.get("Cookie");
  // Every page runs this (the root loader): most requests carry no toast, so no cookie parsing.
  if (!header || !header.includes("kindred_toast=")) return { toast: null, clear: null };
  const value: unknown = await flashCookie().parse(header);
  if (!value || typeof value !== "object" || !("message" in value)) return { toast: null, clear: null };
  return { toast: value as Toast, clear: await flashCookie().serialize("", { maxAge: 0 }) };
}

/** POST/redirect/GET with a toast. Extra Set-Cookie headers (e.g. the session) are appended. */
export async function redirectWithToast(
  url: string,
  message: ToastText,
  type: Toast["type"] = "success",
  extraCookies: string[] = [],
): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await toastHeader(message, type));
  for (const c of extraCookies) headers.append("Set-Cookie", c);
  return redirect(url, { headers });
}
