import type { LoaderFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { clientIp } from "~/lib/rate-limit.server";
import { inviteInfo } from "~/features/family/family.server";

export const loader = ({ request, params }: LoaderFunctionArgs) =>
  api(request, { GET: () => inviteInfo(params.code ?? "", clientIp(request)) });
