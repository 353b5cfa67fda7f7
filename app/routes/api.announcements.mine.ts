// The signed-in user's own submissions with their review outcome (status and feedback).
import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { listMySubmissions } from "~/features/announcements/announcements.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => listMySubmissions(await requireActor(request)) });
