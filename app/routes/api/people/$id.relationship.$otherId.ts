// "How are we related?": what {otherId} is to {id}, in words, with the path and common ancestors.
import { apiRoute } from "~/lib/api-route.server";
import { idParam } from "~/lib/http.server";
import { relationship } from "~/features/tree/tree.server";

const route = apiRoute({
  GET: ({ actor, params }) => relationship(actor, idParam(params.id), idParam(params.otherId)),
});

export const loader = route.loader;
export const action = route.action;
