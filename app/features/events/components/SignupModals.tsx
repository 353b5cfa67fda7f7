// The sign-up list of one event (URL state: ?modal=signups&id=EVENT, and &occurrence= for one date
// of a series: its claims are that date's, issue 41): the items with who brings
// what and what is still missing; members sign up (how many, a note), change or release it;
// organizers add, edit (?modal=edit-signup&item=) and remove items (a confirmation, ?modal=
// remove-signup&item=, when people had signed up). Every form is a plain POST.
import { Form, Link } from "react-router";
import { CloseModalLink } from "~/ui/ModalLink";
import { EmptyState } from "~/ui/EmptyState";
import { Field, Select } from "~/ui/Field";
import { FormModal, Modal, ModalActions } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { ConfirmActions } from "~/ui/ConfirmActions";
import { PostButton } from "~/ui/PostButton";
import { typed, type ModalState } from "~/ui/useModalState";
import { guestLinksHref } from "~/features/guest-links/components/guest-links-href";
import { SIGNUP_LIMITS as L, claimMax, claimText, stillNeededText, type SignupItemView } from "../signup-rules";

import { useT } from "~/lib/i18n/react";
import { dateOf, useSignupFailure, type SignupList, type useSignupModals } from "./signup-modal-state";

type Values = Record<string, string | string[]> | undefined;

/** A translated text with one `<link>…</link>` part: the part becomes `render`'s element. */
function withLink(text: string, render: (inner: string) => React.JSX.Element): React.ReactNode {
  const m = /^(.*?)<link>(.*?)<\/link>(.*)$/s.exec(text);
  if (!m) return text;
  return (
    <>
      {m[1]}
      {render(m[2]!)}
      {m[3]}
    </>
  );
}

export function SignupModals({ list, m, open }: { list: SignupList | null; m: ModalState; open: ReturnType<typeof useSignupModals> }) {
  if (!list) return null;
  return (
    <>
      {open.list ? <SignupListModal list={list} closeTo={open.closeTo} href={m.href} error={m.error} values={m.values} /> : null}
      {open.edit && open.item ? <EditSignupItemModal list={list} item={open.item} backTo={open.backTo} values={m.values} error={m.error} /> : null}
      {open.remove && open.item ? <RemoveSignupItemDialog list={list} item={open.item} backTo={open.backTo} error={m.error} /> : null}
    </>
  );
}

function SignupListModal({
  list,
  closeTo,
  href,
  error,
  values,
}: {
  list: SignupList;
  closeTo: string;
  href: ModalState["href"];
  error: string | null;
  values: Values;
}) {
  const { failure, item: failedItem } = useSignupFailure(["claim-signup", "release-signup", "add-signup-item"]);
  // A claim's or release's failure shows at its item (when the item is still there), others on top.
  const atItem = failure && failure.intent !== "add-signup-item" && list.items.some((i) => i.id === failedItem) ? failedItem : null;
  const adding = failure?.intent === "add-signup-item";
  const { t } = useT();
  const title = list.date_text
    ? t("Sign-up list: {title} ({date})", { title: list.event_title, date: list.date_text })
    : t("Sign-up list: {title}", { title: list.event_title });
  return (
    <Modal title={title} closeTo={closeTo} wide>
      <div className="stack" data-testid="signup-list">
        {list.counts ? (
          <p data-testid="signup-total">
            <strong>{stillNeededText(list.counts, t)}</strong>
          </p>
        ) : null}
        {list.can_claim ? null : <p className="muted small">{t("Guests can see the list but cannot sign up.")}</p>}
        <FormErrorText message={atItem === null && !adding ? error : null} />
        {list.items.length === 0 ? (
          <EmptyState title={t("No items yet.")}>
            {list.can_manage
              ? t("Add what the event needs: dishes, helpers, rides. Everyone then signs up for what they bring.")
              : t("The organizers have not added anything yet.")}
          </EmptyState>
        ) : (
          <ul className="list signup-items">
            {list.items.map((item) => (
              <SignupItem
                key={item.id}
                item={item}
                eventId={list.event_id}
                occurrence={list.occurrence}
                canClaim={list.can_claim}
                canManage={list.can_manage}
                href={href}
                error={atItem === item.id ? error : null}
                values={atItem === item.id && failure?.intent === "claim-signup" ? values : undefined}
              />
            ))}
          </ul>
        )}
        {list.can_manage ? (
          <p className="small">
            {withLink(t("<link>Share a guest link</link> to this list with relatives who have no account."), (text) => (
              <Link to={guestLinksHref("signups", list.event_id)}>{text}</Link>
            ))}
          </p>
        ) : null}
        {list.can_manage ? (
          list.items.length < L.items ? (
            <AddSignupItemForm list={list} values={adding ? values : undefined} error={adding ? error : null} fields={adding && failure ? failure.fields : {}} />
          ) : (
            <p className="muted small">{t("The list has the most items an event can have ({max}).", { max: L.items })}</p>
          )
        ) : null}
        <div className="actions">
          <CloseModalLink to={closeTo} />
        </div>
      </div>
    </Modal>
  );
}

