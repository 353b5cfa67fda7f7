// The sign-up list of one event (URL state: ?modal=signups&id=EVENT, and &occurrence= for one date
// of a series: its claims are that date's, issue 41): the items with who brings
// what and what is still missing; members sign up (how many, a note), change or release it;
// organizers add, edit (?modal=edit-signup&item=) and remove items (a confirmation, ?modal=
// remove-signup&item=, when people had signed up). Every form is a plain POST.
import { Form, Link } from "react-router";
import { CloseModalLink } from "~/ui/ModalLink";
import { EmptyState } from "~/ui/EmptyState";
import { Field, Select } from "~/ui/Field";
import { FormErrorText, FormModal, Modal, ModalActions } from "~/ui/Modal";
import { ConfirmActions } from "~/ui/ConfirmActions";
import { PostButton } from "~/ui/PostButton";
import { typed, type ModalState } from "~/ui/useModalState";
import { guestLinksHref } from "~/features/guest-links/components/guest-links-href";
import { SIGNUP_LIMITS as L, claimMax, claimText, stillNeededText, type SignupItemView } from "../signup-rules";

import { dateOf, useSignupFailure, type SignupList, type useSignupModals } from "./signup-modal-state";

type Values = Record<string, string | string[]> | undefined;

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
  return (
    <Modal title={`Sign-up list: ${list.event_title}${list.date_text ? ` (${list.date_text})` : ""}`} closeTo={closeTo} wide>
      <div className="stack" data-testid="signup-list">
        {list.counts ? (
          <p data-testid="signup-total">
            <strong>{stillNeededText(list.counts)}</strong>
          </p>
        ) : null}
        {list.can_claim ? null : <p className="muted small">Guests can see the list but cannot sign up.</p>}
        <FormErrorText message={atItem === null && !adding ? error : null} />
        {list.items.length === 0 ? (
          <EmptyState title="No items yet.">
            {list.can_manage
              ? "Add what the event needs: dishes, helpers, rides. Everyone then signs up for what they bring."
              : "The organizers have not added anything yet."}
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
            <Link to={guestLinksHref("signups", list.event_id)}>Share a guest link</Link> to this list with relatives who have no account.
          </p>
        ) : null}
        {list.can_manage ? (
          list.items.length < L.items ? (
            <AddSignupItemForm list={list} values={adding ? values : undefined} error={adding ? error : null} fields={adding && failure ? failure.fields : {}} />
          ) : (
            <p className="muted small">{`The list has the most items an event can have (${L.items}).`}</p>
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
  return (
    <li data-testid="signup-item">
      <div className="spread">
        <h3 className="signup-name">{item.name}</h3>
        <span className={item.still_needed > 0 ? "badge warn" : "badge success"} data-testid="signup-still">
          {item.still_needed > 0 ? `${item.still_needed} still needed` : "All taken"}
        </span>
      </div>
      {item.note ? <p className="small muted signup-note">{item.note}</p> : null}
      <p className="small" data-testid="signup-claimed">
        {`${item.claimed} of ${item.quantity} signed up`}
        {item.claims.length > 0 ? `: ${item.claims.map(claimText).join(", ")}` : ""}
      </p>
      {mine ? <p className="small" data-testid="my-signup">{`You: ${claimText({ user_name: "", ...mine }).trim()}`}</p> : null}
      <FormErrorText message={error} />
      {canClaim && max > 0 ? <ClaimForm item={item} eventId={eventId} occurrence={occurrence} max={max} values={values} /> : null}
      <div className="row signup-actions">
        {canClaim && mine ? <PostButton intent="release-signup" fields={fields} label="Release" ariaLabel={`Release my sign-up for ${item.name}`} className="secondary small" /> : null}
        {canManage ? (
          <>
            <Link className="button secondary small" to={href("edit-signup", fields)} preventScrollReset aria-label={`Edit ${item.name}`}>
              Edit
            </Link>
            {item.claims.length > 0 ? (
              <Link className="button danger small" to={href("remove-signup", fields)} preventScrollReset aria-label={`Remove ${item.name}`}>
                Remove
              </Link>
            ) : (
              <PostButton intent="remove-signup-item" fields={fields} label="Remove" ariaLabel={`Remove ${item.name}`} className="danger small" />
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
  return (
    <Form method="post" preventScrollReset className="signup-claim">
      <input type="hidden" name="intent" value="claim-signup" />
      <input type="hidden" name="id" value={eventId} />
      <input type="hidden" name="item" value={item.id} />
      {occurrence ? <input type="hidden" name="occurrence" value={occurrence} /> : null}
      <fieldset className="fieldset-plain">
        <legend className="visually-hidden">{mine ? `Change my sign-up for ${item.name}` : `Sign up for ${item.name}`}</legend>
        <div className="signup-claim-fields">
          {max <= 12 ? (
            <Select label="How many" name="quantity" id={`${idBase}-quantity`} defaultValue={quantity} error={null}>
              {Array.from({ length: max }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </Select>
          ) : (
            <Field label="How many" name="quantity" id={`${idBase}-quantity`} type="number" inputMode="numeric" min={1} max={max} step={1} defaultValue={quantity} error={null} />
          )}
          <Field label="Note (optional)" name="note" id={`${idBase}-note`} defaultValue={note} maxLength={L.note} placeholder="e.g. vegan version" error={null} />
        </div>
        <button type="submit" className="small">
          {mine ? "Update" : "Sign up"}
          <span className="visually-hidden">{` for ${item.name}`}</span>
        </button>
      </fieldset>
    </Form>
  );
}

/** The item's fields, shared by the list's add form and the edit modal. */
function ItemFields({ idBase, values, current, fields }: { idBase: string; values: Values; current?: SignupItemView; fields: Record<string, string> }) {
  const v = (k: "name" | "note" | "quantity", fallback: string) => typed(values, k) ?? fallback;
  return (
    <>
      <Field
        label="What is needed"
        name="name"
        id={`${idBase}-name`}
        defaultValue={v("name", current?.name ?? "")}
        maxLength={L.name}
        autoComplete="off"
        hint="For example: Potato salad, serves 10 · Set up chairs, 9:00-10:00 · Drive someone from the station"
        error={fields.name ?? null}
      />
      <Field label="Note (optional)" name="note" id={`${idBase}-note`} defaultValue={v("note", current?.note ?? "")} maxLength={L.note} autoComplete="off" error={fields.note ?? null} />
      <Field
        label="How many are needed"
        name="quantity"
        id={`${idBase}-quantity`}
        type="number"
        inputMode="numeric"
        min={1}
        max={L.quantity}
        step={1}
        defaultValue={v("quantity", String(current?.quantity ?? 1))}
        hint={`1 to ${L.quantity}: people, dishes, seats...`}
        error={fields.quantity ?? null}
      />
    </>
  );
}

function AddSignupItemForm({ list, values, error, fields }: { list: SignupList; values: Values; error: string | null; fields: Record<string, string> }) {
  return (
    <section aria-labelledby="signup-add-heading" className="signup-add">
      <h3 id="signup-add-heading">Add an item</h3>
      <Form method="post" preventScrollReset>
        <input type="hidden" name="intent" value="add-signup-item" />
        <input type="hidden" name="id" value={list.event_id} />
        {list.occurrence ? <input type="hidden" name="occurrence" value={list.occurrence} /> : null}
        <FormErrorText message={error} />
        <ItemFields idBase="signup-new" values={values} fields={fields} />
        <div className="actions">
          <button type="submit">Add item</button>
        </div>
      </Form>
    </section>
  );
}

function EditSignupItemModal({ list, item, backTo, values, error }: { list: SignupList; item: SignupItemView; backTo: string; values: Values; error: string | null }) {
  const { failure } = useSignupFailure(["update-signup-item"]);
  return (
    <FormModal title="Edit sign-up item" intent="update-signup-item" id={list.event_id} closeTo={backTo} error={error}>
      <input type="hidden" name="item" value={item.id} />
      {list.occurrence ? <input type="hidden" name="occurrence" value={list.occurrence} /> : null}
      {item.claimed > 0 ? <p className="small muted">{`${item.claimed} already signed up: the number needed cannot be lower.`}</p> : null}
      <ItemFields idBase="signup-edit" values={values} current={item} fields={failure?.fields ?? {}} />
      <ModalActions closeTo={backTo} submitLabel="Save changes" />
    </FormModal>
  );
}

function RemoveSignupItemDialog({ list, item, backTo, error }: { list: SignupList; item: SignupItemView; backTo: string; error: string | null }) {
  const names = item.claims.map((c) => c.user_name);
  return (
    <Modal title="Remove sign-up item" closeTo={backTo}>
      <p>
        Remove <strong>{item.name}</strong> from the sign-up list?{" "}
        {names.length > 0 ? `${names.join(", ")} signed up for it and will be told by email. ` : ""}
        {list.occurrence ? "The sign-ups for it on every date of the series are removed too. " : ""}This cannot be undone.
      </p>
      <FormErrorText message={error} />
      <ConfirmActions intent="remove-signup-item" fields={{ id: list.event_id, item: item.id, confirmed: "yes", ...dateOf(list) }} cancelTo={backTo}>
        Remove
      </ConfirmActions>
    </Modal>
  );
}
