import { isRouteErrorResponse } from "react-router";

export const NOT_FOUND_TEXT = "We could not find that page. It may have moved, or the link may be mistyped.";

/**
 * What an error boundary tells a person: a 404, a refused request (403 cross-origin, 413 too large,
 * 415/400 not a form) with its reason, or a plain "something went wrong" (the details stay in the
 * server log, never on the page). Unexpected errors are logged here.
 */
export function describeRouteError(error: unknown, fallback = "Please try again in a moment.") {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound;
  const detail: unknown = refused ? (error.data as { detail?: unknown } | null)?.detail : undefined;
  return {
    notFound,
    title: notFound ? "Page not found" : refused ? "Request refused" : "Something went wrong",
    message: notFound ? NOT_FOUND_TEXT : refused && typeof detail === "string" ? detail : fallback,
  };
}
