import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { deleteBirthday, getBirthday, updateBirthday } from "~/features/birthdays/birthdays.server";

const route = apiRoute({
  GET: ({ actor, params }) => getBirthday(actor, idParam(params.id)),
  PUT: async ({ actor, params, json }) => updateBirthday(actor, idParam(params.id), await json()),
  DELETE: ({ actor, params }) => deleteBirthday(actor, idParam(params.id)),
});

export const loader = route.loader;
export const action = route.action;
