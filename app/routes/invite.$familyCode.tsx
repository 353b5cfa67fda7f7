import { data, redirect } from "react-router";
import { pageLanguage } from "~/lib/i18n/language.server";
import {
  Form,
  Link,
  isRouteErrorResponse,
  useActionData,
  useNavigation,
  useRouteError,
  type ClientLoaderFunctionArgs,
} from "react-router";
import { useEffect, useRef, useState, type CSSProperties } from "react";
import { getActor, redirectWithToast, sessionCookieHeader } from "~/lib/session.server";
import { publicPageAction, type FormFailure } from "~/lib/page-action.server";
import { clientAddress } from "~/lib/request-context.server";
import { HttpError } from "~/lib/http.server";
import { inviteInfo } from "~/features/family/family.server";
import { register } from "~/features/auth/auth.server";
import { Field } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { typed } from "~/ui/useModalState";
import { useT } from "~/lib/i18n/react";
import { metaTranslator } from "~/ui/meta";
import { PublicPage } from "~/features/i18n/components/PublicPage";
import { LinkButtons, PublicCard } from "~/features/home/components/PublicCard";
import type { Route } from "./+types/invite.$familyCode";

export const meta: Route.MetaFunction = ({ matches }) => {
  const { t } = metaTranslator(matches);
  return [
    { title: t("You're invited · Kindred") },
    { name: "description", content: t("You have been invited to join a family on Kindred: announcements, events, photos and birthdays in one private place.") },
  ];
};

const TIMEOUT_MESSAGE = "Loading timed out. Please try refreshing the page.";
const LOAD_FAILED = "Unable to load family information. Please try again later.";

export async function loader({ request, params }: Route.LoaderArgs) {
  if (await getActor(request)) throw redirect("/dashboard");
  try {
    return { info: await inviteInfo(params.familyCode ?? "", clientAddress()), code: (params.familyCode ?? "").toUpperCase() };
  } catch (error) {
    if (error instanceof HttpError) throw data({ message: error.message }, { status: error.status });
    throw data({ message: LOAD_FAILED }, { status: 500 });
  }
}

// With JavaScript, loading gives up after 10 s.
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Response(JSON.stringify({ message: TIMEOUT_MESSAGE }), { status: 408 })), 10_000),
  );
  return Promise.race([serverLoader<typeof loader>(), timeout]);
}

/** The family code of /invite/{code} (the action gets the request, not the route params). */
const codeOf = (url: URL) => url.pathname.split("/")[2] ?? "";

export const action = publicPageAction({
  register: {
    run: async ({ url, input, request }) => {
      const result = await register(
        { ...input, family_option: "join", family_code: codeOf(url), from_invite_link: true },
        clientAddress(),
        "browser",
        await pageLanguage(request),
      );
      const cookie = await sessionCookieHeader(result.accessToken);
      return redirectWithToast("/dashboard", { id: "Welcome to the family! Your family code is {code}.", values: { code: result.familyCode } }, "success", [cookie]);
    },
    failure: "Registration failed. Please try again.",
  },
});

export default function InvitePage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const { info, code } = loaderData;
  const failure = useActionData<FormFailure>();
  const busy = useNavigation().state !== "idle";
  const v = (name: string) => typed(failure?.values, name) ?? "";
  const [filled, setFilled] = useState({ name: v("name"), email: v("email"), password: "", confirm: "" });
  const [mismatch, setMismatch] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  // The inputs stay uncontrolled, so hydration never wipes what was typed before the JavaScript
  // arrived (slow phones); once hydrated, the state the button reads is taken from the form.
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (form) {
      const value = (name: string) => {
        const el = form.elements.namedItem(name);
        return el instanceof HTMLInputElement ? el.value : "";
      };
      const typed = { name: value("name"), email: value("email"), password: value("password"), confirm: value("confirm_password") };
      setFilled(typed);
      setMismatch(typed.confirm !== "" && typed.password !== typed.confirm);
    }
    setHydrated(true);
  }, []);
  const complete = Object.values(filled).every((x) => x.trim() !== "");
  const set = (k: keyof typeof filled) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const next = { ...filled, [k]: e.target.value };
    setFilled(next);
    setMismatch(next.confirm !== "" && next.password !== next.confirm);
  };
  return (
    <PublicPage>
      <div
        className={info.branding?.accent_color ? "card stack branded-card" : "card stack"}
        style={info.branding?.accent_color ? ({ "--family-accent": info.branding.accent_color } as CSSProperties) : undefined}
        data-testid="invite-card"
      >
        {info.branding?.logo_url ? (
          <img className="invite-logo" src={info.branding.logo_url} alt={t("{family} logo", { family: info.family_name })} data-testid="invite-logo" />
        ) : null}
        <p className="muted">{t("You're invited to join")}</p>
        <h1>{info.family_name}</h1>
        {info.description ? <p>{info.description}</p> : null}
        <p className="muted">
          {t("{count, plural, one {# member} other {# members}}", { count: info.member_count })} · {t("code")} <strong>{code}</strong>
        </p>
        <Form ref={formRef} method="post" className="stack">
          <input type="hidden" name="intent" value="register" />
          <FormErrorText message={failure?.error ?? (mismatch ? t("Passwords do not match") : null)} />
          <Field label={t("Your name")} name="name" required autoComplete="name" defaultValue={filled.name} onChange={set("name")} />
          <Field label={t("Email")} name="email" type="email" required autoComplete="email" defaultValue={filled.email} onChange={set("email")} />
          <Field label={t("Password")} name="password" type="password" required minLength={6} autoComplete="new-password" onChange={set("password")} />
          <Field label={t("Confirm password")} name="confirm_password" type="password" required autoComplete="new-password" onChange={set("confirm")} />
          {/* §11: disabled until the four fields are filled; the hint says so (never a silent grey button). */}
          <button type="submit" disabled={hydrated && (busy || !complete || mismatch)} aria-describedby="join-hint">
            {t("Join {family}", { family: info.family_name })}
          </button>
          <p id="join-hint" className="muted small" data-testid="join-hint" aria-live="polite">
            {hydrated && !complete
              ? t("Fill in your name, email, password and its confirmation to join.")
              : mismatch
                ? t("The two passwords must match.")
                : null}
          </p>
        </Form>
        <p className="small">
          {t("Already have an account?")} <Link to="/auth">{t("Sign in")}</Link>
        </p>
      </div>
    </PublicPage>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof error.data === "object" && error.data && "message" in error.data
      ? String((error.data as { message: string }).message)
      : isRouteErrorResponse(error) && error.status === 408
        ? TIMEOUT_MESSAGE
        : LOAD_FAILED;
  return <InvalidInvite message={message} />;
}

export function InvalidInvite({ message }: { message: string }) {
  const { t } = useT();
  return (
    <PublicCard title={t("Invalid Invite Link")} centred>
      <p role="alert">{t(message)}</p>
      <LinkButtons
        links={[
          { to: "/", text: t("Go Home"), secondary: true },
          { to: "/auth?mode=signup", text: t("Sign Up Manually") },
        ]}
      />
    </PublicCard>
  );
}
