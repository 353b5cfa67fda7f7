// Large Family's custom branding (SPEC §9, decision record 034): the owner of a medium_family
// family sets an accent colour (checked for contrast) and a logo (decoded by sharp to decide its
// type, resized to at most 256 px, WebP without metadata, kept in the file store). It shows in
// the dashboard header and on the invite page while the family is on Large Family; after a
// downgrade it is kept but not shown, and it shows again on re-upgrade.
import { eq } from "drizzle-orm";
import type Sharp from "sharp";
import { lazyModule } from "~/lib/lazy-module.server";
import { z } from "zod";
import { createReadableStreamFromReadable } from "@react-router/node";
import { broughtAlong, db, first, prepared, schema, withTransaction, param } from "~/lib/db.server";
import { requestReadKey } from "~/lib/request-context.server";
import { HttpError, forbidden, notFound, parseInput } from "~/lib/http.server";
import { recordAudit } from "~/lib/audit.server";
import { can } from "~/lib/permissions";
import { LIMITS, hit } from "~/lib/rate-limit.server";
import { newKey, storage } from "~/lib/storage.server";
import { readUpload, type ReceivedFile } from "~/lib/upload.server";
import type { Actor } from "~/lib/session.server";
import { imageTypeOf } from "~/features/photos/rules";
import { getFamily } from "~/features/family/family-row.server";
import { familyTier } from "./limits.server";
import { BRANDING_MSG, BRANDING_TIER, LOGO_MAX_PX, accentColorProblem, normalizeHex } from "./branding";
import type { SubscriptionTier } from "./limits";

const sharp = lazyModule<typeof Sharp>("sharp");

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

const b = schema.familyBranding;

/** What the header and the invite page show; null when nothing is shown. */
export type ShownBranding = { accent_color: string | null; logo_url: string | null };

type BrandingRow = typeof schema.familyBranding.$inferSelect;

// Every dashboard page reads it (the header): prepared once (issue 16).
const brandingOf = prepared((d) => d.select().from(b).where(eq(b.familyId, param("familyId"))).prepare());

async function rowFor(familyId: number): Promise<BrandingRow | undefined> {
  // On PostgreSQL a page's session statement brings the row (or its absence) along (decision record 275).
  const brought = broughtAlong<BrandingRow | null>(requestReadKey.brandingRow(familyId));
  if (brought) return (await brought) ?? undefined;
  return brandingOf.one({ familyId });
}

/** The family's stored logo file, if any: for deleting the family. */
export async function familyLogoFile(familyId: number): Promise<string | null> {
  return (await rowFor(familyId))?.logoKey ?? null;
}

