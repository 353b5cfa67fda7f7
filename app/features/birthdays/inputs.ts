// zod inputs for birthdays (SPEC §5): name, month and day required; month 1-12; day 1-31;
// the day must exist in that month (29 February allowed, 31 April not).
import { z } from "zod";
import { MONTH_NAMES, maxDayOfMonth } from "./countdown";

export const BIRTHDAY_MSG = {
  fillAll: "Please fill in all birthday fields",
  month: "Month must be between 1 and 12",
  day: "Day must be between 1 and 31",
  nameLong: "Name must be at most 80 characters",
  othersForbidden: "Only the owner or an admin can add birthdays for other people",
} as const;

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());
/** "" / missing → null (so the "fill in all fields" message wins), else a number (maybe NaN). */
const num = z.preprocess((v) => {
  if (v === undefined || v === null) return null;
  const s = String(v).trim();
  return s === "" ? null : Number(s);
}, z.number().nullable());

function dayExists(month: number, day: number): boolean {
  return day <= maxDayOfMonth(month);
}

export const birthdayInput = z
  .object({ name: text.transform((v) => v.trim()), month: num, day: num })
  .superRefine((v, ctx) => {
    if (v.name === "" || v.month === null || v.day === null) {
      ctx.addIssue({ code: "custom", message: BIRTHDAY_MSG.fillAll });
      return;
    }
    if (v.name.length > 80) ctx.addIssue({ code: "custom", message: BIRTHDAY_MSG.nameLong });
    else if (!Number.isInteger(v.month) || v.month < 1 || v.month > 12) ctx.addIssue({ code: "custom", message: BIRTHDAY_MSG.month });
    else if (!Number.isInteger(v.day) || v.day < 1 || v.day > 31) ctx.addIssue({ code: "custom", message: BIRTHDAY_MSG.day });
    else if (!dayExists(v.month, v.day)) {
      ctx.addIssue({
        code: "custom",
        message: `${MONTH_NAMES[v.month - 1]} has only ${maxDayOfMonth(v.month)} days`,
      });
    }
  })
  .transform((v) => ({ name: v.name, month: v.month as number, day: v.day as number }));
export type BirthdayInput = z.infer<typeof birthdayInput>;
