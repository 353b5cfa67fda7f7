// Family codes: 6 to 8 characters from an alphabet without look-alikes (0/O, 1/I). Used when a
// family is created (auth) and when an owner or admin issues a new code (admin).
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import { db, first, schema } from "./db.server";
import { HttpError } from "./http.server";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

export function generateFamilyCode(length = 6): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** A code no family uses (longer codes after repeated collisions). Call inside the writing transaction. */
export async function uniqueFamilyCode(): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const code = generateFamilyCode(attempt < 10 ? 6 : attempt < 20 ? 7 : 8);
    const taken = await first(db().select({ id: schema.families.id }).from(schema.families).where(eq(schema.families.familyCode, code)).limit(1));
    if (!taken) return code;
  }
  throw new HttpError(500, "Could not generate a family code. Please try again.");
}
