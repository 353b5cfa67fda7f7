// The checkout result page (§2, §4, §8): checks the payment up to 5 times, 2 s apart, and shows
// checking, success, failed, error or timeout. The first check runs in the loader; with
// JavaScript the page polls the status call, without it the page refreshes itself (a meta
// refresh inside <noscript> carrying the attempt number) and ends in the same states.
import { redirect, Link } from "react-router";
import { useNavigate } from "react-router";
import { useEffect, useState } from "react";
import { useHydrated } from "~/ui/useClientValue";
import { FormErrorText } from "~/ui/FormErrorText";
import { getActor } from "~/lib/session.server";
import { checkPaymentStatus } from "~/features/payments/payments.server";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/payment-success";

export const meta = titleMeta((t) => t("Payment status · Kindred"));

const MAX_CHECKS = 5;
const CHECK_INTERVAL_MS = 2000;
const SUCCESS_REDIRECT_MS = 3000;

type State = "checking" | "success" | "failed" | "error" | "timeout";

function stateFrom(status: { payment_status: string; status: string }, attempt: number): State {
  if (status.payment_status === "paid") return "success";
  if (status.status === "expired") return "failed";
  return attempt >= MAX_CHECKS ? "timeout" : "checking";
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const actor = await getActor(request);
  if (!actor) throw redirect("/");
  const sessionId = (url.searchParams.get("session_id") ?? "").trim().slice(0, 255);
  const rawAttempt = Number(url.searchParams.get("attempt") ?? "1");
  const attempt = Number.isInteger(rawAttempt) ? Math.min(Math.max(rawAttempt, 1), MAX_CHECKS) : 1;
  let state: State = "error";
  if (sessionId) {
    try {
      state = stateFrom(await checkPaymentStatus(actor, sessionId), attempt);
    } catch {
      state = "error";
    }
  }
  return { sessionId, attempt, state };
}

const nextHref = (sessionId: string, attempt: number) =>
  `/payment-success?session_id=${encodeURIComponent(sessionId)}&attempt=${attempt + 1}`;

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const data = loaderData;
  return <PaymentResult key={`${data.sessionId}-${data.attempt}`} {...data} />;
}

function PaymentResult({ sessionId, attempt: firstAttempt, state: firstState }: { sessionId: string; attempt: number; state: State }) {
  const { t } = useT();
  const [state, setState] = useState<State>(firstState);
  const [attempt, setAttempt] = useState(firstAttempt);
  const hydrated = useHydrated();
  const navigate = useNavigate();

  // With JavaScript: the remaining checks, 2 s apart, through the status call.
  useEffect(() => {
    if (state !== "checking") return;
    const check = async () => {
      const next = attempt + 1;
      try {
        const res = await fetch(`/api/payments/status/${encodeURIComponent(sessionId)}`, { credentials: "same-origin" });
        if (!res.ok) return setState("error");
        const body = (await res.json()) as { payment_status: string; status: string };
        setAttempt(next);
        setState(stateFrom(body, next));
      } catch {
        setState("error");
      }
    };
    const timer = setTimeout(() => void check(), CHECK_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [state, attempt, sessionId]);

  // Success: the dashboard (with fresh data, ?updated=1) after 3 s.
  useEffect(() => {
    if (state !== "success") return;
    const timer = setTimeout(() => void navigate("/dashboard?updated=1"), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state, navigate]);

  // What each state says: its heading, then its progress (announced as a status), what it means,
  // or why it went wrong (announced as an alert).
  const says: { title: string; status?: string; text?: string; error?: string } = {
    checking: {
      title: t("Checking your payment…"),
      status: t("Please wait while we confirm your payment (check {attempt} of {max}).", { attempt, max: MAX_CHECKS }),
    },
    success: {
      title: t("Payment successful!"),
      status: t("Thank you! Your family’s plan is now active. Taking you to the dashboard in 3 seconds…"),
    },
    failed: {
      title: t("Payment failed"),
      text: t("There was an issue processing your payment. Please try again."),
      error: t("Payment session expired. Please try again."),
    },
    timeout: {
      title: t("We could not verify your payment yet"),
      text: t("Your payment could not be verified yet. Please check your email for a receipt before trying again."),
      error: t("Payment status check timed out. Please check your account."),
    },
    error: { title: t("Something went wrong"), error: t("Error checking payment status. Please contact support.") },
  }[state];

  return (
    <main className="page narrow">
      {!hydrated && state === "checking" ? (
        <noscript>
          <meta httpEquiv="refresh" content={`${CHECK_INTERVAL_MS / 1000};url=${nextHref(sessionId, attempt)}`} />
        </noscript>
      ) : null}
      {!hydrated && state === "success" ? (
        <noscript>
          <meta httpEquiv="refresh" content={`${SUCCESS_REDIRECT_MS / 1000};url=/dashboard?updated=1`} />
        </noscript>
      ) : null}
      <div className="card stack center" data-testid="payment-state" data-state={state}>
        <h1>{says.title}</h1>
        {says.status ? <p role="status">{says.status}</p> : null}
        {says.text ? <p>{says.text}</p> : null}
        <FormErrorText message={says.error} />
        {state === "checking" && !hydrated ? (
          <p>
            <a className="button secondary" href={nextHref(sessionId, attempt)}>
              {t("Check again")}
            </a>
          </p>
        ) : null}
        {state === "failed" ? (
          <p>
            <Link className="button secondary" to="/dashboard/subscription">
              {t("Try again")}
            </Link>
          </p>
        ) : null}
        <p>
          <Link className="button" to={state === "success" ? "/dashboard?updated=1" : "/dashboard"}>
            {t("Return to Dashboard")}
          </Link>
        </p>
      </div>
    </main>
  );
}
