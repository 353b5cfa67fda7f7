import { useLocation, type useLoaderData } from "react-router";
import type { ModalState } from "~/ui/useModalState";
import type { fundraisingLoader } from "../page.server";

// Which modal is open is decided in the page (its first load); the modals' bodies
// (FundraisingModals) load when one opens.
export type Data = ReturnType<typeof useLoaderData<typeof fundraisingLoader>>;

/** Which of the tab's modals is open (a modal whose record is gone or not allowed stays shut). */
export function useFundraisingModals({ campaigns, summary, bank, perms }: Data, m: ModalState) {
  const location = useLocation();
  const selected = campaigns.find((c) => c.id === m.id) ?? null;
  const live = selected?.status === "live";
  const entryParam = new URLSearchParams(location.search).get("entry");
  const open = {
    selected,
    backTo: selected ? `?modal=campaign&id=${selected.id}` : m.closeTo,
    create: m.modal === "create-campaign" && perms.manage,
    edit: m.modal === "edit-campaign" && perms.manage && selected !== null,
    delete: m.modal === "delete-campaign" && perms.manage && selected !== null,
    detail: m.modal === "campaign" && summary !== null && summary.campaign_id === m.id,
    entry: m.modal === "add-entry" && perms.pledge && selected !== null && live,
    contribute: m.modal === "contribute" && perms.contribute && selected !== null && live,
    bank: m.modal === "bank-account" && bank !== null,
    entryToDelete:
      m.modal === "delete-entry" && perms.manage && summary?.campaign_id === m.id
        ? (summary.recent_entries.find((e) => String(e.id) === entryParam) ?? null)
        : null,
  };
  const shown = open.create || open.edit || open.delete || open.detail || open.entry || open.contribute || open.bank || open.entryToDelete !== null;
  return { ...open, shown };
}
