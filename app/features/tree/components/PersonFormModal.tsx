import { FormModal, ModalActions, type FormModalProps } from "~/ui/Modal";
import { Checkbox, Field, Select, TextArea, type Choice } from "~/ui/Field";
import { typed } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { personChoices } from "./person-choices";
import type { PersonDetail } from "../tree.server";

type Option = { id: number; name: string };

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
  const { t } = useT();
  const tr = (choices: Choice[]) => choices.map((c) => ({ ...c, label: t(c.label) }));
  const v = (k: string, fallback: string) => typed(values, k) ?? fallback;
  const p = person;
  // Keep a link the editor may not change as an option, so saving other fields does not drop it.
  const linkOptions = p?.user_id && !accounts.some((a) => a.id === p.user_id) ? [...accounts, { id: p.user_id, name: p.member_name ?? t("Linked member") }] : accounts;
  // The optional links to a record by id, each left out when there is none to choose.
  const optionalLinks = [
    { label: t("Photo (optional)"), name: "photo_id", none: t("No photo"), chosen: p?.photo_id, records: photos.map((ph) => ({ value: ph.id, label: ph.title })) },
    { label: t("Linked member (optional)"), name: "user_id", none: t("Not linked"), chosen: p?.user_id, records: linkOptions.map((a) => ({ value: a.id, label: a.name })) },
  ];
  return (
    <FormModal title={p ? t("Edit person") : t("Add person")} intent={p ? "update-person" : "add-person"} id={p?.id} closeTo={closeTo} error={error} wide>
      <Field label={t("Given names")} name="given_name" defaultValue={v("given_name", p?.given_name ?? "")} maxLength={100} autoComplete="off" />
      <Field label={t("Surname")} name="surname" defaultValue={v("surname", p?.surname ?? "")} maxLength={100} autoComplete="off" />
      <Field label={t("Birth surname (optional)")} name="birth_surname" defaultValue={v("birth_surname", p?.birth_surname ?? "")} maxLength={100} autoComplete="off" />
      <Select label={t("Sex (optional)")} name="sex" defaultValue={v("sex", p?.sex ?? "")} choices={tr(SEX_CHOICES)} />
      <Field
        label={t("Born (optional)")}
        name="birth_date"
        defaultValue={v("birth_date", p?.birth.date ?? "")}
        hint={t("A year (1950), month (1950-03) or date (1950-03-12); “about 1950”, “before 1950”, “between 1900 and 1910” work too.")}
        autoComplete="off"
      />
      <Field label={t("Birthplace (optional)")} name="birth_place" defaultValue={v("birth_place", p?.birth.place ?? "")} maxLength={200} autoComplete="off" />
      <Field label={t("Died (optional)")} name="death_date" defaultValue={v("death_date", p?.death.date ?? "")} autoComplete="off" />
      <Field label={t("Place of death (optional)")} name="death_place" defaultValue={v("death_place", p?.death.place ?? "")} maxLength={200} autoComplete="off" />
      <Checkbox label={t("Has died (date unknown)")} name="deceased" defaultChecked={values ? values.deceased !== undefined : (p?.deceased ?? false)} />
      <TextArea label={t("Note (optional)")} name="note" rows={3} maxLength={2000} defaultValue={v("note", p?.note ?? "")} />
      {optionalLinks.map((c) =>
        c.records.length > 0 ? (
          <Select key={c.name} label={c.label} name={c.name} defaultValue={v(c.name, c.chosen ? String(c.chosen) : "")} choices={[{ value: "", label: c.none }, ...c.records]} />
        ) : null,
      )}
      <ModalActions closeTo={closeTo} submitLabel={p ? t("Save changes") : t("Add person")} />
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
  const { t } = useT();
  const tr = (choices: Choice[]) => choices.map((c) => ({ ...c, label: t(c.label) }));
  const v = (k: string, fallback: string) => typed(values, k) ?? fallback;
  const label =
    relation === "parent"
      ? t("Parent of {name}", { name: person.name })
      : relation === "child"
        ? t("Child of {name}", { name: person.name })
        : t("Partner of {name}", { name: person.name });
  return (
    <FormModal title={t(RELATION_TITLE[relation])} intent={`add-${relation}`} id={person.id} closeTo={closeTo} error={error}>
      <Select label={label} name="other_id" defaultValue={v("other_id", "")} choices={[{ value: "", label: t("Choose a person") }, ...personChoices(people, person.id)]} />
      {relation === "partner" ? (
        <>
          <Select label={t("Kind")} name="kind" defaultValue={v("kind", "married")} choices={tr(PARTNER_KINDS)} />
          <Field label={t("From (optional)")} name="start" defaultValue={v("start", "")} autoComplete="off" hint={t("A year, month or date")} />
          <Field label={t("Until (optional)")} name="end" defaultValue={v("end", "")} autoComplete="off" />
        </>
      ) : (
        <Select label={t("Kind")} name="kind" defaultValue={v("kind", "birth")} choices={tr(PARENT_KINDS)} />
      )}
      <ModalActions closeTo={closeTo} submitLabel={t(RELATION_TITLE[relation])} />
    </FormModal>
  );
}
