import { apiRoute } from "~/lib/api-route.server";
import { notFound } from "~/lib/http.server";
import { disconnectCloud } from "~/features/integrations/cloud.server";
import { CLOUD_PROVIDERS, pickProvider } from "~/features/integrations/rules";

const route = apiRoute({
  DELETE: ({ actor, params }) => {
    const provider = pickProvider(CLOUD_PROVIDERS, params.provider);
    if (!provider) throw notFound("Unknown cloud storage provider");
    return disconnectCloud(actor, provider);
  },
});

export const loader = route.loader;
export const action = route.action;
