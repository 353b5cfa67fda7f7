import type { ActionFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { updateOwnName } from "~/features/auth/auth.server";

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, {
    PUT: async () => updateOwnName(await requireActor(request), (await readJson(request)).name),
  });
