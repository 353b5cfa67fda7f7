// The data layer's type exposes only the asynchronous API (issue 35, decision record 229): a
// synchronous `.get()/.all()/.run()` or the driver handle does not compile. These lines are checked
// by `npm run typecheck` (each `@ts-expect-error` fails the typecheck when its line compiles); the
// test below checks the same at the type level and runs nothing against a database.
import { describe, expectTypeOf, it } from "vitest";
import type { Db } from "~/lib/db.server";
import type * as schema from "../../db/schema";

type User = typeof schema.users.$inferSelect;

// Never called: only compiled.
export function synchronousUseDoesNotCompile(d: Db, users: typeof schema.users) {
  // @ts-expect-error a row read synchronously: .get() is a promise
  const one: User | undefined = d.select().from(users).get();
  // @ts-expect-error rows read synchronously: .all() is a promise
  const many: User[] = d.select().from(users).all();
  // @ts-expect-error a write's result read synchronously: .run() is a promise
  const changed: number = d.delete(users).run().changes;
  // @ts-expect-error the driver's handle (better-sqlite3's synchronous API) is not reachable
  const handle: unknown = d.$client;
  return [one, many, changed, handle];
}

describe("the data layer's type", () => {
  it("offers awaited queries only", () => {
    expectTypeOf<Db>().not.toHaveProperty("$client");
    expectTypeOf<ReturnType<ReturnType<ReturnType<Db["select"]>["from"]>["get"]>>().toExtend<Promise<unknown>>();
  });
});
