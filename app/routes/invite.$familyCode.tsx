import { data, redirect } from "react-router";
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
import { FormErrorText } from "~/ui/Modal";
import { typed } from "~/ui/useModalState";
import type { Route } from "./+types/invite.$familyCode";

export const meta: Route.MetaFunction = () => [
  { title: "You're invited · Kindred" },
  { name: "description", content: "You have been invited to join a family on Kindred: announcements, events, photos and birthdays in one private place." },
];

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
    run: async ({ url, input }) => {
      const result = await register(
        { ...input, family_option: "join", family_code: codeOf(url), from_invite_link: true },
        clientAddress(),
        "browser",
      );
      const cookie = await sessionCookieHeader(result.accessToken);
      return redirectWithToast("/dashboard", `Welcome to the family! Your family code is ${result.familyCode}.`, "success", [cookie]);
    },
    failure: "Registration failed. Please try again.",
  },
});

export default function InvitePage({ loaderData }: Route.ComponentProps) {
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
    <main className="page narrow">
      <div
        className={info.branding?.accent_color ? "card stack branded-card" : "card stack"}
        style={info.branding?.accent_color ? ({ "--family-accent": info.branding.accent_color } as CSSProperties) : undefined}
        data-testid="invite-card"
      >
        {info.branding?.logo_url ? (
          <img className="invite-logo" src={info.branding.logo_url} alt={`${info.family_name} logo`} data-testid="invite-logo" />
        ) : null}
        <p className="muted">You&apos;re invited to join</p>
        <h1>{info.family_name}</h1>
        {info.description ? <p>{info.description}</p> : null}
        <p className="muted">
          {info.member_count} {info.member_count === 1 ? "member" : "members"} · code <strong>{code}</strong>
        </p>
        <Form ref={formRef} method="post" className="stack">
          <input type="hidden" name="intent" value="register" />
          <FormErrorText message={failure?.error ?? (mismatch ? "Passwords do not match" : null)} />
          <Field label="Your name" name="name" required autoComplete="name" defaultValue={filled.name} onChange={set("name")} />
          <Field label="Email" name="email" type="email" required autoComplete="email" defaultValue={filled.email} onChange={set("email")} />
          <Field label="Password" name="password" type="password" required minLength={6} autoComplete="new-password" onChange={set("password")} />
          <Field label="Confirm password" name="confirm_password" type="password" required autoComplete="new-password" onChange={set("confirm")} />
          {/* §11: disabled until the four fields are filled; the hint says so (never a silent grey button). */}
          <button type="submit" disabled={hydrated && (busy || !complete || mismatch)} aria-describedby="join-hint">
            Join {info.family_name}
          </button>
          <p id="join-hint" className="muted small" data-testid="join-hint" aria-live="polite">
            {hydrated && !complete
              ? "Fill in your name, email, password and its confirmation to join."
              : mismatch
                ? "The two passwords must match."
                : null}
          </p>
        </Form>
        <p className="small">
          Already have an account? <Link to="/auth">Sign in</Link>
        </p>
      </div>
    </main>
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
  return (
    <main className="page narrow center">
      <div className="card stack">
        <h1>Invalid Invite Link</h1>
        <p role="alert">{message}</p>
        <p className="row centered">
          <Link className="button secondary" to="/">
            Go Home
          </Link>
          <Link className="button" to="/auth?mode=signup">
            Sign Up Manually
          </Link>
        </p>
      </div>
    </main>
  );
}
