// zod inputs for email templates (strict pieces from ~/lib/inputs). Messages are SPEC §5 texts.
import { z } from "zod";
import { text } from "~/lib/inputs";

export const TEMPLATE_MSG = {
  fillBoth: "Please fill in both subject and body",
  subjectLong: "Subject must be at most 200 characters",
  bodyLong: "Body must be at most 10000 characters",
} as const;

const BODY_MAX = 10_000;

export const templateInput = z.object({
  subject: text({ max: 200, required: TEMPLATE_MSG.fillBoth, tooLong: TEMPLATE_MSG.subjectLong }),
  // Counted with "\n" line ends (a textarea sends "\r\n"); the raw cap is twice that.
  body: text({ max: BODY_MAX * 2, required: TEMPLATE_MSG.fillBoth, tooLong: TEMPLATE_MSG.bodyLong })
    .transform((v) => v.replace(/\r\n/g, "\n"))
    .refine((v) => v.length <= BODY_MAX, TEMPLATE_MSG.bodyLong),
});
export type TemplateInput = z.infer<typeof templateInput>;
