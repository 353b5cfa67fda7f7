import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useNavigate } from "@remix-run/react";
import { useEffect } from "react";
import { formObject, handleForm, type FormFailure } from "~/lib/form.server";
import { resetPassword } from "~/features/auth/auth.server";
import { MSG } from "~/features/auth/messages";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/Modal";

export const meta: MetaFunction = () => [{ title: "Reset password · Kindred" }];

export function loader({ request }: LoaderFunctionArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: ActionFunctionArgs) {
  return handleForm(request, {
    reset: async (form) => ({ done: true as const, message: (await resetPassword(formObject(form))).message }),
  });
}

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  const result = useActionData<FormFailure | { done: true; message: string }>();
  const busy = useNavigation().state !== "idle";
  const navigate = useNavigate();
  const done = result && "done" in result;
  useEffect(() => {
    if (!done) return;
    const t = setTimeout(() => navigate("/auth"), 3000);
    return () => clearTimeout(t);
  }, [done, navigate]);

  return (
    <main className="page narrow">
      {/* Without JavaScript the browser follows this after 3 seconds. */}
      {done ? <meta httpEquiv="refresh" content="3;url=/auth" /> : null}
      <div className="card stack">
        <h1>Choose a new password</h1>
        {done ? (
          <p className="form-ok" role="status">
            {result.message} Taking you to sign in…
          </p>
        ) : !token ? (
          <p className="form-error" role="alert">
            {MSG.missingToken}
          </p>
        ) : (
          <Form method="post" className="stack">
            <input type="hidden" name="intent" value="reset" />
            <input type="hidden" name="token" value={token} />
            <FormErrorText message={result && "error" in result ? result.error : null} />
            <Field label="New password" name="new_password" type="password" autoComplete="new-password" required />
            <Field label="Confirm new password" name="confirm_password" type="password" autoComplete="new-password" required />
            <button type="submit" disabled={busy}>
              Reset password
            </button>
          </Form>
        )}
        <p className="small">
          <Link to="/auth">Back to sign in</Link>
        </p>
      </div>
    </main>
  );
}
