// Personal access tokens (decision record 100): rows of the sessions table with kind "personal",
// a name, a scope (read | read-write), an expiry (or none: 9999-12-31) and the day of last use.
// The raw token is returned once, at creation; only its SHA-256 hash is stored. Enforcement at
// use (scope, rate limits, last used) is in lib/personal-token.server.ts.
import { and, asc, eq, gt } from "drizzle-orm";
import { db, first, schema, withTransaction, limitOf } from "~/lib/db.server";
import { hashToken, newToken } from "~/lib/crypto.server";
import { HttpError, forbidden, notFound, parseInput } from "~/lib/http.server";
import type { Actor } from "~/lib/session.server";
import { tokenInput, type Expiry, type Scope } from "./inputs";

export const TOKEN_PREFIX = "kdr_";
export const MAX_TOKENS = 50;
export const NO_EXPIRY = "9999-12-31T23:59:59.999Z";
export const TOKEN_NOT_FOUND = "Token not found";
// Written out (MAX_TOKENS is 50) so the page boundary can translate it by exact text (issue 40).
export const TOO_MANY_TOKENS = "You can have at most 50 personal access tokens. Revoke one you no longer use first.";
export const TOKEN_CANNOT_MANAGE = "A personal access token cannot create or revoke tokens. Sign in to manage your tokens.";

export type TokenView = {
  id: number;
  name: string;
  scope: Scope;
  created_at: string;
  /** The day (YYYY-MM-DD, UTC) of the last request made with the token, or null. */
  last_used_at: string | null;
  /** ISO-8601 UTC instant, or null for a token that does not expire. */
  expires_at: string | null;
};

const DAY = 24 * 3600 * 1000;
const DURATION: Record<Exclude<Expiry, "none">, number> = { "30d": 30 * DAY, "90d": 90 * DAY, "1y": 365 * DAY };

function expiresAt(expiry: Expiry, now: Date): string {
  return expiry === "none" ? NO_EXPIRY : new Date(now.getTime() + DURATION[expiry]).toISOString();
}

function view(row: typeof schema.sessions.$inferSelect): TokenView {
  return {
    id: row.id,
    name: row.name ?? "",
    scope: row.scope === "read-write" ? "read-write" : "read",
    created_at: row.createdAt,
    last_used_at: row.lastUsedAt,
    expires_at: row.expiresAt === NO_EXPIRY ? null : row.expiresAt,
  };
}

/** The actor's personal tokens that have not expired, oldest first. */
export async function listTokens(actor: Actor, now = new Date()): Promise<TokenView[]> {
  const s = schema.sessions;
  const rows = await db()
    .select()
    .from(s)
    .where(and(eq(s.userId, actor.userId), eq(s.kind, "personal"), gt(s.expiresAt, now.toISOString())))
    .orderBy(asc(s.id))
    .limit(limitOf(MAX_TOKENS));
  return rows.map(view);
}

/** Whether the request itself is authenticated by a personal token (those cannot manage tokens). */
async function assertNotPersonal(actor: Actor) {
  const row = await first(
    db().select({ kind: schema.sessions.kind }).from(schema.sessions).where(eq(schema.sessions.id, actor.sessionId)).limit(1),
  );
  if (row?.kind === "personal") throw forbidden(TOKEN_CANNOT_MANAGE);
}

/** Creates a token; the raw `token` is in this answer only. */
export async function createToken(actor: Actor, raw: unknown, now = new Date()): Promise<TokenView & { token: string }> {
  await assertNotPersonal(actor);
  const input = parseInput(tokenInput, raw);
  const token = TOKEN_PREFIX + newToken();
  // The count and the insert are one transaction: two creations at once never pass MAX_TOKENS.
  const row = await withTransaction(async (tx) => {
    if ((await listTokens(actor, now)).length >= MAX_TOKENS) throw new HttpError(409, TOO_MANY_TOKENS);
    const [inserted] = await tx
      .insert(schema.sessions)
      .values({
        tokenHash: hashToken(token),
        userId: actor.userId,
        kind: "personal",
        name: input.name,
        scope: input.scope,
        createdAt: now.toISOString(),
        expiresAt: expiresAt(input.expires_in, now),
      })
      .returning();
    return inserted!;
  });
  return { ...view(row), token };
}

/** Revokes one of the actor's own tokens at once. Another person's token is a 404. */
export async function revokeToken(actor: Actor, id: number): Promise<{ message: string }> {
  await assertNotPersonal(actor);
  const s = schema.sessions;
  const gone = await withTransaction((tx) =>
    tx
      .delete(s)
      .where(and(eq(s.id, id), eq(s.userId, actor.userId), eq(s.kind, "personal")))
      .returning({ id: s.id }),
  );
  if (gone.length === 0) throw notFound(TOKEN_NOT_FOUND);
  return { message: "Token revoked" };
}
