// The built-in test checkout page (the provider when Stripe is not configured): the user sees
// what they are paying for and confirms a test payment. No card data, nothing is charged.
import { redirect, Link } from "react-router";
import { Form, useActionData } from "react-router";
import { requireUser, type Actor } from "~/lib/session.server";
import { pageAction } from "~/lib/page-action.server";
import { formatCents } from "~/lib/money";
import { HttpError } from "~/lib/http.server";
import { finishTestCheckout, testCheckoutView } from "~/features/payments/payments.server";
import { FormErrorText } from "~/ui/FormErrorText";
import type { FormFailure } from "~/lib/form-failure";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import type { Route } from "./+types/checkout.$id";

export const meta = titleMeta((t) => t("Test checkout · Kindred"));

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  try {
    return { session: await testCheckoutView(actor, params.id ?? "") };
  } catch (error) {
    if (error instanceof HttpError) throw new Response(error.message, { status: error.status });
    throw error;
  }
}

const finish = (outcome: "paid" | "cancelled") => ({
  run: async ({ actor, url }: { actor: Actor; url: URL }) => {
    const id = url.pathname.split("/").pop() ?? "";
    return redirect(await finishTestCheckout(actor, decodeURIComponent(id), outcome), 303);
  },
  failure: "An unexpected error occurred. Please try again.",
});

export const action = pageAction({ pay: finish("paid"), cancel: finish("cancelled") });

export default function TestCheckout({ loaderData }: Route.ComponentProps) {
  const { t, language } = useT();
  const { session } = loaderData;
  const failure = useActionData<FormFailure>();
  const amount = formatCents(session.amountCents, language);
  const price = session.mode === "subscription" ? t("{amount} per month", { amount }) : amount;
  // Once the checkout is over: back to the tab it was started from.
  const back =
    session.purpose === "fundraiser"
      ? { to: "/dashboard/fundraising", label: t("Back to Fundraising") }
      : { to: "/dashboard/subscription", label: t("Back to the Plan tab") };
  return (
    <main className="page narrow">
      <div className="card stack">
        <p className="badge warn" data-testid="test-checkout-badge">
          {t("Test checkout")}
        </p>
        <h1>{t("Confirm your payment")}</h1>
        <p>
          {t(
            "This is Kindred’s built-in test checkout. Online card payments are not configured on this server, so no card is asked for and nothing is charged.",
          )}
        </p>
        <dl className="stack">
          <div>
            <dt className="muted small">{t("You are paying for")}</dt>
            <dd data-testid="checkout-description">{session.description}</dd>
          </div>
          <div>
            <dt className="muted small">{t("Amount")}</dt>
            <dd data-testid="checkout-amount">
              <strong>{price}</strong>
            </dd>
          </div>
        </dl>
        <FormErrorText message={failure?.error} />
        {session.status === "open" ? (
          <div className="actions">
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="cancel" />
              <button type="submit" className="button secondary">
                {t("Cancel")}
              </button>
            </Form>
            <Form method="post" reloadDocument>
              <input type="hidden" name="intent" value="pay" />
              <button type="submit">{t("Pay {amount} (test, no charge)", { amount })}</button>
            </Form>
          </div>
        ) : (
          <>
            <p role="status">
              {session.status === "complete" ? t("This checkout has already been paid.") : t("This checkout was cancelled or has expired.")}
            </p>
            <p>
              <Link className="button" to={back.to}>
                {back.label}
              </Link>
            </p>
          </>
        )}
      </div>
    </main>
  );
}
