// The two browser legs of a cloud-storage OAuth connection (routes/integrations.cloud-storage.$provider.*):
// the signed-in person, the provider from the path (an unknown one goes back with the failure toast),
// and a refusal (HttpError) shown as a toast on the Integrations tab.
import type { LoaderFunctionArgs } from "react-router";
import { HttpError } from "~/lib/http.server";
import { redirectWithToast, requireUser, type Actor } from "~/lib/session.server";
import { OAUTH_PROVIDERS, pickProvider, type OAuthProvider } from "./rules";

const BACK = "/dashboard/integrations";
const FAILED = "Failed to connect integration";

/** `toastOther`: any other error also goes back with the failure toast (logged) instead of a 500. */
export function oauthLoader(step: (actor: Actor, provider: OAuthProvider, request: Request) => Promise<Response> | Response, opts: { toastOther: boolean }) {
  return async ({ request, params }: LoaderFunctionArgs) => {
    const actor = await requireUser(request);
    const provider = pickProvider(OAUTH_PROVIDERS, params.provider);
    if (!provider) return redirectWithToast(BACK, FAILED, "error");
    try {
      return await step(actor, provider, request);
    } catch (error) {
      if (error instanceof HttpError) return redirectWithToast(BACK, error.i18n ?? error.message, "error");
      if (!opts.toastOther) throw error;
      console.error(error);
      return redirectWithToast(BACK, FAILED, "error");
    }
  };
}

/** Back to the Integrations tab with a success toast. */
export const backWithToast = (message: string) => redirectWithToast(BACK, message);
