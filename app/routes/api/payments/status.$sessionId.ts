import { apiRoute } from "~/lib/api-route.server";
import { notFound } from "~/lib/http.server";
import { checkPaymentStatus } from "~/features/payments/payments.server";

const route = apiRoute({
  GET: ({ actor, params }) => {
    const id = params.sessionId ?? "";
    if (!/^[A-Za-z0-9_-]{1,255}$/.test(id)) throw notFound("Payment session not found");
    return checkPaymentStatus(actor, id);
  },
});

export const loader = route.loader;
export const action = route.action;
