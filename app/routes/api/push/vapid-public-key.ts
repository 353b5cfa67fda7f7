import { apiRoute } from "~/lib/api-route.server";
import { vapidPublicKey } from "~/features/notifications/push.server";

// The server's VAPID public key, for PushManager.subscribe's applicationServerKey (issue 39).
const route = apiRoute({ GET: () => vapidPublicKey() });

export const loader = route.loader;
export const action = route.action;
