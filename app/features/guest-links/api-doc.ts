// /api/guest-links in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea, fails, messageResponse } from "~/lib/api-doc";
import { ALBUM_MSG } from "~/features/photos/rules";
import { EVENT_NOT_FOUND } from "~/features/events/events.server";
import { guestLinkInput } from "./inputs";
import { GUEST_KINDS, GUEST_MSG as MSG } from "./rules";

const base = {
  id: z.int(),
  kind: z.enum(GUEST_KINDS),
  target_id: z.int().meta({ description: "The album's id (album), or the event's id (event, signups)" }),
  label: z.string(),
  expires_at: z.string().meta({ format: "date-time" }),
  allow_upload: z.boolean(),
  uses: z.int().meta({ description: "The guests' accepted submissions (uploads, answers, places taken)" }),
};

export const guestLinkResponse = z.object({
  ...base,
  opens: z.string().meta({ description: 'What it opens, as people read it: "Album: Reunion 2031"' }),
  expired: z.boolean(),
  created_by: z.int().nullable(),
  created_by_name: z.string(),
  created_at: z.string().meta({ format: "date-time" }),
});

export const guestLinksDoc = defineArea({
  id: "guest-links",
  title: "Guest links",
  description:
    "Links for relatives without an account: one album (view; with `allow_upload`, add photos), one event (view and answer) or one event's sign-up list (view and take a place; `target_id` is the event's id). The guest's page is the link itself (`/g/{token}`), no account, no JavaScript. The token is in the creation answer's `url` only; the database keeps a hash. A revoked link answers 404, an expired one 410, for the page and every photo through it. Owner and admins create and manage every link of the family; a member creates links to an event they created and lists and revokes their own. Guest submissions are rate-limited per link and address (GUEST_SUBMISSIONS_PER_HOUR, 429 with Retry-After).",
  calls: [
    {
      method: "get",
      path: "/guest-links",
      summary: "The guest links you manage (no tokens; revoked links are left out)",
      response: z.array(guestLinkResponse),
    },
    {
      method: "post",
      path: "/guest-links",
      summary: "Create a guest link (the full `url`, with its token, is in this answer)",
      body: guestLinkInput,
      status: 201,
      response: z.object({ ...base, url: z.string().meta({ description: "The link to send or print" }) }),
      errors: [
        ...fails(400, MSG.kind, MSG.target, MSG.label, MSG.labelLong, MSG.days),
        ...fails(403, MSG.guestDenied, MSG.denied, MSG.uploadDenied),
        ...fails(404, ALBUM_MSG.notFound, EVENT_NOT_FOUND),
        [409, MSG.tooMany],
      ],
      example: { kind: "album", target_id: 1, label: "Reunion photos", expires_in_days: 14, allow_upload: true },
    },
    {
      method: "delete",
      path: "/guest-links/{id}",
      summary: "Revoke a guest link at once",
      response: messageResponse,
      errors: [[404, MSG.notFound]],
    },
    {
      method: "get",
      path: "/guest-links/{id}/qr.svg",
      summary: "The link's QR code",
      responseType: "image/svg+xml",
      errors: [[404, MSG.notFound]],
    },
  ],
});
