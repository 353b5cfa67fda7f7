import { platformApiRoute } from "~/features/superadmin/platform-actor.server";
import { exportUsersCsv } from "~/features/superadmin/superadmin.server";

const route = platformApiRoute({
  GET: ({ actor }) => exportUsersCsv(actor),
});

export const loader = route.loader;
export const action = route.action;
