import { createElement, use, type ComponentType } from "react";

/**
 * A modal's body as its own chunk, loaded when the modal opens (issue 37): the page's first load
 * carries only this wrapper. `load` is a dynamic import. No <Suspense> around it, on purpose:
 * - on the server the body is in the page as always (the render waits for the import, and with no
 *   boundary it is part of the shell, never moved out to a hidden part that needs a script), so
 *   it works without JavaScript;
 * - opening it by a link is a router transition, which keeps the current page on screen until the
 *   chunk is in (no empty flash);
 * - a page loaded with the modal open hydrates once the chunk is in (the server's HTML stays).
 */
export function lazyModal<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (c) => (loaded = c),
      (error: unknown) => {
        pending = null; // a failed download (e.g. a new deployment) is tried again next time
        throw error;
      },
    ));
  // The server has every body ready before its first page.
  if (import.meta.env.SSR) void start();
  function LazyModal(props: P) {
    // The body's component is the module's, the same on every render (not one made here).
    return createElement(loaded ?? use(start()), props);
  }
  return LazyModal;
}
