import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { listPendingAnnouncements } from "~/features/announcements/announcements.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => listPendingAnnouncements(await requireActor(request)) });
