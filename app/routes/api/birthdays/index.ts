import { apiRoute } from "~/lib/api-route.server";
import { addBirthday, listBirthdays } from "~/features/birthdays/birthdays.server";

const route = apiRoute({
  GET: ({ actor }) => listBirthdays(actor),
  POST: async ({ actor, json }) => addBirthday(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
