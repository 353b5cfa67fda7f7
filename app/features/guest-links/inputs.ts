// zod inputs of guest links, shared by the guest-links page, POST /api/guest-links and the
// guest's own forms. Strict pieces from ~/lib/inputs: an object where a label belongs is a 400.
import { z } from "zod";
import { choice, flag, id, int, text } from "~/lib/inputs";
import { EVENT_MSG } from "~/features/events/inputs";
import { SIGNUP_LIMITS, SIGNUP_MSG } from "~/features/events/signup-rules";
import { GUEST_KINDS, GUEST_LIMITS as L, GUEST_MSG as MSG } from "./rules";

export const guestLinkInput = z.object({
  kind: choice(GUEST_KINDS, { message: MSG.kind }),
  target_id: id(MSG.target),
  label: text({ max: L.label, required: MSG.label, tooLong: MSG.labelLong }),
  expires_in_days: int({ min: L.minDays, max: L.maxDays, message: MSG.days, fallback: L.defaultDays }),
  allow_upload: flag(),
});
export type GuestLinkInput = z.infer<typeof guestLinkInput>;

const guestNameText = () => text({ max: L.name, required: MSG.name, tooLong: MSG.nameLong });

export const guestUploadInput = z.object({ name: guestNameText() });

export const guestAnswerInput = z
  .object({
    name: guestNameText(),
    attending: choice(["yes", "no"], { message: EVENT_MSG.attending }),
    guest_count: int({ min: 1, max: 20, message: EVENT_MSG.guestCount, fallback: 1 }),
    comments: text({ max: 1000, tooLong: EVENT_MSG.commentsLong }),
  })
  .transform((v) => ({ ...v, guest_count: v.attending === "yes" ? v.guest_count : 1, comments: v.attending === "yes" ? v.comments : "" }));

export const guestClaimInput = z.object({
  name: guestNameText(),
  item_id: id("Please choose what you will bring or do"),
  quantity: int({ min: 1, max: SIGNUP_LIMITS.quantity, message: SIGNUP_MSG.claimQuantity }),
  note: text({ max: SIGNUP_LIMITS.note, tooLong: SIGNUP_MSG.noteLong }),
});
