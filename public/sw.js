/* Kindred's service worker (issue 39, decision record 246). Hand-written, no build step; the app
 * works exactly the same without it (it is registered only when JavaScript runs).
 *
 * - Static files (/assets/* with hashed names, the icons, the manifest): cache first.
 * - Pages: network first. Home, Events, Birthdays and Directory are kept as last seen; when the
 *   network fails (or is slower than NETWORK_TIMEOUT_MS and a copy exists) the copy is shown,
 *   without its scripts, under "You are offline — showing what you saw at TIME". A slow network
 *   gives the copy only for the kept page itself (no query string) and never for the page a form
 *   sent without JavaScript's fetch leads to: that answer carries the form's result (its toast, the
 *   list as it now is) once, and it would be lost behind the copy.
 * - Forms sent while offline answer that they need a connection.
 * - The kept pages are one person's: emptied when someone signs out or in (the request itself
 *   still goes to the network), and when the server says the session is over (401, or a page that
 *   sends to the sign-in page).
 * - Web Push: shows `{title, body, url}` and opens `url` (on this origin) on a click.
 */
/* global self, caches, fetch, Response, URL, Headers, setTimeout */

const STATIC_CACHE = "kindred-static-v1";
const PAGES_CACHE = "kindred-pages";
const SAVED_PAGES = ["/dashboard", "/dashboard/events", "/dashboard/birthdays", "/dashboard/directory"];
const PAGE_NAMES = { "/dashboard": "home", "/dashboard/events": "events", "/dashboard/birthdays": "birthdays", "/dashboard/directory": "directory" };
const STATIC_FILES = ["/favicon.svg", "/icon.svg", "/icon-192.png", "/icon-512.png", "/icon-maskable-512.png", "/apple-touch-icon.png", "/manifest.webmanifest"];
const NETWORK_TIMEOUT_MS = 4000;
// When this worker last passed on a form sent as a navigation (a POST before the page's scripts
// ran, or without them): the page it redirects to comes from the network however long it takes.
const AFTER_FORM_MS = 30_000;
let formSentAt = -Infinity;
// Requests that sign someone out or in: the kept pages belong to the person before.
const SESSION_PATHS = [/^\/logout$/, /^\/auth$/, /^\/api\/auth\/(login|logout|register)$/, /^\/invite(\/|$)/, /^\/claim\//, /^\/reset-password$/];

// The offline pages' texts in every language (issue 40): /offline-texts.json, kept at install.
const TEXTS_URL = "/offline-texts.json";
const ENGLISH = {
  banner: "You are offline — showing what you saw at {time}",
  forms: "Forms need a connection.",
  offline: "You are offline",
  needsConnection: "This page needs a connection.",
  saved: "Pages saved on this device:",
  none: "No pages are saved on this device yet.",
  formTitle: "This form needs a connection",
  formMessage: "You are offline. This needs a connection: nothing was sent. Please try again when you are online.",
  back: "Back",
  home: "Home",
  events: "Events",
  birthdays: "Birthdays",
  directory: "Directory",
};

function keepTexts() {
  return caches.open(STATIC_CACHE).then((c) => c.add(TEXTS_URL)).catch(() => undefined);
}

/** The texts in `language` (one of ours), else English. */
async function textsIn(language) {
  try {
    const kept = await caches.open(STATIC_CACHE).then((c) => c.match(TEXTS_URL));
    const all = kept ? await kept.json() : {};
    return { ...ENGLISH, ...(all[language] || {}) };
  } catch {
    return ENGLISH;
  }
}

/** A kept page's language (its <html lang>), else the browser's. */
function languageOf(html) {
  const m = html && /<html[^>]*\slang="([a-z]{2})"/i.exec(html);
  if (m) return m[1];
  return String((self.navigator && self.navigator.language) || "en").slice(0, 2).toLowerCase();
}

/** The language of the pages this person last saw (the first kept one), else the browser's. */
async function keptLanguage() {
  const cache = await caches.open(PAGES_CACHE);
  for (const path of SAVED_PAGES) {
    const copy = await cache.match(path);
    if (copy) return languageOf(await copy.text());
  }
  return languageOf(null);
}

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(keepTexts());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith("kindred-static-") && name !== STATIC_CACHE) await caches.delete(name);
      }
      await keepTexts();
      await self.clients.claim();
    })(),
  );
});

