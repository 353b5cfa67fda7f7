import { apiRoute } from "~/lib/api-route.server";
import { listAuditLogs } from "~/features/audit/audit.server";

const route = apiRoute({
  GET: ({ actor, url }) => listAuditLogs(actor, Number(url.searchParams.get("limit") ?? 100) || 100),
});

export const loader = route.loader;
export const action = route.action;
