// zod inputs for birthdays (SPEC §5): name, month and day required; month 1-12; day 1-31;
// the day must exist in that month (29 February allowed, 31 April not). Strict pieces from
// ~/lib/inputs: a month of `[7]` or `{}` is a 400, never month 7.
import { z } from "zod";
import { flag, int, text } from "~/lib/inputs";
import { maxDayOfMonth } from "./countdown";

export const BIRTHDAY_MSG = {
  fillAll: "Please fill in all birthday fields",
  month: "Month must be between 1 and 12",
  day: "Day must be between 1 and 31",
  nameLong: "Name must be at most 80 characters",
  othersForbidden: "Only the owner or an admin can add birthdays for other people",
} as const;

/** A day past the end of its month (the months shorter than 31 days), one fixed text each. */
const DAY_TOO_LATE: Record<number, string> = {
  2: "February has only 29 days",
  4: "April has only 30 days",
  6: "June has only 30 days",
  9: "September has only 30 days",
  11: "November has only 30 days",
};

// A missing month or day (absent, null or "") reads as NaN so the "fill in all fields" message
// can win; anything present must be a whole number in range (a number or a numeric string).
const MISSING = Number.NaN;

export const birthdayInput = z
  .object({
    name: text({ max: 80, tooLong: BIRTHDAY_MSG.nameLong }),
    month: int({ min: 1, max: 12, message: BIRTHDAY_MSG.month, fallback: MISSING }),
    day: int({ min: 1, max: 31, message: BIRTHDAY_MSG.day, fallback: MISSING }),
  })
  .superRefine((v, ctx) => {
    if (v.name === "" || Number.isNaN(v.month) || Number.isNaN(v.day)) {
      ctx.addIssue({ code: "custom", message: BIRTHDAY_MSG.fillAll });
    } else if (v.day > maxDayOfMonth(v.month)) {
      ctx.addIssue({
        code: "custom",
        path: ["day"],
        message: DAY_TOO_LATE[v.month] ?? BIRTHDAY_MSG.day,
      });
    }
  });
export type BirthdayInput = z.infer<typeof birthdayInput>;

/** `self: true` asks for the caller's own birthday (a checkbox on the page). */
export const birthdaySelfInput = z.object({ self: flag() });
