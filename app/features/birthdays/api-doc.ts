// /api/birthdays* in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { collection, defineArea, fails } from "~/lib/api-doc";
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
const birthdays = collection("/birthdays", birthdayResponse, "Birthday not found");
const inputErrors = fails(400, BIRTHDAY_MSG.fillAll, BIRTHDAY_MSG.month, BIRTHDAY_MSG.day);

export const birthdaysDoc = defineArea({
  id: "birthdays",
  title: "Birthdays",
  description: "Month and day only (no year), soonest first.",
  calls: [
    birthdays.list("The family's birthdays, soonest first"),
    birthdays.create("Add your own birthday (`self: true`; again, even many at once, updates the same entry: one per account) or someone else's", {
      permission: ["birthday.addOwn", "birthday.addOther"],
      rule: "Adding someone else's: owner and admin only",
      body: birthdayInput.and(z.object({ self: flag().meta({ type: "boolean", description: "Add it as your own birthday" }) })),
      errors: [...inputErrors, [403, "Guests cannot add birthdays"], [403, BIRTHDAY_MSG.othersForbidden]],
      example: { name: "Grandma Rose", month: 7, day: 14 },
    }),
    birthdays.get("One birthday"),
    birthdays.update("Edit a birthday", { permission: "birthday.edit", body: birthdayInput, errors: inputErrors, example: { name: "Grandma Rose", month: 7, day: 15 } }),
    birthdays.remove("Delete a birthday", { permission: "birthday.delete" }),
  ],
});
