import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { familyGroup } from "~/features/family/family.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => familyGroup(await requireActor(request)) });
