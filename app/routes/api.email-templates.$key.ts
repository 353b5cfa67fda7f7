import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { getTemplate, updateTemplate } from "~/features/emailTemplates/emailTemplates.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(request, { GET: async () => getTemplate(await requireActor(request), params.key ?? "") });

export const action = ({ request, params }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      const actor = await requireActor(request);
      return updateTemplate(actor, params.key ?? "", await readJson(request));
    },
  });
