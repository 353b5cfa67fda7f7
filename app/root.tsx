import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  isRouteErrorResponse,
  useLoaderData,
  useRouteError,
} from "@remix-run/react";
import { readToast } from "~/lib/session.server";
import { Toasts } from "~/ui/Toasts";
import { useNonce } from "~/ui/nonce";
import styles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Kindred: your family, together" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, clear } = await readToast(request);
  return data({ toast }, clear ? { headers: { "Set-Cookie": clear } } : undefined);
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { toast } = useLoaderData<typeof loader>();
  return (
    <>
      <Toasts toast={toast} />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  // A refused request (403 cross-origin, 413 too large, 415/400 not a form) carries its reason.
  const refused = isRouteErrorResponse(error) && error.status >= 400 && error.status < 500 && !notFound;
  const detail: unknown = refused ? (error.data as { detail?: unknown } | null)?.detail : undefined;
  return (
    <main className="page narrow center">
      <h1>{notFound ? "Page not found" : refused ? "Request refused" : "Something went wrong"}</h1>
      <p>
        {notFound
          ? "We could not find that page."
          : refused && typeof detail === "string"
            ? detail
            : "Please try again in a moment."}
      </p>
      <p>
        <Link className="button" to="/">
          Go Home
        </Link>
      </p>
    </main>
  );
}
