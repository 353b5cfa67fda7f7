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

/**
 * Several components of one module as lazyModal bodies, e.g.
 * `const { UsageCard, PlanList } = lazyModals(() => import("…/PlanCards"), "UsageCard", "PlanList")`:
 * the module's path and its loader are written once; the chunk loads once, for the first one shown.
 */
export function lazyModals<M extends object, K extends keyof M>(load: () => Promise<M>, ...names: K[]): { [N in K]: M[N] } {
  let pending: Promise<M> | null = null;
  const module = () => (pending ??= load().catch((error: unknown) => {
    pending = null; // a failed download is tried again next time
    throw error;
  }));
  const out = {} as { [N in K]: M[N] };
  for (const name of names) out[name] = lazyModal(() => module().then((m) => m[name] as ComponentType<object>)) as M[typeof name];
  return out;
}
