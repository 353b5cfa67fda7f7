// A page's session statement brings the family's one-row tables along on PostgreSQL (decision
// record 275): the request's later reads of the family's row, settings, branding and billing take
// them without a statement of their own, give exactly what a read of their own gives, and never outlive a write the request commits.
// On SQLite (and on the API) the plain session statement stays; the same answers are checked there.
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { eq } from "drizzle-orm";
import { db, isPostgres, schema, withTransaction } from "~/lib/db.server";
import { createSession, getActor, type Actor } from "~/lib/session.server";
import { runInRequestScope } from "~/lib/request-context.server";
import { getFamily } from "~/features/family/family-row.server";
import { getSettings, updateSettings } from "~/features/family/family.server";
import { getBranding } from "~/features/plans/branding.server";
import { billingFor } from "~/features/plans/subscription-purpose.server";
import { keptRows } from "~/lib/family-cache.server";
import { createAnnouncement } from "~/features/announcements/announcements.server";
import { ownerOfNewFamily } from "../helpers/families";

const request = (path: string, token: string) =>
  new Request(`http://localhost:3000${path}`, { headers: { Authorization: `Bearer ${token}` } });

/** `work` in a request scope of its own, with the statements sent to PostgreSQL counted. */
async function inRequest<T>(work: () => Promise<T>): Promise<{ value: T; statements: number }> {
  const spy = vi.spyOn(pg.Client.prototype, "query");
  try {
    const value = await runInRequestScope({ clientAddress: "127.0.0.1", requestId: "test" }, work);
    return { value, statements: spy.mock.calls.length };
  } finally {
    spy.mockRestore();
  }
}

async function signedInFamily(): Promise<{ owner: Actor; token: string }> {
  const owner = await ownerOfNewFamily("Reads");
  // Settings away from every default, so each column's value (booleans, numbers, text) is checked.
  await updateSettings(owner, {
    time_zone: "Europe/Oslo",
    admins_can_export: true,
    allow_all_users_create_events: false,
    show_subscription_to_members: true,
    digest_day: 5,
    digest_hour: 19,
    event_reminders: "1w1d",
    language: "de",
  });
  await withTransaction(async (tx) => {
    await tx.insert(schema.familyBranding).values({ familyId: owner.familyId, accentColor: "#2f6f6a" });
    await tx.insert(schema.familyBilling).values({ familyId: owner.familyId, provider: "local", customerId: "cus_reads" });
  });
  return { owner, token: await createSession(owner.userId, "browser") };
}

afterEach(() => vi.restoreAllMocks());

describe("a page's session, family and settings", () => {
  it("are the family's row, settings, branding and billing as read alone, in one statement on PostgreSQL", async () => {
    const { owner, token } = await signedInFamily();
    const read = async () => ({
      family: await getFamily(owner.familyId),
      settings: await getSettings(owner.familyId),
      branding: await getBranding(owner),
      billing: await billingFor(owner.familyId),
    });
    const alone = await read();
    expect(alone.billing).toMatchObject({ provider: "local", customerId: "cus_reads" });
    expect(alone.settings).toMatchObject({ time_zone: "Europe/Oslo", admins_can_export: true, digest_day: 5, language: "de" });

    const page = await inRequest(async () => {
      const actor = await getActor(request("/dashboard/subscription", token));
      return { actor, ...(await read()) };
    });
    expect(page.value.actor).toMatchObject({ userId: owner.userId, familyId: owner.familyId, role: "owner", familyLanguage: "de" });
    expect(page.value.actor).not.toHaveProperty("f.id");
    expect(page.value.family).toEqual(alone.family);
    expect(Object.isFrozen(page.value.family)).toBe(true);
    expect(page.value.settings).toEqual(alone.settings);
    expect(page.value.branding).toEqual(alone.branding);
    expect(page.value.billing).toEqual(alone.billing);
    if (isPostgres()) expect(page.statements).toBe(1);

    // The API keeps the plain session statement: the family and settings are read when asked for.
    const api = await inRequest(async () => {
      const actor = await getActor(request("/api/family-group", token));
      return { actor, ...(await read()) };
    });
    expect(api.value).toEqual({ ...alone, actor: page.value.actor });
    if (isPostgres()) expect(api.statements).toBe(5);
  });

  it("give way to what the request then commits", async () => {
    const { owner, token } = await signedInFamily();
    const { value } = await inRequest(async () => {
      await getActor(request("/dashboard/admin", token));
      const before = await getSettings(owner.familyId);
      await updateSettings(owner, { time_zone: "America/Chicago", admins_can_export: false });
      return { before, after: await getSettings(owner.familyId) };
    });
    expect(value.before).toMatchObject({ time_zone: "Europe/Oslo", admins_can_export: true });
    expect(value.after).toMatchObject({ time_zone: "America/Chicago", admins_can_export: false });
  });

  it("leave a family without a settings row to get the default row on its first read, and say when there is no branding or billing", async () => {
    const owner = await ownerOfNewFamily("Bare");
    const token = await createSession(owner.userId, "browser");
    await withTransaction((tx) => tx.delete(schema.familySettings).where(eq(schema.familySettings.familyId, owner.familyId)));
    const { value } = await inRequest(async () => {
      const actor = await getActor(request("/dashboard", token));
      return { actor, settings: await getSettings(owner.familyId), branding: await getBranding(owner), billing: await billingFor(owner.familyId) };
    });
    expect(value.actor).toMatchObject({ userId: owner.userId, familyLanguage: null });
    expect(value.settings).toMatchObject({ time_zone: "UTC", admins_can_export: false, language: "en" });
    expect(value.branding).toMatchObject({ accent_color: null, logo_url: null, shown: false });
    expect(value.billing).toBeUndefined();
  });

  it("bring the family's data version (a page's and an API request's), so an answer kept for the family costs no statement, and a write made since is seen", async () => {
    const { owner, token } = await signedInFamily();
    let builds = 0;
    const titles = () =>
      keptRows(owner.familyId, "test:titles", Date.now(), async () => {
        builds += 1;
        const rows = await db().select({ title: schema.announcements.title }).from(schema.announcements).where(eq(schema.announcements.familyId, owner.familyId));
        return rows.map((r) => r.title).sort();
      });
    const onPage = (path = "/dashboard") =>
      inRequest(async () => {
        await getActor(request(path, token));
        return titles();
      });
    expect((await onPage()).value).toEqual([]);
    expect(builds).toBe(1);

    const again = await onPage();
    expect(again.value).toEqual([]);
    expect(builds).toBe(1);
    if (isPostgres()) expect(again.statements).toBe(1);
    // An API request's session statement brings the version too (GET /api/events, /api/photos).
    const api = await onPage("/api/announcements");
    expect(api.value).toEqual([]);
    expect(builds).toBe(1);
    if (isPostgres()) expect(api.statements).toBe(1);

    // Another request (another server, the worker) writes to the family: the version moves.
    await createAnnouncement(owner, { title: "Picnic on Sunday", content: "Bring a chair." });
    const after = await onPage();
    expect(after.value).toEqual(["Picnic on Sunday"]);
    expect(builds).toBe(2);
  });
});