function SignupItem({
  item,
  eventId,
  occurrence,
  canClaim,
  canManage,
  href,
  error,
  values,
}: {
  item: SignupItemView;
  eventId: number;
  occurrence: string | null;
  canClaim: boolean;
  canManage: boolean;
  href: ModalState["href"];
  error: string | null;
  values: Values;
}) {
  const mine = item.my_claim;
  const max = claimMax(item);
  const fields = { id: eventId, item: item.id, ...dateOf({ occurrence }) };
  const { t } = useT();
  return (
    <li data-testid="signup-item">
      <div className="spread">
        <h3 className="signup-name">{item.name}</h3>
        <span className={item.still_needed > 0 ? "badge warn" : "badge success"} data-testid="signup-still">
          {item.still_needed > 0 ? t("{count} still needed", { count: item.still_needed }) : t("All taken")}
        </span>
      </div>
      {item.note ? <p className="small muted signup-note">{item.note}</p> : null}
      <p className="small" data-testid="signup-claimed">
        {item.claims.length > 0
          ? t("{claimed} of {quantity} signed up: {names}", { claimed: item.claimed, quantity: item.quantity, names: item.claims.map(claimText).join(", ") })
          : t("{claimed} of {quantity} signed up", { claimed: item.claimed, quantity: item.quantity })}
      </p>
      {mine ? <p className="small" data-testid="my-signup">{t("You: {claim}", { claim: claimText({ user_name: "", ...mine }).trim() })}</p> : null}
      <FormErrorText message={error} />
      {canClaim && max > 0 ? <ClaimForm item={item} eventId={eventId} occurrence={occurrence} max={max} values={values} /> : null}
      <div className="row signup-actions">
        {canClaim && mine ? <PostButton intent="release-signup" fields={fields} label={t("Release")} ariaLabel={t("Release my sign-up for {name}", { name: item.name })} className="secondary small" /> : null}
        {canManage ? (
          <>
            <Link className="button secondary small" to={href("edit-signup", fields)} preventScrollReset aria-label={t("Edit {name}", { name: item.name })}>
              {t("Edit")}
            </Link>
            {item.claims.length > 0 ? (
              <Link className="button danger small" to={href("remove-signup", fields)} preventScrollReset aria-label={t("Remove {name}", { name: item.name })}>
                {t("Remove")}
              </Link>
            ) : (
              <PostButton intent="remove-signup-item" fields={fields} label={t("Remove")} ariaLabel={t("Remove {name}", { name: item.name })} className="danger small" />
            )}
          </>
        ) : null}
      </div>
    </li>
  );
}

