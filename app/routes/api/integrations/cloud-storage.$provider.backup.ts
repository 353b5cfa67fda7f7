import { providerRoute } from "~/lib/api-item-route.server";
import { startBackup } from "~/features/integrations/cloud.server";
import { CLOUD_PROVIDERS } from "~/features/integrations/rules";

const route = providerRoute(CLOUD_PROVIDERS, "Unknown cloud storage provider", {
  POST: async ({ actor, provider }) => Response.json({ message: (await startBackup(actor, provider)).message }, { status: 202 }),
});

export const loader = route.loader;
export const action = route.action;
