// GET /api/openapi.json: the OpenAPI 3.1 document, generated from the zod schemas (record 101).
import { publicApiRoute } from "~/lib/api-route.server";
import { etagJson } from "~/lib/list.server";
import { openApiDocument } from "~/lib/openapi.server";

const route = publicApiRoute({
  GET: ({ request }) => etagJson(request, openApiDocument()),
});

export const loader = route.loader;
export const action = route.action;
