import { isRouteErrorResponse } from "react-router";

export const NOT_FOUND_TEXT = "We could not find that page. It may have moved, or the link may be mistyped.";

/**
 * What an error boundary tells a person: a 404, a refused request (403 cross-origin, 413 too large,
 * 415/400 not a form) with its reason, or a plain "something went wrong" (the details stay in the
 * server log, never on the page). Unexpected errors are logged here. `t` is the page's translator's.
 */
export function describeRouteError(error: unknown, t: (text: string) => string = (text) => text, fallback?: string) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound;
  const detail: unknown = refused ? (error.data as { detail?: unknown } | null)?.detail : undefined;
  return {
    notFound,
    title: notFound ? t("Page not found") : refused ? t("Request refused") : t("Something went wrong"),
    // A refusal's reason is the server's English text (when the catalogue has it, in the page's language).
    message: notFound ? t(NOT_FOUND_TEXT) : refused && typeof detail === "string" ? t(detail) : (fallback ?? t("Please try again in a moment.")),
  };
}
