// Profile → Personal access tokens: the new token (shown once), the create form and the list.
import { Form, Link } from "react-router";
import { EmptyState } from "~/ui/EmptyState";
import { Field, Select } from "~/ui/Field";
import { FormErrorText } from "~/ui/Modal";
import { typed, type ModalState } from "~/ui/useModalState";
import { EXPIRIES, EXPIRY_LABEL, SCOPES, SCOPE_LABEL } from "../labels";

type Values = Record<string, string | string[]> | undefined;

export function NewToken({ name, token }: { name: string; token: string }) {
  return (
    <section className="card" aria-labelledby="new-token-heading" data-testid="new-token">
      <h2 id="new-token-heading">Your new token “{name}”</h2>
      <p className="form-ok">Copy it now: it is shown only this once.</p>
      <div className="copy-field">
        <label htmlFor="new-token-value">Token</label>
        <input id="new-token-value" readOnly value={token} data-testid="new-token-value" />
      </div>
    </section>
  );
}

/** A select over a fixed list of choices with their labels. */
function ChoiceSelect<T extends string>({ label, name, choices, labels, value }: { label: string; name: string; choices: readonly T[]; labels: Record<T, string>; value: string }) {
  return (
    <Select label={label} name={name} defaultValue={value}>
      {choices.map((c) => (
        <option key={c} value={c}>
          {labels[c]}
        </option>
      ))}
    </Select>
  );
}

export function CreateTokenForm({ error, values }: { error: string | undefined; values: Values }) {
  return (
    <section className="card" aria-labelledby="create-token-heading">
      <h2 id="create-token-heading">Create a token</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="create-token" />
        <FormErrorText message={error} />
        <Field label="Token name" name="name" maxLength={100} defaultValue={typed(values, "name") ?? ""} hint="What the token is for, e.g. “calendar sync script”" />
        <ChoiceSelect label="Expires" name="expires_in" choices={EXPIRIES} labels={EXPIRY_LABEL} value={typed(values, "expires_in") ?? "90d"} />
        <ChoiceSelect label="Access" name="scope" choices={SCOPES} labels={SCOPE_LABEL} value={typed(values, "scope") ?? "read"} />
        <button type="submit">Create token</button>
      </Form>
    </section>
  );
}

const day = (iso: string) => iso.slice(0, 10);

type TokenRow = { id: number; name: string; scope: (typeof SCOPES)[number]; created_at: string; last_used_at: string | null; expires_at: string | null };

export function TokenList({ tokens, href }: { tokens: TokenRow[]; href: ModalState["href"] }) {
  return (
    <section className="card" aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">Your tokens</h2>
      {tokens.length === 0 ? (
        <EmptyState title="You have no personal access tokens.">Create one above to let a script read or change the family&apos;s data as you.</EmptyState>
      ) : null}
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
            <Link className="button secondary small" to={href("revoke-token", { id: t.id })} preventScrollReset aria-label={`Revoke ${t.name}`}>
              Revoke
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
