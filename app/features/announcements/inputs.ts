// zod inputs for announcements, shared by the Home/Admin pages and the /api routes (SPEC §5 texts).
import { z } from "zod";

const text = z.preprocess((v) => (typeof v === "string" ? v : v == null ? "" : String(v)), z.string());
/** Checkbox values from forms ("on") and JSON booleans both count. */
const flag = z.preprocess((v) => v === true || v === "true" || v === "on" || v === "1" || v === 1, z.boolean());

export const ANNOUNCEMENT_MSG = {
  fillBoth: "Please fill in title and content",
  titleLong: "Title must be at most 200 characters",
  contentLong: "Content must be at most 5000 characters",
  reasonRequired: "Please provide a reason for rejecting this announcement",
  action: "Please choose approve or reject",
  alreadyReviewed: "This announcement has already been reviewed",
} as const;

export const announcementInput = z
  .object({
    title: text.transform((v) => v.trim()),
    content: text.transform((v) => v.replace(/\r\n/g, "\n").trim()),
    pinned: flag,
    send_email_notification: flag,
  })
  .refine((v) => v.title !== "" && v.content !== "", ANNOUNCEMENT_MSG.fillBoth)
  .refine((v) => v.title.length <= 200, ANNOUNCEMENT_MSG.titleLong)
  .refine((v) => v.content.length <= 5000, ANNOUNCEMENT_MSG.contentLong);
export type AnnouncementInput = z.infer<typeof announcementInput>;

export const reviewInput = z
  .object({
    action: text.pipe(z.enum(["approve", "reject"], ANNOUNCEMENT_MSG.action)),
    feedback: text.transform((v) => v.trim()),
    updated_title: text.transform((v) => v.trim()),
    updated_content: text.transform((v) => v.replace(/\r\n/g, "\n").trim()),
    // Absent = keep the submission's pinned flag.
    updated_pinned: z.preprocess(
      (v) => (v === undefined || v === null || v === "" ? undefined : v === true || v === "true" || v === "on" || v === "1" || v === 1),
      z.boolean().optional(),
    ),
    send_email_notification: flag,
  })
  .refine((v) => v.action !== "reject" || v.feedback !== "", ANNOUNCEMENT_MSG.reasonRequired)
  .refine((v) => v.feedback.length <= 1000, "Feedback must be at most 1000 characters")
  .refine((v) => v.updated_title.length <= 200, ANNOUNCEMENT_MSG.titleLong)
  .refine((v) => v.updated_content.length <= 5000, ANNOUNCEMENT_MSG.contentLong);
export type ReviewInput = z.infer<typeof reviewInput>;
