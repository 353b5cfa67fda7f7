// The family's row, read once per request (a leaf: the plan limits and the branding read it too).
import { eq } from "drizzle-orm";
import { insideTransaction, prepared, schema, param } from "~/lib/db.server";
import { notFound } from "~/lib/http.server";
import { oncePerRequest, requestReadKey } from "~/lib/request-context.server";

const familyById = prepared((d) =>
  d.select().from(schema.families).where(eq(schema.families.id, param("id"))).prepare(),
);

type Family = typeof schema.families.$inferSelect;

/**
 * The family's row. Within a request it is read once and shared by the page's loaders (the shell,
 * the plan, the invite link), until the request commits a write; inside a transaction it is read
 * from the transaction. On PostgreSQL a page's session statement brings it along (decision record
 * 275).
 */
export async function getFamily(familyId: number): Promise<Readonly<Family>> {
  if (insideTransaction()) return readFamily(familyId);
  return oncePerRequest(requestReadKey.family(familyId), () => readFamily(familyId));
}

async function readFamily(familyId: number): Promise<Readonly<Family>> {
  const family = await familyById.one({ id: familyId });
  if (!family) throw notFound("Family group not found");
  return Object.freeze(family);
}
