// Export and import (issue 29) in the OpenAPI document (see app/lib/api-doc.ts).
import { defineArea } from "~/lib/api-doc";
import { EXPORT_MSG } from "./format";

const tooMany: [number, string] = [429, "Too many attempts. Please try again in 60 minutes."];

export const exportDoc = defineArea({
  id: "export",
  title: "Export and moving a family",
  description:
    "The family export (one zip: family.json in the documented format kindred-family-export version 1, CSV files, events.ics, the photo originals and an offline index.html), the personal export, and importing a family export on another server.",
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
  ],
});
