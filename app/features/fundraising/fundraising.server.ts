// Fundraising: campaigns, their pledged and collected entries, the summary, and card contributions
// through the payments port. The rules behind the Fundraising tab and /api/campaigns*. Every query
// is scoped to the actor's family; another family's campaign (or an admins-only campaign, for a
// member) is a 404. Money is integer cents; the API also gives dollars (decision record 090).
import { and, desc, eq, sql, type Placeholder, type SQL } from "drizzle-orm";
import { ID_LIST, db, first, idList, prepared, queryAll, schema, withTransaction, param, limitOf } from "~/lib/db.server";
import { idInFamily } from "~/lib/family-scope.server";
import { HttpError, forbidden, notFound, parseInput } from "~/lib/http.server";
import { recordAudit, recordCloseOrReopen } from "~/lib/audit.server";
import { formatCents } from "~/lib/money";
import { can } from "~/lib/permissions";
import { keptRows } from "~/lib/family-cache.server";
import type { Actor } from "~/lib/session.server";
import { startCheckout } from "~/features/payments/payments.server";
import { campaignInput, campaignStatusInput, contributionInput, entryInput, type CampaignInput } from "./inputs";
import {
  ANONYMOUS,
  FUNDRAISING_MSG as MSG,
  RECENT_ENTRIES,
  canManageCampaigns,
  canSeeCampaign,
  entryTypesFor,
  seesDetails,
  seesNames,
  summaryNumbers,
  type EntryType,
} from "./rules";

/** The campaigns list is bounded: live ones first, newest first. */
export const CAMPAIGN_LIMIT = 100;

const c = schema.campaigns;
const e = schema.campaignEntries;
type CampaignRow = typeof c.$inferSelect;
type EntryRow = typeof e.$inferSelect;

const dollars = (cents: number) => cents / 100;

export type CampaignView = {
  id: number;
  title: string;
  description: string;
  status: "live" | "closed";
  visibility: "family" | "admins";
  show_donor_names: boolean;
  show_progress_details: boolean;
  /** True when the viewer (a member or guest) is not shown amounts or progress. */
  details_hidden: boolean;
  /** Dollars (§7 shape) and cents; null when details are hidden from the viewer. */
  goal_amount: number | null;
  current_amount: number | null;
  pledged_amount: number | null;
  goal_cents: number | null;
  current_cents: number | null;
  pledged_cents: number | null;
  progress_percentage: number | null;
  created_by_name: string;
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  can_manage: boolean;
};

export type EntryView = {
  id: number;
  campaign_id: number;
  entry_type: EntryType;
  amount: number;
  amount_cents: number;
  /** "Anonymous" to members and guests when the campaign hides donor names. */
  payer_name: string;
  memo: string;
  /** manual (typed by hand) or card (a paid card checkout). */
  source: "manual" | "card";
  entered_at: string;
  /** Who typed it in; null when names are hidden from the viewer. */
  entered_by_name: string | null;
};

export type CampaignSummary = {
  campaign_id: number;
  title: string;
  status: "live" | "closed";
  details_hidden: boolean;
  pledged_total: number | null;
  collected_total: number | null;
  goal_amount: number | null;
  total_amount: number | null;
  progress_percentage: number | null;
  pledged_cents: number | null;
  collected_cents: number | null;
  goal_cents: number | null;
  total_cents: number | null;
  entry_count: number | null;
  recent_entries: EntryView[];
};

/** Campaigns of a family that its managers (all) or its members (family-visible only) may see. */
function audienceWhere(familyId: number | Placeholder, managers: boolean, ...more: SQL[]): SQL {
  const parts: SQL[] = [eq(c.familyId, familyId), ...more];
  if (!managers) parts.push(eq(c.visibility, "family"));
  return and(...parts)!;
}

type Sums = { pledged: number; collected: number; count: number };

// Raw SQL with the ids as one parameter: one statement whatever the number of campaigns, prepared once.
const SUMS_SQL = `select campaign_id as "campaignId", entry_type as "entryType", coalesce(sum(amount_cents), 0) as total, count(*) as n
  from campaign_entries where campaign_id in ${ID_LIST} group by campaign_id, entry_type`;

/** Pledged and collected sums of several campaigns in one grouped query. */
async function sumsFor(campaignIds: number[]): Promise<Map<number, Sums>> {
  const out = new Map<number, Sums>();
  if (campaignIds.length === 0) return out;
  const rows = await queryAll<{ campaignId: number; entryType: string; total: number; n: number }>(SUMS_SQL, idList(campaignIds));
  for (const id of campaignIds) out.set(id, { pledged: 0, collected: 0, count: 0 });
  for (const r of rows) {
    const s = out.get(r.campaignId)!;
    if (r.entryType === "pledge") s.pledged = r.total;
    else s.collected = r.total;
    s.count += r.n;
  }
  return out;
}

