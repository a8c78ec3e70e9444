import type {
  MatchingOffer,
  MatchingPledge,
  MatchingPledgeInput,
  MatchingStatement,
  PledgeState,
} from "@rimbun/contract";
import { jakartaDay, periodsOverlap, pledgeMatchesOn } from "@rimbun/domain";
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import { audit } from "../../platform/audit.ts";
import type { Services, Viewer } from "../../platform/context.ts";
import type { Database } from "../../platform/db/client.ts";
import { campaigns, donationMatches, donations, matchingPledges } from "../../platform/db/schema/index.ts";
import { apiMessages } from "../../platform/http/api-messages.ts";
import { ApiError } from "../../platform/http/errors.ts";
import { assertImageExists, imageUrl, loadImageSizes } from "../../platform/images/images.ts";
import { campaignsChanged } from "../recent-answers.ts";

/**
 * Matching pledges (docs/product/campaigns.md#matching-pledges): staff attach them to a campaign, the public
 * answers show the one that matches today, the partner's statement lists what it matched. The allocation in
 * the payment's transaction is in allocate.ts.
 */

type PledgeRow = typeof matchingPledges.$inferSelect;

const stateInput = (row: PledgeRow) => ({
  ratio: row.ratio,
  cap: row.cap,
  used: row.used,
  startsOn: row.startsOn,
  endsOn: row.endsOn,
  ended: row.endedAt !== null,
});

/** Where a pledge stands on `day` (Jakarta). */
export function pledgeState(row: PledgeRow, day: string): PledgeState {
  if (row.endedAt) return "ended";
  if (row.used >= row.cap) return "used-up";
  if (day < row.startsOn) return "scheduled";
  if (day > row.endsOn) return "over";
  return "running";
}

/** A logo's middle WebP and AVIF (the sizes of the upload pipeline), or null. */
function logoOf(
  apiUrl: string,
  id: string | null,
  sizes: Awaited<ReturnType<typeof loadImageSizes>>,
): MatchingOffer["logo"] {
  const size = id ? sizes.get(id) : undefined;
  if (!id || !size) return null;
  const width = size.widths.filter((w) => w <= 480).at(-1) ?? size.widths[0] ?? size.width;
  return {
    id,
    urls: { avif: imageUrl(apiUrl, id, width, "avif"), webp: imageUrl(apiUrl, id, width, "webp") },
  };
}

function pledgeView(
  services: Services,
  row: PledgeRow,
  sizes: Awaited<ReturnType<typeof loadImageSizes>>,
  gifts: number,
): MatchingPledge {
  return {
    id: row.id,
    campaign_slug: row.campaignSlug,
    partner_name: row.partnerName,
    logo: logoOf(services.env.API_PUBLIC_URL, row.logoImageId, sizes),
    ratio: row.ratio,
    cap: row.cap,
    used: row.used,
    starts_on: row.startsOn,
    ends_on: row.endsOn,
    ended_at: row.endedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    state: pledgeState(row, jakartaDay(services.now())),
    gifts,
  };
}

/** Matched gifts per pledge (refunded ones not counted): an index read per pledge (`donation_matches_pledge_idx`). */
async function giftCounts(db: Database, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: donationMatches.pledgeId, count: sql<number>`count(*)::int` })
    .from(donationMatches)
    .where(and(inArray(donationMatches.pledgeId, ids), isNull(donationMatches.reversedAt)))
    .groupBy(donationMatches.pledgeId);
  return new Map(rows.map((row) => [row.id, row.count]));
}

async function pledgeViews(services: Services, rows: PledgeRow[]): Promise<MatchingPledge[]> {
  const [sizes, counts] = await Promise.all([
    loadImageSizes(
      services.db,
      rows.flatMap((row) => (row.logoImageId ? [row.logoImageId] : [])),
    ),
    giftCounts(
      services.db,
      rows.map((row) => row.id),
    ),
  ]);
  return rows.map((row) => pledgeView(services, row, sizes, counts.get(row.id) ?? 0));
}

async function campaignOf(db: Database, slug: string) {
  const [row] = await db
    .select({
      slug: campaigns.slug,
      kind: campaigns.kind,
      titleId: campaigns.titleId,
      titleEn: campaigns.titleEn,
    })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  return row;
}

/** GET /v1/admin/campaigns/{slug}/matching-pledges: the campaign's pledges in start order. */
export async function listMatchingPledges(services: Services, slug: string): Promise<MatchingPledge[]> {
  await campaignOf(services.db, slug);
  const rows = await services.db
    .select()
    .from(matchingPledges)
    .where(eq(matchingPledges.campaignSlug, slug))
    .orderBy(asc(matchingPledges.startsOn), asc(matchingPledges.createdAt));
  return pledgeViews(services, rows);
}

/**
 * POST /v1/admin/campaigns/{slug}/matching-pledges: a new pledge, audited with the reason. The campaign's
 * row is locked while the periods are compared, so two staffers cannot add overlapping pledges at once.
 */
