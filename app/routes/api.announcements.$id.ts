import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, idParam, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { deleteAnnouncement, getAnnouncement, updateAnnouncement } from "~/features/announcements/announcements.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(request, { GET: async () => getAnnouncement(await requireActor(request), idParam(params.id)) });

export const action = ({ request, params }: ActionFunctionArgs) =>
  api(request, {
    PUT: async () => {
      const actor = await requireActor(request);
      return updateAnnouncement(actor, idParam(params.id), await readJson(request));
    },
    DELETE: async () => deleteAnnouncement(await requireActor(request), idParam(params.id)),
  });
