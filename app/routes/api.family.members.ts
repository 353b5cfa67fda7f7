import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { listFamilyAccounts } from "~/features/family/family.server";

/** The family's accounts (the directory of contacts is /api/family-members). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => listFamilyAccounts(await requireActor(request)) });
