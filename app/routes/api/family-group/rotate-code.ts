import { apiRoute } from "~/lib/api-route.server";
import { rotateFamilyCode } from "~/features/admin/family-group.server";

/** `POST /api/family-group/rotate-code` (owner, admin) → {message, family_code}. */
const route = apiRoute({
  POST: ({ actor }) => rotateFamilyCode(actor),
});

export const loader = route.loader;
export const action = route.action;
