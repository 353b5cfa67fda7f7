// Large Family's custom branding (decision record 034): GET for any member of the family,
// PUT {accent_color} for the owner of a Large Family family ("" or null removes it).
import { apiRoute } from "~/lib/api-route.server";
import { getBranding, setAccentColor } from "~/features/plans/branding.server";

const route = apiRoute({
  GET: ({ actor }) => getBranding(actor),
  PUT: async ({ actor, json }) => setAccentColor(actor, await json()),
});

export const loader = route.loader;
export const action = route.action;
