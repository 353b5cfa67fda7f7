import { providerRoute } from "~/lib/api-item-route.server";
import { disconnectSocial } from "~/features/integrations/social.server";
import { SOCIAL_PLATFORMS } from "~/features/integrations/rules";

const route = providerRoute(SOCIAL_PLATFORMS, "Unknown social platform", {
  DELETE: ({ actor, provider }) => disconnectSocial(actor, provider),
});

export const loader = route.loader;
export const action = route.action;
