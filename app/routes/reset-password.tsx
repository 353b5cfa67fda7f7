import { Form, useNavigation, useNavigate } from "react-router";
import { useEffect } from "react";
import { publicPageAction } from "~/lib/page-action.server";
import { resetPassword } from "~/features/auth/auth.server";
import { MSG, RESET_DONE_MESSAGE } from "~/features/auth/messages";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { metaTranslator } from "~/ui/meta";
import { PublicCard } from "~/features/home/components/PublicCard";
import type { Route } from "./+types/reset-password";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: t("Reset password · Kindred") },
    { name: "description", content: t("Choose a new password for your Kindred account.") },
  ];
};

export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", done: url.searchParams.get("done") === "1" };
}

export const action = publicPageAction({
  // Success lands on ?done=1 (POST/redirect/GET), which says so and moves on to sign-in.
  reset: { run: ({ input }) => resetPassword(input), redirectTo: "/reset-password?done=1", failure: "Failed to reset password. Please try again." },
});

export default function ResetPasswordPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { token, done } = loaderData;
  const pageError = useModalState().errorOnPage(false);
  const busy = useNavigation().state !== "idle";
  const navigate = useNavigate();
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate("/auth"), 3000);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  return (
    <PublicCard title={t("Choose a new password")} signIn={t("Back to sign in")}>
      {/* Without JavaScript the browser follows this after 3 seconds (React puts it in the <head>). */}
      {done ? <meta httpEquiv="refresh" content="3;url=/auth" /> : null}
      {done ? (
        <p className="form-ok" role="status">
          {t(RESET_DONE_MESSAGE)} {t("Taking you to sign in…")}
        </p>
      ) : !token ? (
        <p className="form-error" role="alert">
          {t(MSG.missingToken)}
        </p>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="token" value={token} />
          <FormErrorText message={pageError} />
          <Field label={t("New password")} name="new_password" type="password" autoComplete="new-password" required />
          <Field label={t("Confirm new password")} name="confirm_password" type="password" autoComplete="new-password" required />
          <button type="submit" disabled={busy}>
            {t("Reset password")}
          </button>
        </Form>
      )}
    </PublicCard>
  );
}
