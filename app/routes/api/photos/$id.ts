import { itemRoute } from "~/lib/api-item-route.server";
import { deletePhoto, getPhoto } from "~/features/photos/photos.server";

const route = itemRoute({ GET: getPhoto, DELETE: deletePhoto });

export const loader = route.loader;
export const action = route.action;
