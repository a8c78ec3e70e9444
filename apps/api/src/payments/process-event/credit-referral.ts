import {
  BADGE_POINTS_PER_REFERRED_MONTHLY_DONOR,
  formatPoints,
  pointsForDonation,
  wholePoints,
} from "@rimbun/domain";
import { eq } from "drizzle-orm";
import type { PaidDonation } from "../../billing/activate-plan.ts";
import type { Database } from "../../platform/db/client.ts";
import { pointLedger, users } from "../../platform/db/schema/index.ts";
import { badgeCreditReason } from "../../points/points.ts";
import { creditReferralTotals } from "../../points/volunteer.ts";
import type { DonationRow } from "./find-donation.ts";

/** What a paid donation earns its referrer. */
export type ReferralCredit = "volunteer-points" | "badge-points" | null;

/**
 * A volunteer earns points on every successful referred donation, monthly charges included; a donor
 * earns badge points once per new monthly donor brought in. Nobody earns from their own donation.
 */
export function referralCreditDue(
  referrer: { id: string; role: string } | undefined,
  paid: PaidDonation,
): ReferralCredit {
  if (!referrer || referrer.id === paid.donorId) return null;
  if (referrer.role === "volunteer") return "volunteer-points";
  if (referrer.role === "donor" && paid.firstMonthlyPayment) return "badge-points";
  return null;
}

/**
 * Credits the referrer fixed when the donation was made, by user id: whoever holds the code now earns
 * nothing. The ledger's unique index makes a replay add nothing.
 */
export async function creditReferral(
  tx: Database,
  donation: DonationRow,
  paid: PaidDonation,
  now: Date,
): Promise<void> {
  const [referrer] = donation.referrerUserId
    ? await tx
        .select({ id: users.id, role: users.role })
        .from(users)
        .where(eq(users.id, donation.referrerUserId))
        .limit(1)
    : [];
  const credit = referralCreditDue(referrer, paid);
  if (!referrer || !credit) return;
  if (credit === "volunteer-points") await creditVolunteer(tx, referrer.id, donation, now);
  else await creditBadge(tx, referrer.id, donation, now);
}

/** 1 point per Rp 1.000; the leaderboard's aggregate moves in the same transaction as the credit. */
async function creditVolunteer(
  tx: Database,
  userId: string,
  donation: DonationRow,
  now: Date,
): Promise<void> {
  const points = formatPoints(pointsForDonation(donation.amount));
  const credited = await tx
    .insert(pointLedger)
    .values({
      userId,
      type: "earn",
      status: "approved",
      points,
      amount: donation.amount,
      donationId: donation.id,
      reason: "referral",
      description: `${donation.type}:${donation.localId}`,
      decidedAt: now,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: pointLedger.id });
  if (credited.length === 0) return;
  await creditReferralTotals(tx, { userId, email: donation.email, amount: donation.amount, points, at: now });
}

async function creditBadge(tx: Database, userId: string, donation: DonationRow, now: Date): Promise<void> {
  await tx
    .insert(pointLedger)
    .values({
      userId,
      type: "earn",
      status: "approved",
      points: formatPoints(wholePoints(BADGE_POINTS_PER_REFERRED_MONTHLY_DONOR)),
      amount: donation.amount,
      donationId: donation.id,
      reason: badgeCreditReason,
      description: `monthly:${donation.localId}`,
      decidedAt: now,
    })
    .onConflictDoNothing();
}
