// The family DIRECTORY (contact cards). The accounts list is /api/family/members (another route).
import { apiRoute } from "~/lib/api-route.server";
import { createEntry, listDirectory } from "~/features/directory/directory.server";

const route = apiRoute({
  GET: ({ actor }) => listDirectory(actor),
  POST: async ({ actor, json }) => createEntry(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
