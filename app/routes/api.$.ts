import { jsonResponse } from "~/lib/http.server";

/** Unknown /api paths answer JSON, not the HTML 404 page. */
const notFound = () => jsonResponse({ detail: "Not found" }, 404);
export const loader = notFound;
export const action = notFound;
