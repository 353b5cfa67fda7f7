import type { ActionFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { requestPasswordReset } from "~/features/auth/auth.server";

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, { POST: async () => requestPasswordReset(await readJson(request)) });
