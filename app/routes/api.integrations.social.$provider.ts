import { apiRoute } from "~/lib/api-route.server";
import { notFound } from "~/lib/http.server";
import { disconnectSocial } from "~/features/integrations/social.server";
import { SOCIAL_PLATFORMS, pickProvider } from "~/features/integrations/rules";

const route = apiRoute({
  DELETE: ({ actor, params }) => {
    const platform = pickProvider(SOCIAL_PLATFORMS, params.provider);
    if (!platform) throw notFound("Unknown social platform");
    return disconnectSocial(actor, platform);
  },
});

export const loader = route.loader;
export const action = route.action;