export async function createMatchingPledge(
  services: Services,
  staffer: Viewer,
  slug: string,
  input: Omit<MatchingPledgeInput, "ratio"> & { ratio: number },
): Promise<MatchingPledge> {
  if (input.logo_image_id) await assertImageExists(services.db, input.logo_image_id, "logo_image_id");
  const row = await services.db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ kind: campaigns.kind })
      .from(campaigns)
      .where(eq(campaigns.slug, slug))
      .for("update")
      .limit(1);
    if (!campaign) throw new ApiError("NOT_FOUND");
    if (campaign.kind !== "campaign") {
      throw new ApiError("CONFLICT", { messageId: apiMessages.matchingProgramme.id });
    }
    const others = await tx
      .select({ startsOn: matchingPledges.startsOn, endsOn: matchingPledges.endsOn })
      .from(matchingPledges)
      .where(and(eq(matchingPledges.campaignSlug, slug), isNull(matchingPledges.endedAt)));
    const period = { startsOn: input.starts_on, endsOn: input.ends_on };
    if (others.some((other) => periodsOverlap(other, period))) {
      throw new ApiError("CONFLICT", {
        messageId: apiMessages.matchingOverlap.id,
        fields: { starts_on: apiMessages.matchingOverlap.id },
      });
    }
    const [created] = await tx
      .insert(matchingPledges)
      .values({
        campaignSlug: slug,
        partnerName: input.partner_name,
        logoImageId: input.logo_image_id,
        ratio: input.ratio,
        cap: input.cap,
        startsOn: input.starts_on,
        endsOn: input.ends_on,
      })
      .returning();
    if (!created) throw new ApiError("INTERNAL");
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "campaign.matching.create",
      subject: `campaign:${slug}`,
      data: {
        reason: input.reason,
        pledge: created.id,
        partner: input.partner_name,
        ratio: input.ratio,
        cap: input.cap,
        starts_on: input.starts_on,
        ends_on: input.ends_on,
      },
    });
    campaignsChanged();
    return created;
  });
  const [view] = await pledgeViews(services, [row]);
  return view as MatchingPledge;
}

/** POST /v1/admin/matching-pledges/{id}/end: ends a pledge early (what it matched stays matched). */
export async function endMatchingPledge(
  services: Services,
  staffer: Viewer,
  id: string,
  reason: string,
): Promise<MatchingPledge> {
  const row = await services.db.transaction(async (tx) => {
    const [locked] = await tx.select().from(matchingPledges).where(eq(matchingPledges.id, id)).for("update");
    if (!locked) throw new ApiError("NOT_FOUND");
    if (locked.endedAt) throw new ApiError("CONFLICT", { messageId: apiMessages.matchingEnded.id });
    const [ended] = await tx
      .update(matchingPledges)
      .set({ endedAt: services.now() })
      .where(eq(matchingPledges.id, id))
      .returning();
    await audit(tx, {
      actorUserId: staffer.userId,
      action: "campaign.matching.end",
      subject: `campaign:${locked.campaignSlug}`,
      data: { reason, pledge: id, used: locked.used, cap: locked.cap },
    });
    campaignsChanged();
    return ended as PledgeRow;
  });
  const [view] = await pledgeViews(services, [row]);
  return view as MatchingPledge;
}

/** GET /v1/admin/matching-pledges/{id}/statement: the gifts it matched (refunded ones left out), oldest first. */
export async function matchingStatement(services: Services, id: string): Promise<MatchingStatement> {
  const [row] = await services.db.select().from(matchingPledges).where(eq(matchingPledges.id, id)).limit(1);
  if (!row) throw new ApiError("NOT_FOUND");
  const [campaign, [pledge], gifts] = await Promise.all([
    campaignOf(services.db, row.campaignSlug),
    pledgeViews(services, [row]),
    services.db
      .select({
        localId: donations.localId,
        paidAt: donationMatches.matchedAt,
        gift: donationMatches.gift,
        match: donationMatches.amount,
      })
      .from(donationMatches)
      .innerJoin(donations, eq(donations.id, donationMatches.donationId))
      .where(and(eq(donationMatches.pledgeId, id), isNull(donationMatches.reversedAt)))
      .orderBy(asc(donationMatches.matchedAt), asc(donations.localId)),
  ]);
  return {
    pledge: pledge as MatchingPledge,
    campaign: { slug: campaign.slug, title: { id: campaign.titleId, en: campaign.titleEn } },
    gifts: gifts.map((gift) => ({
      local_id: gift.localId,
      paid_at: gift.paidAt.toISOString(),
      gift: gift.gift,
      match: gift.match,
    })),
    total_gift: gifts.reduce((sum, gift) => sum + gift.gift, 0),
    total_match: gifts.reduce((sum, gift) => sum + gift.match, 0),
  };
}

export interface CampaignMatching {
  matched: number;
  matching: MatchingOffer | null;
}

/**
 * The public matching figures of these campaigns: all matched so far (the pledges' `used`, running totals)
 * and the pledge that matches today. One read of the pledges by campaign, however many donations there are.
 */
export async function campaignMatchingOf(
  services: Services,
  slugs: string[],
): Promise<Map<string, CampaignMatching>> {
  const result = new Map<string, CampaignMatching>(
    slugs.map((slug) => [slug, { matched: 0, matching: null }]),
  );
  if (slugs.length === 0) return result;
  const rows = await services.db
    .select()
    .from(matchingPledges)
    .where(inArray(matchingPledges.campaignSlug, slugs))
    .orderBy(asc(matchingPledges.startsOn));
  const today = jakartaDay(services.now());
  const open = rows.filter((row) => pledgeMatchesOn(stateInput(row), today));
  const sizes = await loadImageSizes(
    services.db,
    open.flatMap((row) => (row.logoImageId ? [row.logoImageId] : [])),
  );
  for (const row of rows) {
    const entry = result.get(row.campaignSlug);
    if (!entry) continue;
    entry.matched += row.used;
    if (!entry.matching && open.includes(row)) {
      entry.matching = {
        partner: row.partnerName,
        logo: logoOf(services.env.API_PUBLIC_URL, row.logoImageId, sizes),
        ratio: row.ratio,
        cap: row.cap,
        used: row.used,
        starts_on: row.startsOn,
        ends_on: row.endsOn,
      };
    }
  }
  return result;
}

export { stateInput as pledgeRules };
