import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteAnnouncement, getAnnouncement, updateAnnouncement } from "~/features/announcements/announcements.server";

const route = apiRoute({
  GET: ({ actor, params }) => getAnnouncement(actor, idParam(params.id)),
  PUT: async ({ actor, params, json }) => updateAnnouncement(actor, idParam(params.id), await json()),
  DELETE: ({ actor, params }) => deleteAnnouncement(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
