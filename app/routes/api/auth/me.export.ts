// The signed-in person's own data as one streamed zip (issue 29).
import { apiRoute } from "~/lib/api-route.server";
import { personalExportResponse } from "~/features/export/family-export.server";

const route = apiRoute({
  GET: ({ actor }) => personalExportResponse(actor),
});

export const loader = route.loader;
export const action = route.action;
