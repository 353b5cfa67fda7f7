import { apiRoute } from "~/lib/api-route.server";
import { createAnnouncement, listAnnouncements } from "~/features/announcements/announcements.server";

const route = apiRoute({
  GET: ({ actor }) => listAnnouncements(actor),
  POST: async ({ actor, json }) => createAnnouncement(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
