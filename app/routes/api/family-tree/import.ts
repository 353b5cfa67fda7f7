// Importing a GEDCOM file into the family tree (owner and admins): the file as the body or the
// multipart field `file`; ?dry_run=1 answers without writing; ?match= links to existing people.
import { apiRoute } from "~/lib/api-route.server";
import { importGedcomFromRequest } from "~/features/tree/gedcom.server";

const route = apiRoute({
  POST: ({ actor, request, url }) => importGedcomFromRequest(actor, request, url),
});

export const loader = route.loader;
export const action = route.action;
