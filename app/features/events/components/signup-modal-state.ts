// Which sign-up modal is open (issue 41's sign-up list): the state the Events page needs on every
// render, apart from the modals' bodies (SignupModals.tsx), which load only when one opens (issue 37).
import { useActionData, useLocation } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import { closeHref, modalHref } from "~/ui/modal-url";
import { typed, type ModalState } from "~/ui/useModalState";
import type { SignupList as ServerList } from "../signups.server";

/** The list as the page has it: on a series with the date it is for, as text. */
export type SignupList = ServerList & { date_text?: string | null };

/** The date of a series a list is for, as a form's or link's field ({} on a one-date event). */
export const dateOf = (list: Pick<SignupList, "occurrence">): { occurrence?: string } => (list.occurrence ? { occurrence: list.occurrence } : {});

/** The failed form of this page, when it was one of the sign-up list's, and the item it was about. */
export function useSignupFailure(intents: string[]) {
  const failure = useActionData<FormFailure | undefined>();
  const mine = failure && intents.includes(failure.intent) ? failure : null;
  const item = Number(typed(mine?.values, "item"));
  return { failure: mine, item: Number.isInteger(item) && item > 0 ? item : null };
}

/** Which sign-up modal is open, and where its links go (the list's URL keeps the page's other parameters). */
export function useSignupModals(list: SignupList | null, m: ModalState) {
  const location = useLocation();
  const { failure } = useSignupFailure(["update-signup-item", "remove-signup-item"]);
  const itemId = Number(typed(failure?.values, "item") ?? new URLSearchParams(location.search).get("item"));
  const ours = list !== null && list.event_id === m.id ? list : null;
  const item = ours?.items.find((i) => i.id === itemId) ?? null;
  const listHref = (l: SignupList) => {
    const sp = new URLSearchParams(location.search);
    sp.delete("item");
    return modalHref(`?${sp.toString()}`, "signups", { id: l.event_id, ...dateOf(l) });
  };
  const open = {
    list: ours !== null && m.modal === "signups",
    edit: ours !== null && m.modal === "edit-signup" && ours.can_manage && item !== null,
    remove: ours !== null && m.modal === "remove-signup" && ours.can_manage && item !== null,
  };
  return {
    ...open,
    item,
    shown: open.list || open.edit || open.remove,
    closeTo: closeHref(location.pathname, location.search, ["item"]),
    backTo: list ? listHref(list) : m.closeTo,
  };
}

