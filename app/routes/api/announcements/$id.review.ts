import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { reviewAnnouncement } from "~/features/announcements/announcements.server";

const route = apiRoute({
  POST: async ({ actor, params, json }) => reviewAnnouncement(actor, idParam(params.id), await json()),
});

export const loader = route.loader;
export const action = route.action;