/** Empties the kept pages (sign-out, sign-in, session over). */
function forgetPages() {
  return caches.delete(PAGES_CACHE);
}

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "forget-pages") event.waitUntil(forgetPages());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // With JavaScript, React Router asks for a page's data at "<path>.data".
  const dataPath = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5).replace(/\/(_root|_)$/, "") || "/" : null;
  if (request.method !== "GET") {
    if (request.mode === "navigate") formSentAt = Date.now();
    if (SESSION_PATHS.some((p) => p.test(dataPath ?? url.pathname))) {
      event.respondWith(forgetPages().then(() => fetch(request), () => fetch(request)));
    } else {
      event.respondWith(fetch(request).then(checkSession, () => needsConnection(request)));
    }
    return;
  }
  if (url.pathname.startsWith("/assets/") || STATIC_FILES.includes(url.pathname)) {
    event.respondWith(cacheFirst(request));
    return;
  }
  if (request.mode === "navigate") {
    event.respondWith(page(event, url));
    return;
  }
  // Page data and /api: the network only, watching for the end of the session. Moving to a kept
  // page in the app (its data, not a document) refreshes that page's copy too.
  event.respondWith(
    fetch(request).then(async (response) => {
      await checkSession(response);
      if (dataPath && SAVED_PAGES.includes(dataPath) && response.ok) event.waitUntil(refreshCopy(dataPath));
      return response;
    }),
  );
});

/** Fetches a kept page's document again (at most once a minute) and keeps it. */
async function refreshCopy(path) {
  const cache = await caches.open(PAGES_CACHE);
  const copy = await cache.match(path);
  const age = copy ? Date.now() - Date.parse(copy.headers.get("X-Kindred-Saved-At") || "") : Infinity;
  if (age < 60_000) return;
  try {
    const response = await fetch(path, { credentials: "same-origin", redirect: "manual", headers: { Accept: "text/html" } });
    if (response.type === "opaqueredirect" || response.status === 401) await forgetPages();
    else if (response.ok && (response.headers.get("Content-Type") || "").includes("text/html")) await keep(path, response);
  } catch {
    // Offline: the copy stays as it was.
  }
}

async function checkSession(response) {
  if (response.status === 401) await forgetPages();
  return response;
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** The stylesheets a kept page needs, so that its copy looks right offline. */
async function keepStyles(html) {
  const cache = await caches.open(STATIC_CACHE);
  const hrefs = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await Promise.all(hrefs.map(async (href) => ((await cache.match(href)) ? undefined : cache.add(href).catch(() => undefined))));
}

async function keep(path, response) {
  const html = await response.text();
  const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "X-Kindred-Saved-At": new Date().toISOString() });
  const cache = await caches.open(PAGES_CACHE);
  await cache.put(path, new Response(html, { headers }));
  await keepStyles(html);
}

function timeout(ms) {
  return new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), ms));
}

async function page(event, url) {
  const path = url.pathname.replace(/\/$/, "") || "/";
  const saved = SAVED_PAGES.includes(path);
  const network = fetch(event.request).then(async (response) => {
    // A kept page that answers with a redirect (navigations see it as "opaqueredirect") sends to
    // the sign-in page: the session is over.
    const signedOut = response.status === 401 || (saved && url.search === "" && (response.type === "opaqueredirect" || response.redirected));
    if (signedOut) await forgetPages();
    else if (saved && url.search === "" && response.ok && !response.redirected && (response.headers.get("Content-Type") || "").includes("text/html")) {
      event.waitUntil(keep(path, response.clone()));
    }
    return response;
  });
  const copy = saved ? await caches.open(PAGES_CACHE).then((c) => c.match(path)) : undefined;
  try {
    // The copy is only for a failed network when it is not the kept page itself (?modal=...), or
    // when the page answers a form just sent: the answer shows the form's result (its toast) once;
    // the copy in its place would hide it and say "offline" after a merely slow server.
    if (!copy || url.search !== "" || Date.now() - formSentAt < AFTER_FORM_MS) return await network;
    // A copy exists: a slow network shows it (the network still refreshes it in the background).
    event.waitUntil(network.catch(() => undefined));
    return await Promise.race([network, timeout(NETWORK_TIMEOUT_MS)]);
  } catch {
    if (copy) return offlineCopy(copy);
    return offlinePage();
  }
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

function savedAt(response, language) {
  const at = new Date(response.headers.get("X-Kindred-Saved-At") || Date.now());
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(at);
  } catch {
    return new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" }).format(at);
  }
}

