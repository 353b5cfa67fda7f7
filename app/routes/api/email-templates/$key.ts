import { apiRoute } from "~/lib/api-route.server";
import { getTemplate, updateTemplate } from "~/features/emailTemplates/emailTemplates.server";

const route = apiRoute({
  GET: ({ actor, params }) => getTemplate(actor, params.key ?? ""),
  POST: async ({ actor, params, json }) => updateTemplate(actor, params.key ?? "", await json()),
});

export const loader = route.loader;
export const action = route.action;
