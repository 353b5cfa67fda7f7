import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "react-router";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useLoaderData,
  useRouteError,
} from "react-router";
import { readToast } from "~/lib/session.server";
import { Toasts } from "~/ui/Toasts";
import { requestScopeMiddleware } from "~/lib/request-context.server";
import { describeRouteError } from "~/ui/routeError";
import { ErrorScreen } from "~/features/home/components/ErrorScreen";
import { useNonce } from "~/ui/nonce";
import styles from "~/styles/app.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (issue 39): the Web App Manifest and the home-screen icon for iOS.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: MetaFunction = () => [
  { title: "Kindred: your family, together" },
  { name: "description", content: "Kindred is a private place for your family: announcements, events, photos, birthdays and reunion planning." },
];

/** Every request (pages, their data, /api) runs inside its request scope (client address, id). */
export const middleware = [requestScopeMiddleware];

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
        <meta name="theme-color" content="#b5502f" />
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
  const { notFound, title, message } = describeRouteError(useRouteError());
  return <ErrorScreen title={title} message={message} alert={!notFound} />;
}