const BANNER_STYLE = "background:#2a2622;color:#fff;padding:0.6rem 1rem;margin:0;font:inherit;text-align:center";

const OFFLINE_HEADERS = {
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "no-store",
  "Content-Security-Policy": "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; form-action 'self'; frame-ancestors 'none'",
};

/** The kept page without its scripts (it is a page that works without them), under the banner. */
async function offlineCopy(copy) {
  const html = (await copy.text())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/gi, "");
  const language = languageOf(html);
  const t = await textsIn(language);
  const banner =
    `<div class="offline-banner" role="status" style="${BANNER_STYLE}">` +
    `<strong>${escapeHtml(t.banner).replace("{time}", escapeHtml(savedAt(copy, language)))}</strong> ${escapeHtml(t.forms)}</div>`;
  return new Response(html.replace(/<body([^>]*)>/i, `<body$1>${banner}`), { status: 200, headers: OFFLINE_HEADERS });
}

async function keptList() {
  const cache = await caches.open(PAGES_CACHE);
  const kept = [];
  for (const path of SAVED_PAGES) if (await cache.match(path)) kept.push(path);
  return kept;
}

function smallPage(title, body, language = "en") {
  return (
    `<!DOCTYPE html><html lang="${escapeHtml(language)}" dir="${language === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;font-family:system-ui,sans-serif;background:#faf7f2;color:#2a2622;line-height:1.5">` +
    `<main style="max-width:40rem;margin:0 auto;padding:1rem"><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`
  );
}

async function offlinePage() {
  const kept = await keptList();
  const language = await keptLanguage();
  const t = await textsIn(language);
  const links = kept.length
    ? `<p>${escapeHtml(t.saved)}</p><ul>${kept.map((p) => `<li><a href="${p}" style="color:#8f3d22">${escapeHtml(t[PAGE_NAMES[p]])}</a></li>`).join("")}</ul>`
    : `<p>${escapeHtml(t.none)}</p>`;
  return new Response(smallPage(t.offline, `<p role="status">${escapeHtml(t.needsConnection)}</p>${links}`, language), { status: 503, headers: OFFLINE_HEADERS });
}

/** A form sent while offline: nothing was sent; say so (JSON for scripts, a page for a form). */
async function needsConnection(request) {
  const message = "You are offline. This needs a connection: nothing was sent. Please try again when you are online.";
  if ((request.headers.get("Accept") || "").includes("text/html") && request.mode === "navigate") {
    const back = request.referrer && new URL(request.referrer).origin === self.location.origin ? new URL(request.referrer).pathname : "/dashboard";
    const language = await keptLanguage();
    const t = await textsIn(language);
    return new Response(smallPage(t.formTitle, `<p role="alert">${escapeHtml(t.formMessage)}</p><p><a href="${escapeHtml(back)}" style="color:#8f3d22">${escapeHtml(t.back)}</a></p>`, language), {
      status: 503,
      headers: OFFLINE_HEADERS,
    });
  }
  return new Response(JSON.stringify({ detail: message }), { status: 503, headers: { "Content-Type": "application/json" } });
}

// ---- Web Push ----

function ownUrl(value) {
  try {
    const url = new URL(value, self.location.origin);
    return url.origin === self.location.origin ? url.href : `${self.location.origin}/dashboard`;
  } catch {
    return `${self.location.origin}/dashboard`;
  }
}

self.addEventListener("push", (event) => {
  let data;
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : "" };
  }
  const title = typeof data.title === "string" && data.title ? data.title : "Kindred";
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof data.body === "string" ? data.body : "",
      icon: "/icon-192.png",
      badge: "/icon-192.png",
      data: { url: ownUrl(data.url) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = ownUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      for (const client of windows) {
        if (new URL(client.url).origin === self.location.origin && "focus" in client) {
          await client.focus();
          return client.navigate(url);
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
