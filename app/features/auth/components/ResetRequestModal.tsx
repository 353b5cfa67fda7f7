import { Form, useNavigation, Link } from "react-router";
import { Field } from "~/ui/Field";
import { Modal } from "~/ui/Modal";
import { FormErrorText } from "~/ui/FormErrorText";
import { useT } from "~/lib/i18n/react";

/** "Forgot your password?": asks for the email and posts the reset request to /auth. */
export function ResetRequestModal({ closeTo, email, error }: { closeTo: string; email: string; error?: string | null }) {
  const { t } = useT();
  const busy = useNavigation().state !== "idle";
  return (
    <Modal title={t("Reset password")} closeTo={closeTo}>
      <Form method="post" action="/auth">
        <input type="hidden" name="intent" value="request-reset" />
        <p>{t("Enter your email and we will send you a link to choose a new password.")}</p>
        <FormErrorText message={error} />
        <Field label={t("Email")} name="email" type="email" autoComplete="email" defaultValue={email} id="reset-email" />
        <div className="actions">
          <Link to={closeTo} className="button secondary">
            {t("Cancel")}
          </Link>
          <button type="submit" disabled={busy}>
            {t("Send reset link")}
          </button>
        </div>
      </Form>
    </Modal>
  );
}
