// The record a URL-state modal refers to (`?modal=edit-x&id=7`): loaded only when one of the
// named modals is open, and null when the id is missing, malformed, of another family or gone
// (a stale link shows the page without the modal instead of an error). Other errors propagate.
import { HttpError, idParam } from "./http.server";

export async function modalRecord<T>(url: URL, modals: readonly string[], load: (id: number) => Promise<T> | T): Promise<T | null> {
  if (!modals.includes(url.searchParams.get("modal") ?? "")) return null;
  try {
    return await load(idParam(url.searchParams.get("id") ?? undefined));
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
}
