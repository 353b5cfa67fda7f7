import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { getSettings, updateSettings } from "~/features/family/family.server";

// Every family member may read the settings (the UI needs them); only owner and admin change them.
export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => getSettings((await requireActor(request)).familyId) });

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      const actor = await requireActor(request);
      return updateSettings(actor, await readJson(request));
    },
  });
