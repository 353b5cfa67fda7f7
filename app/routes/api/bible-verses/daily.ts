import { apiRoute } from "~/lib/api-route.server";
import { dailyVerse } from "~/features/inspiration/inspiration.server";

const route = apiRoute({
  GET: ({ actor }) => dailyVerse(actor),
});

export const loader = route.loader;
export const action = route.action;
