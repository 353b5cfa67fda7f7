import { Form, useNavigation, Link } from "react-router";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { useT } from "~/lib/i18n/react";

export function SignInForm({ error, email }: { error?: string | null; email?: string }) {
  const { t } = useT();
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="stack" aria-labelledby="signin-heading">
      <h1 id="signin-heading">{t("Welcome back")}</h1>
      <input type="hidden" name="intent" value="signin" />
      <FormErrorText message={error} />
      <Field label={t("Email")} name="email" type="email" autoComplete="email" defaultValue={email} />
      <Field label={t("Password")} name="password" type="password" autoComplete="current-password" />
      <button type="submit" disabled={busy}>
        {busy ? t("Signing in…") : t("Sign in")}
      </button>
      <p className="small">
        <Link to="/auth?modal=reset">{t("Forgot your password?")}</Link>
      </p>
    </Form>
  );
}
