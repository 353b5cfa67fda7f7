// zod input for a calendar subscription, shared by the API (and a page later).
import { z } from "zod";
import { text } from "~/lib/inputs";

export const SUBSCRIPTION_MSG = {
  required: "Please enter the calendar's address and a name",
  badUrl: "Please enter an https:// or webcal:// calendar address",
  urlLong: "The address must be at most 2000 characters",
  nameLong: "Name must be at most 60 characters",
  badColor: "Please choose a colour as #rrggbb",
  tooMany: "A family can subscribe to at most 10 calendars",
  notFound: "Calendar subscription not found",
  removed: "Calendar subscription removed",
  queued: "The calendar will be fetched in a moment",
  notCalendar: "The address did not answer with a calendar (iCalendar) file",
} as const;

export const subscriptionInput = z.object({
  url: text({ max: 2000, required: SUBSCRIPTION_MSG.required, tooLong: SUBSCRIPTION_MSG.urlLong }),
  name: text({ max: 60, required: SUBSCRIPTION_MSG.required, tooLong: SUBSCRIPTION_MSG.nameLong }),
  color: text({ max: 7, tooLong: SUBSCRIPTION_MSG.badColor }).transform((v, ctx) => {
    if (v === "") return "#4a6fa5";
    if (!/^#[0-9a-fA-F]{6}$/.test(v)) {
      ctx.addIssue({ code: "custom", message: SUBSCRIPTION_MSG.badColor });
      return z.NEVER;
    }
    return v.toLowerCase();
  }),
});
