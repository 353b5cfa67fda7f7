// Values that exist only in the browser (the viewer's time zone, navigator features, "JavaScript
// has run"). The server render and the hydration render use `serverValue`, so the markup is the
// same with and without JavaScript and hydration never mismatches; right after hydration React
// re-renders with the browser's value. A client-side navigation renders the browser's value at once.
import { useSyncExternalStore } from "react";

// These values do not change while the page is open: nothing to subscribe to.
const subscribeNever = () => () => {};

export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribeNever, read, () => serverValue);
}

const yes = () => true;
const no = () => false;

/** False on the server and while hydrating, true once JavaScript runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeNever, yes, no);
}
