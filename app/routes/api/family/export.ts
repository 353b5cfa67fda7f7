// The whole family as one streamed zip (issue 29): owner, or admins when the family allows it.
import { apiRoute } from "~/lib/api-route.server";
import { familyExportResponse } from "~/features/export/family-export.server";

const route = apiRoute({
  GET: ({ actor }) => familyExportResponse(actor),
});

export const loader = route.loader;
export const action = route.action;
