// Joining a family at once from many places, over real HTTP against the built server: the
// member-limit check (a count) and the insert are one transaction, so a family on the free plan
// one seat short of its limit takes exactly one of 20 simultaneous joins, and the others get the
// plan-limit 403. A data layer that counted outside the transaction (or awaited between the count
// and the insert without holding the writer) would let several joins through.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLANS } from "~/features/plans/limits";
import { PLAN_LIMIT_MESSAGE } from "~/features/plans/limits.server";
import { startServer, type TestServer } from "../helpers/server";
import { ApiClient, createFamily, joinFamily, uniqueEmail } from "../helpers/client";

let server: TestServer;

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const JOINS = 20;

describe("concurrent joins at the member limit", () => {
  it("lets exactly one of 20 simultaneous joins in; the others get the plan-limit 403", async () => {
    const limit = PLANS.free.limits.members;
    expect(limit).toBeGreaterThan(1);
    const owner = await createFamily(server.url, "Olivia Owner", "The Crowd");
    // The owner and limit - 2 members: one seat left.
    for (let i = 0; i < limit - 2; i++) await joinFamily(server.url, owner.familyCode, `Member ${i + 1}`);
    const before = await owner.client.get("/family/members");
    expect(before.body).toHaveLength(limit - 1);

    // Each request from its own address (X-Forwarded-For), so no per-address limit gets in the way.
    const results = await Promise.all(
      Array.from({ length: JOINS }, (_, i) =>
        new ApiClient(server.url).post("/auth/register", {
          email: uniqueEmail(`joiner${i}`),
          name: `Joiner ${i + 1}`,
          password: "correct horse",
          family_option: "join",
          family_code: owner.familyCode,
        }),
      ),
    );

    const statuses = results.map((r) => r.status);
    const admitted = results.filter((r) => r.status === 200 || r.status === 201);
    expect(admitted, JSON.stringify(statuses)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 403);
    expect(refused, JSON.stringify(statuses)).toHaveLength(JOINS - 1);
    for (const r of refused) expect(r.body.detail).toBe(PLAN_LIMIT_MESSAGE.members);

    const after = await owner.client.get("/family/members");
    expect(after.status).toBe(200);
    expect(after.body).toHaveLength(limit);
    const lookup = await owner.client.get(`/family-code/${owner.familyCode}`);
    expect(lookup.body).toMatchObject({ member_count: limit, can_join: false });
  });
});
