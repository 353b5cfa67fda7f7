// /api/announcements* in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { collection, defineArea, fails } from "~/lib/api-doc";
import { ANNOUNCEMENT_MSG, announcementInput, reviewInput } from "./inputs";

export const announcementResponse = z.object({
  id: z.int(),
  title: z.string(),
  content: z.string(),
  pinned: z.boolean(),
  author_id: z.int().nullable(),
  author_name: z.string(),
  status: z.enum(["published", "pending", "rejected"]),
  created_at: z.string(),
  published_at: z.string().nullable(),
  review_feedback: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
const announcements = collection("/announcements", announcementResponse, "Announcement not found");
const withMessage = announcementResponse.extend({ message: z.string(), notified: z.int().meta({ description: "Emails queued" }) });
const inputErrors = fails(400, ANNOUNCEMENT_MSG.fillBoth, ANNOUNCEMENT_MSG.titleLong, ANNOUNCEMENT_MSG.contentLong);
const edit = { body: announcementInput, example: { title: "Reunion date set", content: "See you on July 4th!", pinned: false, send_email_notification: false } };

export const announcementsDoc = defineArea({
  id: "announcements",
  title: "Announcements",
  description: "News for the family. From a member it waits for review by an admin; from the owner or an admin it is published at once.",
  calls: [
    announcements.list("Published announcements, pinned first"),
    announcements.create("Post an announcement (a member's goes to review)", {
      ...edit,
      permission: ["announcement.publish", "announcement.submit"],
      response: withMessage,
      errors: [...inputErrors, [403, "Guests cannot post announcements"]],
    }),
    { method: "get", path: "/announcements/pending", summary: "Submissions waiting for review", permission: "announcement.review", response: z.array(announcementResponse) },
    { method: "get", path: "/announcements/mine", summary: "Your own submissions with their review outcome", response: z.array(announcementResponse) },
    announcements.get("One announcement"),
    announcements.update("Edit an announcement", { ...edit, permission: "announcement.edit", errors: inputErrors }),
    announcements.remove("Delete an announcement", { permission: "announcement.delete" }),
    {
      method: "post",
      path: "/announcements/{id}/review",
      summary: "Approve (optionally edited) or reject a submission",
      permission: "announcement.review",
      body: reviewInput,
      response: withMessage,
      errors: [[400, ANNOUNCEMENT_MSG.action], [400, ANNOUNCEMENT_MSG.reasonRequired], [404, "Announcement not found"], [409, ANNOUNCEMENT_MSG.alreadyReviewed]],
      example: { action: "approve", feedback: "Thanks!" },
    },
  ],
});
