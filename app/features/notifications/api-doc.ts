// Email preferences and the one-click unsubscribe in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea } from "~/lib/api-doc";
import { preferencesInput } from "./preferences.server";

const preferences = z.object({
  announcements: z.boolean().describe("Announcement emails"),
  event_reminders: z.boolean().describe("Event reminders (before events you said Yes to or have not answered)"),
  digest: z.boolean().describe("The weekly digest"),
  birthdays: z.boolean().describe("Birthday reminders, the day before"),
});

export const notificationsDoc = defineArea({
  id: "notifications",
  title: "Notifications",
  description:
    "Your own email choices (every kind on unless turned off), and the one-click unsubscribe of an email's signed link. " +
    "When reminders and the digest are sent is a family setting (GET/POST /family/settings: event_reminders, digest_day, digest_hour).",
  calls: [
    { method: "get", path: "/profile/notifications", summary: "Your email choices", response: preferences },
    {
      method: "put",
      path: "/profile/notifications",
      summary: "Change your email choices (the flags you leave out stay as they are)",
      body: preferencesInput,
      response: preferences,
      example: { digest: false },
    },
    {
      method: "post",
      path: "/notifications/unsubscribe",
      auth: "public",
      summary: "Turn off one kind of email with the signed token of an email's unsubscribe link (no sign-in)",
      description:
        "The token names the person and the kind; only that choice changes. Emails carry the same link in `List-Unsubscribe` " +
        "(with `List-Unsubscribe-Post: List-Unsubscribe=One-Click`, RFC 8058), which mail clients POST to /email/unsubscribe.",
      body: z.object({ token: z.string().describe("The `token` query parameter of the email's unsubscribe link") }),
      response: z.object({ message: z.string(), kind: z.enum(["announcements", "event_reminders", "digest", "birthdays"]), preferences }),
      errors: [
        [400, "This link is not valid. Please use the link from your most recent email, or sign in to Kindred."],
        [404, "This link is not valid any more: the account it was made for no longer exists or is suspended."],
        [410, "This link has expired. Please sign in to Kindred."],
      ],
    },
  ],
});