/** How many (a short list to pick from, or a number for big items) and a note; it sets the caller's claim. */
function ClaimForm({ item, eventId, occurrence, max, values }: { item: SignupItemView; eventId: number; occurrence: string | null; max: number; values: Values }) {
  const mine = item.my_claim;
  const quantity = typed(values, "quantity") ?? String(mine?.quantity ?? 1);
  const note = typed(values, "note") ?? mine?.note ?? "";
  const idBase = `signup-${item.id}`;
  const { t } = useT();
  return (
    <Form method="post" preventScrollReset className="signup-claim">
      <input type="hidden" name="intent" value="claim-signup" />
      <input type="hidden" name="id" value={eventId} />
      <input type="hidden" name="item" value={item.id} />
      {occurrence ? <input type="hidden" name="occurrence" value={occurrence} /> : null}
      <fieldset className="fieldset-plain">
        <legend className="visually-hidden">{mine ? t("Change my sign-up for {name}", { name: item.name }) : t("Sign up for {name}", { name: item.name })}</legend>
        <div className="signup-claim-fields">
          {max <= 12 ? (
            <Select label={t("How many")} name="quantity" id={`${idBase}-quantity`} defaultValue={quantity} error={null}>
              {Array.from({ length: max }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </Select>
          ) : (
            <Field label={t("How many")} name="quantity" id={`${idBase}-quantity`} type="number" inputMode="numeric" min={1} max={max} step={1} defaultValue={quantity} error={null} />
          )}
          <Field label={t("Note (optional)")} name="note" id={`${idBase}-note`} defaultValue={note} maxLength={L.note} placeholder={t("e.g. vegan version")} error={null} />
        </div>
        <button type="submit" className="small">
          {mine ? t("Update") : t("{action, select, other {Sign up}}", { action: "claim" })}
          <span className="visually-hidden">{` ${t("for {name}", { name: item.name })}`}</span>
        </button>
      </fieldset>
    </Form>
  );
}

/** The item's fields, shared by the list's add form and the edit modal. */
function ItemFields({ idBase, values, current, fields }: { idBase: string; values: Values; current?: SignupItemView; fields: Record<string, string> }) {
  const v = (k: "name" | "note" | "quantity", fallback: string) => typed(values, k) ?? fallback;
  const { t } = useT();
  return (
    <>
      <Field
        label={t("What is needed")}
        name="name"
        id={`${idBase}-name`}
        defaultValue={v("name", current?.name ?? "")}
        maxLength={L.name}
        autoComplete="off"
        hint={t("For example: Potato salad, serves 10 · Set up chairs, 9:00-10:00 · Drive someone from the station")}
        error={fields.name ?? null}
      />
      <Field label={t("Note (optional)")} name="note" id={`${idBase}-note`} defaultValue={v("note", current?.note ?? "")} maxLength={L.note} autoComplete="off" error={fields.note ?? null} />
      <Field
        label={t("How many are needed")}
        name="quantity"
        id={`${idBase}-quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={L.quantity}
        step={1}
        defaultValue={v("quantity", String(current?.quantity ?? 1))}
        hint={t("1 to {max}: people, dishes, seats...", { max: L.quantity })}
        error={fields.quantity ?? null}
      />
    </>
  );
}

function AddSignupItemForm({ list, values, error, fields }: { list: SignupList; values: Values; error: string | null; fields: Record<string, string> }) {
  const { t } = useT();
  return (
    <section aria-labelledby="signup-add-heading" className="signup-add">
      <h3 id="signup-add-heading">{t("Add an item")}</h3>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="add-signup-item" />
        <input type="hidden" name="id" value={list.event_id} />
        {list.occurrence ? <input type="hidden" name="occurrence" value={list.occurrence} /> : null}
        <FormErrorText message={error} />
        <ItemFields idBase="signup-new" values={values} fields={fields} />
        <div className="actions">
          <button type="submit">{t("Add item")}</button>
        </div>
      </Form>
    </section>
  );
}

function EditSignupItemModal({ list, item, backTo, values, error }: { list: SignupList; item: SignupItemView; backTo: string; values: Values; error: string | null }) {
  const { failure } = useSignupFailure(["update-signup-item"]);
  const { t } = useT();
  return (
    <FormModal title={t("Edit sign-up item")} intent="update-signup-item" id={list.event_id} closeTo={backTo} error={error}>
      <input type="hidden" name="item" value={item.id} />
      {list.occurrence ? <input type="hidden" name="occurrence" value={list.occurrence} /> : null}
      {item.claimed > 0 ? <p className="small muted">{t("{count} already signed up: the number needed cannot be lower.", { count: item.claimed })}</p> : null}
      <ItemFields idBase="signup-edit" values={values} current={item} fields={failure?.fields ?? {}} />
      <ModalActions closeTo={backTo} submitLabel={t("Save changes")} />
    </FormModal>
  );
}

function RemoveSignupItemDialog({ list, item, backTo, error }: { list: SignupList; item: SignupItemView; backTo: string; error: string | null }) {
  const names = item.claims.map((c) => c.user_name);
  const { t } = useT();
  return (
    <Modal title={t("Remove sign-up item")} closeTo={backTo}>
      <p>
        {withLink(t("Remove <link>{name}</link> from the sign-up list?", { name: item.name }), (text) => <strong>{text}</strong>)}{" "}
        {names.length > 0 ? `${t("{names} signed up for it and will be told by email.", { names: names.join(", ") })} ` : ""}
        {list.occurrence ? `${t("The sign-ups for it on every date of the series are removed too.")} ` : ""}
        {t("This cannot be undone.")}
      </p>
      <FormErrorText message={error} />
      <ConfirmActions intent="remove-signup-item" fields={{ id: list.event_id, item: item.id, confirmed: "yes", ...dateOf(list) }} cancelTo={backTo}>
        {t("Remove")}
      </ConfirmActions>
    </Modal>
  );
}
