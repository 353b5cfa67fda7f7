// Social: the family's page or handle on each platform (no passwords or tokens), and share links
// that open each platform's own dialog prefilled. Nothing is posted on anyone's behalf.
import { and, asc, eq } from "drizzle-orm";
import { db, schema } from "~/lib/db.server";
import { env } from "~/lib/env.server";
import { parseInput } from "~/lib/http.server";
import { recordAudit } from "~/lib/audit.server";
import type { Actor } from "~/lib/session.server";
import { requireIntegrations } from "./gate.server";
import { socialConnectInput, socialPostInput } from "./inputs";
import { PROVIDER_LABEL, shareLinks, type ShareLink, type SocialPlatform } from "./rules";

const s = schema.socialIntegrations;

export type SocialIntegration = { platform: SocialPlatform; handle: string; connected_at: string };

export function socialAccounts(actor: Actor): SocialIntegration[] {
  return db()
    .select({ platform: s.platform, handle: s.handle, connected_at: s.connectedAt })
    .from(s)
    .where(eq(s.familyId, actor.familyId))
    .orderBy(asc(s.platform))
    .all();
}

/** GET /api/integrations/social → {integrations: [{platform, handle}]}. */
export function listSocial(actor: Actor): { integrations: SocialIntegration[] } {
  requireIntegrations(actor);
  return { integrations: socialAccounts(actor) };
}

/** POST /api/integrations/social/{platform}/connect {handle}. */
export function connectSocial(actor: Actor, platform: SocialPlatform, raw: unknown) {
  requireIntegrations(actor);
  const { handle } = parseInput(socialConnectInput, raw);
  const connectedAt = new Date().toISOString();
  db()
    .insert(s)
    .values({ familyId: actor.familyId, platform, handle, connectedBy: actor.userId, connectedAt })
    .onConflictDoUpdate({ target: [s.familyId, s.platform], set: { handle, connectedBy: actor.userId, connectedAt } })
    .run();
  recordAudit(actor, "social_connect", "integration", `${PROVIDER_LABEL[platform]}: ${handle}`);
  return {
    message: `${PROVIDER_LABEL[platform]} recorded as ${handle}. Posts are shared through ${PROVIDER_LABEL[platform]}'s own share dialog; nothing is posted for you.`,
    platform,
    handle,
  };
}

/** DELETE /api/integrations/social/{platform}. */
export function disconnectSocial(actor: Actor, platform: SocialPlatform) {
  requireIntegrations(actor);
  db().delete(s).where(and(eq(s.familyId, actor.familyId), eq(s.platform, platform))).run();
  return { message: `${PROVIDER_LABEL[platform]} removed` };
}

/** POST /api/integrations/social/share {content, platforms}: the share links; nothing is posted. */
export function prepareShare(actor: Actor, raw: unknown): { content: string; share_links: ShareLink[] } {
  requireIntegrations(actor);
  const input = parseInput(socialPostInput, raw);
  const facebook = socialAccounts(actor).find((a) => a.platform === "facebook")?.handle;
  const link = facebook && /^https?:\/\//i.test(facebook) ? facebook : env().APP_ORIGIN;
  return { content: input.content, share_links: shareLinks(input.content, [...new Set(input.platforms)], link) };
}
