import { itemRoute } from "~/lib/api-item-route.server";
import { removeSubscription } from "~/features/calendar-subscriptions/subscriptions.server";

const route = itemRoute({ DELETE: removeSubscription });

export const loader = route.loader;
export const action = route.action;
