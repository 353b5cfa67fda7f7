// Profile → Personal access tokens (decision record 100): create (the token is shown once, in
// the answer to the POST), list with created / last used / expiry, revoke. Works without JS.
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/lib/session.server";
import { pageAction, type FormFailure } from "~/lib/page-action.server";
import { HttpError, idParam, readForm } from "~/lib/http.server";
import { formToObject } from "~/lib/inputs";
import { createToken, listTokens, revokeToken } from "~/features/tokens/tokens.server";
import { EXPIRIES, EXPIRY_LABEL, SCOPES, SCOPE_LABEL } from "~/features/tokens/inputs";
import { ConfirmDialog, FormErrorText } from "~/ui/Modal";
import { Field, Select } from "~/ui/Field";
import { useModalState, typed } from "~/ui/useModalState";

export const meta: MetaFunction = () => [{ title: "Personal access tokens · Kindred" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const actor = await requireUser(request);
  return { tokens: listTokens(actor) };
}

const others = pageAction({
  "revoke-token": {
    run: ({ actor, input }) => revokeToken(actor, idParam(input.id)),
    success: "Token revoked",
    failure: "Failed to revoke token",
    modal: "revoke-token",
  },
});

type Created = { created: { id: number; name: string; token: string } };

/** Creating answers with the page itself (not a redirect) so the token is shown once and kept nowhere. */
export async function action(args: ActionFunctionArgs) {
  const form = await readForm(args.request.clone()).catch(() => null);
  if (form?.get("intent") !== "create-token") return others(args);
  const actor = await requireUser(args.request);
  const input = formToObject(form);
  try {
    const t = createToken(actor, input);
    return data<Created>({ created: { id: t.id, name: t.name, token: t.token } }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fields: Record<string, string> = {};
    for (const e of error.errors) if (e.field && !(e.field in fields)) fields[e.field] = e.message;
    const values = Object.fromEntries(Object.entries(input).filter((e): e is [string, string] => typeof e[1] === "string"));
    return data<FormFailure>({ intent: "create-token", error: error.message, fields, values, modal: null, id: null }, { status: error.status });
  }
}

const day = (iso: string) => iso.slice(0, 10);

export default function TokensPage() {
  const { tokens } = useLoaderData<typeof loader>();
  const result = useActionData<Created | FormFailure>();
  const created = result && "created" in result ? result.created : null;
  const m = useModalState();
  const failure = result && "intent" in result && result.intent === "create-token" ? result : null;
  const selected = tokens.find((t) => t.id === m.id) ?? null;

  return (
    <div className="stack">
      <div className="spread">
        <h1>Personal access tokens</h1>
        <Link to="/dashboard" className="button secondary small">
          Back to Home
        </Link>
      </div>
      <p className="muted">
        A token lets a script use the <a href="/api/docs">Kindred API</a> as you, with your role, without your password. Send
        it as <code>Authorization: Bearer &lt;token&gt;</code>. A read-only token cannot change anything. Changing your
        password ends all your tokens.
      </p>
      <FormErrorText message={m.pageError && !failure ? m.pageError : null} />

      {created ? (
        <section className="card" aria-labelledby="new-token-heading" data-testid="new-token">
          <h2 id="new-token-heading">Your new token “{created.name}”</h2>
          <p className="form-ok">Copy it now: it is shown only this once.</p>
          <div className="copy-field">
            <label htmlFor="new-token-value">Token</label>
            <input id="new-token-value" readOnly value={created.token} data-testid="new-token-value" />
          </div>
        </section>
      ) : null}

      <section className="card" aria-labelledby="create-token-heading">
        <h2 id="create-token-heading">Create a token</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="create-token" />
          <FormErrorText message={failure?.error} />
          <Field label="Token name" name="name" maxLength={100} defaultValue={typed(failure?.values, "name") ?? ""} hint="What the token is for, e.g. “calendar sync script”" />
          <Select label="Expires" name="expires_in" defaultValue={typed(failure?.values, "expires_in") ?? "90d"}>
            {EXPIRIES.map((e) => (
              <option key={e} value={e}>
                {EXPIRY_LABEL[e]}
              </option>
            ))}
          </Select>
          <Select label="Access" name="scope" defaultValue={typed(failure?.values, "scope") ?? "read"}>
            {SCOPES.map((s) => (
              <option key={s} value={s}>
                {SCOPE_LABEL[s]}
              </option>
            ))}
          </Select>
          <button type="submit">Create token</button>
        </Form>
      </section>

      <section className="card" aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">Your tokens</h2>
        {tokens.length === 0 ? <p className="empty">You have no personal access tokens.</p> : null}
        <ul className="list stack" data-testid="token-list">
          {tokens.map((t) => (
            <li key={t.id} className="spread" data-testid="token-row">
              <span>
                <strong>{t.name}</strong> <span className="badge">{SCOPE_LABEL[t.scope]}</span>
                <br />
                <span className="muted small">
                  Created {day(t.created_at)} · Last used {t.last_used_at ?? "never"} · {t.expires_at ? `Expires ${day(t.expires_at)}` : "Never expires"}
                </span>
              </span>
              <Link className="button secondary small" to={m.href("revoke-token", { id: t.id })} preventScrollReset aria-label={`Revoke ${t.name}`}>
                Revoke
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {m.modal === "revoke-token" && selected ? (
        <ConfirmDialog
          title="Revoke token"
          message={`Revoke “${selected.name}”? Scripts using it stop working at once.`}
          closeTo={m.closeTo}
          intent="revoke-token"
          id={selected.id}
          error={m.error}
          confirmLabel="Revoke"
        />
      ) : null}
    </div>
  );
}
