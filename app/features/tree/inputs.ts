// zod inputs of the family tree, shared by the Family tree page and the /api. A person's birth and
// death arrive flat from forms (birth_date, birth_place) and nested from the API ({birth: {date,
// place}}); `flattenPerson` turns the API's shape into the form's before validation.
import { z } from "zod";
import { choice, flag, id, optionalId, text } from "~/lib/inputs";
import { badRequest } from "~/lib/http.server";
import { DATE_MESSAGE, normalizeDate } from "./dates";

export const TREE_MSG = {
  name: "Please enter a name",
  date: DATE_MESSAGE,
  ownParent: "A person cannot be their own parent",
  twoBirthParents: "A person can have at most two birth parents",
  ownPartner: "A person cannot be their own partner",
  photo: "Please choose a photo from the family's albums",
  member: "Please choose a member of this family",
  linkSelf: "Members can link only themselves to a person",
  noPerson: "Person not found",
  noLink: "Those two people are not linked that way",
  deathBeforeBirth: "The death date cannot be before the birth date",
} as const;

export const SEXES = ["", "F", "M", "X"] as const;
export const PARENT_KINDS = ["birth", "adoptive", "step", "foster"] as const;
export const PARTNER_KINDS = ["married", "partners"] as const;

/** A tree date in any accepted spelling → the stored form (see dates.ts). */
export const treeDate = () =>
  text({ max: 80 })
    .transform((v, ctx) => {
      const d = normalizeDate(v);
      if (d === null) {
        ctx.addIssue({ code: "custom", message: DATE_MESSAGE });
        return z.NEVER;
      }
      return d;
    })
    .meta({ type: "string", maxLength: 80, description: "1950, 1950-03, 1950-03-12, ABT 1950, BEF 1950-03, BET 1900 AND 1910, or (a phrase)" });

export const personInput = z
  .object({
    given_name: text({ max: 100 }),
    surname: text({ max: 100 }),
    birth_surname: text({ max: 100 }),
    sex: choice(SEXES, { fallback: "" }),
    birth_date: treeDate(),
    birth_place: text({ max: 200 }),
    death_date: treeDate(),
    death_place: text({ max: 200 }),
    deceased: flag(),
    note: text({ max: 2000 }),
    photo_id: optionalId(),
  })
  .refine((p) => p.given_name !== "" || p.surname !== "", { message: TREE_MSG.name, path: ["given_name"] });
export type PersonInput = z.infer<typeof personInput>;

/** The API's `{birth: {date, place}, death: {...}}` → the flat fields (a form's fields pass through). */
export function flattenPerson(raw: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...raw };
  for (const event of ["birth", "death"] as const) {
    const v = raw[event];
    if (v === undefined || v === null) continue;
    if (typeof v !== "object" || Array.isArray(v)) throw badRequest(`${event} must be an object {date, place}`);
    const o = v as Record<string, unknown>;
    out[`${event}_date`] = o.date;
    out[`${event}_place`] = o.place;
    delete out[event];
  }
  return out;
}

export const parentInput = z.object({
  parent_id: id(),
  kind: choice(PARENT_KINDS, { fallback: "birth" }),
});

export const partnerInput = z.object({
  partner_id: id(),
  kind: choice(PARTNER_KINDS, { fallback: "married" }),
  start: treeDate(),
  end: treeDate(),
});

/** The documented request body of POST/PUT /api/people (OpenAPI only; parsing uses personInput). */
const eventDoc = z.object({ date: z.string().optional(), place: z.string().max(200).optional() });
export const personBodyDoc = z.object({
  given_name: z.string().max(100).optional(),
  surname: z.string().max(100).optional(),
  birth_surname: z.string().max(100).optional(),
  sex: z.enum(SEXES).optional(),
  birth: eventDoc.optional(),
  death: eventDoc.optional(),
  deceased: z.boolean().optional(),
  note: z.string().max(2000).optional(),
  photo_id: z.int().nullable().optional(),
  user_id: z.int().nullable().optional().meta({ description: "Link to a member's account: a member may link only themselves; absent keeps the link, null removes it" }),
});
