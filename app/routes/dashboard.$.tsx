import { requireUser } from "~/lib/session.server";
import type { Route } from "./+types/dashboard.$";

/** An unknown /dashboard/... page: a 404 shown inside the dashboard (its ErrorBoundary). */
export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  throw new Response("Not found", { status: 404 });
}

export default function DashboardNotFound() {
  return null;
}
