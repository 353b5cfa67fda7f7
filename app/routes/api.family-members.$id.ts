import { itemRoute } from "~/lib/api-item-route.server";
import { deleteEntry, updateEntry } from "~/features/directory/directory.server";

const route = itemRoute({ update: updateEntry, remove: deleteEntry });

export const loader = route.loader;
export const action = route.action;
