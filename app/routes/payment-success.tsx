// The checkout result page (§2, §4, §8): checks the payment up to 5 times, 2 s apart, and shows
// checking, success, failed, error or timeout. The first check runs in the loader; with
// JavaScript the page polls the status call, without it the page refreshes itself (a meta
// refresh inside <noscript> carrying the attempt number) and ends in the same states.
import { redirect, Link } from "react-router";
import { useNavigate } from "react-router";
import { useEffect, useState } from "react";
import { useHydrated } from "~/ui/useClientValue";
import { getActor } from "~/lib/session.server";
import { checkPaymentStatus } from "~/features/payments/payments.server";
import { useT } from "~/lib/i18n/react";
import { metaTranslator } from "~/ui/meta";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = ({ matches }) => [{ title: metaTranslator(matches).t("Payment status · Kindred") }];

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
        {state === "checking" ? (
          <>
            <h1>{t("Checking your payment…")}</h1>
            <p role="status">
              {t("Please wait while we confirm your payment (check {attempt} of {max}).", { attempt, max: MAX_CHECKS })}
            </p>
            {!hydrated ? (
              <p>
                <a className="button secondary" href={nextHref(sessionId, attempt)}>
                  {t("Check again")}
                </a>
              </p>
            ) : null}
          </>
        ) : null}
        {state === "success" ? (
          <>
            <h1>{t("Payment successful!")}</h1>
            <p role="status">{t("Thank you! Your family’s plan is now active. Taking you to the dashboard in 3 seconds…")}</p>
          </>
        ) : null}
        {state === "failed" ? (
          <>
            <h1>{t("Payment failed")}</h1>
            <p>{t("There was an issue processing your payment. Please try again.")}</p>
            <p className="form-error" role="alert">
              {t("Payment session expired. Please try again.")}
            </p>
            <p>
              <Link className="button secondary" to="/dashboard/subscription">
                {t("Try again")}
              </Link>
            </p>
          </>
        ) : null}
        {state === "timeout" ? (
          <>
            <h1>{t("We could not verify your payment yet")}</h1>
            <p>{t("Your payment could not be verified yet. Please check your email for a receipt before trying again.")}</p>
            <p className="form-error" role="alert">
              {t("Payment status check timed out. Please check your account.")}
            </p>
          </>
        ) : null}
        {state === "error" ? (
          <>
            <h1>{t("Something went wrong")}</h1>
            <p className="form-error" role="alert">
              {t("Error checking payment status. Please contact support.")}
            </p>
          </>
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
