// /api/family-members* (the directory of contacts) in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, messageResponse } from "~/lib/api-doc";
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
const NOT_FOUND: [number, string] = [404, "Family member not found"];
const DENIED: [number, string] = [403, "Only the person who added this entry, the owner or an admin can change it"];
const inputErrors: Array<[number, string]> = [
  [400, DIRECTORY_MSG.name],
  [400, DIRECTORY_MSG.phone],
  [400, DIRECTORY_MSG.email],
];
const example = { name: "Uncle Joe", phone: "+1 555 010 0199", email: "joe@example.org", comments: "Call after 6pm" };

export const directoryDoc = defineArea({
  id: "directory",
  title: "Family directory",
  description: "Contact cards (name, phone, email, comments). The family's accounts are GET /family/members.",
  calls: [
    { method: "get", path: "/family-members", summary: "The directory", response: z.array(directoryResponse) },
    { method: "post", path: "/family-members", summary: "Add a contact", permission: "directory.add", body: directoryInput, response: directoryResponse, errors: inputErrors, example },
    {
      method: "put",
      path: "/family-members/{id}",
      summary: "Edit a contact (the person who added it, the owner or an admin)",
      permission: "directory.add",
      body: directoryInput,
      response: directoryResponse,
      errors: [...inputErrors, DENIED, NOT_FOUND],
      example,
    },
    {
      method: "delete",
      path: "/family-members/{id}",
      summary: "Delete a contact (the person who added it, the owner or an admin)",
      permission: "directory.add",
      response: messageResponse,
      errors: [DENIED, NOT_FOUND],
    },
  ],
});
