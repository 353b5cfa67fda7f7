// The asynchronous data layer (decision record 160) on a fresh SQLite file: a transaction that
// awaits does not leak into other requests. Request A starts a transaction and awaits; request B
// reads and writes meanwhile. B never sees A's uncommitted row, B's write waits for A and is not
// rolled back with it. A naive layer (one shared connection, no lock) fails every assertion here:
// B's read would run inside A's transaction and B's write would vanish with A's rollback.
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { db, first, lockFamily, schema, withTransaction } from "~/lib/db.server";

const f = schema.families;

async function makeFamily(name: string): Promise<number> {
  return withTransaction(async (tx) => {
    const rows = await tx.insert(f).values({ name, familyCode: name.slice(0, 6).toUpperCase().padEnd(6, "X") }).returning({ id: f.id });
    return rows[0]!.id;
  });
}

async function familyNamed(name: string) {
  return first(db().select().from(f).where(eq(f.name, name)).limit(1));
}

/** A promise and the function that resolves it (A's "await" that B runs during). */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe("transactions that await", () => {
  it("keep their uncommitted rows to themselves, and a rollback leaves other requests' writes", async () => {
    const aInserted = gate();
    const bDone = gate();
    const events: string[] = [];

    const requestA = withTransaction(async (tx) => {
      await tx.insert(f).values({ name: "A-uncommitted", familyCode: "AAAAA1" });
      // A sees its own row (db() inside the transaction is the transaction).
      expect(await familyNamed("A-uncommitted")).toBeDefined();
      aInserted.open();
      await bDone.opened; // B runs now, while A's transaction is open
      events.push("A rolls back");
      throw new Error("A fails");
    }).catch((error: Error) => error.message);

    await aInserted.opened;
    // B reads while A is open: the last committed data, without A's row.
    expect(await familyNamed("A-uncommitted")).toBeUndefined();
    // B writes while A is open: it waits for A (the writer lock), then commits on its own.
    const bWrite = makeFamily("B-committed").then((id) => {
      events.push("B committed");
      return id;
    });
    bDone.open();
    expect(await requestA).toBe("A fails");
    const bId = await bWrite;
    expect(events).toEqual(["A rolls back", "B committed"]);
    expect(await familyNamed("A-uncommitted")).toBeUndefined();
    expect((await familyNamed("B-committed"))?.id).toBe(bId);
  });

  it("refuses a write outside a transaction (the reader connection is read-only)", async () => {
    // SQLite: "attempt to write a readonly database"; PostgreSQL: "cannot execute INSERT in a read-only transaction".
    const error = (await db()
      .insert(f)
      .values({ name: "Stray", familyCode: "STRAY1" })
      .then(
        () => undefined,
        (e: Error) => e,
      ))!;
    expect(`${error.message} ${(error.cause as Error | undefined)?.message ?? ""}`).toMatch(/readonly|read-only/i);
    expect(await familyNamed("Stray")).toBeUndefined();
  });

  it("runs a nested transaction as a savepoint: its failure undoes only its own rows", async () => {
    await withTransaction(async () => {
      await makeFamily("Outer-kept");
      await expect(
        withTransaction(async (tx) => {
          await tx.insert(f).values({ name: "Inner-undone", familyCode: "INNER1" });
          throw new Error("inner fails");
        }),
      ).rejects.toThrow("inner fails");
    });
    expect(await familyNamed("Outer-kept")).toBeDefined();
    expect(await familyNamed("Inner-undone")).toBeUndefined();
  });

  it("serialises check-then-insert: 20 concurrent inserts at a limit of 1 leave exactly one", async () => {
    // The family whose row the checks lock (lockFamily: PostgreSQL's row lock; on SQLite the
    // writer lock already serialises the transactions).
    const holder = await withTransaction(async (tx) => (await tx.insert(f).values({ name: "Holder", familyCode: "HOLD01" }).returning())[0]!);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        withTransaction(async (tx) => {
          await lockFamily(tx, holder.id);
          const existing = await first(tx.select().from(f).where(eq(f.name, "Only-one")).limit(1));
          await new Promise((r) => setTimeout(r, 1)); // the event loop turns between check and insert
          if (existing) throw new Error("limit reached");
          await tx.insert(f).values({ name: "Only-one", familyCode: `ONE${String(i).padStart(3, "0")}` });
        }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rows = await db().select().from(f).where(eq(f.name, "Only-one"));
    expect(rows).toHaveLength(1);
  });
});
