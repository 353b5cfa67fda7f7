import { itemRoute } from "~/lib/api-item-route.server";
import { deleteEvent, getEvent, updateEvent } from "~/features/events/events.server";

const route = itemRoute({ GET: getEvent, PUT: updateEvent, DELETE: deleteEvent });

export const loader = route.loader;
export const action = route.action;
