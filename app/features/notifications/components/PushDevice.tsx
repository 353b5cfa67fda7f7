import { useEffect, useState } from "react";
import { useClientValue } from "~/ui/useClientValue";
import { useT } from "~/lib/i18n/react";

// "Notify this device" (issue 39): only with JavaScript and a browser that has service workers and
// the Push API. The browser's permission is asked on the click, never on page load.
type State = "unsupported" | "checking" | "off" | "on" | "denied" | "working";

function supported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(b64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

async function api(path: string, method: string, body?: unknown): Promise<Response> {
  return fetch(path, { method, headers: { "Content-Type": "application/json", Accept: "application/json" }, body: body === undefined ? undefined : JSON.stringify(body) });
}

export function PushDevice() {
  const { t } = useT();
  // Unknown until the browser says (null): the server and the hydration render show "unsupported"
  // (the no-JavaScript text), a supporting browser "checking" until its subscription is read.
  const [known, setState] = useState<State | null>(null);
  const [message, setMessage] = useState("");
  const canPush = useClientValue(supported, false);
  const state: State = !canPush ? "unsupported" : (known ?? "checking");

  useEffect(() => {
    if (!supported()) return;
    navigator.serviceWorker.getRegistration().then(async (registration) => {
      const subscription = await registration?.pushManager.getSubscription();
      setState(Notification.permission === "denied" ? "denied" : subscription ? "on" : "off");
    }, () => setState("off"));
  }, []);

  async function enable() {
    setState("working");
    setMessage("");
    try {
      const permission = await Notification.requestPermission();
      if (permission !== "granted") {
        setState(permission === "denied" ? "denied" : "off");
        return;
      }
      const registration = await navigator.serviceWorker.ready;
      const keyResponse = await api("/api/push/vapid-public-key", "GET");
      if (!keyResponse.ok) throw new Error("key");
      const { key } = (await keyResponse.json()) as { key: string };
      const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
      const saved = await api("/api/push/subscriptions", "POST", subscription.toJSON());
      if (!saved.ok) {
        const { detail } = (await saved.json().catch(() => ({}))) as { detail?: string };
        await subscription.unsubscribe();
        throw new Error(detail ?? "save");
      }
      setState("on");
      setMessage(t("This device will get notifications."));
    } catch (error) {
      setState("off");
      const detail = error instanceof Error && !["key", "save"].includes(error.message) && error.name === "Error" ? error.message : "";
      setMessage(detail || t("This browser could not subscribe to notifications. Please try again later."));
    }
  }

  async function disable() {
    setState("working");
    setMessage("");
    try {
      const registration = await navigator.serviceWorker.ready;
      const subscription = await registration.pushManager.getSubscription();
      if (subscription) {
        await api("/api/push/subscriptions", "DELETE", { endpoint: subscription.endpoint });
        await subscription.unsubscribe();
      }
      setState("off");
      setMessage(t("This device will no longer get notifications."));
    } catch {
      setState("on");
      setMessage(t("Could not turn notifications off. Please try again."));
    }
  }

  return (
    <div className="push-device">
      {state === "unsupported" ? <p className="muted small">{t("Push notifications need a supported browser with JavaScript. Email stays as it is.")}</p> : null}
      {state === "denied" ? <p className="muted small">{t("Notifications are blocked for this site in your browser's settings.")}</p> : null}
      {state === "off" || state === "checking" || (state === "working" && !message) ? (
        <button type="button" className="secondary small" onClick={enable} disabled={state !== "off"}>
          {t("Notify this device")}
        </button>
      ) : null}
      {state === "on" ? (
        <button type="button" className="secondary small" onClick={disable}>
          {t("Stop notifications on this device")}
        </button>
      ) : null}
      <p role="status" className="small">
        {message}
      </p>
    </div>
  );
}
