import { itemRoute } from "~/lib/api-item-route.server";
import { deleteAlbum, renameAlbum } from "~/features/photos/photos.server";

const route = itemRoute({ PUT: renameAlbum, DELETE: deleteAlbum });

export const loader = route.loader;
export const action = route.action;
