// The language each email's recipient reads (issue 40): their own choice (`users.language`), else
// their family's default (`family_settings.language`), else English. One query for many people.
import { eq, inArray } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { recipientLanguage } from "~/lib/i18n/language.server";
import type { Language } from "~/lib/i18n/languages";

const CHUNK = 500;

/** Each person's email language (people not found: absent from the map). */
export async function recipientLanguages(userIds: number[]): Promise<Map<number, Language>> {
  const u = schema.users;
  const fs = schema.familySettings;
  const out = new Map<number, Language>();
  const ids = [...new Set(userIds)];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db()
      .select({ id: u.id, own: u.language, family: fs.language })
      .from(u)
      .leftJoin(fs, eq(fs.familyId, u.familyId))
      .where(inArray(u.id, ids.slice(i, i + CHUNK)));
    for (const r of rows) out.set(r.id, recipientLanguage(r.own, r.family));
  }
  return out;
}

/** One person's email language (English when the account is gone). */
export async function languageOfUser(userId: number): Promise<Language> {
  return (await recipientLanguages([userId])).get(userId) ?? "en";
}
