import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, idParam, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { deleteBirthday, getBirthday, updateBirthday } from "~/features/birthdays/birthdays.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(request, { GET: async () => getBirthday(await requireActor(request), idParam(params.id)) });

export const action = ({ request, params }: ActionFunctionArgs) =>
  api(request, {
    PUT: async () => {
      const actor = await requireActor(request);
      return updateBirthday(actor, idParam(params.id), await readJson(request));
    },
    DELETE: async () => deleteBirthday(await requireActor(request), idParam(params.id)),
  });
