// OAuth 2.0 authorization-code flow (RFC 6749 §4.1) with PKCE (RFC 7636) for Google Drive and
// Dropbox, only when the server has the provider's client credentials. The state is random, bound
// to the person who started the flow, single use and valid ten minutes; only its hash is stored.
import { createHash } from "node:crypto";
import { and, eq, lt } from "drizzle-orm";
import { schema, withTransaction } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { HttpError, badRequest } from "~/lib/http.server";
import { hashToken, newToken } from "~/lib/crypto.server";
import type { Actor } from "~/lib/session.server";
import { PROVIDER_LABEL, type OAuthProvider } from "./rules";

const STATE_MINUTES = 10;

export type OAuthTokens = { access_token: string; refresh_token: string | null; expires_at: string | null; account: string };

type ProviderConfig = {
  clientId?: string;
  clientSecret?: string;
  authUrl: string;
  tokenUrl: string;
  scope?: string;
  extra: Record<string, string>;
  settingNames: string;
};

function config(provider: OAuthProvider): ProviderConfig {
  const e = env();
  if (provider === "google_drive") {
    return {
      clientId: e.GOOGLE_CLIENT_ID,
      clientSecret: e.GOOGLE_CLIENT_SECRET,
      authUrl: e.GOOGLE_AUTH_URL,
      tokenUrl: e.GOOGLE_TOKEN_URL,
      scope: "https://www.googleapis.com/auth/drive.file",
      extra: { access_type: "offline", prompt: "consent" },
      settingNames: "GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET",
    };
  }
  return {
    clientId: e.DROPBOX_APP_KEY,
    clientSecret: e.DROPBOX_APP_SECRET,
    authUrl: e.DROPBOX_AUTH_URL,
    tokenUrl: `${e.DROPBOX_API_URL}/oauth2/token`,
    extra: { token_access_type: "offline" },
    settingNames: "DROPBOX_APP_KEY and DROPBOX_APP_SECRET",
  };
}

export function oauthConfigured(provider: OAuthProvider): boolean {
  const c = config(provider);
  return Boolean(c.clientId && c.clientSecret);
}

export function notConfiguredMessage(provider: OAuthProvider): string {
  return `${PROVIDER_LABEL[provider]} is not available on this server: its administrator has not set it up (${config(provider).settingNames} are missing).`;
}

/** notConfiguredMessage with its values, for the page (issue 40). */
export function notConfiguredText(provider: OAuthProvider) {
  return {
    id: "{provider} is not available on this server: its administrator has not set it up ({settings} are missing).",
    values: { provider: PROVIDER_LABEL[provider], settings: config(provider).settingNames },
  };
}

function configured(provider: OAuthProvider): Required<ProviderConfig> {
  const c = config(provider);
  if (!c.clientId || !c.clientSecret) throw new HttpError(503, notConfiguredMessage(provider), [], {}, notConfiguredText(provider));
  return c as Required<ProviderConfig>;
}

export function redirectUri(provider: OAuthProvider): string {
  return `${env().APP_ORIGIN}/integrations/cloud-storage/${provider}/callback`;
}

/** Starts the flow: the provider's authorization URL with a fresh state and PKCE challenge. */
export async function authorizationUrl(actor: Actor, provider: OAuthProvider): Promise<string> {
  const c = configured(provider);
  const state = newToken();
  const verifier = newToken();
  const now = Date.now();
  const st = schema.oauthStates;
  await withTransaction(async (tx) => {
    await tx.delete(st).where(lt(st.expiresAt, new Date(now).toISOString()));
    await tx.insert(st).values({
      stateHash: hashToken(state),
      familyId: actor.familyId,
      userId: actor.userId,
      provider,
      codeVerifier: verifier,
      expiresAt: new Date(now + STATE_MINUTES * 60_000).toISOString(),
    });
  });
  const url = new URL(c.authUrl);
  const params: Record<string, string> = {
    response_type: "code",
    client_id: c.clientId,
    redirect_uri: redirectUri(provider),
    state,
    code_challenge: createHash("sha256").update(verifier).digest("base64url"),
    code_challenge_method: "S256",
    ...(c.scope ? { scope: c.scope } : {}),
    ...c.extra,
  };
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
  return url.toString();
}

