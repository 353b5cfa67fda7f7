// The console's "Export users (CSV)" link: the same streamed export as
// GET /api/super-admin/export/users, or back to the console with 'Export failed'.
import { withApiHeaders } from "~/lib/http.server";
import { redirectWithToast } from "~/lib/session.server";
import { requirePlatformAdminPage } from "~/features/superadmin/platform-actor.server";
import { exportUsersCsv } from "~/features/superadmin/superadmin.server";
import type { Route } from "./+types/dashboard.superadmin.export";

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requirePlatformAdminPage(request);
  try {
    const csv = await exportUsersCsv(actor);
    return new Response(csv.body, { status: csv.status, headers: withApiHeaders(csv.headers) });
  } catch (error) {
    console.error(error);
    return redirectWithToast("/dashboard/superadmin", "Export failed", "error");
  }
}
