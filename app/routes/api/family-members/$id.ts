import { itemRoute } from "~/lib/api-item-route.server";
import { deleteEntry, updateEntry } from "~/features/directory/directory.server";

const route = itemRoute({ PUT: updateEntry, DELETE: deleteEntry });

export const loader = route.loader;
export const action = route.action;
