// "Connect Google Drive / Dropbox" is a plain link here: a new OAuth state is made and the browser
// goes on to the provider. (A form POST that redirects to another origin would be blocked by the
// pages' CSP form-action, which also applies to redirects and lists only our origin and the
// payment provider's: decision 151.)
import { redirect } from "react-router";
import { startOAuth } from "~/features/integrations/cloud.server";
import { oauthLoader } from "~/features/integrations/oauth-loader.server";

export const loader = oauthLoader(
  async (actor, provider) => redirect((await startOAuth(actor, provider)).authorization_url, { headers: { "Cache-Control": "no-store" } }),
  { toastOther: false },
);
