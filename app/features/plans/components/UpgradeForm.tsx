// The Upgrade button. Without JavaScript it is a plain form: the page action answers with a 303
// to the checkout. With JavaScript (§4): the checkout call, the browser sent to the returned URL
// after 1 s, a 10 s watchdog that clears the loading state and shows an error, and a link to open
// the checkout in a new tab if the redirect did not happen. Messages are §8 Checkout's.
import { Form } from "react-router";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useT } from "~/lib/i18n/react";

const REDIRECT_DELAY_MS = 1000;
const WATCHDOG_MS = 10_000;

export function checkoutErrorMessage(status: number, detail: unknown): string {
  if (status === 401) return "Please log in to upgrade your subscription";
  if (status === 400) return "Invalid subscription package selected";
  if (status === 404) return "Family group not found. Please try refreshing the page.";
  if (typeof detail === "string" && detail) return detail;
  return "An unexpected error occurred. Please try again.";
}

export function UpgradeForm({ tier, label }: { tier: string; label: string }) {
  const [phase, setPhase] = useState<"idle" | "loading" | "redirecting">("idle");
  const [error, setError] = useState<string | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const { t } = useT();

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    timers.current.forEach(clearTimeout);
    setError(null);
    setUrl(null);
    setPhase("loading");
    timers.current = [
      setTimeout(() => {
        setPhase("idle");
        setError("Failed to create checkout session");
      }, WATCHDOG_MS),
    ];
    const fail = (message: string) => {
      timers.current.forEach(clearTimeout);
      setPhase("idle");
      setError(message);
    };
    let res: Response;
    try {
      res = await fetch("/api/payments/checkout/subscription", {
        method: "POST",
        credentials: "same-origin",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ package_id: tier }),
      });
    } catch {
      return fail("Network error. Please check your connection and try again.");
    }
    let body: { url?: unknown; detail?: unknown } = {};
    try {
      body = (await res.json()) as typeof body;
    } catch {
      // not JSON
    }
    if (!res.ok) return fail(checkoutErrorMessage(res.status, body.detail));
    if (typeof body.url !== "string" || !body.url) return fail("Invalid checkout session response");
    const target = body.url;
    setUrl(target);
    setPhase("redirecting");
    timers.current.push(setTimeout(() => window.location.assign(target), REDIRECT_DELAY_MS));
  }

  return (
    <Form method="post" onSubmit={onSubmit} className="stack">
      <input type="hidden" name="intent" value="upgrade" />
      <input type="hidden" name="package_id" value={tier} />
      <button type="submit" disabled={phase !== "idle"} aria-busy={phase !== "idle"}>
        {phase === "loading" ? t("Starting checkout…") : phase === "redirecting" ? t("Redirecting to checkout…") : t("Upgrade to {plan}", { plan: label })}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {t(error)}
          {url ? (
            <>
              {" "}
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t("Open checkout in a new tab")}
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {phase === "redirecting" && url ? (
        <p className="small muted" role="status">
          {t("Taking you to the checkout… If nothing happens,")}{" "}
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t("open the checkout in a new tab")}
          </a>
          .
        </p>
      ) : null}
    </Form>
  );
}
