// The family DIRECTORY (contact cards). The accounts list is /api/family/members (another route).
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { createEntry, listDirectory } from "~/features/directory/directory.server";

const handle = (request: Request) =>
  api(request, {
    GET: async () => listDirectory(await requireActor(request)),
    POST: async () => createEntry(await requireActor(request), await readJson(request)),
  });

export const loader = ({ request }: LoaderFunctionArgs) => handle(request);
export const action = ({ request }: ActionFunctionArgs) => handle(request);
