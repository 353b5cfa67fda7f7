// Claiming a place in a family that was moved to this server (issue 29): the emailed link opens
// this page; choosing a password signs in to the account that kept the person's role and posts.
import { Form, useNavigation } from "react-router";
import { publicPageAction } from "~/lib/page-action.server";
import { HttpError } from "~/lib/http.server";
import { sessionCookieHeader, redirectWithToast } from "~/lib/session.server";
import { claimInfo, claimPlace } from "~/features/export/claim.server";
import { roleLabel } from "~/lib/permissions";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { useModalState } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import { PublicCard } from "~/features/home/components/PublicCard";
import type { Route } from "./+types/claim.$token";

export const meta = titleMeta((t) => t("Claim your place · Kindred"));

export async function loader({ params }: Route.LoaderArgs) {
  try {
    return { claim: await claimInfo(params.token ?? ""), invalid: null };
  } catch (error) {
    if (error instanceof HttpError) return { claim: null, invalid: error.message };
    throw error;
  }
}

export const action = publicPageAction({
  claim: {
    run: async ({ input, url }) => {
      const token = decodeURIComponent(url.pathname.split("/").pop() ?? "");
      const { accessToken } = await claimPlace({ ...input, token }, "browser");
      return redirectWithToast("/dashboard", "Welcome back! Your place in the family is yours again.", "success", [await sessionCookieHeader(accessToken)]);
    },
    failure: "Failed to claim your place. Please try again.",
  },
});

export default function ClaimPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { claim, invalid } = loaderData;
  const pageError = useModalState().errorOnPage(false);
  const busy = useNavigation().state !== "idle";
  return (
    <PublicCard title={t("Claim your place")} signIn={t("Sign in")}>
      {claim ? (
        <>
          <p>
            {t("{family} has moved to this server. Your place is waiting: {name} ({email}), {role}. Choose a password to sign in.", {
              family: claim.family_name,
              name: claim.name,
              email: claim.email,
              role: t(roleLabel(claim.role)),
            })}
          </p>
          <Form method="post" className="stack">
            <input type="hidden" name="intent" value="claim" />
            <FormErrorText message={pageError} />
            <Field label={t("Password")} name="password" type="password" autoComplete="new-password" required minLength={6} />
            <Field label={t("Confirm password")} name="confirm_password" type="password" autoComplete="new-password" required />
            <button type="submit" disabled={busy}>
              {t("Claim my place")}
            </button>
          </Form>
        </>
      ) : (
        <p className="form-error" role="alert">
          {invalid ? t(invalid) : null}
        </p>
      )}
    </PublicCard>
  );
}
