// Social: the family's page or handle on each platform (no passwords or tokens), and share links
// that open each platform's own dialog prefilled. Nothing is posted on anyone's behalf.
import { and, asc, eq } from "drizzle-orm";
import { prepared, schema, withTransaction, param } from "~/lib/db.server";
import { keptRows } from "~/lib/family-cache.server";
import { env } from "~/lib/env.server";
import { parseInput } from "~/lib/http.server";
import { recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { withPageText } from "~/lib/page-text";
import { requireIntegrations } from "./gate.server";
import { socialConnectInput, socialPostInput } from "./inputs";
import { PROVIDER_LABEL, shareLinks, type ShareLink, type SocialPlatform } from "./rules";

const s = schema.socialIntegrations;

export type SocialIntegration = { platform: SocialPlatform; handle: string; connected_at: string };

// Read on every visit of the Integrations tab: prepared once per connection.
const accountsOf = prepared((d) =>
  d
    .select({ platform: s.platform, handle: s.handle, connected_at: s.connectedAt })
    .from(s)
    .where(eq(s.familyId, param("familyId")))
    .orderBy(asc(s.platform))
    .prepare(),
);

export async function socialAccounts(actor: Actor): Promise<SocialIntegration[]> {
  // Kept per family (record 278): social_integrations is under the version triggers.
  return (await keptRows(actor.familyId, "social", Date.now(), async () => ({ rows: await accountsOf.all({ familyId: actor.familyId }) }))).rows;
}

/** GET /api/integrations/social → {integrations: [{platform, handle}]}. */
export async function listSocial(actor: Actor): Promise<{ integrations: SocialIntegration[] }> {
  await requireIntegrations(actor);
  return { integrations: await socialAccounts(actor) };
}

/** POST /api/integrations/social/{platform}/connect {handle}. */
export async function connectSocial(actor: Actor, platform: SocialPlatform, raw: unknown) {
  await requireIntegrations(actor);
  const { handle } = parseInput(socialConnectInput, raw);
  const connectedAt = new Date().toISOString();
  await withTransaction(async (tx) => {
    await tx
      .insert(s)
      .values({ familyId: actor.familyId, platform, handle, connectedBy: actor.userId, connectedAt })
      .onConflictDoUpdate({ target: [s.familyId, s.platform], set: { handle, connectedBy: actor.userId, connectedAt } });
    await recordAudit(actor, "social_connect", "integration", `${PROVIDER_LABEL[platform]}: ${handle}`);
  });
  return withPageText(
    {
      message: `${PROVIDER_LABEL[platform]} recorded as ${handle}. Posts are shared through ${PROVIDER_LABEL[platform]}'s own share dialog; nothing is posted for you.`,
      platform,
      handle,
    },
    { id: "{provider} recorded as {handle}. Posts are shared through {provider}'s own share dialog; nothing is posted for you.", values: { provider: PROVIDER_LABEL[platform], handle } },
  );
}

/** Written out whole so the page boundary translates them by exact text (issue 40). */
const REMOVED: Record<SocialPlatform, string> = { facebook: "Facebook removed", twitter: "X (Twitter) removed", instagram: "Instagram removed" };

/** DELETE /api/integrations/social/{platform}. */
export async function disconnectSocial(actor: Actor, platform: SocialPlatform) {
  await requireIntegrations(actor);
  await withTransaction((tx) => tx.delete(s).where(and(eq(s.familyId, actor.familyId), eq(s.platform, platform))));
  return { message: REMOVED[platform] };
}

/** POST /api/integrations/social/share {content, platforms}: the share links; nothing is posted. */
export async function prepareShare(actor: Actor, raw: unknown): Promise<{ content: string; share_links: ShareLink[] }> {
  await requireIntegrations(actor);
  const input = parseInput(socialPostInput, raw);
  const facebook = (await socialAccounts(actor)).find((a) => a.platform === "facebook")?.handle;
  const link = facebook && /^https?:\/\//i.test(facebook) ? facebook : env().APP_ORIGIN;
  return { content: input.content, share_links: shareLinks(input.content, [...new Set(input.platforms)], link) };
}
