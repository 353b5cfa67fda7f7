// A free-plan family and its owner, written straight into the test's database (for tests that call
// feature functions in-process, without registration over HTTP).
import { randomBytes } from "node:crypto";
import { schema, withTransaction } from "~/lib/db.server";
import type { Actor } from "~/lib/session.server";

export async function ownerOfNewFamily(label = "Family"): Promise<Actor> {
  const tag = randomBytes(4).toString("hex");
  return withTransaction(async (tx) => {
    const [family] = await tx
      .insert(schema.families)
      .values({ name: `${label} ${tag}`, familyCode: tag.toUpperCase().slice(0, 8) })
      .returning({ id: schema.families.id });
    await tx.insert(schema.familySettings).values({ familyId: family!.id });
    const email = `owner-${tag}@families.test`;
    const name = `Owner ${tag}`;
    const [user] = await tx
      .insert(schema.users)
      .values({ familyId: family!.id, name, email, username: `owner-${tag}`, passwordHash: "x", role: "owner" })
      .returning({ id: schema.users.id });
    return { userId: user!.id, familyId: family!.id, role: "owner", name, email, sessionId: 0 };
  });
}
