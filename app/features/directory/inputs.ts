// zod input for a directory entry, shared by the Directory page and the /api. Messages: SPEC §5.
import { z } from "zod";
import { MAX, emailText, text } from "~/lib/inputs";
import { DIRECTORY_MSG, isValidEmail, isValidPhone } from "./rules";

export const directoryInput = z.object({
  name: text({ max: MAX.name, required: DIRECTORY_MSG.name, tooLong: DIRECTORY_MSG.nameLong }),
  phone: text({ max: 40, tooLong: DIRECTORY_MSG.phone }).refine((v) => v === "" || isValidPhone(v), DIRECTORY_MSG.phone),
  email: emailText().refine((v) => v === "" || isValidEmail(v), DIRECTORY_MSG.email),
  comments: text({ max: 1000, tooLong: DIRECTORY_MSG.commentsLong }),
});
export type DirectoryInput = z.infer<typeof directoryInput>;
