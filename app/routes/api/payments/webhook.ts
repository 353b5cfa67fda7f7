import { publicApiRoute } from "~/lib/api-route.server";
import { readBodyBytes } from "~/lib/http.server";
import { handleWebhook } from "~/features/payments/payments.server";

// The provider's signed webhook: verified on the raw body, each event id handled once.
const route = publicApiRoute({
  POST: async ({ request }) => handleWebhook(await readBodyBytes(request), request.headers.get("Stripe-Signature")),
});

export const loader = route.loader;
export const action = route.action;
