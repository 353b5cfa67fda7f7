import { apiRoute } from "~/lib/api-route.server";
import { listPendingAnnouncements } from "~/features/announcements/announcements.server";

const route = apiRoute({
  GET: ({ actor }) => listPendingAnnouncements(actor),
});

export const loader = route.loader;
export const action = route.action;
