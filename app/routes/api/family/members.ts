import { apiRoute } from "~/lib/api-route.server";
import { listFamilyAccounts } from "~/features/family/family.server";

/** The family's accounts (the directory of contacts is /api/family-members). */

const route = apiRoute({
  GET: ({ actor }) => listFamilyAccounts(actor),
});

export const loader = route.loader;
export const action = route.action;
