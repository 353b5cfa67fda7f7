// Profile → Personal access tokens (decision record 100): create (the token is shown once, in
// the answer to the POST), list with created / last used / expiry, revoke. Works without JS.
import { data } from "react-router";
import { useActionData } from "react-router";
import { requireUser } from "~/lib/session.server";
import { forRecord, pageAction, type FormFailure } from "~/lib/page-action.server";
import { HttpError, readForm } from "~/lib/http.server";
import { formToObject } from "~/lib/inputs";
import { createToken, listTokens, revokeToken } from "~/features/tokens/tokens.server";
import { CreateTokenForm, NewToken, TokenList } from "~/features/tokens/components/TokenCards";
import { FormErrorText } from "~/ui/FormErrorText";
import { useModalState } from "~/ui/useModalState";
import { HomeSubpageHeader } from "~/ui/HomeSubpageHeader";
import { useT } from "~/lib/i18n/react";
import { titleMeta } from "~/ui/meta";
import { ConfirmRecord } from "~/ui/ConfirmRecord";
import type { Route } from "./+types/dashboard.tokens";

export const meta = titleMeta((t) => t("Personal access tokens · Kindred"));

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireUser(request);
  return { tokens: await listTokens(actor) };
}

const others = pageAction({
  "revoke-token": { run: forRecord(revokeToken), success: "Token revoked", failure: "Failed to revoke token" },
});

type Created = { created: { id: number; name: string; token: string } };

/** Creating answers with the page itself (not a redirect) so the token is shown once and kept nowhere. */
export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request.clone()).catch(() => null);
  if (form?.get("intent") !== "create-token") return others(args);
  const actor = await requireUser(args.request);
  const input = formToObject(form);
  try {
    const t = await createToken(actor, input);
    return data<Created>({ created: { id: t.id, name: t.name, token: t.token } }, { headers: { "Cache-Control": "no-store" } });
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    const fields: Record<string, string> = {};
    for (const e of error.errors) if (e.field && !(e.field in fields)) fields[e.field] = e.message;
    const values = Object.fromEntries(Object.entries(input).filter((e): e is [string, string] => typeof e[1] === "string"));
    return data<FormFailure>({ intent: "create-token", error: error.message, fields, values, modal: null, id: null }, { status: error.status });
  }
}

export default function TokensPage({ loaderData }: Route.ComponentProps) {
  const { tokens } = loaderData;
  const { t } = useT();
  const result = useActionData<Created | FormFailure>();
  const created = result && "created" in result ? result.created : null;
  const m = useModalState();
  const failure = result && "intent" in result && result.intent === "create-token" ? result : null;
  const selected = tokens.find((x) => x.id === m.id) ?? null;

  return (
    <div className="stack">
      <HomeSubpageHeader title={t("Personal access tokens")}>
        {t("A token lets a script use the")} <a href="/api/docs">{t("Kindred API")}</a> {t("as you, with your role, without your password. Send it as")}{" "}
        <code>Authorization: Bearer &lt;token&gt;</code>. {t("A read-only token cannot change anything. Changing your password ends all your tokens.")}
      </HomeSubpageHeader>
      <FormErrorText message={m.pageError && !failure ? m.pageError : null} />

      {created ? <NewToken name={created.name} token={created.token} /> : null}
      <CreateTokenForm error={failure?.error} values={failure?.values} />
      <TokenList tokens={tokens} href={m.href} />

      <ConfirmRecord
        action="revoke"
        kind="token"
        record={selected}
        title={t("Revoke token")}
        message={(token) => t("Revoke “{name}”? Scripts using it stop working at once.", { name: token.name })}
      />
    </div>
  );
}
