import type { LinksFunction, LoaderFunctionArgs, MetaFunction, MiddlewareFunction } from "react-router";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import { readToast } from "~/lib/session.server";
import { Toasts } from "~/ui/Toasts";
import { requestScopeMiddleware } from "~/lib/request-context.server";
import { describeRouteError } from "~/ui/routeError";
import { lazyModal } from "~/ui/lazy-modal";
import { useNonce } from "~/ui/nonce";
import styles from "~/styles/app.css?url";
import { pageLanguage } from "~/lib/i18n/language.server";
import { browserCatalogue, hasText, serverTranslator } from "~/lib/i18n/catalog.server";
import { textDirection } from "~/lib/i18n/languages";
import { translatorFor } from "~/lib/i18n/translator";
import { TranslatorContext, useT } from "~/lib/i18n/react";
import { metaTranslator } from "~/ui/meta";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: styles },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Installable (issue 39): the Web App Manifest and the home-screen icon for iOS.
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export const meta: MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: t("Kindred: your family, together") },
    { name: "description", content: t("Kindred is a private place for your family: announcements, events, photos, birthdays and reunion planning.") },
  ];
};

/**
 * A page says which language it is in (issue 40) and that the answer depends on what chose it:
 * the account (the cookie), the picker's cookie and the browser's Accept-Language.
 */
const pageLanguageHeaders: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if ((response.headers.get("Content-Type") ?? "").startsWith("text/html")) {
    response.headers.set("Content-Language", await pageLanguage(request));
    response.headers.append("Vary", "Accept-Language, Cookie");
  }
  return response;
};

/** Every request (pages, their data, /api) runs inside its request scope (client address, id). */
export const middleware = [requestScopeMiddleware, pageLanguageHeaders];

export async function loader({ request }: LoaderFunctionArgs) {
  const language = await pageLanguage(request);
  const { t } = serverTranslator(language);
  const { toast, clear } = await readToast(request);
  return data(
    {
      // A toast is the English text the server's code wrote; shown in the page's language.
      toast: toast ? { type: toast.type, message: toast.i18n && hasText(toast.i18n.id) ? t(toast.i18n.id, toast.i18n.values) : t(toast.message) } : null,
      language,
      catalogue: browserCatalogue(language).path,
    },
    clear ? { headers: { "Set-Cookie": clear } } : undefined,
  );
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const root = useRouteLoaderData<typeof loader>("root");
  const translator = translatorFor(root?.language);
  return (
    <html lang={translator.language} dir={textDirection(translator.language)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#b5502f" />
        {/* The page's messages, fetched while the scripts load (entry.client.tsx waits for them). */}
        {root?.catalogue ? <link rel="preload" href={root.catalogue} as="fetch" crossOrigin="anonymous" data-catalogue="" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>
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

/** The error page loads its own code only when there is an error (issue 37: every page's first load). */
const ErrorScreen = lazyModal(() => import("~/features/home/components/ErrorScreen").then((m) => m.ErrorScreen));

export function ErrorBoundary() {
  const { t } = useT();
  const { notFound, title, message } = describeRouteError(useRouteError(), t);
  return <ErrorScreen title={title} message={message} alert={!notFound} />;
}
