import type { DonationStatus } from "@rimbun/domain";
import { and, eq, inArray, isNotNull, type SQL, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { campaignDonors, campaignTotals, donations } from "../platform/db/schema/index.ts";
import { campaignsChanged } from "./recent-answers.ts";

/**
 * The campaigns' public figures as running totals (docs/product/campaigns.md#totals,
 * docs/decisions/public-figures.md): what the `done` donations tagged with a campaign add up to, moved in the
 * transaction that moves a donation in or out of `done`. Upserts and row locks on the campaign's row make
 * concurrent payments add up; a donor's e-mail counts once (lower-cased by the database, as the rebuild
 * does).
 */

export interface CampaignTotals {
  raised: number;
  gifts: number;
  donorCount: number;
}

const noTotals: CampaignTotals = { raised: 0, gifts: 0, donorCount: 0 };

/** One donor's gifts to one campaign move by `gifts` (negative: taken back) worth `amount` rupiah. */
async function moveGifts(
  tx: Database,
  change: { slug: string; email: string; gifts: number; amount: number },
): Promise<void> {
  const key = and(
    eq(campaignDonors.campaignSlug, change.slug),
    eq(campaignDonors.email, sql`lower(${change.email})`),
  );
  campaignsChanged();
  let donors = 0;
  if (change.gifts > 0) {
    const [row] = await tx
      .insert(campaignDonors)
      .values({ campaignSlug: change.slug, email: sql`lower(${change.email})`, gifts: change.gifts })
      .onConflictDoUpdate({
        target: [campaignDonors.campaignSlug, campaignDonors.email],
        set: { gifts: sql`${campaignDonors.gifts} + ${change.gifts}` },
      })
      .returning({ gifts: campaignDonors.gifts });
    // A row leaves at 0 gifts, so exactly this many means the donor is new to the campaign.
    if (row?.gifts === change.gifts) donors = 1;
  } else if (change.gifts < 0) {
    const [row] = await tx
      .update(campaignDonors)
      .set({ gifts: sql`${campaignDonors.gifts} + ${change.gifts}` })
      .where(key)
      .returning({ gifts: campaignDonors.gifts });
    if (row && row.gifts <= 0) {
      await tx.delete(campaignDonors).where(key);
      donors = -1;
    }
  }
  await tx
    .insert(campaignTotals)
    .values({ campaignSlug: change.slug, raised: change.amount, gifts: change.gifts, donorCount: donors })
    .onConflictDoUpdate({
      target: campaignTotals.campaignSlug,
      set: {
        raised: sql`${campaignTotals.raised} + ${change.amount}`,
        gifts: sql`${campaignTotals.gifts} + ${change.gifts}`,
        donorCount: sql`${campaignTotals.donorCount} + ${donors}`,
      },
    });
}

/**
 * A campaign donation's move from its current status to `to`, in the transaction that moves it: into
 * `done` adds it, out of `done` (a refund) takes it back, anything else changes nothing.
 */
export async function recordCampaignGift(
  tx: Database,
  donation: { campaignSlug: string | null; email: string; amount: number; status: DonationStatus },
  to: DonationStatus,
): Promise<void> {
  const change = Number(to === "done") - Number(donation.status === "done");
  if (!donation.campaignSlug || change === 0) return;
  await moveGifts(tx, {
    slug: donation.campaignSlug,
    email: donation.email,
    gifts: change,
    amount: change * donation.amount,
  });
}

/**
 * Before an account deletion gives the donations `where` names one placeholder address (privacy
 * deletion): their paid campaign gifts move to that address, so each campaign still counts its donors
 * as the donations now say.
 */
export async function moveCampaignDonors(
  tx: Database,
  where: SQL | undefined,
  toEmail: string,
): Promise<void> {
  const email = sql<string>`lower(${donations.email})`;
  const groups = await tx
    .select({ slug: donations.campaignSlug, email, gifts: sql<number>`count(*)::int` })
    .from(donations)
    .where(and(where, eq(donations.status, "done"), isNotNull(donations.campaignSlug)))
    .groupBy(donations.campaignSlug, email);
  for (const group of groups) {
    if (!group.slug) continue;
    await moveGifts(tx, { slug: group.slug, email: group.email, gifts: -group.gifts, amount: 0 });
    await moveGifts(tx, { slug: group.slug, email: toEmail, gifts: group.gifts, amount: 0 });
  }
}

/** The totals of these campaigns (zeros for one without a paid gift): one primary-key read. */
export async function campaignTotalsOf(db: Database, slugs: string[]): Promise<Map<string, CampaignTotals>> {
  const totals = new Map<string, CampaignTotals>(slugs.map((slug) => [slug, { ...noTotals }]));
  if (slugs.length === 0) return totals;
  const rows = await db.select().from(campaignTotals).where(inArray(campaignTotals.campaignSlug, slugs));
  for (const row of rows) {
    totals.set(row.campaignSlug, { raised: row.raised, gifts: row.gifts, donorCount: row.donorCount });
  }
  return totals;
}

/**
 * Recomputes both tables from the donations (after bulk seeding, or to repair). Payments arriving
 * meanwhile wait on the table locks and then add to the rebuilt totals; readers see the old figures
 * until it commits.
 */
export async function rebuildCampaignTotals(db: Database): Promise<void> {
  campaignsChanged();
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table campaign_totals, campaign_donors in exclusive mode`);
    await tx.execute(sql`delete from campaign_donors`);
    await tx.execute(sql`delete from campaign_totals`);
    await tx.execute(sql`
      insert into campaign_donors (campaign_slug, email, gifts)
      select campaign_slug, lower(email), count(*)::int from donations
      where status = 'done' and campaign_slug is not null
      group by campaign_slug, lower(email)`);
    await tx.execute(sql`
      insert into campaign_totals (campaign_slug, raised, gifts, donor_count)
      select d.campaign_slug, sum(d.amount), count(*)::int,
        (select count(*)::int from campaign_donors c where c.campaign_slug = d.campaign_slug)
      from donations d
      where d.status = 'done' and d.campaign_slug is not null
      group by d.campaign_slug`);
  });
  campaignsChanged();
}
