// Personal access tokens at the moment of use (decision record 100). Called once per request by
// the actor resolution (lookupActor in session.server.ts) for a session row of kind "personal":
// - rate limits per token and per address (429 with Retry-After);
// - a `read` token is refused (403) on every state-changing method, pages and /api alike;
// - the day of last use is written at most once a day per token.
import { eq } from "drizzle-orm";
import { schema, withTransaction } from "./db.server";
import { env } from "./env.server";
import { HttpError } from "./http.server";
import { hitEach, type Limit } from "./rate-limit.server";
import { clientAddress } from "./request-context.server";

export const READ_ONLY_TOKEN = "This token is read-only: it cannot make changes. Create a read-write token to do this.";
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const perToken = (): Limit => ({ name: "api-token", max: env().TOKEN_RATE_LIMIT, windowMs: 60_000 });
const perAddress = (): Limit => ({ name: "api-token-ip", max: env().TOKEN_RATE_LIMIT_PER_IP, windowMs: 60_000 });

/** Both limits in one write (a commit per API request, not two). */
async function limited(...hits: [Limit, string][]) {
  try {
    await hitEach(hits);
  } catch (error) {
    if (error instanceof HttpError && error.status === 429) {
      const seconds = error.headers["Retry-After"] ?? "60";
      throw new HttpError(429, `Too many requests. Please try again in ${seconds} seconds.`, [], error.headers);
    }
    throw error;
  }
}

export async function checkPersonalToken(
  request: Request,
  token: { sessionId: number; scope: "read" | "read-write" | null; lastUsedAt: string | null },
) {
  await limited([perToken(), String(token.sessionId)], [perAddress(), clientAddress()]);
  if (token.scope !== "read-write" && WRITES.has(request.method.toUpperCase())) throw new HttpError(403, READ_ONLY_TOKEN);
  const today = new Date().toISOString().slice(0, 10);
  if (token.lastUsedAt !== today) {
    await withTransaction((tx) => tx.update(schema.sessions).set({ lastUsedAt: today }).where(eq(schema.sessions.id, token.sessionId)));
  }
}
