import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import type { Messages } from "@lingui/core";
import { isLanguage } from "./lib/i18n/languages";
import { registerMessages } from "./lib/i18n/translator";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's messages (issue 40): its language only, one cached file named by its content. The
// page is hydrated once they are here; if they cannot be had, it stays the server's page, which
// works without JavaScript (hydrating in another language would rewrite every text).
const language = document.documentElement.lang;
const catalogue = document.querySelector<HTMLLinkElement>("link[data-catalogue]");
if (catalogue && isLanguage(language)) {
  fetch(catalogue.href, { credentials: "same-origin" })
    .then((response) => {
      if (!response.ok) throw new Error(`${response.status}`);
      return response.json() as Promise<Messages>;
    })
    .then((messages) => {
      registerMessages(language, messages);
      hydrate();
    })
    .catch((error: unknown) => console.warn("The page's messages could not be loaded; the page works without JavaScript", error));
} else {
  hydrate();
}

// The service worker (issue 39, public/sw.js): only when JavaScript runs, in a production build;
// the pages work the same without it.
if (import.meta.env.PROD && "serviceWorker" in navigator) {
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("Service worker not registered", error));
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });
}
