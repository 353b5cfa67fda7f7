// The family tree's people (issue 42): GET everyone, POST a new person.
import { apiRoute } from "~/lib/api-route.server";
import { createPerson, listPeople } from "~/features/tree/tree.server";

const route = apiRoute({
  GET: ({ actor }) => listPeople(actor),
  POST: async ({ actor, json }) => createPerson(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
