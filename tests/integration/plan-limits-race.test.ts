// Count-then-insert plan limits on the asynchronous data layer (decision record 160), called as
// the routes call them, on a fresh SQLite file: the check and the insert share one transaction,
// so the writer lock serialises requests racing for the last slot and exactly one gets it.
// (tests/integration/photos.test.ts and surveys.test.ts race the same over real HTTP.)
import { describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { db, first, schema, withTransaction } from "~/lib/db.server";
import { ownerOfNewFamily } from "../helpers/families";
import { HttpError } from "~/lib/http.server";
import { createPhoto, toggleHeart } from "~/features/photos/photos.server";
import { createSurvey } from "~/features/surveys/surveys.server";
import { assertWithinPlan, countUsage } from "~/features/plans/limits.server";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";

/** Settles every promise: the fulfilled values and the HttpErrors' "status detail". */
async function settle<T>(work: Promise<T>[]) {
  const results = await Promise.allSettled(work);
  const ok = results.filter((r) => r.status === "fulfilled");
  const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected").map((r) => {
    const e = r.reason as unknown;
    return e instanceof HttpError ? `${e.status} ${e.message}` : String(e);
  });
  return { ok, refused };
}

const survey = (title: string) => ({ title, description: "Race", questions: [{ question: "Yes?", question_type: "yes_no" }] });

describe("plan limits under concurrency", () => {
  it("photos: at 49 of 50, 20 concurrent adds give exactly one more", async () => {
    const owner = await ownerOfNewFamily();
    for (let i = 1; i <= 49; i++) await createPhoto(owner, { title: `Seed ${i}`, image_url: `https://example.com/${i}.jpg` });
    expect(await countUsage(owner.familyId, "photos")).toBe(49);

    const { ok, refused } = await settle(
      Array.from({ length: 20 }, (_, i) => createPhoto(owner, { title: `Race ${i}`, image_url: `https://example.com/race-${i}.jpg` })),
    );
    expect(ok).toHaveLength(1);
    expect(refused).toEqual(Array.from({ length: 19 }, () => "403 Photo limit reached. Please upgrade your subscription."));
    expect(await countUsage(owner.familyId, "photos")).toBe(50);
  });

  it("surveys: at 4 of 5, 20 concurrent creates give exactly one more", async () => {
    const owner = await ownerOfNewFamily();
    for (let i = 1; i <= 4; i++) await createSurvey(owner, survey(`Before ${i}`));
    const { ok, refused } = await settle(Array.from({ length: 20 }, (_, i) => createSurvey(owner, survey(`Race ${i}`))));
    expect(ok).toHaveLength(1);
    expect(refused).toEqual(Array.from({ length: 19 }, () => `403 ${PLAN_LIMIT_MESSAGE.surveys}`));
    expect(await countUsage(owner.familyId, "surveys")).toBe(5);
  });

  it("assertWithinPlan reads with the transaction it is called in (sees that transaction's own inserts)", async () => {
    const owner = await ownerOfNewFamily();
    for (let i = 1; i <= 4; i++) await createSurvey(owner, survey(`Mine ${i}`));
    const refused = await withTransaction(async (tx) => {
      await tx.insert(schema.surveys).values({ familyId: owner.familyId, title: "Uncommitted 5th", description: "x", createdBy: owner.userId });
      return assertWithinPlan(owner.familyId, "surveys").then(
        () => null,
        (e: HttpError) => e.status,
      );
    }).catch(() => "rolled back");
    expect(refused).toBe(403);
  });

  it("hearts: 10 concurrent toggles by one person alternate, never duplicate", async () => {
    const owner = await ownerOfNewFamily();
    const photo = await createPhoto(owner, { title: "Heart", image_url: "https://example.com/h.jpg" });
    const results = await Promise.all(Array.from({ length: 10 }, () => toggleHeart(owner, { photo_id: photo.id })));
    expect(results.filter((r) => r.hearted)).toHaveLength(5);
    const h = schema.photoHearts;
    const row = await first(db().select({ n: sql<number>`count(*)` }).from(h).where(eq(h.photoId, photo.id)));
    expect(row!.n).toBe(0);
  });
});
