import type { useLoaderData } from "react-router";
import type { photosLoader } from "../page.server";
import { DEFAULT_ALBUM, PAGE } from "../rules";

export type PhotosPageData = ReturnType<typeof useLoaderData<typeof photosLoader>>;

const PATH = "/dashboard/photos";

/** An album's name as people read it: the default album's name is the app's word, in the page's language. */
export function albumLabel(name: string, t: (id: string) => string): string {
  return name === DEFAULT_ALBUM ? t("general") : name;
}

/** The grid's links, from its query string as the loader saw it (also right on the server render). */
export function gridLinks(d: Pick<PhotosPageData, "current" | "show" | "before" | "next">) {
  const q = new URLSearchParams();
  if (d.current) q.set("album", d.current.name);
  if (d.show !== PAGE.first) q.set("show", String(d.show));
  if (d.before) q.set("before", String(d.before));
  const withQuery = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(q);
    for (const [k, v] of Object.entries(changes)) {
      if (v === null) next.delete(k);
      else next.set(k, v);
    }
    const s = next.toString();
    return s ? `${PATH}?${s}` : PATH;
  };
  return {
    /** The grid's query, sent back with each form so the page comes back as it was. */
    back: q.toString(),
    albumHref: (name: string | null) => withQuery({ album: name, show: null, before: null }),
    moreHref: d.show < PAGE.apiMax ? withQuery({ show: String(d.show + PAGE.step) }) : withQuery({ show: null, before: String(d.next) }),
    newestHref: withQuery({ before: null, show: null }),
  };
}
