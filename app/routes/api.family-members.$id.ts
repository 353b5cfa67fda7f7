import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, idParam, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { deleteEntry, updateEntry } from "~/features/directory/directory.server";

const handle = (request: Request, id: string | undefined) =>
  api(request, {
    PUT: async () => {
      const actor = await requireActor(request);
      return updateEntry(actor, idParam(id), await readJson(request));
    },
    DELETE: async () => deleteEntry(await requireActor(request), idParam(id)),
  });

export const loader = ({ request, params }: LoaderFunctionArgs) => handle(request, params.id);
export const action = ({ request, params }: ActionFunctionArgs) => handle(request, params.id);
