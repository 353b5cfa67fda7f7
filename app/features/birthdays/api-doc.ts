// /api/birthdays* in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, messageResponse } from "~/lib/api-doc";
import { flag } from "~/lib/inputs";
import { BIRTHDAY_MSG, birthdayInput } from "./inputs";

export const birthdayResponse = z.object({
  id: z.int(),
  name: z.string(),
  month: z.int(),
  day: z.int(),
  user_id: z.int().nullable(),
  is_manual: z.boolean(),
  is_you: z.boolean(),
  days_until: z.int(),
  countdown: z.string().meta({ description: "Today, Tomorrow or N days" }),
  highlight: z.enum(["Happy Birthday", "Coming Soon"]).nullable(),
});
const NOT_FOUND: [number, string] = [404, "Birthday not found"];
const inputErrors: Array<[number, string]> = [
  [400, BIRTHDAY_MSG.fillAll],
  [400, BIRTHDAY_MSG.month],
  [400, BIRTHDAY_MSG.day],
];

export const birthdaysDoc = defineArea({
  id: "birthdays",
  title: "Birthdays",
  description: "Month and day only (no year), soonest first.",
  calls: [
    { method: "get", path: "/birthdays", summary: "The family's birthdays, soonest first", response: z.array(birthdayResponse) },
    {
      method: "post",
      path: "/birthdays",
      summary: "Add your own birthday (`self: true`) or someone else's",
      permission: ["birthday.addOwn", "birthday.addOther"],
      rule: "Adding someone else's: owner and admin only",
      body: birthdayInput.and(z.object({ self: flag().meta({ type: "boolean", description: "Add it as your own birthday" }) })),
      response: birthdayResponse,
      errors: [...inputErrors, [403, "Guests cannot add birthdays"], [403, BIRTHDAY_MSG.othersForbidden]],
      example: { name: "Grandma Rose", month: 7, day: 14 },
    },
    { method: "get", path: "/birthdays/{id}", summary: "One birthday", response: birthdayResponse, errors: [NOT_FOUND] },
    {
      method: "put",
      path: "/birthdays/{id}",
      summary: "Edit a birthday",
      permission: "birthday.edit",
      body: birthdayInput,
      response: birthdayResponse,
      errors: [...inputErrors, NOT_FOUND],
      example: { name: "Grandma Rose", month: 7, day: 15 },
    },
    { method: "delete", path: "/birthdays/{id}", summary: "Delete a birthday", permission: "birthday.delete", response: messageResponse, errors: [NOT_FOUND] },
  ],
});
