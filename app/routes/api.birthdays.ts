import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requireActor } from "~/lib/session.server";
import { addBirthday, listBirthdays } from "~/features/birthdays/birthdays.server";

export const loader = ({ request }: LoaderFunctionArgs) =>
  api(request, { GET: async () => listBirthdays(await requireActor(request)) });

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      const actor = await requireActor(request);
      return addBirthday(actor, await readJson(request));
    },
  });
