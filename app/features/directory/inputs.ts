// zod input for a directory entry, shared by the Directory page and the /api. Messages: SPEC §5.
import { z } from "zod";
import { DIRECTORY_MSG, isValidEmail, isValidPhone } from "./rules";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());

export const directoryInput = z.object({
  name: text
    .transform((v) => v.trim())
    .refine((v) => v !== "", DIRECTORY_MSG.name)
    .refine((v) => v.length <= 100, DIRECTORY_MSG.nameLong),
  phone: text.transform((v) => v.trim()).refine((v) => v === "" || isValidPhone(v), DIRECTORY_MSG.phone),
  email: text
    .transform((v) => v.trim().toLowerCase())
    .refine((v) => v === "" || isValidEmail(v), DIRECTORY_MSG.email),
  comments: text.transform((v) => v.trim()).refine((v) => v.length <= 1000, DIRECTORY_MSG.commentsLong),
});
export type DirectoryInput = z.infer<typeof directoryInput>;
