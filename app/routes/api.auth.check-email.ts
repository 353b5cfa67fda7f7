import type { ActionFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { clientIp } from "~/lib/rate-limit.server";
import { checkEmail } from "~/features/auth/auth.server";

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, { POST: async () => checkEmail((await readJson(request)).email, clientIp(request)) });
