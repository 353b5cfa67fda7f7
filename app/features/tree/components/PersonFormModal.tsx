import { FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Checkbox, Field, TextArea } from "~/ui/Field";
import { ChoiceSelect, type Choice } from "~/ui/ChoiceSelect";
import { typed } from "~/ui/useModalState";
import type { PersonDetail } from "../tree.server";

type Option = { id: number; name: string };

/** The people of the tree as choices, "Name (1950–2010)", leaving out the one given. */
export function personChoices(people: (Option & { years: string })[], except?: number): Choice[] {
  return people.filter((p) => p.id !== except).map((p) => ({ value: p.id, label: p.years ? `${p.name} (${p.years})` : p.name }));
}

const SEX_CHOICES: Choice[] = [
  { value: "", label: "Not given" },
  { value: "F", label: "Female" },
  { value: "M", label: "Male" },
  { value: "X", label: "Another" },
];
const PARTNER_KINDS: Choice[] = [
  { value: "married", label: "Married" },
  { value: "partners", label: "Partners (not married)" },
];
const PARENT_KINDS: Choice[] = [
  { value: "birth", label: "Birth" },
  { value: "adoptive", label: "Adoptive" },
  { value: "step", label: "Step" },
  { value: "foster", label: "Foster" },
];

export function PersonFormModal({
  closeTo,
  person,
  values,
  error,
  accounts,
  photos,
}: FormModalProps & { person: PersonDetail | null; accounts: Option[]; photos: { id: number; title: string }[] }) {
  const v = (k: string, fallback: string) => typed(values, k) ?? fallback;
  const p = person;
  // Keep a link the editor may not change as an option, so saving other fields does not drop it.
  const linkOptions = p?.user_id && !accounts.some((a) => a.id === p.user_id) ? [...accounts, { id: p.user_id, name: p.member_name ?? "Linked member" }] : accounts;
  // The optional links to a record by id, each left out when there is none to choose.
  const optionalLinks = [
    { label: "Photo (optional)", name: "photo_id", none: "No photo", chosen: p?.photo_id, records: photos.map((ph) => ({ value: ph.id, label: ph.title })) },
    { label: "Linked member (optional)", name: "user_id", none: "Not linked", chosen: p?.user_id, records: linkOptions.map((a) => ({ value: a.id, label: a.name })) },
  ];
  return (
    <FormModal title={p ? "Edit person" : "Add person"} intent={p ? "update-person" : "add-person"} id={p?.id} closeTo={closeTo} error={error} wide>
      <Field label="Given names" name="given_name" defaultValue={v("given_name", p?.given_name ?? "")} maxLength={100} autoComplete="off" />
      <Field label="Surname" name="surname" defaultValue={v("surname", p?.surname ?? "")} maxLength={100} autoComplete="off" />
      <Field label="Birth surname (optional)" name="birth_surname" defaultValue={v("birth_surname", p?.birth_surname ?? "")} maxLength={100} autoComplete="off" />
      <ChoiceSelect label="Sex (optional)" name="sex" defaultValue={v("sex", p?.sex ?? "")} choices={SEX_CHOICES} />
      <Field
        label="Born (optional)"
        name="birth_date"
        defaultValue={v("birth_date", p?.birth.date ?? "")}
        hint="A year (1950), month (1950-03) or date (1950-03-12); “about 1950”, “before 1950”, “between 1900 and 1910” work too."
        autoComplete="off"
      />
      <Field label="Birthplace (optional)" name="birth_place" defaultValue={v("birth_place", p?.birth.place ?? "")} maxLength={200} autoComplete="off" />
      <Field label="Died (optional)" name="death_date" defaultValue={v("death_date", p?.death.date ?? "")} autoComplete="off" />
      <Field label="Place of death (optional)" name="death_place" defaultValue={v("death_place", p?.death.place ?? "")} maxLength={200} autoComplete="off" />
      <Checkbox label="Has died (date unknown)" name="deceased" defaultChecked={values ? values.deceased !== undefined : (p?.deceased ?? false)} />
      <TextArea label="Note (optional)" name="note" rows={3} maxLength={2000} defaultValue={v("note", p?.note ?? "")} />
      {optionalLinks.map((c) =>
        c.records.length > 0 ? (
          <ChoiceSelect key={c.name} label={c.label} name={c.name} defaultValue={v(c.name, c.chosen ? String(c.chosen) : "")} choices={[{ value: "", label: c.none }, ...c.records]} />
        ) : null,
      )}
      <ModalActions closeTo={closeTo} submitLabel={p ? "Save changes" : "Add person"} />
    </FormModal>
  );
}

const RELATION_TITLE = { parent: "Add parent", child: "Add child", partner: "Add partner" } as const;

/** Links the card's person to someone already in the tree as a parent, a child or a partner. */
export function LinkModal({
  closeTo,
  values,
  error,
  relation,
  person,
  people,
}: FormModalProps & { relation: "parent" | "child" | "partner"; person: { id: number; name: string }; people: (Option & { years: string })[] }) {
  const v = (k: string, fallback: string) => typed(values, k) ?? fallback;
  const label = relation === "parent" ? `Parent of ${person.name}` : relation === "child" ? `Child of ${person.name}` : `Partner of ${person.name}`;
  return (
    <FormModal title={RELATION_TITLE[relation]} intent={`add-${relation}`} id={person.id} closeTo={closeTo} error={error}>
      <ChoiceSelect label={label} name="other_id" defaultValue={v("other_id", "")} choices={[{ value: "", label: "Choose a person" }, ...personChoices(people, person.id)]} />
      {relation === "partner" ? (
        <>
          <ChoiceSelect label="Kind" name="kind" defaultValue={v("kind", "married")} choices={PARTNER_KINDS} />
          <Field label="From (optional)" name="start" defaultValue={v("start", "")} autoComplete="off" hint="A year, month or date" />
          <Field label="Until (optional)" name="end" defaultValue={v("end", "")} autoComplete="off" />
        </>
      ) : (
        <ChoiceSelect label="Kind" name="kind" defaultValue={v("kind", "birth")} choices={PARENT_KINDS} />
      )}
      <ModalActions closeTo={closeTo} submitLabel={RELATION_TITLE[relation]} />
    </FormModal>
  );
}
