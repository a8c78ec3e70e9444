import type { CampaignFigures } from "@rimbun/contract";
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { campaigns, campaignTotals, donations } from "../platform/db/schema/index.ts";
import { campaignMatchingOf } from "./matching/pledges.ts";

/**
 * The public figures of published and closed campaigns (all, or the one `slug` names), in page order, with
 * what partners matched and the pledge that matches today (docs/product/campaigns.md#matching-pledges).
 */
export async function campaignFigures(services: Services, slug?: string): Promise<CampaignFigures[]> {
  const db = services.db;
  const rows = await db
    .select({
      slug: campaigns.slug,
      kind: campaigns.kind,
      status: campaigns.status,
      titleId: campaigns.titleId,
      titleEn: campaigns.titleEn,
      target: campaigns.target,
      raisedOffline: campaigns.raisedOffline,
      raised: campaignTotals.raised,
      donorCount: campaignTotals.donorCount,
    })
    .from(campaigns)
    // The running totals (campaigns/campaign-totals.ts): one row per campaign, no scan of donations.
    .leftJoin(campaignTotals, eq(campaignTotals.campaignSlug, campaigns.slug))
    .where(
      and(
        // Campaigns that take (or took) tagged gifts; programmes have no page and no figures call.
        eq(campaigns.kind, "campaign"),
        inArray(campaigns.status, ["published", "closed"]),
        slug ? eq(campaigns.slug, slug) : undefined,
      ),
    )
    .orderBy(campaigns.sortOrder, campaigns.createdAt, campaigns.slug);
  const matching = await campaignMatchingOf(
    services,
    rows.map((row) => row.slug),
  );
  return rows.map((row) => ({
    slug: row.slug,
    kind: row.kind,
    // drafts are filtered out above
    status: row.status === "closed" ? "closed" : "published",
    title: { id: row.titleId, en: row.titleEn },
    target: row.target,
    raised: (row.raised ?? 0) + row.raisedOffline,
    donor_count: row.donorCount ?? 0,
    matched: matching.get(row.slug)?.matched ?? 0,
    matching: matching.get(row.slug)?.matching ?? null,
  }));
}

/**
 * The latest `limit` successful gifts to a published or closed campaign, amount and time only (null: no
 * such campaign): one row for the campaign, then the index `donations_campaign_paid_idx` read backwards.
 */
export async function latestGifts(
  db: Database,
  slug: string,
  limit: number,
): Promise<{ gifts: { amount: number; paid_at: string }[] } | null> {
  const [campaign] = await db
    .select({ slug: campaigns.slug })
    .from(campaigns)
    .where(
      and(
        eq(campaigns.slug, slug),
        eq(campaigns.kind, "campaign"),
        inArray(campaigns.status, ["published", "closed"]),
      ),
    )
    .limit(1);
  if (!campaign) return null;
  const rows = await db
    .select({ amount: donations.amount, paidAt: donations.paidAt })
    .from(donations)
    .where(and(eq(donations.campaignSlug, slug), eq(donations.status, "done"), isNotNull(donations.paidAt)))
    .orderBy(desc(donations.paidAt))
    .limit(limit);
  return {
    gifts: rows.map((row) => ({ amount: row.amount, paid_at: (row.paidAt as Date).toISOString() })),
  };
}
