import { apiRoute } from "~/lib/api-route.server";
// The signed-in user's own submissions with their review outcome (status and feedback).
import { listMySubmissions } from "~/features/announcements/announcements.server";

const route = apiRoute({
  GET: ({ actor }) => listMySubmissions(actor),
});

export const loader = route.loader;
export const action = route.action;
