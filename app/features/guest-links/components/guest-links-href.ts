/**
 * Where "Share a guest link" goes: the guest links page, its form filled in for one event or
 * album. Its own module (issue 37) so the Events and Photos cards link there without loading the
 * guest links list and form.
 */
export const guestLinksHref = (kind?: string, target?: number) =>
  kind && target ? `/dashboard/guest-links?kind=${kind}&target=${target}#new-guest-link` : "/dashboard/guest-links";
