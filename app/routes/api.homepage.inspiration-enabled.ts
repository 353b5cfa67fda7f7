import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { inspirationEnabled } from "~/features/inspiration/inspiration.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => inspirationEnabled(await requireActor(request)) });