export const BAD_STATE = "This connection attempt is not valid any more. Please start again from the Integrations tab.";

/** Checks and consumes the state: it must be this person's, for this provider, and fresh. */
export async function consumeState(actor: Actor, provider: OAuthProvider, state: string | null): Promise<{ codeVerifier: string }> {
  if (!state || state.length > 200) throw badRequest(BAD_STATE);
  const st = schema.oauthStates;
  // Deleted as it is read: a state is used once, even by two callbacks at the same moment.
  const [row] = await withTransaction((tx) =>
    tx
      .delete(st)
      .where(and(eq(st.stateHash, hashToken(state)), eq(st.userId, actor.userId), eq(st.familyId, actor.familyId), eq(st.provider, provider)))
      .returning(),
  );
  if (!row || row.expiresAt < new Date().toISOString()) throw badRequest(BAD_STATE);
  return { codeVerifier: row.codeVerifier };
}

type TokenAnswer = { access_token?: string; refresh_token?: string; expires_in?: number; account_id?: string; error?: string };

async function tokenRequest(provider: OAuthProvider, form: Record<string, string>): Promise<TokenAnswer> {
  const c = configured(provider);
  let res: Response;
  try {
    res = await fetch(c.tokenUrl, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body: new URLSearchParams({ ...form, client_id: c.clientId, client_secret: c.clientSecret }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch {
    throw new HttpError(502, `${PROVIDER_LABEL[provider]} could not be reached. Please try again.`, [], {}, { id: "{provider} could not be reached. Please try again.", values: { provider: PROVIDER_LABEL[provider] } });
  }
  const body = (await res.json().catch(() => ({}))) as TokenAnswer;
  if (!res.ok || !body.access_token) {
    const values = { provider: PROVIDER_LABEL[provider], error: body.error ?? "" };
    throw new HttpError(502, `${PROVIDER_LABEL[provider]} refused the connection${body.error ? ` (${body.error})` : ""}. Please try again.`, [], {}, {
      id: body.error ? "{provider} refused the connection ({error}). Please try again." : "{provider} refused the connection. Please try again.",
      values,
    });
  }
  return body;
}

function expiry(expiresIn?: number): string | null {
  return typeof expiresIn === "number" ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
}

/** Exchanges the authorization code (with the PKCE verifier) for tokens. */
export async function exchangeCode(provider: OAuthProvider, code: string, codeVerifier: string): Promise<OAuthTokens> {
  const t = await tokenRequest(provider, {
    grant_type: "authorization_code",
    code,
    redirect_uri: redirectUri(provider),
    code_verifier: codeVerifier,
  });
  return { access_token: t.access_token!, refresh_token: t.refresh_token ?? null, expires_at: expiry(t.expires_in), account: t.account_id ?? "" };
}

/** A new access token from the refresh token (kept when the provider does not send a new one). */
export async function refreshTokens(provider: OAuthProvider, tokens: OAuthTokens): Promise<OAuthTokens> {
  if (!tokens.refresh_token) return tokens;
  const t = await tokenRequest(provider, { grant_type: "refresh_token", refresh_token: tokens.refresh_token });
  return { ...tokens, access_token: t.access_token!, refresh_token: t.refresh_token ?? tokens.refresh_token, expires_at: expiry(t.expires_in) };
}

export function needsRefresh(tokens: OAuthTokens, now = Date.now()): boolean {
  return tokens.expires_at !== null && Date.parse(tokens.expires_at) - 60_000 < now;
}

/** Revokes the grant at the provider; false when the provider could not be told. */
export async function revokeTokens(provider: OAuthProvider, tokens: OAuthTokens): Promise<boolean> {
  try {
    const e = env();
    const res =
      provider === "google_drive"
        ? await fetch(e.GOOGLE_REVOKE_URL, {
            method: "POST",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({ token: tokens.refresh_token ?? tokens.access_token }),
            signal: AbortSignal.timeout(15_000),
          })
        : await fetch(`${e.DROPBOX_API_URL}/2/auth/token/revoke`, {
            method: "POST",
            headers: { Authorization: `Bearer ${tokens.access_token}` },
            signal: AbortSignal.timeout(15_000),
          });
    await res.body?.cancel().catch(() => {});
    return res.ok;
  } catch {
    return false;
  }
}
