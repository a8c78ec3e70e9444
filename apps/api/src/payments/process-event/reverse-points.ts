import { and, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client.ts";
import { pointLedger } from "../../platform/db/schema/index.ts";
import { badgeCreditReason, badgeRefundReason } from "../../points/points.ts";
import { referralRefundReason, reverseReferralTotals } from "../../points/volunteer.ts";

/**
 * A refund or chargeback takes back what the payment earned: an `adjust` entry of minus the credit
 * for each referral credit (the leaderboard's aggregate too) and each badge credit. Points already
 * spent leave the volunteer in debt: active points show 0 and nothing can be spent until it is earned back.
 */
export async function reversePoints(
  tx: Database,
  donation: { id: string; email: string; localId: string; type: string },
  now: Date,
): Promise<void> {
  const credits = await tx
    .select()
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.donationId, donation.id),
        eq(pointLedger.type, "earn"),
        eq(pointLedger.status, "approved"),
      ),
    );
  for (const credit of credits) {
    const badge = credit.reason === badgeCreditReason;
    if (!badge && credit.reason !== "referral") continue;
    const reversed = await tx
      .insert(pointLedger)
      .values({
        userId: credit.userId,
        type: "adjust",
        status: "approved",
        points: `-${credit.points}`,
        amount: credit.amount,
        donationId: donation.id,
        // One reversal per donation, user and reason (the ledger's unique index): a replay adds nothing.
        reason: badge ? badgeRefundReason : referralRefundReason,
        description: `refund:${donation.type}:${donation.localId}`,
        decidedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: pointLedger.id });
    if (reversed.length > 0 && !badge) {
      await reverseReferralTotals(tx, {
        userId: credit.userId,
        email: donation.email,
        amount: credit.amount ?? 0,
        points: credit.points,
        creditedAt: credit.createdAt,
      });
    }
  }
}
