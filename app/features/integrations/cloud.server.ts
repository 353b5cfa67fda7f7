// Cloud storage (decision 071): Google Drive and Dropbox through OAuth 2.0 when this server has
// their client credentials (else 503 saying so), and WebDAV for self-hosters (checked with a
// PROPFIND before it is saved; its address goes through the guarded outbound client, decision
// 073). Credentials are stored encrypted (decision 072).
import { and, asc, eq } from "drizzle-orm";
import { afterCommit, db, first, prepared, schema, withTransaction, param } from "~/lib/db.server";
import { HttpError, parseInput } from "~/lib/http.server";
import { recordAudit } from "~/lib/audit.server";
import { PRIVATE_ADDRESS_MESSAGE } from "~/lib/outbound.server";
import { open, seal } from "~/lib/secret-box.server";
import type { Actor } from "~/lib/session.server";
import { withPageText } from "~/lib/page-text";
import { getFamily } from "~/features/family/family.server";
import { requireIntegrations } from "./gate.server";
import { webdavInput } from "./inputs";
import { PROVIDER_LABEL, type CloudProvider, type OAuthProvider } from "./rules";
import {
  authorizationUrl,
  consumeState,
  exchangeCode,
  needsRefresh,
  notConfiguredMessage,
  notConfiguredText,
  oauthConfigured,
  refreshTokens,
  revokeTokens,
  type OAuthTokens,
} from "./oauth.server";
import { checkWebDav, dropboxTarget, googleDriveTarget, webDavTarget, type WebDavCredentials } from "./targets.server";
import {
  BACKUP_JOB,
  PHOTO_BACKUP_UNAVAILABLE,
  isBackupRunning,
  photoBackupSource,
  queueBackup,
  runBackup,
  type BackupSource,
  type CloudTarget,
} from "./backup.server";
import { kickWorker, registerJob, type JobContext } from "~/lib/jobs.server";
import { env } from "~/lib/env.server";

const ci = schema.cloudIntegrations;

export type CloudIntegration = {
  provider: CloudProvider;
  account: string;
  connected_at: string;
  last_backup_at: string | null;
  backup: { status: "idle" | "running" | "done" | "failed"; total: number; processed: number; copied: number; error: string | null };
};

/** Toasts naming a provider, written out whole so the page boundary translates them by exact text (issue 40). */
const CONNECTED: Record<CloudProvider, string> = {
  google_drive: "Google Drive connected",
  dropbox: "Dropbox connected",
  webdav: "WebDAV (Nextcloud, ownCloud) connected",
};
const DISCONNECTED: Record<CloudProvider, string> = {
  google_drive: "Google Drive disconnected",
  dropbox: "Dropbox disconnected",
  webdav: "WebDAV (Nextcloud, ownCloud) disconnected",
};
const BACKUP_STARTED: Record<CloudProvider, string> = {
  google_drive: "Backup to Google Drive started",
  dropbox: "Backup to Dropbox started",
  webdav: "Backup to WebDAV (Nextcloud, ownCloud) started",
};

function row(familyId: number, provider: CloudProvider) {
  return first(db().select().from(ci).where(and(eq(ci.familyId, familyId), eq(ci.provider, provider))).limit(1));
}

function present(r: typeof ci.$inferSelect, jobActive: boolean): CloudIntegration {
  // "running" with no job queued or running (a run stopped some other way) is not running any more.
  const status = r.backupStatus === "running" && !jobActive ? "failed" : r.backupStatus;
  return {
    provider: r.provider,
    account: r.account,
    connected_at: r.connectedAt,
    last_backup_at: r.lastBackupAt,
    backup: {
      status,
      total: r.backupTotal,
      processed: r.backupProcessed,
      copied: r.backupCopied,
      error: status === "failed" ? (r.backupError ?? "The backup was interrupted. Please run it again.") : null,
    },
  };
}

// Read on every visit of the Integrations tab: prepared once per connection.
const connectionsOf = prepared((d) => d.select().from(ci).where(eq(ci.familyId, param("familyId"))).orderBy(asc(ci.provider)).prepare());

export async function cloudAccounts(actor: Actor): Promise<CloudIntegration[]> {
  const rows = await connectionsOf.all({ familyId: actor.familyId });
  return Promise.all(rows.map(async (r) => present(r, r.backupStatus === "running" && (await isBackupRunning(r.id)))));
}

export function cloudAvailability(): Record<CloudProvider, boolean> {
  return { google_drive: oauthConfigured("google_drive"), dropbox: oauthConfigured("dropbox"), webdav: true };
}

