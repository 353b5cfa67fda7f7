// Claiming a place in an imported family (issue 29, decision 191): the emailed link carries a
// token (only its hash is stored); choosing a password makes the account a normal one, with the
// role, posts and answers it had on the old server.
import { and, eq, isNull } from "drizzle-orm";
import { z } from "zod";
import { db, first, schema, withTransaction } from "~/lib/db.server";
import { recordAudit } from "~/lib/audit.server";
import { hashPassword, hashToken } from "~/lib/crypto.server";
import { HttpError, notFound, parseInput } from "~/lib/http.server";
import { createSession } from "~/lib/session.server";
import { PASSWORD_MIN } from "~/features/auth/messages";

export const CLAIM_MSG = {
  invalid: "This link is not valid or has already been used. Sign in, or ask the family's owner for a new invitation.",
  short: "Password must be at least 6 characters long",
  mismatch: "Passwords do not match",
};

export const claimInput = z
  .object({
    token: z.string().min(1, CLAIM_MSG.invalid).max(200),
    password: z.string().min(PASSWORD_MIN, CLAIM_MSG.short).max(200),
    confirm_password: z.string().max(200).optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, { message: CLAIM_MSG.mismatch, path: ["confirm_password"] });

async function openClaim(token: string) {
  const c = schema.memberClaims;
  const u = schema.users;
  const row = await first(
    db()
      .select({ id: c.id, userId: c.userId, familyId: c.familyId, name: u.name, email: u.email, role: u.role, familyName: schema.families.name })
      .from(c)
      .innerJoin(u, eq(u.id, c.userId))
      .innerJoin(schema.families, eq(schema.families.id, c.familyId))
      .where(and(eq(c.tokenHash, hashToken(token)), isNull(c.claimedAt)))
      .limit(1),
  );
  return row;
}

/** What the claim page shows; 404 for an unknown or used link. */
export async function claimInfo(token: string) {
  const row = token ? await openClaim(token) : undefined;
  if (!row) throw notFound(CLAIM_MSG.invalid);
  return { family_name: row.familyName, name: row.name, email: row.email, role: row.role };
}

/** Sets the password, marks the claim used, signs in: resolves with a session token. */
export async function claimPlace(raw: unknown, kind: "browser" | "api"): Promise<{ accessToken: string; userId: number }> {
  const input = parseInput(claimInput, raw);
  const found = await openClaim(input.token);
  if (!found) throw notFound(CLAIM_MSG.invalid);
  const hash = await hashPassword(input.password);
  await withTransaction(async (tx) => {
    const c = schema.memberClaims;
    const done = await tx
      .update(c)
      .set({ claimedAt: new Date().toISOString() })
      .where(and(eq(c.id, found.id), isNull(c.claimedAt)))
      .returning({ id: c.id });
    if (done.length === 0) throw new HttpError(404, CLAIM_MSG.invalid);
    await tx.update(schema.users).set({ passwordHash: hash }).where(eq(schema.users.id, found.userId));
    await recordAudit({ userId: found.userId, familyId: found.familyId, name: found.name }, "member_claim", "user", `${found.name} claimed their place`, found.userId);
  });
  return { accessToken: await createSession(found.userId, kind), userId: found.userId };
}
