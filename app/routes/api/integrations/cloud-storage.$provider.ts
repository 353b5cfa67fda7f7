import { providerRoute } from "~/lib/api-item-route.server";
import { disconnectCloud } from "~/features/integrations/cloud.server";
import { CLOUD_PROVIDERS } from "~/features/integrations/rules";

const route = providerRoute(CLOUD_PROVIDERS, "Unknown cloud storage provider", {
  DELETE: ({ actor, provider }) => disconnectCloud(actor, provider),
});

export const loader = route.loader;
export const action = route.action;
