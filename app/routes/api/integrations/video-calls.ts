import { apiRoute } from "~/lib/api-route.server";
import { listVideoSessions, scheduleVideoCall } from "~/features/integrations/video.server";

const route = apiRoute({
  GET: ({ actor }) => listVideoSessions(actor),
  POST: async ({ actor, json }) => scheduleVideoCall(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
