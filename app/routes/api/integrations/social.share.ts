// POST /api/integrations/social/share {content, platforms}: the platforms' own share links,
// prefilled where they allow it. Nothing is posted on anyone's behalf.
import { apiRoute } from "~/lib/api-route.server";
import { prepareShare } from "~/features/integrations/social.server";

const route = apiRoute({
  POST: async ({ actor, json }) => prepareShare(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
