// Importing a family export into the caller's new, empty family (issue 29): the zip as the body,
// or as the multipart field `file`.
import { apiRoute } from "~/lib/api-route.server";
import { importFamilyFromRequest } from "~/features/export/family-import.server";

const route = apiRoute({
  POST: ({ actor, request }) => importFamilyFromRequest(actor, request),
});

export const loader = route.loader;
export const action = route.action;
