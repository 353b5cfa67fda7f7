// zod inputs for email templates. Messages are SPEC §5 texts.
import { z } from "zod";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());

export const TEMPLATE_MSG = {
  fillBoth: "Please fill in both subject and body",
  subjectLong: "Subject must be at most 200 characters",
  bodyLong: "Body must be at most 10000 characters",
} as const;

export const templateInput = z
  .object({
    subject: text.transform((v) => v.trim()),
    body: text.transform((v) => v.replace(/\r\n/g, "\n").trim()),
  })
  .refine((v) => v.subject !== "" && v.body !== "", TEMPLATE_MSG.fillBoth)
  .refine((v) => v.subject.length <= 200, TEMPLATE_MSG.subjectLong)
  .refine((v) => v.body.length <= 10_000, TEMPLATE_MSG.bodyLong);
export type TemplateInput = z.infer<typeof templateInput>;
