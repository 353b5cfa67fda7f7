import { apiRoute } from "~/lib/api-route.server";
import { notFound } from "~/lib/http.server";
import { connectSocial } from "~/features/integrations/social.server";
import { SOCIAL_PLATFORMS, pickProvider } from "~/features/integrations/rules";

const route = apiRoute({
  POST: async ({ actor, params, json }) => {
    const platform = pickProvider(SOCIAL_PLATFORMS, params.provider);
    if (!platform) throw notFound("Unknown social platform");
    return connectSocial(actor, platform, await json());
  },
});

export const loader = route.loader;
export const action = route.action;
