// "Connect Google Drive / Dropbox" is a plain link here: a new OAuth state is made and the browser
// goes on to the provider. (A form POST that redirects to another origin would be blocked by the
// pages' CSP `form-action 'self'`, which also applies to redirects.)
import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { HttpError } from "~/lib/http.server";
import { redirectWithToast, requireUser } from "~/lib/session.server";
import { startOAuth } from "~/features/integrations/cloud.server";
import { OAUTH_PROVIDERS, pickProvider } from "~/features/integrations/rules";

const BACK = "/dashboard/integrations";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const provider = pickProvider(OAUTH_PROVIDERS, params.provider);
  if (!provider) return redirectWithToast(BACK, "Failed to connect integration", "error");
  try {
    return redirect(startOAuth(actor, provider).authorization_url, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (error instanceof HttpError) return redirectWithToast(BACK, error.message, "error");
    throw error;
  }
}
