import { providerRoute } from "~/lib/api-item-route.server";
import { connectSocial } from "~/features/integrations/social.server";
import { SOCIAL_PLATFORMS } from "~/features/integrations/rules";

const route = providerRoute(SOCIAL_PLATFORMS, "Unknown social platform", {
  POST: async ({ actor, provider, json }) => connectSocial(actor, provider, await json()),
});

export const loader = route.loader;
export const action = route.action;
