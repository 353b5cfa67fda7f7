import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { createAnnouncement, listAnnouncements } from "~/features/announcements/announcements.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => listAnnouncements(await requireActor(request)) });

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      const actor = await requireActor(request);
      return createAnnouncement(actor, await readJson(request));
    },
  });
