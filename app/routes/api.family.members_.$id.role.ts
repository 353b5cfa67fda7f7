import type { ActionFunctionArgs } from "@remix-run/node";
import { api, idParam, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { changeRole } from "~/features/family/family.server";

export const action = ({ request, params }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => changeRole(await requireActor(request), idParam(params.id), await readJson(request)),
  });
