import type { Choice } from "~/ui/Field";

/** The people of the tree as choices, "Name (1950–2010)", leaving out the one given. */
export function personChoices(people: { id: number; name: string; years: string }[], except?: number): Choice[] {
  return people.filter((p) => p.id !== except).map((p) => ({ value: p.id, label: p.years ? `${p.name} (${p.years})` : p.name }));
}
