// The OAuth 2.0 redirect URI: {APP_ORIGIN}/integrations/cloud-storage/{provider}/callback.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { HttpError } from "~/lib/http.server";
import { redirectWithToast, requireUser } from "~/lib/session.server";
import { finishOAuth } from "~/features/integrations/cloud.server";
import { OAUTH_PROVIDERS, pickProvider } from "~/features/integrations/rules";

const BACK = "/dashboard/integrations";

export async function loader({ request, params }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  const provider = pickProvider(OAUTH_PROVIDERS, params.provider);
  if (!provider) return redirectWithToast(BACK, "Failed to connect integration", "error");
  try {
    const { message } = await finishOAuth(actor, provider, new URL(request.url));
    return redirectWithToast(BACK, message);
  } catch (error) {
    if (error instanceof HttpError) return redirectWithToast(BACK, error.message, "error");
    console.error(error);
    return redirectWithToast(BACK, "Failed to connect integration", "error");
  }
}
