import { Form, useNavigation, Link } from "react-router";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/Modal";

export function SignInForm({ error, email }: { error?: string | null; email?: string }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="stack" aria-labelledby="signin-heading">
      <h1 id="signin-heading">Welcome back</h1>
      <input type="hidden" name="intent" value="signin" />
      <FormErrorText message={error} />
      <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={email} />
      <Field label="Password" name="password" type="password" autoComplete="current-password" />
      <button type="submit" disabled={busy}>
        {busy ? "Signing in…" : "Sign in"}
      </button>
      <p className="small">
        <Link to="/auth?modal=reset">Forgot your password?</Link>
      </p>
    </Form>
  );
}