function campaignView(actor: Actor, row: CampaignRow, sums: Sums): CampaignView {
  const details = seesDetails(actor.role, row.showProgressDetails);
  const n = summaryNumbers({ pledgedCents: sums.pledged, collectedCents: sums.collected, goalCents: row.goalCents });
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    visibility: row.visibility,
    show_donor_names: row.showDonorNames,
    show_progress_details: row.showProgressDetails,
    details_hidden: !details,
    goal_amount: details ? dollars(n.goalCents) : null,
    current_amount: details ? dollars(n.collectedCents) : null,
    pledged_amount: details ? dollars(n.pledgedCents) : null,
    goal_cents: details ? n.goalCents : null,
    current_cents: details ? n.collectedCents : null,
    pledged_cents: details ? n.pledgedCents : null,
    progress_percentage: details ? n.progress : null,
    created_by_name: row.createdByName,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
    closed_at: row.closedAt,
    can_manage: canManageCampaigns(actor.role),
  };
}

function entryView(actor: Actor, campaign: CampaignRow, row: EntryRow): EntryView {
  const names = seesNames(actor.role, campaign.showDonorNames);
  return {
    id: row.id,
    campaign_id: row.campaignId,
    entry_type: row.entryType,
    amount: dollars(row.amountCents),
    amount_cents: row.amountCents,
    payer_name: names ? row.payerName : ANONYMOUS,
    memo: row.memo,
    source: row.source,
    entered_at: row.enteredAt,
    entered_by_name: names ? row.enteredByName : null,
  };
}

/** GET /api/campaigns: the campaigns the viewer may see, live first, newest first. */
// The Fundraising tab and GET /api/campaigns list them on every visit: prepared once per audience.
const campaignsFor = (managers: boolean) =>
  prepared((d) =>
    d
      .select()
      .from(c)
      .where(audienceWhere(param("familyId"), managers))
      .orderBy(sql`case when ${c.status} = 'live' then 0 else 1 end`, desc(c.id))
      .limit(limitOf(CAMPAIGN_LIMIT))
      .prepare(),
  );
const campaignsOf = { managers: campaignsFor(true), members: campaignsFor(false) };

export async function listCampaigns(actor: Actor): Promise<CampaignView[]> {
  const managers = canManageCampaigns(actor.role);
  const list = managers ? campaignsOf.managers : campaignsOf.members;
  // Kept per family (record 278): campaigns and their entries are under the version triggers.
  // What the viewer may see of each (details, donors) is decided per request by campaignView.
  const kept = await keptRows(actor.familyId, `campaigns:list:${managers ? "managers" : "members"}`, Date.now(), async () => {
    const rows = await list.all({ familyId: actor.familyId });
    const sums = await sumsFor(rows.map((r) => r.id));
    return { campaigns: rows.map((row) => ({ row, sums: sums.get(row.id)! })) };
  });
  return kept.campaigns.map(({ row, sums }) => campaignView(actor, row, sums));
}

/** Home's "active campaigns": live campaigns the viewer may see. */
// Home shows this count on every visit: prepared once per audience (issue 16).
const liveCount = (managers: boolean) =>
  prepared((d) =>
    d
      .select({ n: sql<number>`count(*)` })
      .from(c)
      .where(audienceWhere(param("familyId"), managers, eq(c.status, "live")))
      .prepare(),
  );
const liveCampaignCount = { managers: liveCount(true), members: liveCount(false) };

export async function countActiveCampaigns(actor: Actor): Promise<number> {
  const managers = canManageCampaigns(actor.role);
  const count = managers ? liveCampaignCount.managers : liveCampaignCount.members;
  // Kept per family under its data version, which every write to its campaigns moves (record 276).
  const kept = await keptRows(actor.familyId, `campaigns:live:${managers ? "managers" : "members"}`, Date.now(), async () => ({
    n: Number((await count.one({ familyId: actor.familyId }))!.n),
  }));
  return kept.n;
}

/** A campaign the actor may see, or 404 (missing, another family's, or admins-only for a member). */
async function findCampaign(actor: Actor, id: number): Promise<CampaignRow> {
  const row = await first(db().select().from(c).where(idInFamily(c, id, actor.familyId)).limit(1));
  if (!row || !canSeeCampaign(actor.role, row.visibility)) throw notFound(MSG.notFound);
  return row;
}

function requireManager(actor: Actor) {
  if (!canManageCampaigns(actor.role)) throw forbidden(MSG.manageOnly);
}

export async function getCampaign(actor: Actor, id: number): Promise<CampaignView> {
  const row = await findCampaign(actor, id);
  return campaignView(actor, row, (await sumsFor([row.id])).get(row.id)!);
}

