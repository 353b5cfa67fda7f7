// The family's bank account for fundraising (GET/POST /api/admin/bank-account, owner and admin).
// The account number is sealed at rest (AES-256-GCM, app/lib/secret-box.server.ts, decision 072)
// and never returned: callers see the holder, the routing number and the last 4 digits.
import { eq } from "drizzle-orm";
import { first, prepared, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { parseInput } from "~/lib/http.server";
import { authorize } from "~/lib/guard.server";
import { recordAudit } from "~/lib/audit.server";
import { seal } from "~/lib/secret-box.server";
import type { Actor } from "~/lib/session.server";
import { bankAccountInput } from "./inputs";
import { FUNDRAISING_MSG as MSG, maskAccount } from "./rules";

/** The label the account number is sealed under (its own HKDF key). */
const SEAL_PURPOSE = "bank-account";

export type BankAccountView = {
  connected: boolean;
  account_holder_name: string | null;
  routing_number: string | null;
  account_last4: string | null;
  /** "••••6789" */
  account_number_masked: string | null;
  updated_by_name: string | null;
  updated_at: string | null;
};

const b = schema.bankAccounts;

function view(row: typeof b.$inferSelect | undefined): BankAccountView {
  if (!row) {
    return {
      connected: false,
      account_holder_name: null,
      routing_number: null,
      account_last4: null,
      account_number_masked: null,
      updated_by_name: null,
      updated_at: null,
    };
  }
  return {
    connected: true,
    account_holder_name: row.accountHolderName,
    routing_number: row.routingNumber,
    account_last4: row.accountLast4,
    account_number_masked: maskAccount(row.accountLast4),
    updated_by_name: row.updatedByName,
    updated_at: row.updatedAt,
  };
}

// Read on every visit of the Fundraising tab: prepared once per connection.
const accountOf = prepared((d) => d.select().from(b).where(eq(b.familyId, param("familyId"))).limit(limitOf(1)).prepare());

export async function getBankAccount(actor: Actor): Promise<BankAccountView> {
  authorize(actor, "bankAccount.manage", MSG.bankOnly);
  return view(await accountOf.one({ familyId: actor.familyId }));
}

/** Connects (or replaces) the family's bank account. Audited without the number. */
export async function saveBankAccount(actor: Actor, raw: unknown): Promise<BankAccountView> {
  authorize(actor, "bankAccount.manage", MSG.bankOnly);
  const input = parseInput(bankAccountInput, raw);
  const accountNumberSealed = seal(input.account_number, SEAL_PURPOSE);
  return withTransaction(async (tx) => {
    const before = await first(tx.select({ last4: b.accountLast4 }).from(b).where(eq(b.familyId, actor.familyId)).limit(1));
    const values = {
      accountHolderName: input.account_holder_name,
      routingNumber: input.routing_number,
      accountNumberSealed,
      accountLast4: input.account_number.slice(-4),
      updatedBy: actor.userId,
      updatedByName: actor.name,
      updatedAt: new Date().toISOString(),
    };
    const [row] = await tx
      .insert(b)
      .values({ familyId: actor.familyId, ...values })
      .onConflictDoUpdate({ target: b.familyId, set: values })
      .returning();
    await recordAudit(
      actor,
      before ? "bank_account_update" : "bank_account_connect",
      "bank_account",
      `${before ? `Replaced the bank account ${maskAccount(before.last4)} with` : "Connected the bank account"} ${maskAccount(values.accountLast4)} (routing ${input.routing_number}, holder ${input.account_holder_name})`,
    );
    return view(row);
  });
}
