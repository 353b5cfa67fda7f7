// The family tree as GEDCOM 7.0 (guests get living people's details left out).
import { apiRoute } from "~/lib/api-route.server";
import { exportGedcom } from "~/features/tree/gedcom.server";

const route = apiRoute({
  GET: ({ actor }) => exportGedcom(actor),
});

export const loader = route.loader;
export const action = route.action;
