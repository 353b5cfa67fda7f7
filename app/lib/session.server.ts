// Sessions: one table serves the browser cookie and API bearer tokens (both stored hashed).
import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { createCookie, redirect } from "@remix-run/node";
import { and, eq, gt, isNull, ne } from "drizzle-orm";
import { db, dataDir, schema } from "./db.server";
import { env } from "./env.server";
import { HttpError } from "./http.server";
import { hashToken, newToken } from "./crypto.server";
import type { Role } from "./permissions";

const SESSION_DAYS = 30;

export type Actor = {
  userId: number;
  familyId: number;
  role: Role;
  name: string;
  email: string;
  sessionId: number;
};

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
export function createSession(userId: number, kind: "browser" | "api"): string {
  const token = newToken();
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 3600 * 1000).toISOString();
  db().insert(schema.sessions).values({ tokenHash: hashToken(token), userId, kind, expiresAt }).run();
  return token;
}

export async function sessionCookieHeader(token: string): Promise<string> {
  return sessionCookie().serialize(token);
}

export async function clearSessionCookieHeader(): Promise<string> {
  return sessionCookie().serialize("", { maxAge: 0 });
}

async function tokenFrom(request: Request): Promise<string | null> {
  const auth = request.headers.get("Authorization");
  if (auth?.startsWith("Bearer ")) return auth.slice(7).trim() || null;
  const value: unknown = await sessionCookie().parse(request.headers.get("Cookie"));
  return typeof value === "string" && value ? value : null;
}

const actorCache = new WeakMap<Request, Promise<Actor | null>>();

/** The signed-in user behind the cookie or the bearer token, or null. */
export function getActor(request: Request): Promise<Actor | null> {
  let pending = actorCache.get(request);
  if (!pending) {
    pending = lookupActor(request);
    actorCache.set(request, pending);
  }
  return pending;
}

async function lookupActor(request: Request): Promise<Actor | null> {
  const token = await tokenFrom(request);
  if (!token) return null;
  const row = db()
    .select({
      sessionId: schema.sessions.id,
      userId: schema.users.id,
      familyId: schema.users.familyId,
      role: schema.users.role,
      name: schema.users.name,
      email: schema.users.email,
    })
    .from(schema.sessions)
    .innerJoin(schema.users, eq(schema.users.id, schema.sessions.userId))
    .where(and(eq(schema.sessions.tokenHash, hashToken(token)), gt(schema.sessions.expiresAt, new Date().toISOString()), isNull(schema.users.suspendedAt)))
    .get();
  return row ?? null;
}

/** For /api routes: the actor, or 401. */
export async function requireActor(request: Request): Promise<Actor> {
  const actor = await getActor(request);
  if (!actor) throw new HttpError(401, "Not authenticated");
  return actor;
}

/** For pages: the actor, or a redirect to /auth. */
export async function requireUser(request: Request): Promise<Actor> {
  const actor = await getActor(request);
  if (!actor) throw redirect("/auth");
  return actor;
}

export function deleteSession(sessionId: number) {
  db().delete(schema.sessions).where(eq(schema.sessions.id, sessionId)).run();
}

/** Revokes every session of a user except `keepSessionId` (after a password change). */
export function deleteUserSessions(userId: number, keepSessionId?: number) {
  const where =
    keepSessionId === undefined
      ? eq(schema.sessions.userId, userId)
      : and(eq(schema.sessions.userId, userId), ne(schema.sessions.id, keepSessionId));
  db().delete(schema.sessions).where(where).run();
}

// ---- Toasts (flash messages), so they also appear without JavaScript ----

export type Toast = { message: string; type: "success" | "error" | "info" };

export async function toastHeader(message: string, type: Toast["type"] = "success"): Promise<string> {
  return flashCookie().serialize({ message, type } satisfies Toast);
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const value: unknown = await flashCookie().parse(request.headers.get("Cookie"));
  if (!value || typeof value !== "object" || !("message" in value)) return { toast: null, clear: null };
  return { toast: value as Toast, clear: await flashCookie().serialize("", { maxAge: 0 }) };
}

/** POST/redirect/GET with a toast. Extra Set-Cookie headers (e.g. the session) are appended. */
export async function redirectWithToast(
  url: string,
  message: string,
  type: Toast["type"] = "success",
  extraCookies: string[] = [],
): Promise<Response> {
  const headers = new Headers();
  headers.append("Set-Cookie", await toastHeader(message, type));
  for (const c of extraCookies) headers.append("Set-Cookie", c);
  return redirect(url, { headers });
}