/** GET /api/campaigns/{id}/summary: §3's totals and the latest 10 entries. */
export async function campaignSummary(actor: Actor, id: number): Promise<CampaignSummary> {
  const row = await findCampaign(actor, id);
  const details = seesDetails(actor.role, row.showProgressDetails);
  const base = { campaign_id: row.id, title: row.title, status: row.status, details_hidden: !details };
  if (!details) {
    return {
      ...base,
      pledged_total: null,
      collected_total: null,
      goal_amount: null,
      total_amount: null,
      progress_percentage: null,
      pledged_cents: null,
      collected_cents: null,
      goal_cents: null,
      total_cents: null,
      entry_count: null,
      recent_entries: [],
    };
  }
  const [sumsById, recent] = await Promise.all([
    sumsFor([row.id]),
    db().select().from(e).where(eq(e.campaignId, row.id)).orderBy(desc(e.id)).limit(limitOf(RECENT_ENTRIES)),
  ]);
  const sums = sumsById.get(row.id)!;
  const n = summaryNumbers({ pledgedCents: sums.pledged, collectedCents: sums.collected, goalCents: row.goalCents });
  return {
    ...base,
    pledged_total: dollars(n.pledgedCents),
    collected_total: dollars(n.collectedCents),
    goal_amount: dollars(n.goalCents),
    total_amount: dollars(n.totalCents),
    progress_percentage: n.progress,
    pledged_cents: n.pledgedCents,
    collected_cents: n.collectedCents,
    goal_cents: n.goalCents,
    total_cents: n.totalCents,
    entry_count: sums.count,
    recent_entries: recent.map((r) => entryView(actor, row, r)),
  };
}

/** POST /api/campaigns (owner and admin): live, with the §3 defaults. */
export async function createCampaign(actor: Actor, raw: unknown): Promise<CampaignView> {
  requireManager(actor);
  const input = parseInput(campaignInput, raw);
  const row = await withTransaction(async (tx) => {
    const [row] = await tx
      .insert(c)
      .values({ familyId: actor.familyId, ...inputColumns(input), createdBy: actor.userId, createdByName: actor.name })
      .returning();
    await recordAudit(actor, "campaign_create", "campaign", `Created campaign "${row!.title}" (goal ${formatCents(row!.goalCents)}, visible to ${row!.visibility})`, row!.id);
    return row!;
  });
  return campaignView(actor, row, { pledged: 0, collected: 0, count: 0 });
}

/** The create/edit fields as the table's columns (currentAsInput is the other way round). */
function inputColumns(input: CampaignInput) {
  return {
    title: input.title,
    description: input.description,
    goalCents: input.goal_amount,
    visibility: input.visibility,
    showDonorNames: input.show_donor_names,
    showProgressDetails: input.show_progress_details,
  };
}

function currentAsInput(row: CampaignRow) {
  return {
    title: row.title,
    description: row.description,
    goal_amount: dollars(row.goalCents),
    visibility: row.visibility,
    show_donor_names: row.showDonorNames,
    show_progress_details: row.showProgressDetails,
  };
}

/**
 * PUT /api/campaigns/{id} (owner and admin): any of the create fields (left out = unchanged), and
 * `status` live|closed. A closed campaign takes no new entries or card gifts; reopening is allowed.
 */
export async function updateCampaign(actor: Actor, id: number, raw: unknown): Promise<CampaignView> {
  // The read, the update and its audit rows are one transaction (no lost update between them).
  return withTransaction(async (tx) => {
    const existing = await findCampaign(actor, id);
    requireManager(actor);
    const body = raw && typeof raw === "object" && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
    const { status: rawStatus, ...fields } = body;
    const input = parseInput(campaignInput, { ...currentAsInput(existing), ...stripUndefined(fields) });
    const status = rawStatus === undefined ? existing.status : parseInput(campaignStatusInput, { status: rawStatus }).status;
    const now = new Date().toISOString();
    const [row] = await tx
      .update(c)
      .set({
        ...inputColumns(input),
        status,
        closedAt: status === "closed" ? (existing.closedAt ?? now) : null,
        updatedAt: now,
      })
      .where(idInFamily(c, id, actor.familyId))
      .returning();
    if (status !== existing.status) await recordCloseOrReopen(actor, "campaign", row!.title, id, status === "closed");
    const changed = (Object.keys(fields) as (keyof ReturnType<typeof currentAsInput>)[]).some((k) => k in currentAsInput(existing));
    if (changed) await recordAudit(actor, "campaign_update", "campaign", `Updated campaign "${row!.title}"`, id);
    return campaignView(actor, row!, (await sumsFor([id])).get(id)!);
  });
}

function stripUndefined(o: Record<string, unknown>) {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
}

