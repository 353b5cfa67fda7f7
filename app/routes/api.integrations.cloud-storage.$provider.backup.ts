import { apiRoute } from "~/lib/api-route.server";
import { notFound } from "~/lib/http.server";
import { startBackup } from "~/features/integrations/cloud.server";
import { CLOUD_PROVIDERS, pickProvider } from "~/features/integrations/rules";

const route = apiRoute({
  POST: ({ actor, params }) => {
    const provider = pickProvider(CLOUD_PROVIDERS, params.provider);
    if (!provider) throw notFound("Unknown cloud storage provider");
    const { message } = startBackup(actor, provider);
    return Response.json({ message }, { status: 202 });
  },
});

export const loader = route.loader;
export const action = route.action;
