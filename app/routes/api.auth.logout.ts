import type { ActionFunctionArgs } from "@remix-run/node";
import { api } from "~/lib/http.server";
import { deleteSession, requireActor } from "~/lib/session.server";

/** Ends the session behind the bearer token (or cookie). */
export const action = ({ request }: ActionFunctionArgs) =>
  api(request, {
    POST: async () => {
      deleteSession((await requireActor(request)).sessionId);
      return { message: "Logged out successfully" };
    },
  });
