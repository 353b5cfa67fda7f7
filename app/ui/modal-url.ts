/** URL of the current page with a modal opened (`?modal=name&id=...`), keeping other params. */
export function modalHref(search: string, modal: string, params: Record<string, string | number> = {}): string {
  const sp = new URLSearchParams(search);
  sp.delete("id");
  sp.delete("occurrence"); // the date of a series a modal is about (Events tab)
  sp.set("modal", modal);
  for (const [k, v] of Object.entries(params)) sp.set(k, String(v));
  return `?${sp.toString()}`;
}

/** URL of the current page without any modal. */
export function closeHref(pathname: string, search: string, extraKeys: string[] = []): string {
  const sp = new URLSearchParams(search);
  for (const k of ["modal", "id", "occurrence", ...extraKeys]) sp.delete(k);
  const qs = sp.toString();
  return qs ? `${pathname}?${qs}` : pathname;
}
