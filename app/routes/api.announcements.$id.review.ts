import type { ActionFunctionArgs } from "@remix-run/node";
import { api, idParam, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { reviewAnnouncement } from "~/features/announcements/announcements.server";

export const action = ({ request, params }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      const actor = await requireActor(request);
      return reviewAnnouncement(actor, idParam(params.id), await readJson(request));
    },
  });