/** GET /api/integrations/cloud-storage → {integrations: [{provider, connected_at, last_backup_at}], available}. */
export async function listCloud(actor: Actor) {
  await requireIntegrations(actor);
  return { integrations: await cloudAccounts(actor), available: cloudAvailability(), photo_backup_available: photoBackupSource() !== null };
}

async function save(actor: Actor, provider: CloudProvider, account: string, secret: unknown) {
  const credentials = seal(JSON.stringify(secret));
  const connectedAt = new Date().toISOString();
  await withTransaction(async (tx) => {
    await tx
      .insert(ci)
      .values({ familyId: actor.familyId, provider, account, credentials, connectedBy: actor.userId, connectedAt })
      .onConflictDoUpdate({
        target: [ci.familyId, ci.provider],
        set: { account, credentials, connectedBy: actor.userId, connectedAt, backupStatus: "idle", backupError: null },
      });
    await recordAudit(actor, "cloud_connect", "integration", `Connected ${PROVIDER_LABEL[provider]}${account ? ` (${account})` : ""}`);
  });
}

/** POST /api/integrations/cloud-storage/{google_drive|dropbox}/connect: where to send the browser. */
export async function startOAuth(actor: Actor, provider: OAuthProvider): Promise<{ message: string; authorization_url: string }> {
  await requireIntegrations(actor);
  if (!oauthConfigured(provider)) throw new HttpError(503, notConfiguredMessage(provider), [], {}, notConfiguredText(provider));
  return {
    message: `Continue at ${PROVIDER_LABEL[provider]} to let Kindred save photo backups there.`,
    authorization_url: await authorizationUrl(actor, provider),
  };
}

/** The provider sent the browser back: check the state, exchange the code, keep the tokens encrypted. */
export async function finishOAuth(actor: Actor, provider: OAuthProvider, url: URL): Promise<{ message: string }> {
  await requireIntegrations(actor);
  const { codeVerifier } = await consumeState(actor, provider, url.searchParams.get("state"));
  const denied = url.searchParams.get("error");
  const code = url.searchParams.get("code");
  if (denied || !code) {
    throw new HttpError(400, `${PROVIDER_LABEL[provider]} was not connected: access was not granted.`, [], {}, {
      id: "{provider} was not connected: access was not granted.",
      values: { provider: PROVIDER_LABEL[provider] },
    });
  }
  // The token exchange (a network call) runs outside any transaction; then one short write.
  const tokens = await exchangeCode(provider, code, codeVerifier);
  await save(actor, provider, tokens.account, tokens);
  return { message: CONNECTED[provider] };
}

const DAV_FAILURE = {
  auth: "The WebDAV server did not accept that username and password",
  unreachable: "Could not reach a WebDAV server at that address",
  not_dav: "That address did not answer as a WebDAV folder",
  private: PRIVATE_ADDRESS_MESSAGE,
} as const;

/** The same with the server's HTTP status, for the page to translate (issue 40). */
const DAV_FAILURE_WITH_STATUS: Record<keyof typeof DAV_FAILURE, string> = {
  auth: "The WebDAV server did not accept that username and password (HTTP {status})",
  unreachable: "Could not reach a WebDAV server at that address (HTTP {status})",
  not_dav: "That address did not answer as a WebDAV folder (HTTP {status})",
  private: "This address is on a private network; the server's operator can allow it (HTTP {status})",
};

/** POST /api/integrations/cloud-storage/webdav/connect {url, username, password}. */
export async function connectWebDav(actor: Actor, raw: unknown): Promise<{ message: string; provider: "webdav"; account: string }> {
  await requireIntegrations(actor);
  const input = parseInput(webdavInput, raw);
  const check = await checkWebDav(input);
  if (!check.ok) {
    const field = check.reason === "auth" ? "password" : "url";
    const message = `${DAV_FAILURE[check.reason]}${check.status ? ` (HTTP ${check.status})` : ""}`;
    const i18n = check.status ? { id: DAV_FAILURE_WITH_STATUS[check.reason], values: { status: check.status } } : undefined;
    throw new HttpError(400, message, [{ field, message, i18n }], {}, i18n);
  }
  const account = `${input.username} at ${input.url}`;
  await save(actor, "webdav", account, { url: input.url, username: input.username, password: input.password } satisfies WebDavCredentials);
  return { message: "WebDAV storage connected", provider: "webdav", account };
}

export function connectCloud(actor: Actor, provider: CloudProvider, raw: unknown) {
  return provider === "webdav" ? connectWebDav(actor, raw) : startOAuth(actor, provider);
}

