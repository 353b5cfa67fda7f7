import { itemRoute } from "~/lib/api-item-route.server";
import { deletePerson, getPerson, updatePerson } from "~/features/tree/tree.server";

const route = itemRoute({ GET: (actor, id) => getPerson(actor, id), PUT: updatePerson, DELETE: deletePerson });

export const loader = route.loader;
export const action = route.action;
