// Google Drive / Dropbox: {message, authorization_url} to open (503 when this server has no client
// credentials for it). WebDAV: {url, username, password}, checked with a PROPFIND, then saved.
import { providerRoute } from "~/lib/api-item-route.server";
import { connectCloud } from "~/features/integrations/cloud.server";
import { CLOUD_PROVIDERS } from "~/features/integrations/rules";

const route = providerRoute(CLOUD_PROVIDERS, "Unknown cloud storage provider", {
  POST: async ({ actor, provider, json }) => connectCloud(actor, provider, await json()),
});

export const loader = route.loader;
export const action = route.action;
