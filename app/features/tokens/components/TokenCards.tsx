// Profile → Personal access tokens: the new token (shown once), the create form and the list.
import { Form, Link } from "react-router";
import { EmptyState } from "~/ui/EmptyState";
import { Field, Select } from "~/ui/Field";
import { FormErrorText } from "~/ui/FormErrorText";
import { typed, type ModalState } from "~/ui/useModalState";
import { EXPIRIES, EXPIRY_LABEL, SCOPES, SCOPE_LABEL } from "../labels";
import { useT } from "~/lib/i18n/react";

type Values = Record<string, string | string[]> | undefined;

export function NewToken({ name, token }: { name: string; token: string }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="new-token-heading" data-testid="new-token">
      <h2 id="new-token-heading">{t("Your new token “{name}”", { name })}</h2>
      <p className="form-ok">{t("Copy it now: it is shown only this once.")}</p>
      <div className="copy-field">
        <label htmlFor="new-token-value">{t("Token")}</label>
        <input id="new-token-value" readOnly value={token} data-testid="new-token-value" />
      </div>
    </section>
  );
}

export function CreateTokenForm({ error, values }: { error: string | undefined; values: Values }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="create-token-heading">
      <h2 id="create-token-heading">{t("Create a token")}</h2>
      <Form method="post">
        <input type="hidden" name="intent" value="create-token" />
        <FormErrorText message={error} />
        <Field
          label={t("Token name")}
          name="name"
          maxLength={100}
          defaultValue={typed(values, "name") ?? ""}
          hint={t("What the token is for, e.g. “calendar sync script”")}
        />
        <Select label={t("Expires")} name="expires_in" defaultValue={typed(values, "expires_in") ?? "90d"} choices={EXPIRIES.map((c) => ({ value: c, label: t(EXPIRY_LABEL[c]) }))} />
        <Select label={t("Access")} name="scope" defaultValue={typed(values, "scope") ?? "read"} choices={SCOPES.map((c) => ({ value: c, label: t(SCOPE_LABEL[c]) }))} />
        <button type="submit">{t("Create token")}</button>
      </Form>
    </section>
  );
}

const day = (iso: string) => iso.slice(0, 10);

type TokenRow = { id: number; name: string; scope: (typeof SCOPES)[number]; created_at: string; last_used_at: string | null; expires_at: string | null };

export function TokenList({ tokens, href }: { tokens: TokenRow[]; href: ModalState["href"] }) {
  const { t } = useT();
  return (
    <section className="card" aria-labelledby="tokens-heading">
      <h2 id="tokens-heading">{t("Your tokens")}</h2>
      {tokens.length === 0 ? (
        <EmptyState title={t("You have no personal access tokens.")}>{t("Create one above to let a script read or change the family's data as you.")}</EmptyState>
      ) : null}
      <ul className="list stack" data-testid="token-list">
        {tokens.map((k) => (
          <li key={k.id} className="spread" data-testid="token-row">
            <span>
              <strong>{k.name}</strong> <span className="badge">{t(SCOPE_LABEL[k.scope])}</span>
              <br />
              <span className="muted small">
                {t("Created {created} · Last used {used}", { created: day(k.created_at), used: k.last_used_at ?? t("never") })} ·{" "}
                {k.expires_at ? t("Expires {date}", { date: day(k.expires_at) }) : t("Never expires")}
              </span>
            </span>
            <Link className="button secondary small" to={href("revoke-token", { id: k.id })} preventScrollReset aria-label={t("Revoke {name}", { name: k.name })}>
              {t("Revoke")}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
