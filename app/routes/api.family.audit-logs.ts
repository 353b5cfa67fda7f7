import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { listAuditLogs } from "~/lib/audit.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, {
    GET: async () => {
      const limit = Number(new URL(request.url).searchParams.get("limit") ?? 100) || 100;
      return listAuditLogs(await requireActor(request), limit);
    },
  });
