import { itemRoute } from "~/lib/api-item-route.server";
import { deleteAnnouncement, getAnnouncement, updateAnnouncement } from "~/features/announcements/announcements.server";

const route = itemRoute({ GET: getAnnouncement, PUT: updateAnnouncement, DELETE: deleteAnnouncement });

export const loader = route.loader;
export const action = route.action;
