import { useT } from "~/lib/i18n/react";
import { useLocation, type useLoaderData } from "react-router";
import { ConfirmDelete } from "~/ui/ConfirmDelete";
import type { ModalState } from "~/ui/useModalState";
import type { fundraisingLoader } from "../page.server";
import { BankAccountModal, CampaignDetailModal, CampaignFormModal, ContributeModal, DeleteEntryDialog, EntryFormModal } from "./CampaignModals";

type Data = ReturnType<typeof useLoaderData<typeof fundraisingLoader>>;

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

export function FundraisingModals({ d, m, open }: { d: Data; m: ModalState; open: ReturnType<typeof useFundraisingModals> }) {
  const { t } = useT();
  const { summary, bank, myName, types, perms } = d;
  const { selected, backTo } = open;
  const common = { closeTo: m.closeTo, values: m.values, error: m.error };
  return (
    <>
      {open.create ? <CampaignFormModal {...common} campaign={null} /> : null}
      {open.edit && selected ? <CampaignFormModal {...common} campaign={selected} /> : null}
      {open.delete && selected ? (
        <ConfirmDelete
          title={t("Delete campaign")}
          message={t("Delete \"{title}\" and all of its pledges and collections? This cannot be undone.", { title: selected.title })}
          intent="delete-campaign"
          id={selected.id}
        />
      ) : null}
      {open.detail && summary ? (
        <CampaignDetailModal summary={summary} description={selected?.description ?? ""} closeTo={m.closeTo} href={m.href} perms={perms} error={m.error} />
      ) : null}
      {open.entry && selected ? <EntryFormModal {...common} campaign={selected} backTo={backTo} types={types} myName={myName} /> : null}
      {open.contribute && selected ? <ContributeModal {...common} campaign={selected} backTo={backTo} /> : null}
      {open.entryToDelete && summary ? (
        <DeleteEntryDialog campaignId={summary.campaign_id} entry={open.entryToDelete} closeTo={m.closeTo} backTo={backTo} error={m.error} />
      ) : null}
      {open.bank && bank ? <BankAccountModal {...common} bank={bank} /> : null}
    </>
  );
}
