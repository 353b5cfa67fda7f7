import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { currentUser } from "~/features/auth/auth.server";

export const loader = async ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => currentUser(await requireActor(request)) });
