// Renders UI the way the app runs in the browser: inside a data router, so links, form posts and
// action data are real.
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { createMemoryRouter, RouterProvider, type ActionFunction, type RouteObject } from "react-router";

export type Route = {
  id?: string;
  path: string;
  element: ReactElement;
  action?: ActionFunction;
  loaderData?: Record<string, unknown>;
  children?: RouteObject[];
};

/** Renders `route` at `url`; with `loaderData`, as if its loader had answered that. */
export function renderInRouter(route: Route, url = route.path) {
  const id = route.id ?? "page";
  const data = route.loaderData;
  const router = createMemoryRouter(
    [
      {
        id,
        path: route.path,
        element: route.element,
        action: route.action,
        // A loader that never runs (the data is hydrated) keeps the router from fetching.
        loader: data === undefined ? undefined : () => data,
        children: route.children,
      },
    ],
    {
      initialEntries: [url],
      hydrationData: data === undefined ? undefined : { loaderData: { [id]: data } },
    },
  );
  const view = render(<RouterProvider router={router} />);
  return { router, ...view };
}
