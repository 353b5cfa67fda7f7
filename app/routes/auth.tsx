import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { createSession, getActor, redirectWithToast, sessionCookieHeader } from "~/lib/session.server";
import { formObject, formValues, handleForm, type FormFailure } from "~/lib/form.server";
import { clientIp } from "~/lib/rate-limit.server";
import { register, requestPasswordReset, EMAIL_EXISTS_MESSAGE } from "~/features/auth/auth.server";
import { authenticator } from "~/features/auth/authenticator.server";
import { getFamily } from "~/features/family/family.server";
import { HttpError } from "~/lib/http.server";
import { Field } from "~/ui/Field";
import { FormErrorText, Modal } from "~/ui/Modal";

export const meta: MetaFunction = () => [{ title: "Sign in · Kindred" }];

type Mode = "signin" | "signup";
type AuthFailure = FormFailure & { resetEmail?: string };

export async function loader({ request }: LoaderFunctionArgs) {
  if (await getActor(request)) throw redirect("/dashboard");
  const url = new URL(request.url);
  const mode: Mode = url.searchParams.get("mode") === "signup" ? "signup" : "signin";
  return {
    mode,
    modal: url.searchParams.get("modal"),
    resetEmail: url.searchParams.get("email") ?? "",
    familyCode: (url.searchParams.get("code") ?? "").toUpperCase(),
  };
}

export async function action({ request }: ActionFunctionArgs) {
  const authRequest = request.clone();
  return handleForm(request, {
    signin: async () => {
      const user = await authenticator.authenticate("form", authRequest);
      const cookie = await sessionCookieHeader(createSession(user.id, "browser"));
      return redirectWithToast("/dashboard", `Welcome back, ${user.name}!`, "success", [cookie]);
    },
    signup: async (form) => {
      try {
        const result = await register(formObject(form), clientIp(request), "browser");
        const family = getFamily(result.familyId);
        const cookie = await sessionCookieHeader(result.accessToken);
        const message =
          form.get("family_option") === "join"
            ? `Welcome to ${family.name}! Your family code is ${result.familyCode}.`
            : `Welcome to Kindred! Your family code is ${result.familyCode}. Share it so your family can join.`;
        return redirectWithToast("/dashboard", message, "success", [cookie]);
      } catch (error) {
        // An existing email opens the reset-password modal, prefilled (§8).
        if (error instanceof HttpError && typeof error.detail === "object" && error.detail.error === "email_exists") {
          const email = String(form.get("email") ?? "").trim().toLowerCase();
          return data(
            { intent: "signup", error: EMAIL_EXISTS_MESSAGE, values: formValues(form), resetEmail: email } satisfies AuthFailure,
            { status: 400 },
          );
        }
        throw error;
      }
    },
    "request-reset": async (form) => {
      requestPasswordReset(formObject(form));
      return redirectWithToast(
        "/auth",
        "Password reset email sent! If an account exists for that address, a link to reset your password is on its way. It expires in 1 hour.",
      );
    },
  });
}

export default function AuthPage() {
  const loaderData = useLoaderData<typeof loader>();
  const failure = useActionData<AuthFailure>();
  const mode: Mode = failure?.intent === "signup" ? "signup" : failure?.intent === "signin" ? "signin" : loaderData.mode;
  const resetOpen = loaderData.modal === "reset" || failure?.intent === "request-reset" || Boolean(failure?.resetEmail);
  const resetEmail = failure?.resetEmail ?? (failure?.intent === "request-reset" ? failure.values.email : loaderData.resetEmail);
  const closeTo = mode === "signup" ? "/auth?mode=signup" : "/auth";

  return (
    <main className="page narrow">
      <p>
        <Link to="/" className="brand">
          Kindred
        </Link>
      </p>
      <div className="card">
        <nav className="row" aria-label="Sign in or sign up">
          <Link className={mode === "signin" ? "button small" : "button small secondary"} to="/auth" aria-current={mode === "signin" ? "page" : undefined}>
            Sign in
          </Link>
          <Link
            className={mode === "signup" ? "button small" : "button small secondary"}
            to="/auth?mode=signup"
            aria-current={mode === "signup" ? "page" : undefined}
          >
            Sign up
          </Link>
        </nav>
        {mode === "signin" ? (
          <SignInForm key="signin" failure={failure?.intent === "signin" ? failure : undefined} />
        ) : (
          <SignUpForm
            key="signup"
            failure={failure?.intent === "signup" ? failure : undefined}
            initialCode={loaderData.familyCode}
          />
        )}
      </div>
      {resetOpen ? <ResetModal closeTo={closeTo} email={resetEmail ?? ""} failure={failure?.intent === "request-reset" ? failure : undefined} /> : null}
    </main>
  );
}

