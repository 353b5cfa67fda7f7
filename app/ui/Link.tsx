// The app's in-app link (issue 16, decision record 128). Remix's <Link> runs about ten hooks per
// link on every server render (prefetch state, two path resolutions that each serialize the route
// matches, a click handler): on the Admin tab's 37 links that was a tenth of the page's CPU. Here a
// link to an absolute path ("/dashboard/events") or to this page with a new query ("?modal=rsvp")
// renders a plain <a> with the same href, and one click listener on the document
// (`useLinkNavigation`, mounted once in root by `LinkBehaviour`) turns a plain left click on it
// into the same client-side navigation <Link> makes. Without JavaScript it is the plain link it always was.
// `prefetch="intent"` is kept the same way: one listener notes which such link is hovered or
// focused, and root renders Remix's <PrefetchPageLinks> for it (`useLinkPrefetch`).
// Anything else (a relative path, an object, state, other prefetch modes, reloadDocument) still
// gets Remix's <Link>.
import { Link as RemixLink, PrefetchPageLinks, useLocation, useNavigate, type LinkProps } from "@remix-run/react";
import { forwardRef, useEffect, useState } from "react";

/** `data-link` values: how the document listener navigates. */
const KEEP_SCROLL = "keep";
const REPLACE = "replace";

function plain(props: LinkProps): props is LinkProps & { to: string } {
  const { to } = props;
  if (typeof to !== "string") return false;
  if (props.state !== undefined || props.reloadDocument || props.relative || props.viewTransition) return false;
  if (props.prefetch && props.prefetch !== "none" && props.prefetch !== "intent") return false;
  if (props.discover === "none" || props.target) return false;
  return to.startsWith("?") || (to.startsWith("/") && !to.startsWith("//"));
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(props, ref) {
  const { pathname } = useLocation();
  if (!plain(props)) return <RemixLink ref={ref} {...props} />;
  const { to, preventScrollReset, replace, state: _s, prefetch, discover: _d, reloadDocument: _r, relative: _rel, viewTransition: _v, ...anchor } = props;
  const mode = [preventScrollReset ? KEEP_SCROLL : "", replace ? REPLACE : ""].filter(Boolean).join(" ");
  return (
    <a
      ref={ref}
      {...anchor}
      href={to.startsWith("?") ? pathname + to : to}
      data-discover="true"
      data-link={mode}
      data-prefetch={prefetch === "intent" ? "intent" : undefined}
    />
  );
});

/** The link's URL when it points into this app (same origin), else null. */
function inAppUrl(anchor: HTMLAnchorElement): URL | null {
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Client-side navigation for the plain links above: a left click without modifier keys on an
 * `a[data-link]` of this origin navigates like <Link> (no reload, scroll kept when asked, a click
 * on the current URL replaces the history entry). Clicks another handler already took are left.
 */
function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const anchor = event.target instanceof Element ? event.target.closest("a[data-link]") : null;
      if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute("download")) return;
      if (anchor.target && anchor.target !== "_self") return;
      const url = inAppUrl(anchor);
      if (!url) return;
      event.preventDefault();
      const next = url.pathname + url.search + url.hash;
      const here = window.location.pathname + window.location.search + window.location.hash;
      const mode = (anchor.dataset.link ?? "").split(" ");
      navigate(next, { preventScrollReset: mode.includes(KEEP_SCROLL), replace: mode.includes(REPLACE) || next === here });
    }
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}

/** Wait this long on a link before prefetching its page (what Remix's <Link> waits). */
const INTENT_DELAY_MS = 100;

/**
 * `prefetch="intent"` for the plain links: hovering, focusing or touching an `a[data-prefetch]` for
 * a moment prefetches its page's data and modules (Remix's <PrefetchPageLinks>, rendered by the
 * caller); leaving it drops the prefetch links, as <Link> does.
 */
function useLinkPrefetch(): string | null {
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const linkOf = (node: EventTarget | null) => (node instanceof Element ? node.closest("a[data-prefetch]") : null);
    function enter(event: Event) {
      const anchor = linkOf(event.target);
      if (!(anchor instanceof HTMLAnchorElement)) return;
      if (event instanceof MouseEvent && linkOf(event.relatedTarget) === anchor) return;
      const url = inAppUrl(anchor);
      if (!url) return;
      clearTimeout(timer);
      timer = setTimeout(() => setPage(url.pathname + url.search), INTENT_DELAY_MS);
    }
    function leave(event: Event) {
      const anchor = linkOf(event.target);
      if (!anchor || (event instanceof MouseEvent && linkOf(event.relatedTarget) === anchor)) return;
      clearTimeout(timer);
      setPage(null);
    }
    const on: [string, (event: Event) => void][] = [
      ["mouseover", enter],
      ["focusin", enter],
      ["touchstart", enter],
      ["mouseout", leave],
      ["focusout", leave],
    ];
    for (const [name, fn] of on) document.addEventListener(name, fn, { passive: true });
    return () => {
      clearTimeout(timer);
      for (const [name, fn] of on) document.removeEventListener(name, fn);
    };
  }, []);
  return page;
}

/** Root mounts this once: client navigation and intent prefetch for every plain link. */
export function LinkBehaviour() {
  useLinkNavigation();
  const page = useLinkPrefetch();
  return page ? <PrefetchPageLinks page={page} /> : null;
}