/** Close (or reopen) from the page: the same rule as PUT {status}. */
export async function setCampaignStatus(actor: Actor, id: number, status: unknown): Promise<CampaignView> {
  return updateCampaign(actor, id, { status });
}

/** DELETE /api/campaigns/{id} (owner and admin, after a confirmation in the page): entries go too. */
export async function deleteCampaign(actor: Actor, id: number): Promise<{ message: string }> {
  await withTransaction(async (tx) => {
    const existing = await findCampaign(actor, id);
    requireManager(actor);
    const sums = (await sumsFor([id])).get(id)!;
    await tx.delete(c).where(idInFamily(c, id, actor.familyId));
    await recordAudit(
      actor,
      "campaign_delete",
      "campaign",
      `Deleted campaign "${existing.title}" with ${sums.count} entries (collected ${formatCents(sums.collected)}, pledged ${formatCents(sums.pledged)})`,
      id,
    );
  });
  return { message: "Campaign deleted" };
}

function assertLive(row: CampaignRow) {
  if (row.status !== "live") throw new HttpError(409, MSG.closed);
}

/**
 * POST /api/campaigns/{id}/entries: members (not guests) pledge only, in their own name (the form
 * pre-fills it); owner and admin record a pledge or a collected amount for anyone. Audited.
 */
export async function addEntry(actor: Actor, campaignId: number, raw: unknown): Promise<EntryView> {
  // The live check and the insert share one transaction (a campaign closed meanwhile refuses it).
  return withTransaction(async (tx) => {
    const campaign = await findCampaign(actor, campaignId);
    const allowed = entryTypesFor(actor.role);
    if (allowed.length === 0) throw forbidden(MSG.guest);
    const input = parseInput(entryInput, raw);
    if (!allowed.includes(input.entry_type)) throw forbidden(MSG.pledgeOnly);
    if (!canManageCampaigns(actor.role) && input.payer_name !== actor.name) throw forbidden(MSG.ownName);
    assertLive(campaign);
    const [row] = await tx
      .insert(e)
      .values({
        familyId: actor.familyId,
        campaignId,
        entryType: input.entry_type,
        amountCents: input.amount,
        payerName: input.payer_name,
        memo: input.memo,
        source: "manual",
        enteredBy: actor.userId,
        enteredByName: actor.name,
      })
      .returning();
    await recordAudit(
      actor,
      "campaign_entry_create",
      "campaign_entry",
      `Recorded ${input.entry_type === "pledge" ? "a pledge" : "a collection"} of ${formatCents(input.amount)} from ${input.payer_name} for "${campaign.title}"`,
      row!.id,
    );
    return entryView(actor, campaign, row!);
  });
}

/** DELETE /api/campaigns/{id}/entries/{entryId} (owner and admin, after a confirmation). Audited. */
export async function deleteEntry(actor: Actor, campaignId: number, entryId: number): Promise<{ message: string }> {
  await withTransaction(async (tx) => {
    const campaign = await findCampaign(actor, campaignId);
    const row = await first(
      tx
        .select()
        .from(e)
        .where(and(eq(e.id, entryId), eq(e.campaignId, campaignId), eq(e.familyId, actor.familyId)))
        .limit(1),
    );
    if (!row) throw notFound(MSG.entryNotFound);
    if (!can(actor.role, "campaignEntry.delete")) throw forbidden("Only the owner or an admin can delete entries");
    await tx.delete(e).where(eq(e.id, entryId));
    await recordAudit(
      actor,
      "campaign_entry_delete",
      "campaign_entry",
      `Deleted ${row.entryType === "pledge" ? "a pledge" : "a collection"} of ${formatCents(row.amountCents)} from ${row.payerName} (${row.source === "card" ? "card" : "entered by hand"}) for "${campaign.title}"`,
      entryId,
    );
  });
  return { message: "Entry deleted" };
}

/**
 * POST /api/payments/checkout/fundraiser {campaign_id, amount}: a card contribution of at least
 * $1 to a live campaign the caller may see (not guests). The paid checkout is recorded once as a
 * collected entry by the `fundraiser` purpose (fundraiser-purpose.server.ts).
 */
export async function startContribution(actor: Actor, raw: unknown): Promise<{ url: string; session_id: string }> {
  const input = parseInput(contributionInput, raw);
  const campaign = await findCampaign(actor, input.campaign_id);
  if (entryTypesFor(actor.role).length === 0) throw forbidden(MSG.guest);
  assertLive(campaign);
  const result = await startCheckout(actor, {
    purpose: "fundraiser",
    description: `Contribution to ${campaign.title}`,
    amountCents: input.amount,
    metadata: { campaign_id: String(campaign.id), payer_name: actor.name },
    cancelPath: "/dashboard/fundraising",
  });
  return { url: result.url, session_id: result.session_id };
}
