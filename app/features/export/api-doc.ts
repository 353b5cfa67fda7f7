// Export and import (issue 29) in the OpenAPI document (see app/lib/api-doc.ts).
import { z } from "zod";
import { defineArea } from "~/lib/api-doc";
import { EXPORT_MSG } from "./format";
import { IMPORT_MSG } from "./family-import.server";
import { CLAIM_MSG, claimInput } from "./claim.server";

const tooMany: [number, string] = [429, "Too many attempts. Please try again in 60 minutes."];

export const exportDoc = defineArea({
  id: "export",
  title: "Export and moving a family",
  description:
    "The family export (one zip: family.json in the documented format kindred-family-export version 3 (the importer reads versions 1, 2 and 3), CSV files, events.ics, the photo originals and an offline index.html), the personal export, and importing a family export on another server.",
  calls: [
    {
      method: "get",
      path: "/family/export",
      summary: "The whole family as one zip, streamed",
      roles: ["owner", "admin"],
      rule: "Admins only when the owner has turned on admins_can_export in the family settings; never guests. A few per family per hour.",
      responseType: "application/zip",
      errors: [
        [403, EXPORT_MSG.guest],
        [403, EXPORT_MSG.notOwner],
        tooMany,
      ],
    },
    {
      method: "get",
      path: "/auth/me/export",
      summary: "Your own account and what you posted, answered, commented and hearted, as one zip",
      roles: ["owner", "admin", "member", "super_admin"],
      rule: "Not guests. A few per person per hour.",
      responseType: "application/zip",
      errors: [[403, EXPORT_MSG.guest], tooMany],
    },
    {
      method: "post",
      path: "/family/import",
      summary: "Import a family export into your new, empty family (the zip as the body, Content-Type application/zip, or as the multipart field file)",
      description:
        "The whole archive is checked first (format and version, the published JSON Schema, every reference, every photo file); then photos are re-stored and everything is written in one transaction. You become the owner; every other member becomes a place with their role and posts, and gets an email with a link to claim it.",
      roles: ["owner"],
      rule: "Only in a family with no other member and no content yet. The plan limits of this server apply. The same export cannot be imported twice.",
      multipart: z.object({ file: z.string().meta({ format: "binary", description: "The family export (.zip)" }) }),
      response: z.object({
        family: z.object({ name: z.string() }),
        members: z.int(),
        invitations: z.int(),
        photos: z.int(),
        announcements: z.int(),
        events: z.int(),
        surveys: z.int(),
        campaigns: z.int(),
        not_invited: z.array(z.string()).meta({ description: "Emails that already have an account on this server: their place is kept, no invitation sent" }),
      }),
      errors: [
        [400, IMPORT_MSG.notZip],
        [400, IMPORT_MSG.noFamilyJson],
        [400, IMPORT_MSG.personal],
        [400, "The archive is not a valid family export: ..."],
        [403, IMPORT_MSG.notOwner],
        [403, "This family is over the Free plan of this server: ..."],
        [409, IMPORT_MSG.notEmpty],
        [409, IMPORT_MSG.already],
        [413, "The file is too large. The limit is 2048 MB."],
      ],
    },
    {
      method: "get",
      path: "/auth/claim",
      auth: "public",
      summary: "What an emailed claim link is for (query: token)",
      query: z.object({ token: z.string() }),
      response: z.object({ family_name: z.string(), name: z.string(), email: z.string(), role: z.string() }),
      errors: [[404, CLAIM_MSG.invalid]],
    },
    {
      method: "post",
      path: "/auth/claim",
      auth: "public",
      summary: "Claim your place in a family moved to this server: choose a password, get an access token",
      body: claimInput,
      response: z.object({ access_token: z.string(), token_type: z.literal("bearer") }),
      errors: [
        [400, CLAIM_MSG.short],
        [400, CLAIM_MSG.mismatch],
        [404, CLAIM_MSG.invalid],
      ],
    },
  ],
});
