// The daily verse (§2 Home, §3): one verse per family calendar day, the same for everyone.
import type { Actor } from "~/lib/session.server";
import { getSettings } from "~/features/family/family.server";
import { dateKeyInTimeZone } from "~/lib/dates";
import { verseForDate } from "./rotation";
import type { DailyVerse } from "./verses";

export function dailyVerse(actor: Actor, now = new Date()): DailyVerse & { date: string } {
  const date = dateKeyInTimeZone(now, getSettings(actor.familyId).time_zone);
  return { ...verseForDate(date), date };
}

export function inspirationEnabled(actor: Actor): { enabled: boolean } {
  return { enabled: getSettings(actor.familyId).show_daily_inspiration };
}
