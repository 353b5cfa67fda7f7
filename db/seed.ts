// `npm run seed`: a demo family with an owner, an admin, a member and a guest, plus a little
// content, so a newcomer can click around. Prints the sign-in details. Safe to run twice.
import { eq } from "drizzle-orm";
import { schema, withTransaction } from "~/lib/db.server";
import { register, findUserByEmail } from "~/features/auth/auth.server";
import { getFamily } from "~/features/family/family.server";

const PASSWORD = "kindred-demo";
const PEOPLE = [
  { role: "owner", name: "Olivia Demo", email: "owner@demo.kindred" },
  { role: "admin", name: "Adam Demo", email: "admin@demo.kindred" },
  { role: "member", name: "Maya Demo", email: "member@demo.kindred" },
  { role: "guest", name: "Gus Demo", email: "guest@demo.kindred" },
] as const;

async function main() {
  let owner = await findUserByEmail(PEOPLE[0].email);
  if (!owner) {
    await register(
      { email: PEOPLE[0].email, name: PEOPLE[0].name, password: PASSWORD, family_option: "create", family_name: "The Demo Family",
        family_description: "A demo family created by npm run seed." },
      "seed",
      "api",
    );
    owner = (await findUserByEmail(PEOPLE[0].email))!;
    const family = await getFamily(owner.familyId);
    for (const p of PEOPLE.slice(1)) {
      const joined = await register(
        { email: p.email, name: p.name, password: PASSWORD, family_option: "join", family_code: family.familyCode },
        "seed",
        "api",
      );
      await withTransaction((tx) => tx.update(schema.users).set({ role: p.role }).where(eq(schema.users.id, joined.userId)));
    }
    const inAWeek = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    inAWeek.setUTCHours(17, 0, 0, 0);
    const o = owner;
    await withTransaction(async (tx) => {
      await tx.insert(schema.events).values({
        familyId: o.familyId, title: "Summer picnic", description: "Bring a dish to share.",
        eventDate: inAWeek.toISOString(), location: "Riverside Park", createdBy: o.id,
      });
      await tx.insert(schema.announcements).values({
        familyId: o.familyId, authorId: o.id, authorName: o.name, title: "Welcome to Kindred",
        content: "This is our family's private space. Say hello!", pinned: true, status: "published",
      });
    });
  }
  const family = await getFamily(owner.familyId);
  console.log(`Demo family "${family.name}", family code ${family.familyCode}`);
  console.log(`Sign in at /auth with password "${PASSWORD}" and one of:`);
  for (const p of PEOPLE) console.log(`  ${p.role.padEnd(6)} ${p.email}  (${p.name})`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
