import { itemRoute } from "~/lib/api-item-route.server";
import { deleteEvent, getEvent, updateEvent } from "~/features/events/events.server";

const route = itemRoute({ get: getEvent, update: updateEvent, remove: deleteEvent });

export const loader = route.loader;
export const action = route.action;
