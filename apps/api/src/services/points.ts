import {
  donorBadgePoints,
  formatPoints,
  type LedgerSummary,
  ledgerSummary,
  type PointHundredths,
  parsePoints,
  pointsToRupiah,
  requestSpending,
} from "@rimbun/domain";
import { and, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { Services } from "../context.ts";
import type { Database } from "../db/client.ts";
import { donations, pointLedger, users } from "../db/schema/index.ts";
import { ApiError } from "../lib/errors.ts";
import { audit } from "./audit.ts";

/** A donor's badge credit for a referred monthly donor, and its reversal when that payment is refunded. */
export const badgeCreditReason = "referred-monthly-donor";
export const badgeRefundReason = "refund:referred-monthly-donor";

/** numeric(12,2) text from the database -> hundredths (never through a float); adjustments may be negative. */
export function signed(value: string | number | null | undefined): PointHundredths {
  if (value === null || value === undefined) return 0;
  const text = String(value);
  const negative = text.startsWith("-");
  const parsed = parsePoints(negative ? text.slice(1) : text) ?? 0;
  return negative ? -parsed : parsed;
}

/**
 * SPEC 3 summary of a user's ledger, summed in SQL per type and status (a volunteer may have
 * thousands of rows) and handed to the domain rules as one entry per group.
 */
export async function pointSummary(db: Database, userId: string): Promise<LedgerSummary> {
  const groups = (await db
    .select({
      type: pointLedger.type,
      status: pointLedger.status,
      points: sql<string>`coalesce(sum(${pointLedger.points}), 0)::text`,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.userId, userId),
        // Donor badge points (and their refunds) are not incentive points.
        notInArray(pointLedger.reason, [badgeCreditReason, badgeRefundReason]),
      ),
    )
    .groupBy(pointLedger.type, pointLedger.status)) as { type: never; status: never; points: string }[];
  return ledgerSummary(
    groups.map((group) => ({
      type: group.type,
      status: group.status,
      points: signed(group.points),
      createdAt: new Date(0),
    })),
  );
}

export function summaryText(summary: LedgerSummary) {
  return {
    point: formatPoints(summary.point),
    withdrawal_point: formatPoints(summary.withdrawalPoint),
    withdrawal_hold: formatPoints(summary.withdrawalHold),
    active: formatPoints(summary.active),
  };
}

/** DECISIONS: 1 badge point per Rp 1.000 of own successful donations + 50 per new monthly donor referred. */
export async function badgePoints(db: Database, userId: string): Promise<number> {
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return 0;
  const [own] = (await db
    .select({ total: sql<string>`coalesce(sum(${donations.amount}), 0)::text` })
    .from(donations)
    .where(
      and(
        eq(donations.status, "done"),
        sql`(${donations.userId} = ${userId} or lower(${donations.email}) = ${user.email.toLowerCase()})`,
      ),
    )) as { total: string }[];
  // A referred monthly donor whose first payment was refunded no longer counts.
  const [referred] = (await db
    .select({
      count: sql<number>`(count(*) filter (where ${pointLedger.reason} = ${badgeCreditReason}) - count(*) filter (where ${pointLedger.reason} = ${badgeRefundReason}))::int`,
    })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.userId, userId),
        inArray(pointLedger.reason, [badgeCreditReason, badgeRefundReason]),
        eq(pointLedger.status, "approved"),
      ),
    )) as { count: number }[];
  return donorBadgePoints({
    successfulDonationAmounts: [Number(own?.total ?? 0)],
    referredMonthlyDonors: referred?.count ?? 0,
  });
}

export type SpendingKind = "donate" | "withdraw" | "redeem";

/**
 * Calls 22-24: a pending entry that holds points. The user's row is locked FOR UPDATE first, so
 * simultaneous requests are judged one after another against the same ledger (domain `requestSpending`).
 */
export async function requestPointSpending(
  services: Services,
  input: { userId: string; type: SpendingKind; points: PointHundredths; item?: string; description: string },
) {
  return services.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for("update");
    const summary = await pointSummary(tx, input.userId);
    const decision = requestSpending(summary, {
      type: input.type,
      points: input.points,
      createdAt: services.now(),
      ...(input.item ? { item: input.item } : {}),
    });
    if (!decision.ok) {
      const field = input.type === "redeem" ? "item" : "amount";
      throw new ApiError("VALIDATION", { messageId: decision.error, fields: { [field]: decision.error } });
    }
    const [entry] = await tx
      .insert(pointLedger)
      .values({
        userId: input.userId,
        type: input.type,
        status: "pending",
        points: formatPoints(input.points),
        // A withdrawal pays out Rp 100 per point (DECISIONS).
        amount: input.type === "withdraw" ? pointsToRupiah(input.points) : null,
        reason: input.item ? `redeem:${input.item}` : input.type,
        description: input.description,
        createdAt: services.now(),
      })
      .returning();
    if (!entry) throw new ApiError("INTERNAL");
    await audit(tx, {
      actorUserId: input.userId,
      action: `points.${input.type}`,
      subject: `ledger:${entry.id}`,
      data: { points: entry.points },
    });
    const after = await pointSummary(tx, input.userId);
    return { entry, summary: after };
  });
}
