// zod inputs for announcements, shared by the Home/Admin pages and the /api routes (SPEC §5 texts).
// Built from the strict pieces in ~/lib/inputs: a text field takes only a string, a flag only a
// boolean or a checkbox's encoding; anything else is a 400 with the field's message.
import { z } from "zod";
import { choice, flag, optionalFlag, text } from "~/lib/inputs";

export const ANNOUNCEMENT_MSG = {
  fillBoth: "Please fill in title and content",
  titleLong: "Title must be at most 200 characters",
  contentLong: "Content must be at most 5000 characters",
  reasonRequired: "Please provide a reason for rejecting this announcement",
  action: "Please choose approve or reject",
  alreadyReviewed: "This announcement has already been reviewed",
} as const;

const TITLE_MAX = 200;
const CONTENT_MAX = 5000;

const title = (required?: string) => text({ max: TITLE_MAX, required, tooLong: ANNOUNCEMENT_MSG.titleLong });

/** Content counts "\n" line ends (a browser's textarea sends "\r\n"); the raw cap is twice that. */
const content = (required?: string) =>
  text({ max: CONTENT_MAX * 2, required, tooLong: ANNOUNCEMENT_MSG.contentLong })
    .transform((v) => v.replace(/\r\n/g, "\n"))
    .refine((v) => v.length <= CONTENT_MAX, ANNOUNCEMENT_MSG.contentLong);

export const announcementInput = z.object({
  title: title(ANNOUNCEMENT_MSG.fillBoth),
  content: content(ANNOUNCEMENT_MSG.fillBoth),
  pinned: flag(),
  send_email_notification: flag(),
});
export type AnnouncementInput = z.infer<typeof announcementInput>;

export const reviewInput = z
  .object({
    action: choice(["approve", "reject"] as const, { message: ANNOUNCEMENT_MSG.action }),
    feedback: text({ max: 1000, tooLong: "Feedback must be at most 1000 characters" }),
    updated_title: title(),
    updated_content: content(),
    // Absent (or a form's "") = keep the submission's pinned flag.
    updated_pinned: z.preprocess((v) => (v === "" ? undefined : v), optionalFlag()),
    send_email_notification: flag(),
  })
  .refine((v) => v.action !== "reject" || v.feedback !== "", {
    message: ANNOUNCEMENT_MSG.reasonRequired,
    path: ["feedback"],
  });
export type ReviewInput = z.infer<typeof reviewInput>;
