// Email preferences and the one-click unsubscribe in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea } from "~/lib/api-doc";
import { preferencesInput } from "./preferences.server";
import { PUSH_MSG, endpointInput, subscriptionInput } from "./push.server";

const preferences = z.object({
  announcements: z.boolean().describe("Announcement emails"),
  event_reminders: z.boolean().describe("Event reminders (before events you said Yes to or have not answered)"),
  digest: z.boolean().describe("The weekly digest"),
  birthdays: z.boolean().describe("Birthday reminders, the day before"),
  push_announcements: z.boolean().describe("Push: new announcements (when the poster chose to notify the family)"),
  push_event_reminders: z.boolean().describe("Push: event reminders"),
  push_birthdays: z.boolean().describe("Push: birthday reminders, the day before"),
  push_photo_comments: z.boolean().describe("Push: a new comment on one of your photos"),
});

const device = z.object({
  id: z.number().int(),
  endpoint: z.string().describe("The push service's origin and the endpoint's last characters"),
  created_at: z.string(),
  this_device: z.boolean().describe("Subscribed from the session making this call"),
});

export const notificationsDoc = defineArea({
  id: "notifications",
  title: "Notifications",
  description:
    "Your own email and push choices (every kind on unless turned off), the one-click unsubscribe of an email's signed link, " +
    "and Web Push (RFC 8030 with VAPID, RFC 8292, and aes128gcm payloads, RFC 8291): a browser subscribes with PushManager.subscribe " +
    "using the server's VAPID public key and posts the subscription here; each notification is JSON `{title, body, url}`. " +
    "A subscription belongs to the session that made it and is deleted with it (sign-out). " +
    "When reminders and the digest are sent is a family setting (GET/POST /family/settings: event_reminders, digest_day, digest_hour).",
  calls: [
    { method: "get", path: "/profile/notifications", summary: "Your email and push choices", response: preferences },
    {
      method: "put",
      path: "/profile/notifications",
      summary: "Change your email and push choices (the flags you leave out stay as they are)",
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
    { method: "get", path: "/push/vapid-public-key", summary: "The server's VAPID public key (base64url), for applicationServerKey", response: z.object({ key: z.string() }) },
    { method: "get", path: "/push/subscriptions", summary: "Your devices that get push notifications", response: z.array(device) },
    {
      method: "post",
      path: "/push/subscriptions",
      summary: "Subscribe this device (the same endpoint again updates it)",
      description: "The body is the browser's PushSubscription.toJSON(). The endpoint must be https:// on a public address.",
      body: subscriptionInput,
      status: 201,
      response: device,
      example: { endpoint: "https://push.example.net/send/abc123", keys: { p256dh: "BNc…(65 bytes, base64url)", auth: "tBH…(16 bytes, base64url)" } },
      errors: [
        [400, PUSH_MSG.endpoint],
        [400, PUSH_MSG.keys],
        [409, PUSH_MSG.tooMany],
      ],
    },
    {
      method: "delete",
      path: "/push/subscriptions",
      summary: "Stop push notifications on a device of yours",
      body: endpointInput,
      response: z.object({ message: z.string() }),
      errors: [[404, PUSH_MSG.notFound]],
    },
  ],
});
