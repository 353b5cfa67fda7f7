// `npm run seed:large`: a large platform for the budgets (ARCHITECTURE "Budgets", issue 14):
// 10,000 families and 100,000 users (SEED_FAMILIES / SEED_USERS override), a few events per
// family, plus a super admin to measure with. Writes straight into $DATA_DIR/app.db (default
// ./data) with better-sqlite3 prepared statements in a few large transactions, after the app's own
// migrations (openDatabase). Refuses to run twice on the same database.
import path from "node:path";
import { hashPassword } from "~/lib/crypto.server";
import { dataDir, openDatabase } from "~/lib/db.server";
import { PLANS } from "~/features/plans/limits";
import type { SubscriptionTier } from "../db/schema";

const FAMILIES = Number(process.env.SEED_FAMILIES ?? 10_000);
const USERS = Number(process.env.SEED_USERS ?? 100_000);
const EVENTS_PER_FAMILY = 2;
const PASSWORD = "large-seed-password";
const SUPER_EMAIL = "super@large.kindred.test";
const BATCH = 2_000; // families per transaction

const FIRST = ["Ada", "Ben", "Cara", "Dev", "Eli", "Fay", "Gil", "Hana", "Ivo", "June", "Kai", "Lena", "Milo", "Nia", "Omar", "Pia"];
const LAST = ["Rivers", "Stone", "Marsh", "Hale", "Okafor", "Nguyen", "Silva", "Kowalski", "Haddad", "Moreau", "Tanaka", "Byrne"];
const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** 8-character codes (registration makes 6-character ones, so they never collide). */
function familyCode(i: number): string {
  let s = "";
  let n = i;
  for (let k = 0; k < 7; k++) {
    s = CODE_ALPHABET[n % 32] + s;
    n = Math.floor(n / 32);
  }
  return `L${s}`;
}

function tierFor(i: number): SubscriptionTier {
  const r = i % 10;
  return r < 7 ? "free" : r < 9 ? "small_family" : "medium_family";
}

async function main() {
  const started = Date.now();
  const file = path.join(dataDir(), "app.db");
  const db = openDatabase(file);
  const sqlite = db.$client;
  if (sqlite.prepare("select 1 from users where email = ?").get(SUPER_EMAIL)) {
    console.log(`${file} already holds the large seed (${SUPER_EMAIL} exists); nothing to do.`);
    return;
  }
  const passwordHash = await hashPassword(PASSWORD);

  const insFamily = sqlite.prepare(
    `insert into families (name, family_code, subscription_tier, subscription_status, monthly_price_cents, created_at)
     values (?, ?, ?, 'active', ?, ?) returning id`,
  );
  const insSettings = sqlite.prepare("insert into family_settings (family_id) values (?)");
  const insUser = sqlite.prepare(
    `insert into users (family_id, name, email, username, password_hash, role, created_at) values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insEvent = sqlite.prepare(
    `insert into events (family_id, title, description, event_date, location, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?)`,
  );

  // Accounts are spread over the last two years, in id order (newest first = highest id).
  const span = 730 * 24 * 3600 * 1000;
  const t0 = Date.now() - span;
  const at = (n: number) => new Date(t0 + Math.floor((n / USERS) * (span - 3600_000))).toISOString();

  let userNo = 0;
  const seedBatch = sqlite.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++) {
      // Users are shared out evenly: the first (USERS % FAMILIES) families get one more.
      const size = Math.floor(USERS / FAMILIES) + (i < USERS % FAMILIES ? 1 : 0);
      const tier = tierFor(i);
      const surname = LAST[i % LAST.length];
      const created = at(userNo);
      const { id } = insFamily.get(`The ${surname} Family ${i + 1}`, familyCode(i), tier, PLANS[tier].monthlyPriceCents, created) as { id: number };
      insSettings.run(id);
      for (let k = 0; k < size; k++) {
        const n = userNo++;
        const role = k === 0 ? "owner" : k === 1 ? "admin" : k === size - 1 && size > 3 ? "guest" : "member";
        const email = `user${n + 1}@large.kindred.test`;
        insUser.run(id, `${FIRST[n % FIRST.length]} ${surname}`, email, `user${n + 1}`, passwordHash, role, at(n));
      }
      for (let e = 0; e < EVENTS_PER_FAMILY; e++) {
        const date = new Date(Date.now() + (e + 1) * 7 * 24 * 3600 * 1000).toISOString();
        insEvent.run(id, `Gathering ${e + 1}`, "A family get-together.", date, "Grandma's house", created, created);
      }
    }
  });
  for (let from = 0; from < FAMILIES; from += BATCH) seedBatch(from, Math.min(FAMILIES, from + BATCH));

  // The operator to measure with, in a family of their own.
  sqlite.transaction(() => {
    const { id } = insFamily.get("Platform Operators", "LSUPERAD", "free", 0, new Date().toISOString()) as { id: number };
    insSettings.run(id);
    insUser.run(id, "Platform Super Admin", SUPER_EMAIL, "super", passwordHash, "super_admin", new Date().toISOString());
  })();
  sqlite.pragma("optimize");
  sqlite.close();
  console.log(
    `Seeded ${FAMILIES} families, ${userNo} users and ${FAMILIES * EVENTS_PER_FAMILY} events into ${file} in ${((Date.now() - started) / 1000).toFixed(1)} s.\n` +
      `Super admin: ${SUPER_EMAIL} / ${PASSWORD}. Every seeded user has the same password.`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
