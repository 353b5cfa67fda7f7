// The Fundraising tab's modals (URL state, server-rendered, every form a plain POST with an intent):
// create/edit campaign, campaign detail, add entry / make pledge, card contribution, delete entry,
// connect bank account.
import { useT } from "~/lib/i18n/react";
import { Form, Link } from "react-router";
import { CloseModalLink } from "~/ui/ModalLink";
import { centsToInput, formatCents } from "~/lib/money";
import { Checkbox, Field, Select, TextArea } from "~/ui/Field";
import { Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { ConfirmActions } from "~/ui/ConfirmActions";
import { CreateOrEditModal, type CreateOrEditWords } from "~/ui/IntentModal";
import { MoneyField } from "~/ui/MoneyField";
import { PostButton } from "~/ui/PostButton";
import { typed, type ModalState } from "~/ui/useModalState";
import { ANONYMOUS, CARD_MEMO, MIN_CONTRIBUTION_CENTS, type EntryType } from "../rules";
import { ProgressBar, StatusBadge, formatPercent } from "./CampaignCard";
import { EmptyState } from "~/ui/EmptyState";

type Values = Record<string, string | string[]> | undefined;

export type FormCampaign = {
  id: number;
  title: string;
  description: string;
  goal_cents: number | null;
  visibility: "family" | "admins";
  show_donor_names: boolean;
  show_progress_details: boolean;
};

export function CampaignFormModal({
  closeTo,
  campaign,
  values,
  error,
}: {
  closeTo: string;
  campaign: FormCampaign | null;
  values: Values;
  error: string | null;
}) {
  const { t } = useT();
  const v = (k: string, current: string) => typed(values, k) ?? current;
  // After a failed submit a ticked box is in the typed values; an unticked one is absent.
  const checked = (k: "show_donor_names" | "show_progress_details") => (values ? typed(values, k) !== undefined : (campaign?.[k] ?? true));
  return (
    <CreateOrEditModal record={campaign} words={campaignWords(t)} closeTo={closeTo} error={error}>
      <Field label={t("Campaign title")} name="title" defaultValue={v("title", campaign?.title ?? "")} maxLength={200} autoComplete="off" />
      <TextArea label={t("Description (optional)")} name="description" rows={3} maxLength={5000} defaultValue={v("description", campaign?.description ?? "")} />
      <MoneyField label={t("Goal amount ($)")} name="goal_amount" defaultValue={v("goal_amount", campaign?.goal_cents != null ? centsToInput(campaign.goal_cents) : "")} />
      <Select
        label={t("Who can see it")}
        name="visibility"
        defaultValue={v("visibility", campaign?.visibility ?? "family")}
        choices={[
          { value: "family", label: t("The whole family") },
          { value: "admins", label: t("Owner and admins only") },
        ]}
      />
      <fieldset className="fieldset-plain">
        <legend>{t("What members see")}</legend>
        <Checkbox label={t("Show donor names")} name="show_donor_names" defaultChecked={checked("show_donor_names")} />
        <Checkbox label={t("Show amounts and progress")} name="show_progress_details" defaultChecked={checked("show_progress_details")} />
      </fieldset>
    </CreateOrEditModal>
  );
}

export type DetailEntry = {
  id: number;
  entry_type: EntryType;
  amount_cents: number;
  payer_name: string;
  memo: string;
  source: "manual" | "card";
  entered_at_text: string;
  entered_by_name: string | null;
};

export type DetailSummary = {
  campaign_id: number;
  title: string;
  status: "live" | "closed";
  details_hidden: boolean;
  pledged_cents: number | null;
  collected_cents: number | null;
  goal_cents: number | null;
  total_cents: number | null;
  progress_percentage: number | null;
  entry_count: number | null;
  recent_entries: DetailEntry[];
};

export function CampaignDetailModal({
  summary,
  description,
  closeTo,
  href,
  perms,
  error,
}: {
  summary: DetailSummary;
  description: string;
  closeTo: string;
  href: ModalState["href"];
  perms: { manage: boolean; pledge: boolean; contribute: boolean };
  error: string | null;
}) {
  const { t, language, formatNumber } = useT();
  const live = summary.status === "live";
  const id = summary.campaign_id;
  return (
    <Modal title={summary.title} closeTo={closeTo} wide>
      <div className="stack" data-testid="campaign-detail">
        <p className="row">
          <StatusBadge status={summary.status} />
          {summary.entry_count !== null ? (
            <span className="small muted">
              {t("{count, plural, one {# entry} other {# entries}}", { count: summary.entry_count })}
            </span>
          ) : null}
        </p>
        {description ? <p className="pre-line">{description}</p> : null}
        <FormErrorText message={error} />
        {summary.details_hidden || summary.goal_cents === null ? (
          <p className="muted">{t("The organisers keep this campaign’s amounts and progress private. You can still pledge or contribute.")}</p>
        ) : (
          <>
            <dl className="money-figures" data-testid="campaign-totals">
              <MoneyFigure label={t("Collected")} testId="total-collected" cents={summary.collected_cents ?? 0} />
              <MoneyFigure label={t("Pledged")} testId="total-pledged" cents={summary.pledged_cents ?? 0} />
              <MoneyFigure label={t("Total")} testId="total-amount" cents={summary.total_cents ?? 0} />
              <MoneyFigure label={t("Goal")} testId="goal-amount" cents={summary.goal_cents} />
            </dl>
            <div>
              <p className="small" data-testid="progress-text">
                {t("{percent} of the goal collected", { percent: formatPercent(formatNumber, summary.progress_percentage ?? 0) })}
              </p>
              <ProgressBar collected={summary.collected_cents} pledged={summary.pledged_cents} goal={summary.goal_cents} percentage={summary.progress_percentage} tall />
            </div>
            <section aria-labelledby="recent-entries-heading">
              <h3 id="recent-entries-heading">{t("Recent entries")}</h3>
              {summary.recent_entries.length === 0 ? <EmptyState title={t("No pledges or collections yet.")}>{t("Pledges, collected gifts and card contributions show here as they come in.")}</EmptyState> : null}
              <ul className="list entry-list" data-testid="entry-list">
                {summary.recent_entries.map((e) => (
                  <li key={e.id} data-testid="entry">
                    <div className="spread">
                      <span>
                        <strong>{e.payer_name === ANONYMOUS && e.entered_by_name === null ? t("Anonymous") : e.payer_name}</strong>{" "}
                        <span className={e.entry_type === "collected" ? "badge fr-collected" : "badge"}>{e.entry_type === "collected" ? t("Collected") : t("Pledge")}</span>
                        {e.source === "card" ? <span className="badge accent">{t("Card")}</span> : null}
                      </span>
                      <span className="amount">{formatCents(e.amount_cents, language)}</span>
                    </div>
                    {e.memo ? <p className="memo small">{e.memo === CARD_MEMO && e.source === "card" ? t("Card contribution") : e.memo}</p> : null}
                    <div className="spread small muted">
                      <span>
                        {e.entered_at_text}
                        {e.entered_by_name && e.entered_by_name !== e.payer_name ? ` · ${t("entered by {name}", { name: e.entered_by_name })}` : ""}
                      </span>
                      {perms.manage ? (
                        <Link
                          className="button danger small"
                          to={href("delete-entry", { id, entry: e.id })}
                          preventScrollReset
                          aria-label={
                            e.entry_type === "collected"
                              ? t("Delete collection of {amount} from {name}", { amount: formatCents(e.amount_cents, language), name: e.payer_name })
                              : t("Delete pledge of {amount} from {name}", { amount: formatCents(e.amount_cents, language), name: e.payer_name })
                          }
                        >
                          {t("Delete")}
                        </Link>
                      ) : null}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          </>
        )}
        {!live ? <p className="muted">{t("This campaign is closed: no new entries or card contributions.")}</p> : null}
        <div className="actions">
          {live && perms.pledge ? (
            <Link className="button" to={href("add-entry", { id })} preventScrollReset>
              {perms.manage ? t("Add entry") : t("Make pledge")}
            </Link>
          ) : null}
          {live && perms.contribute ? (
            <Link className="button secondary" to={href("contribute", { id })} preventScrollReset>
              {t("Contribute by card")}
            </Link>
          ) : null}
          {perms.manage ? <PostButton intent="set-status" fields={{ id, status: live ? "closed" : "live" }} label={live ? t("Close campaign") : t("Reopen campaign")} className="secondary" /> : null}
          <CloseModalLink to={closeTo} />
        </div>
      </div>
    </Modal>
  );
}

/** The props of a modal that adds to one campaign (it goes back to the campaign's detail on cancel). */
type AddToCampaign = { campaign: { id: number; title: string }; closeTo: string; backTo: string; values: Values; error: string | null };

export function EntryFormModal({ campaign, closeTo, backTo, types, myName, values, error }: AddToCampaign & { types: EntryType[]; myName: string }) {
  const { t } = useT();
  const manager = types.includes("collected");
  return (
    <Modal title={manager ? t("Add entry") : t("Make a pledge")} closeTo={closeTo}>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="add-entry" />
        <input type="hidden" name="id" value={campaign.id} />
        <p className="small muted">{t("For {title}", { title: campaign.title })}</p>
        <FormErrorText message={error} />
        {manager ? (
          <Select label={t("Entry type")} name="entry_type" defaultValue={typed(values, "entry_type") ?? "pledge"}>
            <option value="pledge">{t("Pledge (promised)")}</option>
            <option value="collected">{t("Collected (received)")}</option>
          </Select>
        ) : (
          <input type="hidden" name="entry_type" value="pledge" />
        )}
        <MoneyField label={t("Amount ($)")} name="amount" defaultValue={typed(values, "amount") ?? ""} />
        {manager ? (
          <Field label={t("Payer name")} name="payer_name" defaultValue={typed(values, "payer_name") ?? ""} maxLength={100} autoComplete="off" />
        ) : (
          <Field label={t("Payer name")} name="payer_name" value={myName} readOnly hint={t("Pledges are made in your own name.")} />
        )}
        <TextArea label={t("Memo (optional)")} name="memo" rows={2} maxLength={500} defaultValue={typed(values, "memo") ?? ""} />
        <p className="small muted">{t("Amounts are tracked by hand: no money moves when you save this.")}</p>
        <ModalActions closeTo={backTo} submitLabel={manager ? t("Add entry") : t("Make pledge")} />
      </Form>
    </Modal>
  );
}

export function ContributeModal({ campaign, closeTo, backTo, values, error }: AddToCampaign) {
  const { t, language } = useT();
  return (
    <Modal title={t("Make a contribution")} closeTo={closeTo}>
      {/* A plain document POST: the action answers with a 303 to the card checkout (another site with Stripe, allowed by the CSP's form-action: decision 151). */}
      <Form method="post" reloadDocument>
        <input type="hidden" name="intent" value="contribute" />
        <input type="hidden" name="id" value={campaign.id} />
        <p>
          {t("Contribute to {title} by card. You will be taken to the secure card checkout and brought back here.", { title: campaign.title })}
        </p>
        <FormErrorText message={error} />
        <MoneyField
          label={t("Amount ($)")}
          name="amount"
          min={MIN_CONTRIBUTION_CENTS / 100}
          defaultValue={typed(values, "amount") ?? ""}
          hint={t("Minimum contribution {amount}.", { amount: formatCents(MIN_CONTRIBUTION_CENTS, language) })}
        />
        <p className="small muted" data-testid="card-fee-note">
          {t("Note: the card processor keeps a transaction fee of about 2-3% of your contribution.")}
        </p>
        <ModalActions closeTo={backTo} submitLabel={t("Continue to payment")} />
      </Form>
    </Modal>
  );
}

export function DeleteEntryDialog({
  campaignId,
  entry,
  closeTo,
  backTo,
  error,
}: {
  campaignId: number;
  entry: DetailEntry;
  closeTo: string;
  backTo: string;
  error: string | null;
}) {
  const { t, language } = useT();
  const values = { amount: formatCents(entry.amount_cents, language), name: entry.payer_name };
  return (
    <Modal title={t("Delete entry")} closeTo={closeTo}>
      <p>
        {entry.entry_type === "collected"
          ? t("Delete the collection of {amount} from {name}? This cannot be undone.", values)
          : t("Delete the pledge of {amount} from {name}? This cannot be undone.", values)}
      </p>
      <FormErrorText message={error} />
      <ConfirmActions intent="delete-entry" fields={{ id: campaignId, entry: entry.id }} cancelTo={backTo}>
        {t("Delete")}
      </ConfirmActions>
    </Modal>
  );
}

export type BankView = {
  connected: boolean;
  account_holder_name: string | null;
  routing_number: string | null;
  account_number_masked: string | null;
};

export function BankAccountModal({ bank, closeTo, values, error }: { bank: BankView; closeTo: string; values: Values; error: string | null }) {
  const { t } = useT();
  return (
    <Modal title={t("Connect bank account")} closeTo={closeTo}>
      <Form method="post" preventScrollReset autoComplete="off">
        <input type="hidden" name="intent" value="save-bank-account" />
        {bank.connected ? (
          <p className="small">
            {t("Connected now: {name}, routing {routing}, account {account}. Saving replaces it.", {
              name: bank.account_holder_name,
              routing: bank.routing_number,
              account: bank.account_number_masked,
            })}
          </p>
        ) : null}
        <FormErrorText message={error} />
        <Field
          label={t("Account holder name")}
          name="account_holder_name"
          defaultValue={typed(values, "account_holder_name") ?? bank.account_holder_name ?? ""}
          maxLength={100}
        />
        <Field
          label={t("Routing number")}
          name="routing_number"
          inputMode="numeric"
          maxLength={9}
          defaultValue={typed(values, "routing_number") ?? ""}
          hint={t("9 digits")}
        />
        {/* The account number is never sent back to the browser, not even after a failed submit. */}
        <Field label={t("Account number")} name="account_number" inputMode="numeric" maxLength={20} defaultValue="" hint={t("Stored encrypted; only the last 4 digits are ever shown.")} />
        <ModalActions closeTo={closeTo} submitLabel={t("Save bank account")} />
      </Form>
    </Modal>
  );
}

/** One labelled amount of a campaign's totals. */
function MoneyFigure({ label, testId, cents }: { label: string; testId: string; cents: number }) {
  const { language } = useT();
  return (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>{formatCents(cents, language)}</dd>
    </div>
  );
}

/** The create and edit cases of the form modal above. */
const campaignWords = (t: (id: string) => string): CreateOrEditWords => ({
  create: { title: t("Create campaign"), intent: "create-campaign", submitLabel: t("Create campaign") },
  edit: { title: t("Edit campaign"), intent: "update-campaign", submitLabel: t("Save changes") },
});
