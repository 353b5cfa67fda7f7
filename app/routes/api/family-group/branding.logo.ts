// POST /api/family-group/branding/logo (multipart/form-data, field `logo`; the content decides
// the type) and DELETE: the Large Family owner's family logo.
import { apiRoute } from "~/lib/api-route.server";
import { removeLogo, setLogoFromRequest } from "~/features/plans/branding.server";

const route = apiRoute({
  POST: ({ actor, request }) => setLogoFromRequest(actor, request),
  DELETE: ({ actor }) => removeLogo(actor),
});

export const loader = route.loader;
export const action = route.action;
