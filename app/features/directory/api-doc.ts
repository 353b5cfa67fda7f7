// /api/family-members* (the directory of contacts) in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { collection, defineArea, fails } from "~/lib/api-doc";
import { directoryInput } from "./inputs";
import { DIRECTORY_MSG } from "./rules";

export const directoryResponse = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  comments: z.string(),
  created_by: z.int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  can_edit: z.boolean(),
});
const contacts = collection("/family-members", directoryResponse, "Family member not found");
const DENIED: [number, string] = [403, "Only the person who added this entry, the owner or an admin can change it"];
const inputErrors = fails(400, DIRECTORY_MSG.name, DIRECTORY_MSG.phone, DIRECTORY_MSG.email);
const edit = { permission: "directory.add", body: directoryInput, example: { name: "Uncle Joe", phone: "+1 555 010 0199", email: "joe@example.org", comments: "Call after 6pm" } } as const;

export const directoryDoc = defineArea({
  id: "directory",
  title: "Family directory",
  description: "Contact cards (name, phone, email, comments). The family's accounts are GET /family/members.",
  calls: [
    contacts.list("The directory"),
    contacts.create("Add a contact", { ...edit, errors: inputErrors }),
    contacts.update("Edit a contact (the person who added it, the owner or an admin)", { ...edit, errors: [...inputErrors, DENIED] }),
    contacts.remove("Delete a contact (the person who added it, the owner or an admin)", { permission: "directory.add", errors: [DENIED] }),
  ],
});
