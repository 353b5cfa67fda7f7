// /api/people* and /api/family-tree/* (issue 42) in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { collection, defineArea, fails } from "~/lib/api-doc";
import { DATE_MESSAGE } from "./dates";
import { GEDCOM_LIMITS } from "./gedcom";
import { TREE_MSG, parentInput, partnerInput, personBodyDoc } from "./inputs";

const event = z.object({ date: z.string(), place: z.string(), display: z.string().meta({ description: "The date as people read it: \"about 12 March 1950\"" }) });
export const personResponse = z.object({
  id: z.int(),
  name: z.string().meta({ description: "The linked member's name, else given name and surname; \"Living\" for living people when a guest asks" }),
  given_name: z.string(),
  surname: z.string(),
  birth_surname: z.string(),
  sex: z.enum(["", "F", "M", "X"]),
  birth: event,
  death: event,
  deceased: z.boolean(),
  living: z.boolean(),
  birthday: z.object({ month: z.int(), day: z.int() }).nullable().meta({ description: "A linked member's birthday" }),
  note: z.string(),
  photo_id: z.int().nullable(),
  user_id: z.int().nullable(),
  created_by: z.int().nullable(),
  can_edit: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
const link = z.object({ id: z.int(), name: z.string() });
const personDetail = personResponse.extend({
  member_name: z.string().nullable(),
  parents: z.array(link.extend({ kind: z.enum(["birth", "adoptive", "step", "foster"]) })),
  partners: z.array(link.extend({ kind: z.enum(["married", "partners"]), start: z.string(), end: z.string() })),
  children: z.array(link.extend({ kind: z.enum(["birth", "adoptive", "step", "foster"]) })),
  siblings: z.array(link.extend({ half: z.boolean() })),
});

const people = collection("/people", personDetail, TREE_MSG.noPerson);
const DENIED: [number, string] = [403, "Only the person who added them, the person themselves, the owner or an admin can change them"];
const LINK_DENIED: [number, string] = [403, "You may link only people you added, yourself, or (as owner or admin) anyone"];
const inputErrors = fails(400, TREE_MSG.name, DATE_MESSAGE, TREE_MSG.photo, TREE_MSG.member, TREE_MSG.deathBeforeBirth);
const personExample = { given_name: "Rose", surname: "Rivers", birth_surname: "Stone", sex: "F", birth: { date: "ABT 1931", place: "Dayton, Ohio" }, death: { date: "2011-02-03", place: "" }, note: "Ran the bakery" };

const importQuery = z.object({
  dry_run: z.enum(["1", "0", "true", "false"]).optional().meta({ description: "1: check and answer what would be added, write nothing" }),
  match: z.string().optional().meta({ description: "JSON object GEDCOM id → person id: the file's person IS that existing person (e.g. {\"@I1@\": 12})" }),
});

export const treeDoc = defineArea({
  id: "family-tree",
  title: "Family tree",
  description:
    "People (living or remembered, with or without an account), their parents (birth, adoptive, step, foster) and partners, \"how are we related?\", and GEDCOM in and out. Owner and admins edit everyone; members add people and edit those they added and themselves; guests read, with living people shown as \"Living\". Dates: " +
    DATE_MESSAGE,
  calls: [
    people.list("Everyone in the family tree"),
    people.create("Add a person", { permission: "tree.add", body: personBodyDoc, example: personExample, errors: [...inputErrors, [403, TREE_MSG.linkSelf], [409, "That member is already linked to …"]] }),
    people.get("A person with parents, partners, children and siblings"),
    people.update("Edit a person (user_id absent keeps the link; null removes it)", { permission: "tree.add", body: personBodyDoc, example: personExample, errors: [...inputErrors, DENIED, [403, TREE_MSG.linkSelf]] }),
    people.remove("Remove a person and their links", { permission: "tree.add", errors: [DENIED] }),
    {
      method: "post",
      path: "/people/{id}/parents",
      summary: "Link a parent (or change the kind of an existing link)",
      permission: "tree.add",
      body: parentInput,
      example: { parent_id: 12, kind: "birth" },
      response: personDetail,
      errors: [...fails(400, TREE_MSG.ownParent, TREE_MSG.twoBirthParents, "… cannot be a parent of their own ancestor …: a person cannot be their own ancestor"), LINK_DENIED, [404, TREE_MSG.noPerson]],
    },
    { method: "delete", path: "/people/{id}/parents/{parentId}", summary: "Unlink a parent", permission: "tree.add", response: personDetail, errors: [LINK_DENIED, [404, TREE_MSG.noLink]] },
    {
      method: "post",
      path: "/people/{id}/partners",
      summary: "Link two partners (married or not), with optional start and end",
      permission: "tree.add",
      body: partnerInput,
      example: { partner_id: 12, kind: "married", start: "1955-06-18", end: "" },
      response: personDetail,
      errors: [[400, TREE_MSG.ownPartner], [400, DATE_MESSAGE], LINK_DENIED, [404, TREE_MSG.noPerson]],
    },
    { method: "delete", path: "/people/{id}/partners/{partnerId}", summary: "Unlink two partners", permission: "tree.add", response: personDetail, errors: [LINK_DENIED, [404, TREE_MSG.noLink]] },
    {
      method: "get",
      path: "/people/{id}/relationship/{otherId}",
      summary: "How are we related? What {otherId} is to {id}",
      description:
        "The shortest relationship (blood, partner, step, in-law) in English words and a stable code (ancestor:2, aunt_uncle:2, cousin:1:1, sibling:half, step_parent, sibling_in_law, relative, none ...), the path of person ids from {id} to {otherId}, and the common ancestors.",
      response: z.object({
        relationship: z.string().meta({ description: "\"great-aunt\", \"first cousin once removed\"" }),
        relationship_code: z.string().meta({ description: "Stable code, e.g. cousin:1:1" }),
        sentence: z.string(),
        path: z.array(z.int()),
        common_ancestors: z.array(z.int()),
        people: z.array(link),
      }),
      errors: [[404, TREE_MSG.noPerson]],
    },
    {
      method: "get",
      path: "/family-tree/export.ged",
      summary: "The whole tree as GEDCOM 7.0 (UTF-8)",
      description: "Every person and family. Guests' exports leave out living people's details.",
      responseType: "text/vnd.familysearch.gedcom",
    },
    {
      method: "post",
      path: "/family-tree/import",
      summary: "Import a GEDCOM 5.5.1 or 7.0 file (the file as the body, or the multipart field file)",
      description: `The whole file is checked before anything is written; a refusal names the line. UTF-8, UTF-16 and ANSEL/ANSI. At most ${GEDCOM_LIMITS.maxBytes / (1024 * 1024)} MB, ${GEDCOM_LIMITS.maxPeople} people. With dry_run=1 nothing is written and the answer lists the people that look like ones already in the tree.`,
      permission: "tree.import",
      query: importQuery,
      multipart: z.object({ file: z.string().meta({ format: "binary", description: "The GEDCOM file (.ged)" }) }),
      response: z.object({
        dry_run: z.boolean(),
        people: z.int(),
        families: z.int(),
        parent_links: z.int(),
        partner_links: z.int(),
        matched: z.int(),
        warnings: z.array(z.string()),
        look_alikes: z.array(z.object({ gedcom_id: z.string(), name: z.string(), person_id: z.int(), person_name: z.string() })),
      }),
      errors: [[400, "Line 12: …"], [413, "The file is too large. The limit is 10 MB."]],
    },
  ],
});
