// The daily verse (§2 Home, §3): one verse per family calendar day, the same for everyone.
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { dateKeyInTimeZone } from "~/lib/dates";
import { verseForDate } from "./rotation";
import type { DailyVerse } from "./verses";

export async function dailyVerse(actor: Actor, now = new Date()): Promise<DailyVerse & { date: string }> {
  const date = dateKeyInTimeZone(now, (await getSettings(actor.familyId)).time_zone);
  return { ...verseForDate(date), date };
}

export async function inspirationEnabled(actor: Actor): Promise<{ enabled: boolean }> {
  return { enabled: (await getSettings(actor.familyId)).show_daily_inspiration };
}
