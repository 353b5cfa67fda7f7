import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { inviteStats } from "~/features/family/family.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(request, { GET: async () => inviteStats(await requireActor(request), params.code ?? "") });
