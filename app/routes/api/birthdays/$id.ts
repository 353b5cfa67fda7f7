import { itemRoute } from "~/lib/api-item-route.server";
import { deleteBirthday, getBirthday, updateBirthday } from "~/features/birthdays/birthdays.server";

const route = itemRoute({ GET: getBirthday, PUT: updateBirthday, DELETE: deleteBirthday });

export const loader = route.loader;
export const action = route.action;
