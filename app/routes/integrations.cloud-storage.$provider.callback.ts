// The OAuth 2.0 redirect URI: {APP_ORIGIN}/integrations/cloud-storage/{provider}/callback.
import { finishOAuth } from "~/features/integrations/cloud.server";
import { backWithToast, oauthLoader } from "~/features/integrations/oauth-loader.server";

export const loader = oauthLoader(
  async (actor, provider, request) => backWithToast((await finishOAuth(actor, provider, new URL(request.url))).message),
  { toastOther: true },
);
