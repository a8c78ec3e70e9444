import { type DonationStatus, jakartaDay, matchFor } from "@rimbun/domain";
import { and, asc, eq, gte, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { donationMatches, matchingPledges } from "../../platform/db/schema/index.ts";
import { campaignsChanged } from "../recent-answers.ts";

/**
 * A campaign gift's match, moved in the transaction that moves the gift in or out of `done`
 * (docs/product/campaigns.md#matching-pledges). Paid: the pledge that runs on the payment's Jakarta day is
 * locked (SELECT ... FOR UPDATE, which re-reads `used` once another payment's lock is released), so the
 * matches of concurrent payments never pass the cap; the gift that meets the last of the cap gets what is
 * left. Refunded: the match goes back to its pledge. Only the gift counts (`gift`: the donation's amount
 * without any fee the donor covered). The donation's row is locked by the caller first, then the pledge,
 * then the campaign's totals: one order everywhere, so no two payments wait on each other in a circle.
 */
export async function recordCampaignMatch(
  tx: Database,
  donation: { id: string; campaignSlug: string | null; status: DonationStatus },
  gift: number,
  to: DonationStatus,
  now: Date,
): Promise<void> {
  if (!donation.campaignSlug) return;
  if (to === "done" && donation.status !== "done")
    await matchGift(tx, donation.id, donation.campaignSlug, gift, now);
  else if (donation.status === "done" && to !== "done") await giveMatchBack(tx, donation.id, now);
}

async function matchGift(
  tx: Database,
  donationId: string,
  slug: string,
  gift: number,
  now: Date,
): Promise<void> {
  const day = jakartaDay(now);
  const [pledge] = await tx
    .select({
      id: matchingPledges.id,
      ratio: matchingPledges.ratio,
      cap: matchingPledges.cap,
      used: matchingPledges.used,
    })
    .from(matchingPledges)
    .where(
      and(
        eq(matchingPledges.campaignSlug, slug),
        lte(matchingPledges.startsOn, day),
        gte(matchingPledges.endsOn, day),
        isNull(matchingPledges.endedAt),
        lt(matchingPledges.used, matchingPledges.cap),
      ),
    )
    .orderBy(asc(matchingPledges.startsOn))
    .limit(1)
    .for("update");
  if (!pledge) return;
  const amount = matchFor(gift, pledge.ratio, pledge.cap - pledge.used);
  if (amount <= 0) return;
  const [inserted] = await tx
    .insert(donationMatches)
    .values({ donationId, pledgeId: pledge.id, gift, amount, matchedAt: now })
    .onConflictDoNothing({ target: donationMatches.donationId })
    .returning({ amount: donationMatches.amount });
  // A gift is matched once: a donation paid again after a refund never is (it cannot be, see canMoveDonationStatus).
  if (!inserted) return;
  await tx
    .update(matchingPledges)
    .set({ used: sql`${matchingPledges.used} + ${amount}` })
    .where(eq(matchingPledges.id, pledge.id));
  campaignsChanged();
}

async function giveMatchBack(tx: Database, donationId: string, now: Date): Promise<void> {
  const [match] = await tx
    .select({ pledgeId: donationMatches.pledgeId, amount: donationMatches.amount })
    .from(donationMatches)
    .where(and(eq(donationMatches.donationId, donationId), isNull(donationMatches.reversedAt)))
    .limit(1);
  if (!match) return;
  await tx
    .select({ id: matchingPledges.id })
    .from(matchingPledges)
    .where(eq(matchingPledges.id, match.pledgeId))
    .for("update");
  await tx
    .update(matchingPledges)
    .set({ used: sql`greatest(${matchingPledges.used} - ${match.amount}, 0)` })
    .where(eq(matchingPledges.id, match.pledgeId));
  await tx.update(donationMatches).set({ reversedAt: now }).where(eq(donationMatches.donationId, donationId));
  campaignsChanged();
}
