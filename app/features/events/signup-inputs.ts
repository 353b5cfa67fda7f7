// zod inputs of sign-up lists, shared by the Events page's forms and /api/events/{id}/signups*.
// Strict pieces from ~/lib/inputs: an object where a name belongs is a 400, never "[object Object]".
import { z } from "zod";
import { int, text } from "~/lib/inputs";
import { SIGNUP_LIMITS as L, SIGNUP_MSG as MSG } from "./signup-rules";

/** An item of the list: "Potato salad, serves 10", an optional note, how many are needed. */
export const signupItemInput = z.object({
  name: text({ max: L.name, required: MSG.name, tooLong: MSG.nameLong }),
  note: text({ max: L.note, tooLong: MSG.noteLong }),
  quantity: int({ min: 1, max: L.quantity, message: MSG.quantity }),
});
export type SignupItemInput = z.infer<typeof signupItemInput>;

/** The caller's claim on an item: how many they take on (it replaces their previous claim), a note. */
export const signupClaimInput = z.object({
  quantity: int({ min: 1, max: L.quantity, message: MSG.claimQuantity }),
  note: text({ max: L.note, tooLong: MSG.noteLong }),
});
export type SignupClaimInput = z.infer<typeof signupClaimInput>;
