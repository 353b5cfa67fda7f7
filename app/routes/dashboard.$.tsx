import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/lib/session.server";

/** An unknown /dashboard/... page: a 404 shown inside the dashboard (its ErrorBoundary). */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireUser(request);
  throw new Response("Not found", { status: 404 });
}

export default function DashboardNotFound() {
  return null;
}
