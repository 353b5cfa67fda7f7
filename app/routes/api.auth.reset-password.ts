import type { ActionFunctionArgs } from "@remix-run/node";
import { api, readJson } from "~/lib/http.server";
import { resetPassword } from "~/features/auth/auth.server";

export const action = ({ request }: ActionFunctionArgs) =>
  api(request, { POST: async () => resetPassword(await readJson(request)) });
