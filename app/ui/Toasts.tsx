import { useEffect, useState } from "react";
import type { Toast as ToastData } from "~/lib/session.server";

/** Top-right toast area. Toasts come from the session flash, so they work without JavaScript. */
export function Toasts({ toast }: { toast: ToastData | null }) {
  return (
    <div className="toasts" aria-live="polite">
      {toast ? <Toast key={toast.message} toast={toast} /> : null}
    </div>
  );
}

export function Toast({ toast }: { toast: ToastData }) {
  // The toast whose 6 s are up. Each flash is a new object, so a repeated message (same key) shows again.
  const [expired, setExpired] = useState<ToastData | null>(null);
  useEffect(() => {
    const t = setTimeout(() => setExpired(toast), 6000);
    return () => clearTimeout(t);
  }, [toast]);
  if (expired === toast) return null;
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      {toast.message}
    </div>
  );
}