/** The logo's version: the random part of its storage key (also its ETag). */
function logoVersion(key: string): string {
  return key.replace(/^.*\//, "").replace(/\..*$/, "");
}

export function logoPath(familyCode: string, key: string): string {
  return `/branding/${familyCode}/logo?v=${logoVersion(key)}`;
}

function shown(row: BrandingRow | undefined, tier: SubscriptionTier, familyCode: string): ShownBranding | null {
  if (tier !== BRANDING_TIER || !row) return null;
  if (!row.accentColor && !row.logoKey) return null;
  return { accent_color: row.accentColor, logo_url: row.logoKey ? logoPath(familyCode, row.logoKey) : null };
}

/** The branding to show for a family (null unless it is on Large Family and has some). */
export async function shownBranding(family: { id: number; familyCode: string; subscriptionTier: SubscriptionTier }): Promise<ShownBranding | null> {
  if (family.subscriptionTier !== BRANDING_TIER) return null;
  return shown(await rowFor(family.id), family.subscriptionTier, family.familyCode);
}

async function familyCodeOf(familyId: number): Promise<string> {
  return (await getFamily(familyId)).familyCode;
}

/** GET /api/family-group/branding: what is saved, whether it is shown, and who may change it. */
export async function getBranding(actor: Actor) {
  const [tier, row, code] = await Promise.all([familyTier(actor.familyId), rowFor(actor.familyId), familyCodeOf(actor.familyId)]);
  return {
    accent_color: row?.accentColor ?? null,
    logo_url: row?.logoKey ? logoPath(code, row.logoKey) : null,
    /** Branding comes with Large Family; saved branding is kept (not shown) on other plans. */
    available: tier === BRANDING_TIER,
    shown: shown(row, tier, code) !== null,
    can_edit: can(actor.role, "plan.branding") && tier === BRANDING_TIER,
  };
}

/** Owner only (403), Large Family only (403 with the reason). */
async function assertMayBrand(actor: Actor) {
  if (!can(actor.role, "plan.branding")) throw forbidden(BRANDING_MSG.ownerOnly);
  if ((await familyTier(actor.familyId)) !== BRANDING_TIER) throw forbidden(BRANDING_MSG.largeOnly);
}

/** Inserts or updates the family's branding row (joins the caller's transaction). */
async function upsert(familyId: number, values: Partial<Omit<BrandingRow, "familyId" | "updatedAt">>) {
  const set = { ...values, updatedAt: new Date().toISOString() };
  await withTransaction((tx) => tx.insert(b).values({ familyId, ...set }).onConflictDoUpdate({ target: b.familyId, set }));
}

export const colorInput = z.object({
  accent_color: z.union([z.string({ message: BRANDING_MSG.badColor }).max(32, BRANDING_MSG.badColor), z.null()], {
    message: BRANDING_MSG.badColor,
  }),
});

/** PUT /api/family-group/branding {accent_color}: a readable hex colour, or "" / null to clear it. */
export async function setAccentColor(actor: Actor, raw: unknown) {
  await assertMayBrand(actor);
  const input = parseInput(colorInput, raw);
  const value = input.accent_color?.trim() ?? "";
  if (value === "") {
    await withTransaction(async () => {
      await upsert(actor.familyId, { accentColor: null });
      await recordAudit(actor, "branding_update", "family", "Removed the accent colour");
    });
    return { message: BRANDING_MSG.colorCleared, ...(await getBranding(actor)) };
  }
  const problem = accentColorProblem(value);
  if (problem) throw new HttpError(400, problem, [{ field: "accent_color", message: problem }]);
  const hex = normalizeHex(value)!;
  await withTransaction(async () => {
    await upsert(actor.familyId, { accentColor: hex });
    await recordAudit(actor, "branding_update", "family", `Set the accent colour to ${hex}`);
  });
  return { message: BRANDING_MSG.colorSaved, ...(await getBranding(actor)) };
}

const OPEN = { failOn: "error", limitInputPixels: 100_000_000, pages: 1 } as const;

/** Decodes the upload (the content decides the type) and makes the ≤ 256 px WebP, metadata-free. */
async function logoImage(input: string): Promise<{ data: Buffer; width: number; height: number }> {
  let ok: boolean;
  try {
    ok = imageTypeOf(await sharp()(input, OPEN).metadata()) !== null;
  } catch {
    ok = false;
  }
  if (!ok) throw new HttpError(400, BRANDING_MSG.notImage, [{ field: "logo", message: BRANDING_MSG.notImage }]);
  try {
    const out = await sharp()(input, OPEN)
      .rotate()
      .resize({ width: LOGO_MAX_PX, height: LOGO_MAX_PX, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 85, effort: 2 })
      .toBuffer({ resolveWithObject: true });
    return { data: out.data, width: out.info.width, height: out.info.height };
  } catch {
    throw new HttpError(400, BRANDING_MSG.notImage, [{ field: "logo", message: BRANDING_MSG.notImage }]);
  }
}

/** Stores a new logo (from a scratch file) and removes the previous one. */
export async function setLogo(actor: Actor, file: ReceivedFile | null) {
  await assertMayBrand(actor);
  if (!file) throw new HttpError(400, BRANDING_MSG.noFile, [{ field: "logo", message: BRANDING_MSG.noFile }]);
  // The slow work (decoding, storing the file) happens before the transaction takes the writer.
  const image = await logoImage(file.path);
  const key = newKey("webp");
  await storage().put(key, image.data);
  let previous: string | null;
  try {
    previous = await withTransaction(async (tx) => {
      const old = (await first(tx.select({ logoKey: b.logoKey }).from(b).where(eq(b.familyId, actor.familyId)).limit(1)))?.logoKey ?? null;
      await upsert(actor.familyId, { logoKey: key, logoWidth: image.width, logoHeight: image.height });
      await recordAudit(actor, "branding_update", "family", `Uploaded a family logo (${image.width}×${image.height})`);
      return old;
    });
  } catch (error) {
    await storage().delete(key).catch(() => {});
    throw error;
  }
  if (previous) await storage().delete(previous).catch(() => {});
  return { message: BRANDING_MSG.logoSaved, ...(await getBranding(actor)) };
}

/** POST /api/family-group/branding/logo (multipart, field `logo`), and the Plan tab's form. */
export async function setLogoFromRequest(actor: Actor, request: Request) {
  // Refuse before reading the body when the caller may not brand anyway.
  await assertMayBrand(actor);
  const upload = await readUpload(request, { fileField: "logo", maxFileBytes: LOGO_MAX_BYTES });
  try {
    return await setLogo(actor, upload.file);
  } finally {
    await upload.cleanup();
  }
}

/** DELETE /api/family-group/branding/logo */
export async function removeLogo(actor: Actor) {
  await assertMayBrand(actor);
  const previous = await withTransaction(async (tx) => {
    const old = (await first(tx.select({ logoKey: b.logoKey }).from(b).where(eq(b.familyId, actor.familyId)).limit(1)))?.logoKey ?? null;
    if (old) {
      await upsert(actor.familyId, { logoKey: null, logoWidth: null, logoHeight: null });
      await recordAudit(actor, "branding_update", "family", "Removed the family logo");
    }
    return old;
  });
  if (previous) await storage().delete(previous).catch(() => {});
  return { message: BRANDING_MSG.logoRemoved, ...(await getBranding(actor)) };
}

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * GET /branding/{familyCode}/logo[?v=]: public as far as the invite page needs: whoever has the
 * family code (the invite link) sees the logo, and only while the family's branding is shown.
 * With the current `v` it is cached for a year; without, it is revalidated by its ETag.
 * Misses count against the per-address lookup limit, so codes cannot be guessed through it.
 */
export async function logoResponse(code: string, request: Request, ip: string): Promise<Response> {
  const normalized = code.trim().toUpperCase();
  const family = /^[A-Z0-9]{6,8}$/.test(normalized)
    ? await first(
        db()
          .select({ id: schema.families.id, tier: schema.families.subscriptionTier })
          .from(schema.families)
          .where(eq(schema.families.familyCode, normalized))
          .limit(1),
      )
    : undefined;
  const key = family && family.tier === BRANDING_TIER ? (await rowFor(family.id))?.logoKey : null;
  if (!key) {
    await hit(LIMITS.lookupPerIp, ip);
    throw notFound("No logo");
  }
  const version = logoVersion(key);
  const etag = `"${version}"`;
  const url = new URL(request.url);
  const headers = new Headers({
    "Cache-Control": url.searchParams.get("v") === version ? IMMUTABLE : "public, no-cache",
    ETag: etag,
    "Content-Type": "image/webp",
  });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  const object = request.method === "HEAD" ? { ...(await storage().stat(key)), stream: null } : await storage().get(key);
  if (!object || object.size === undefined) throw notFound("No logo");
  headers.set("Content-Length", String(object.size));
  if (!object.stream) return new Response(null, { status: 200, headers });
  return new Response(createReadableStreamFromReadable(object.stream), { status: 200, headers });
}
