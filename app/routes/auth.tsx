import { redirect, Link } from "react-router";
import type { TextWithValues } from "~/lib/http.server";
import { pageLanguage } from "~/lib/i18n/language.server";
import { useActionData } from "react-router";
import { createSession, getActor, redirectWithToast, sessionCookieHeader } from "~/lib/session.server";
import { publicPageAction, type FormFailure, type FormInput } from "~/lib/page-action.server";
import { clientAddress } from "~/lib/request-context.server";
import { register, requestPasswordReset } from "~/features/auth/auth.server";
import { authenticator } from "~/features/auth/authenticator.server";
import { EMAIL_EXISTS_MESSAGE } from "~/features/auth/messages";
import { getFamily } from "~/features/family/family.server";
import { SignInForm } from "~/features/auth/components/SignInForm";
import { SignUpForm } from "~/features/auth/components/SignUpForm";
import { ResetRequestModal } from "~/features/auth/components/ResetRequestModal";
import { typed, useModalState } from "~/ui/useModalState";
import { PublicPage } from "~/features/i18n/components/PublicPage";
import { metaTranslator } from "~/ui/meta";
import { useT } from "~/lib/i18n/react";
import type { Route } from "./+types/auth";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: t("Sign in · Kindred") },
    { name: "description", content: t("Sign in to your family's private Kindred group, or create a family and invite relatives with a code.") },
  ];
};

type Mode = "signin" | "signup";

/** A refused sign-in's Retry-After reaches the browser (a document answer takes only these headers). */
export function headers({ actionHeaders }: Route.HeadersArgs) {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
}

export async function loader({ request, url }: Route.LoaderArgs) {
  if (await getActor(request)) throw redirect("/dashboard");
  const mode: Mode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  return {
    mode,
    resetEmail: url.searchParams.get("email") ?? "",
    familyCode: (url.searchParams.get("code") ?? "").toUpperCase(),
  };
}

/** remix-auth's FormStrategy reads the form itself: it gets the fields the page action already read. */
function signInRequest(request: Request, input: FormInput): Request {
  const body = new URLSearchParams();
  for (const [k, v] of Object.entries(input)) if (typeof v === "string") body.set(k, v);
  const headers = new Headers(request.headers);
  headers.delete("Content-Length");
  headers.set("Content-Type", "application/x-www-form-urlencoded");
  return new Request(request.url, { method: "POST", headers, body });
}

export const action = publicPageAction({
  signin: {
    run: async ({ request, input }) => {
      const user = await authenticator.authenticate("form", signInRequest(request, input));
      const cookie = await sessionCookieHeader(await createSession(user.id, "browser"));
      return redirectWithToast("/dashboard", { id: "Welcome back, {name}!", values: { name: user.name } }, "success", [cookie]);
    },
    failure: "Login failed. Please try again.",
  },
  signup: {
    run: async ({ input, request }) => {
      const result = await register(input, clientAddress(), "browser", await pageLanguage(request));
      const cookie = await sessionCookieHeader(result.accessToken);
      const message: TextWithValues =
        input.family_option === "join"
          ? { id: "Welcome to {family}! Your family code is {code}.", values: { family: (await getFamily(result.familyId)).name, code: result.familyCode } }
          : { id: "Welcome to Kindred! Your family code is {code}. Share it so your family can join.", values: { code: result.familyCode } };
      return redirectWithToast("/dashboard", message, "success", [cookie]);
    },
    failure: "Registration failed. Please try again.",
  },
  "request-reset": {
    run: ({ input }) => requestPasswordReset(input),
    success:
      "Password reset email sent! If an account exists for that address, a link to reset your password is on its way. It expires in 1 hour.",
    failure: "Failed to send reset email. Please try again.",
    modal: "reset",
  },
});

export default function AuthPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const failure = useActionData<FormFailure>();
  const m = useModalState();
  const signin = failure?.intent === "signin" ? failure : undefined;
  const signup = failure?.intent === "signup" ? failure : undefined;
  const mode: Mode = signin ? "signin" : signup ? "signup" : loaderData.mode;
  // An existing email opens the reset-password modal, prefilled with that email (§8).
  // (The page action shows the error in the page's language.)
  const emailExists = signup?.error === EMAIL_EXISTS_MESSAGE || signup?.error === t(EMAIL_EXISTS_MESSAGE);
  const resetOpen = m.modal === "reset" || emailExists;
  const resetEmail = emailExists
    ? (typed(signup?.values, "email") ?? "").trim().toLowerCase()
    : (typed(m.values, "email") ?? loaderData.resetEmail);
  const closeTo = mode === "signup" ? "/auth?mode=signup" : "/auth";

  return (
    <PublicPage>
      <p>
        <Link to="/" className="brand">
          Kindred
        </Link>
      </p>
      <div className="card">
        <nav className="row" aria-label={t("Sign in or sign up")}>
          <Link className={mode === "signin" ? "button small" : "button small secondary"} to="/auth" aria-current={mode === "signin" ? "page" : undefined}>
            {t("Sign in")}
          </Link>
          <Link
            className={mode === "signup" ? "button small" : "button small secondary"}
            to="/auth?mode=signup"
            aria-current={mode === "signup" ? "page" : undefined}
          >
            {t("Sign up")}
          </Link>
        </nav>
        {mode === "signin" ? (
          <SignInForm key="signin" error={signin?.error} email={typed(signin?.values, "email")} />
        ) : (
          <SignUpForm key="signup" error={signup?.error} values={signup?.values} initialCode={loaderData.familyCode} />
        )}
      </div>
      {resetOpen ? <ResetRequestModal closeTo={closeTo} email={resetEmail} error={m.modal === "reset" ? m.error : null} /> : null}
    </PublicPage>
  );
}
