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
  const [visible, setVisible] = useState(true);
  useEffect(() => {
    setVisible(true);
    const t = setTimeout(() => setVisible(false), 6000);
    return () => clearTimeout(t);
  }, [toast]);
  if (!visible) return null;
  return (
    <div className={`toast toast-${toast.type}`} role={toast.type === "error" ? "alert" : "status"}>
      {toast.message}
    </div>
  );
}
