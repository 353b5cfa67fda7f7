// Every /api call (all but the /api/docs page): the call's module from app/routes/api/routes.ts,
// found by app/lib/api-dispatch.server.ts (decision record 269). Unknown paths answer `{detail}` 404.
import { apiCall } from "~/lib/api-dispatch.server";

export const loader = apiCall.loader;
export const action = apiCall.action;
