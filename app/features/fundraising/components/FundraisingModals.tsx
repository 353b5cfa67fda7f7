import { useT } from "~/lib/i18n/react";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import type { ModalState } from "~/ui/useModalState";
import type { Data, useFundraisingModals } from "./fundraising-modal-state";
import { BankAccountModal, CampaignDetailModal, CampaignFormModal, ContributeModal, DeleteEntryDialog, EntryFormModal } from "./CampaignModals";

export function FundraisingModals({ d, m, open }: { d: Data; m: ModalState; open: ReturnType<typeof useFundraisingModals> }) {
  const { t } = useT();
  const { summary, bank, myName, types, perms } = d;
  const { selected, backTo } = open;
  const common = { closeTo: m.closeTo, values: m.values, error: m.error };
  return (
    <>
      {open.create ? <CampaignFormModal {...common} campaign={null} /> : null}
      {open.edit && selected ? <CampaignFormModal {...common} campaign={selected} /> : null}
      <ConfirmRecord
        kind="campaign"
        record={open.delete && selected}
        title={t("Delete campaign")}
        message={(c) => t("Delete \"{title}\" and all of its pledges and collections? This cannot be undone.", { title: c.title })}
      />
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
