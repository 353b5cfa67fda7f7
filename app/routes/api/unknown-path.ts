import { unknownApiPath } from "~/lib/api-route.server";

/** Unknown /api paths answer `{detail}` 404 for every method, not the HTML 404 page. */
const route = unknownApiPath();

export const loader = route.loader;
export const action = route.action;
