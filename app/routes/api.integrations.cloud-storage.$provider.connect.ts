// Google Drive / Dropbox: {message, authorization_url} to open (503 when this server has no client
// credentials for it). WebDAV: {url, username, password}, checked with a PROPFIND, then saved.
import { apiRoute } from "~/lib/api-route.server";
import { notFound } from "~/lib/http.server";
import { connectCloud } from "~/features/integrations/cloud.server";
import { CLOUD_PROVIDERS, pickProvider } from "~/features/integrations/rules";

const route = apiRoute({
  POST: async ({ actor, params, json }) => {
    const provider = pickProvider(CLOUD_PROVIDERS, params.provider);
    if (!provider) throw notFound("Unknown cloud storage provider");
    return connectCloud(actor, provider, await json());
  },
});

export const loader = route.loader;
export const action = route.action;