async function mustFind(actor: Actor, provider: CloudProvider) {
  const r = await row(actor.familyId, provider);
  if (!r) throw new HttpError(404, `${PROVIDER_LABEL[provider]} is not connected`, [], {}, { id: "{provider} is not connected", values: { provider: PROVIDER_LABEL[provider] } });
  return r;
}

/** A token source that refreshes (and re-seals) the OAuth tokens when they are about to expire. */
function tokenSource(id: number, provider: OAuthProvider, sealed: string): () => Promise<string> {
  let tokens = JSON.parse(open(sealed)) as OAuthTokens;
  return async () => {
    if (needsRefresh(tokens)) {
      tokens = await refreshTokens(provider, tokens);
      const credentials = seal(JSON.stringify(tokens));
      await withTransaction((tx) => tx.update(ci).set({ credentials }).where(eq(ci.id, id)));
    }
    return tokens.access_token;
  };
}

/** The writer for one connected integration. */
export function targetFor(r: typeof ci.$inferSelect): CloudTarget {
  if (r.provider === "webdav") return webDavTarget(JSON.parse(open(r.credentials)) as WebDavCredentials);
  const token = tokenSource(r.id, r.provider, r.credentials);
  return r.provider === "dropbox" ? dropboxTarget(token) : googleDriveTarget(token);
}

/** DELETE /api/integrations/cloud-storage/{provider}: revoke at the provider, forget the credentials. */
export async function disconnectCloud(actor: Actor, provider: CloudProvider): Promise<{ message: string }> {
  await requireIntegrations(actor);
  const r = await mustFind(actor, provider);
  if (await isBackupRunning(r.id)) throw new HttpError(409, "A backup is running. Please wait until it finishes.");
  let revoked = true;
  if (r.provider !== "webdav") {
    let tokens = JSON.parse(open(r.credentials)) as OAuthTokens;
    if (r.provider === "dropbox" && needsRefresh(tokens)) tokens = await refreshTokens(r.provider, tokens).catch(() => tokens);
    revoked = await revokeTokens(r.provider, tokens);
  }
  // Revoked at the provider (network) first, outside any transaction; then one short write.
  await withTransaction(async (tx) => {
    await tx.delete(ci).where(eq(ci.id, r.id));
    await recordAudit(actor, "cloud_disconnect", "integration", `Disconnected ${PROVIDER_LABEL[provider]}`);
  });
  if (revoked) return { message: DISCONNECTED[provider] };
  return withPageText(
    { message: `${PROVIDER_LABEL[provider]} disconnected here, but the provider could not be told: remove Kindred from your account's connected apps there.` },
    { id: "{provider} disconnected here, but the provider could not be told: remove Kindred from your account's connected apps there.", values: { provider: PROVIDER_LABEL[provider] } },
  );
}

/**
 * POST /api/integrations/cloud-storage/{provider}/backup: queues "Back up photos now" as a job
 * (decision record 180): a worker (this server's, or any other's) runs it and the page shows its
 * progress; a worker that dies mid-run leaves the job to the next one once its lease ends.
 */
export async function startBackup(actor: Actor, provider: CloudProvider, source: BackupSource | null = photoBackupSource()) {
  await requireIntegrations(actor);
  const r = await mustFind(actor, provider);
  if (!source) throw new HttpError(503, PHOTO_BACKUP_UNAVAILABLE);
  if (!(await queueBackup(r.id, actor.familyId))) throw new HttpError(409, "A backup is already running");
  afterCommit(kickWorker);
  return { message: BACKUP_STARTED[provider] };
}

/** The `cloud-backup` job: one run of an integration's backup, on whichever worker claimed it. */
async function runBackupJob(payload: Record<string, unknown>, { signal }: JobContext): Promise<void> {
  const r = await first(db().select().from(ci).where(eq(ci.id, Number(payload.integrationId))).limit(1));
  if (!r) return; // disconnected since: nothing to do
  const source = photoBackupSource();
  if (!source) throw new Error(PHOTO_BACKUP_UNAVAILABLE);
  const family = await getFamily(r.familyId);
  await runBackup(r.id, r.familyId, family.name, source, targetFor(r), signal);
}

let registered = false;
/**
 * Registers the `cloud-backup` job's handler in this process (once). A failed run is not retried
 * (the page shows why); a run whose worker died is taken over, at most three times.
 */
export function registerBackupJob(): void {
  if (registered) return;
  registered = true;
  // Its own hard run time (BACKUP_JOB_TIMEOUT_MS), in its own lane: never in mail's way.
  registerJob(BACKUP_JOB, runBackupJob, { maxAttempts: 3, retryFailures: false, timeoutMs: env().BACKUP_JOB_TIMEOUT_MS });
}

