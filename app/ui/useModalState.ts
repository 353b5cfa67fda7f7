// Modals are URL state (`?modal=name&id=...`). After a failed submit the action's FormFailure
// names the modal to re-open, with the error, the per-field errors and what was typed.
import { useActionData, useLocation } from "react-router";
import type { FormFailure } from "~/lib/form-failure";
import { closeHref, modalHref } from "./modal-url";

export type ModalState = {
  /** The open modal's name, or null. */
  modal: string | null;
  /** The selected record's id (`&id=` or the failed form's id), or null. */
  id: number | null;
  /** The failure to show inside the open modal (null when it succeeded or was not a modal's). */
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string | string[]> | undefined;
  /** A failure that names no modal (an unreadable form, an unknown intent). */
  pageError: string | null;
  /**
   * The failure to show on the page: `pageError`, or the modal's error when the page does not show
   * that modal (`shown` false: an intent without a modal, a record no longer there, no right).
   */
  errorOnPage: (shown: boolean) => string | null;
  /** The URL of this page without the modal. */
  closeTo: string;
  /** The URL of this page with `modal` open (and e.g. `{ id }`). */
  href: (modal: string, params?: Record<string, string | number>) => string;
};

export function useModalState(): ModalState {
  const failure = useActionData<FormFailure>();
  const location = useLocation();
  const sp = new URLSearchParams(location.search);
  const failed = failure?.modal ? failure : null;
  const rawId = failed ? failed.id : sp.get("id");
  const id = rawId && /^\d+$/.test(rawId) ? Number(rawId) : null;
  const pageError = failure && !failed ? failure.error : null;
  return {
    modal: failed ? failed.modal : sp.get("modal"),
    id,
    error: failed?.error ?? null,
    fields: failed?.fields ?? {},
    values: failed?.values,
    pageError,
    errorOnPage: (shown) => pageError ?? (failed && !shown ? failed.error : null),
    closeTo: closeHref(location.pathname, location.search),
    href: (modal, params) => modalHref(location.search, modal, params),
  };
}

/** A typed value from a failed submit, as one string. */
export function typed(values: Record<string, string | string[]> | undefined, name: string): string | undefined {
  const v = values?.[name];
  return Array.isArray(v) ? v[0] : v;
}
