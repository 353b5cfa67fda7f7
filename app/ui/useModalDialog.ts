// Progressive enhancement of the server-rendered open <dialog> (decision record 110). Without
// JavaScript the dialog is simply open and Close is a link. When JavaScript runs, it becomes a real
// modal: showModal() puts it in the top layer and makes the page behind inert, focus moves in, Tab
// and Shift+Tab wrap inside it, Esc closes it by navigating to `closeTo` (the same URL the Close link
// goes to), and on close focus returns to the control that opened it.
import { useNavigate } from "react-router";
import { useEffect, useLayoutEffect, useRef, type RefObject } from "react";

const useIsoLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0 && !el.closest("[inert]") && getComputedStyle(el).visibility !== "hidden",
  );
}

export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, closeTo: string) {
  const navigate = useNavigate();
  // Kept current without re-running the dialog's effect (which would re-open the dialog); updated
  // in a layout effect, before anything (Esc) can read it.
  const closeToRef = useRef(closeTo);
  useIsoLayoutEffect(() => {
    closeToRef.current = closeTo;
  }, [closeTo]);

  useIsoLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog || typeof dialog.showModal !== "function") return;
    const opener = document.activeElement instanceof HTMLElement && !dialog.contains(document.activeElement) ? document.activeElement : null;
    let leaving = false;
    const leave = () => {
      if (leaving) return;
      leaving = true;
      void navigate(closeToRef.current, { preventScrollReset: true });
    };

    if (!dialog.matches(":modal")) {
      // The server rendered it open but not modal; showModal() refuses an already open dialog.
      dialog.close();
      dialog.showModal();
    }
    // Focus the first field (a form's first input) or else the first control, not the × link.
    const first = dialog.querySelector<HTMLElement>("[autofocus]") ?? focusables(dialog).find((el) => el.matches("input, select, textarea"));
    if (first && !dialog.querySelector(".form-error, [aria-invalid='true']")) first.focus();
    else if (dialog.querySelector("[aria-invalid='true']")) dialog.querySelector<HTMLElement>("[aria-invalid='true']")!.focus();

    const onKey = (e: KeyboardEvent) => {
      if (e.key === "Escape") {
        e.preventDefault();
        leave();
        return;
      }
      if (e.key !== "Tab") return;
      const items = focusables(dialog);
      if (items.length === 0) return;
      const firstItem = items[0]!;
      const lastItem = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === firstItem || !dialog.contains(active))) {
        e.preventDefault();
        lastItem.focus();
      } else if (!e.shiftKey && (active === lastItem || !dialog.contains(active))) {
        e.preventDefault();
        firstItem.focus();
      }
    };
    // Esc on some platforms arrives as a 'cancel' without a keydown.
    const onCancel = (e: Event) => {
      e.preventDefault();
      leave();
    };
    dialog.addEventListener("keydown", onKey);
    dialog.addEventListener("cancel", onCancel);
    return () => {
      dialog.removeEventListener("keydown", onKey);
      dialog.removeEventListener("cancel", onCancel);
      if (dialog.open) dialog.close();
      // Back to the control that opened it, when it is still on the page.
      if (opener && opener.isConnected) {
        const target = opener;
        requestAnimationFrame(() => {
          if (document.activeElement === document.body || document.activeElement === null) target.focus({ preventScroll: true });
        });
      }
    };
  }, [ref, navigate]);
}
