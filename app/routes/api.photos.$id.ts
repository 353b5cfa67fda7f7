import { itemRoute } from "~/lib/api-item-route.server";
import { deletePhoto, getPhoto } from "~/features/photos/photos.server";

const route = itemRoute({ get: getPhoto, remove: deletePhoto });

export const loader = route.loader;
export const action = route.action;