function SignInForm({ failure }: { failure?: AuthFailure }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Form method="post" className="stack" aria-labelledby="signin-heading">
      <h1 id="signin-heading">Welcome back</h1>
      <input type="hidden" name="intent" value="signin" />
      <FormErrorText message={failure?.error} />
      <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={failure?.values.email} />
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

type CodeState = { status: "idle" } | { status: "ok"; name: string; memberCount: number; canJoin: boolean } | { status: "invalid" };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

function SignUpForm({ failure, initialCode }: { failure?: AuthFailure; initialCode: string }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const values = failure?.values ?? {};
  const [option, setOption] = useState(values.family_option === "join" || (!failure && initialCode) ? "join" : "create");
  const [code, setCode] = useState((values.family_code ?? initialCode).toUpperCase());
  const [email, setEmail] = useState(values.email ?? "");
  const [codeState, setCodeState] = useState<CodeState>({ status: "idle" });
  const [emailTaken, setEmailTaken] = useState(false);
  const [showSuper, setShowSuper] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [slow, setSlow] = useState(false);
  const codeInput = useRef<HTMLInputElement>(null);
  const debouncedCode = useDebounced(code, 1000);
  const debouncedEmail = useDebounced(email, 1000);

  useEffect(() => setHydrated(true), []);

  // Ctrl+Shift+S reveals the super admin code field (sign-up mode only).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey && e.shiftKey && e.key.toLowerCase() === "s") {
        e.preventDefault();
        setShowSuper((v) => !v);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  // Family code lookup 1 s after typing, at 6+ characters; fewer clears the state.
  useEffect(() => {
    const c = debouncedCode.trim().toUpperCase();
    if (c.length < 6) {
      setCodeState({ status: "idle" });
      return;
    }
    let cancelled = false;
    fetch(`/api/family-code/${encodeURIComponent(c)}`)
      .then(async (res) => {
        if (cancelled) return;
        if (!res.ok) return setCodeState({ status: "invalid" });
        const body = (await res.json()) as { name: string; member_count: number; can_join: boolean };
        setCodeState({ status: "ok", name: body.name, memberCount: body.member_count, canJoin: body.can_join });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [debouncedCode]);

  const codeInvalid = option === "join" && (codeState.status === "invalid" || (codeState.status === "ok" && !codeState.canJoin));
  useEffect(() => {
    codeInput.current?.setCustomValidity(codeInvalid ? "Please enter a valid family code" : "");
  }, [codeInvalid]);

  // Email check 1 s after typing, when it contains @.
  useEffect(() => {
    if (!debouncedEmail.includes("@")) {
      setEmailTaken(false);
      return;
    }
    let cancelled = false;
    fetch("/api/auth/check-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: debouncedEmail }),
    })
      .then(async (res) => {
        if (!cancelled && res.ok) setEmailTaken(((await res.json()) as { exists: boolean }).exists);
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [debouncedEmail]);

  // Registration taking longer than 10 s.
  useEffect(() => {
    if (navigation.state !== "submitting") {
      setSlow(false);
      return;
    }
    const t = setTimeout(() => setSlow(true), 10_000);
    return () => clearTimeout(t);
  }, [navigation.state]);

  return (
    <Form method="post" className="stack signup" aria-labelledby="signup-heading">
      <h1 id="signup-heading">Create your account</h1>
      <input type="hidden" name="intent" value="signup" />
      <FormErrorText message={failure?.error} />
      {slow ? (
        <FormErrorText message="Registration is taking longer than expected. Please check your family code and try again." />
      ) : null}
      <Field label="Your name" name="name" autoComplete="name" defaultValue={values.name} required />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {emailTaken ? (
        <p className="form-error" role="status">
          An account with this email already exists.{" "}
          <Link to={`/auth?mode=signup&modal=reset&email=${encodeURIComponent(email)}`}>Reset your password?</Link>
        </p>
      ) : null}
      <Field label="Password" name="password" type="password" autoComplete="new-password" required minLength={6} />
      <Field label="Confirm password" name="confirm_password" type="password" autoComplete="new-password" required />
      <fieldset>
        <legend>Family</legend>
        <div className="field checkbox">
          <input
            type="radio"
            id="opt-create"
            name="family_option"
            value="create"
            checked={option === "create"}
            onChange={() => setOption("create")}
          />
          <label htmlFor="opt-create">Create a new family</label>
        </div>
        <div className="field checkbox">
          <input type="radio" id="opt-join" name="family_option" value="join" checked={option === "join"} onChange={() => setOption("join")} />
          <label htmlFor="opt-join">Join a family with a code</label>
        </div>
        <div className="create-only">
          <Field label="Family name" name="family_name" defaultValue={values.family_name} maxLength={50} />
        </div>
        <div className="join-only">
          <div className="field">
            <label htmlFor="f-family_code">Family code</label>
            <input
              ref={codeInput}
              id="f-family_code"
              name="family_code"
              value={code}
              onChange={(e) => setCode(e.target.value.toUpperCase())}
              autoCapitalize="characters"
              maxLength={8}
            />
          </div>
          {option === "join" && codeState.status === "invalid" ? (
            <div className="form-error" role="alert">
              <strong>Invalid family code</strong>
              <br />
              Please check the code or ask your family admin for the correct code
            </div>
          ) : null}
          {option === "join" && codeState.status === "ok" ? (
            codeState.canJoin ? (
              <p className="lookup-ok" role="status">
                Joining {codeState.name} ({codeState.memberCount} members)
              </p>
            ) : (
              <p className="form-error" role="alert">
                {codeState.name} has reached its plan&apos;s member limit.
              </p>
            )
          ) : null}
        </div>
      </fieldset>
      {hydrated ? (
        showSuper ? (
          <Field label="Super admin code" name="super_admin_code" type="password" autoComplete="off" />
        ) : null
      ) : (
        <details>
          <summary className="small muted">Platform administrator?</summary>
          <Field label="Super admin code" name="super_admin_code" type="password" autoComplete="off" />
        </details>
      )}
      <button type="submit" disabled={busy || codeInvalid}>
        {busy ? "Creating account…" : "Create account"}
      </button>
    </Form>
  );
}

function ResetModal({ closeTo, email, failure }: { closeTo: string; email: string; failure?: AuthFailure }) {
  const busy = useNavigation().state !== "idle";
  return (
    <Modal title="Reset password" closeTo={closeTo}>
      <Form method="post" action="/auth">
        <input type="hidden" name="intent" value="request-reset" />
        <p>Enter your email and we will send you a link to choose a new password.</p>
        <FormErrorText message={failure?.error} />
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={email} id="reset-email" />
        <div className="actions">
          <Link to={closeTo} className="button secondary">
            Cancel
          </Link>
          <button type="submit" disabled={busy}>
            Send reset link
          </button>
        </div>
      </Form>
    </Modal>
  );
}
