// The Events tab's sign-up list: the modal's data (?modal=signups|edit-signup|remove-signup&id=EVENT)
// and its intents, rows for the tab's pageAction. Every form posts the event's `id` and the item's
// `item`; after a change the list's modal opens again.
import { idParam } from "~/lib/http.server";
import { flag } from "~/lib/inputs";
import { modalRecord } from "~/lib/modal-record.server";
import { pageText } from "~/lib/page-text";
import type { FormInput, PageIntent } from "~/lib/page-action.server";
import type { Actor } from "~/lib/session.server";
import { addSignupItem, claimSignupItem, listSignups, releaseSignupClaim, removeSignupItem, updateSignupItem } from "./signups.server";

/** The modals that show (a part of) one event's sign-up list. */
export const SIGNUP_MODALS = ["signups", "edit-signup", "remove-signup"] as const;

/** The list a sign-up modal in the URL refers to, or null (no such modal, or the event is gone). */
export function signupModalData(actor: Actor, url: URL) {
  return modalRecord(url, SIGNUP_MODALS, (id) => listSignups(actor, id, url.searchParams.get("occurrence") ?? undefined));
}

/** After a change, back to the event's list (of that date, on a series). */
const backToList = (_r: unknown, input: FormInput) =>
  `/dashboard/events?modal=signups&id=${encodeURIComponent(String(input.id))}${typeof input.occurrence === "string" && input.occurrence ? `&occurrence=${encodeURIComponent(input.occurrence)}` : ""}`;
const ids = (input: FormInput) => [idParam(input.id), idParam(input.item)] as const;

export const signupIntents: Record<string, PageIntent<Actor>> = {
  "add-signup-item": {
    run: ({ actor, input }) => addSignupItem(actor, idParam(input.id), input),
    success: (r: { name: string }) => ({ id: "Added {name} to the sign-up list", values: { name: r.name } }),
    failure: "Failed to add the item",
    modal: "signups",
    redirectTo: backToList,
  },
  "update-signup-item": {
    run: ({ actor, input }) => updateSignupItem(actor, ...ids(input), input),
    success: "Sign-up item updated",
    failure: "Failed to update the item",
    modal: "edit-signup",
    redirectTo: backToList,
  },
  "remove-signup-item": {
    // The list's Remove button posts without `confirmed` (nobody had signed up); the confirmation
    // dialog posts it. Someone signing up in between makes the first a 409 that shows the dialog.
    run: ({ actor, input }) => removeSignupItem(actor, ...ids(input), { confirmed: flag().safeParse(input.confirmed).data === true }),
    success: pageText,
    failure: "Failed to remove the item",
    modal: "remove-signup",
    redirectTo: backToList,
  },
  "claim-signup": {
    run: ({ actor, input }) => claimSignupItem(actor, ...ids(input), input),
    success: pageText,
    failure: "Failed to sign up",
    modal: "signups",
    redirectTo: backToList,
  },
  "release-signup": {
    run: ({ actor, input }) => releaseSignupClaim(actor, ...ids(input), input.occurrence),
    success: pageText,
    failure: "Failed to release the sign-up",
    modal: "signups",
    redirectTo: backToList,
  },
};
