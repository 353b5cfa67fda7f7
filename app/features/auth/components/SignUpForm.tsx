import { Form, useNavigation, Link } from "react-router";
import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/ui/useClientValue";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { typed } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";

type CodeState = { status: "idle" } | { status: "ok"; name: string; memberCount: number; canJoin: boolean } | { status: "invalid" };

const IDLE: CodeState = { status: "idle" };

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * Sign-up: create a family or join one by code. With JavaScript the family code and the email
 * are checked 1 s after typing; without it the server answers the same errors after submit.
 */
export function SignUpForm({
  error,
  values,
  initialCode,
}: {
  error?: string | null;
  /** What was typed before a failed submit (undefined on a fresh form). */
  values?: Record<string, string | string[]>;
  initialCode: string;
}) {
  const { t } = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const v = (name: string) => typed(values, name);
  const [option, setOption] = useState(v("family_option") === "join" || (!values && initialCode) ? "join" : "create");
  const [code, setCode] = useState((v("family_code") ?? initialCode).toUpperCase());
  const [email, setEmail] = useState(v("email") ?? "");
  // Answers of the lookups, kept with what they answered: a stale answer is never shown.
  const [codeLookup, setCodeLookup] = useState<{ code: string; state: CodeState } | null>(null);
  const [emailCheck, setEmailCheck] = useState<{ email: string; exists: boolean } | null>(null);
  const [showSuper, setShowSuper] = useState(false);
  const hydrated = useHydrated();
  // The submission (navigation key) that has been running for more than 10 s.
  const [slowKey, setSlowKey] = useState<string | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const debouncedCode = useDebounced(code, 1000);
  const debouncedEmail = useDebounced(email, 1000);

  // Inputs stay uncontrolled (defaultValue/defaultChecked): on a slow connection people type before
  // the JavaScript arrives, and hydration must not wipe what they typed. Once hydrated, the state
  // the enhancements read is taken from the form as it is.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const field = (name: string) => form.elements.namedItem(name);
      const emailField = field("email");
      if (emailField instanceof HTMLInputElement) setEmail(emailField.value);
      if (codeInput.current) setCode(codeInput.current.value.toUpperCase());
      const join = form.querySelector<HTMLInputElement>("#opt-join");
      const create = form.querySelector<HTMLInputElement>("#opt-create");
      if (join?.checked) setOption("join");
      else if (create?.checked) setOption("create");
    }
  }, []);

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
  const lookupCode = debouncedCode.trim().toUpperCase();
  const codeState = lookupCode.length >= 6 && codeLookup?.code === lookupCode ? codeLookup.state : IDLE;
  useEffect(() => {
    const c = lookupCode;
    if (c.length < 6) return;
    let cancelled = false;
    fetch(`/api/family-code/${encodeURIComponent(c)}`)
      .then(async (res) => {
        if (cancelled) return;
        if (!res.ok) return setCodeLookup({ code: c, state: { status: "invalid" } });
        const body = (await res.json()) as { name: string; member_count: number; can_join: boolean };
        if (cancelled) return;
        setCodeLookup({ code: c, state: { status: "ok", name: body.name, memberCount: body.member_count, canJoin: body.can_join } });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [lookupCode]);

  const codeInvalid = option === "join" && (codeState.status === "invalid" || (codeState.status === "ok" && !codeState.canJoin));
  useEffect(() => {
    codeInput.current?.setCustomValidity(codeInvalid ? t("Please enter a valid family code") : "");
  }, [codeInvalid, t]);

  // Email check 1 s after typing, when it contains @.
  const emailTaken = debouncedEmail.includes("@") && emailCheck?.email === debouncedEmail && emailCheck.exists;
  useEffect(() => {
    if (!debouncedEmail.includes("@")) return;
    let cancelled = false;
    fetch("/api/auth/check-email", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: debouncedEmail }),
    })
      .then(async (res) => {
        if (cancelled || !res.ok) return;
        const { exists } = (await res.json()) as { exists: boolean };
        if (!cancelled) setEmailCheck({ email: debouncedEmail, exists });
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [debouncedEmail]);

  // Registration taking longer than 10 s (only while that submission is still running).
  const submissionKey = navigation.state === "submitting" ? navigation.location.key : null;
  const slow = submissionKey !== null && slowKey === submissionKey;
  useEffect(() => {
    if (submissionKey === null) return;
    const t = setTimeout(() => setSlowKey(submissionKey), 10_000);
    return () => clearTimeout(t);
  }, [submissionKey]);

  return (
    <Form ref={formRef} method="post" className="stack signup" aria-labelledby="signup-heading">
      <h1 id="signup-heading">{t("Create your account")}</h1>
      <input type="hidden" name="intent" value="signup" />
      <FormErrorText message={error} />
      {slow ? (
        <FormErrorText message={t("Registration is taking longer than expected. Please check your family code and try again.")} />
      ) : null}
      <Field label={t("Your name")} name="name" autoComplete="name" defaultValue={v("name")} required />
      <Field
        label={t("Email")}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {emailTaken ? (
        <p className="form-error" role="status">
          {t("An account with this email already exists.")}{" "}
          <Link to={`/auth?mode=signup&modal=reset&email=${encodeURIComponent(email)}`}>{t("Reset your password?")}</Link>
        </p>
      ) : null}
      <Field label={t("Password")} name="password" type="password" autoComplete="new-password" required minLength={6} />
      <Field label={t("Confirm password")} name="confirm_password" type="password" autoComplete="new-password" required />
      <fieldset>
        <legend>{t("Family")}</legend>
        <div className="field checkbox">
          <input
            type="radio"
            id="opt-create"
            name="family_option"
            value="create"
            defaultChecked={option === "create"}
            onChange={() => setOption("create")}
          />
          <label htmlFor="opt-create">{t("Create a new family")}</label>
        </div>
        <div className="field checkbox">
          <input type="radio" id="opt-join" name="family_option" value="join" defaultChecked={option === "join"} onChange={() => setOption("join")} />
          <label htmlFor="opt-join">{t("Join a family with a code")}</label>
        </div>
        <div className="create-only">
          <Field label={t("Family name")} name="family_name" defaultValue={v("family_name")} maxLength={50} />
        </div>
        <div className="join-only">
          <div className="field">
            <label htmlFor="f-family_code">{t("Family code")}</label>
            <input
              ref={codeInput}
              id="f-family_code"
              name="family_code"
              defaultValue={code}
              onChange={(e) => {
                const upper = e.target.value.toUpperCase();
                if (upper !== e.target.value) e.target.value = upper;
                setCode(upper);
              }}
              autoCapitalize="characters"
              maxLength={8}
            />
          </div>
          {option === "join" && codeState.status === "invalid" ? (
            <div className="form-error" role="alert">
              <strong>{t("Invalid family code")}</strong>
              <br />
              {t("Please check the code or ask your family admin for the correct code")}
            </div>
          ) : null}
          {option === "join" && codeState.status === "ok" ? (
            codeState.canJoin ? (
              <p className="lookup-ok" role="status">
                {t("{count, plural, one {Joining {name} (# member)} other {Joining {name} (# members)}}", { name: codeState.name, count: codeState.memberCount })}
              </p>
            ) : (
              <p className="form-error" role="alert">
                {t("{name} has reached its plan's member limit.", { name: codeState.name })}
              </p>
            )
          ) : null}
        </div>
      </fieldset>
      {hydrated ? (
        showSuper ? (
          <Field label={t("Super admin code")} name="super_admin_code" type="password" autoComplete="off" />
        ) : null
      ) : (
        <details>
          <summary className="small muted">{t("Platform administrator?")}</summary>
          <Field label={t("Super admin code")} name="super_admin_code" type="password" autoComplete="off" />
        </details>
      )}
      <button type="submit" disabled={busy || codeInvalid}>
        {busy ? t("Creating account…") : t("Create account")}
      </button>
    </Form>
  );
}
