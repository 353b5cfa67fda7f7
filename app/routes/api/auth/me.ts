import { apiRoute } from "~/lib/api-route.server";
import { currentUser } from "~/features/auth/auth.server";

const route = apiRoute({
  GET: ({ actor }) => currentUser(actor),
});

export const loader = route.loader;
export const action = route.action;
