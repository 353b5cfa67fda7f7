import { apiRoute } from "~/lib/api-route.server";
import { jsonResponse } from "~/lib/http.server";
import { myDevices, subscribe, unsubscribe } from "~/features/notifications/push.server";

// This person's devices that get Web Push notifications (issue 39).
const route = apiRoute({
  GET: ({ actor }) => myDevices(actor),
  POST: async ({ actor, json }) => jsonResponse(await subscribe(actor, await json()), 201),
  DELETE: async ({ actor, json }) => unsubscribe(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
