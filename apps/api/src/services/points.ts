import {
  donorBadgePoints,
  formatPoints,
  type LedgerSummary,
  ledgerSummary,
  type PointHundredths,
  parsePoints,
} from "@rimbun/domain";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { donations, pointLedger, users } from "../db/schema/index.ts";

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
    .where(and(eq(pointLedger.userId, userId), sql`${pointLedger.reason} <> 'referred-monthly-donor'`))
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
  const [referred] = (await db
    .select({ count: sql<number>`count(*)::int` })
    .from(pointLedger)
    .where(
      and(
        eq(pointLedger.userId, userId),
        eq(pointLedger.reason, "referred-monthly-donor"),
        eq(pointLedger.status, "approved"),
      ),
    )) as { count: number }[];
  return donorBadgePoints({
    successfulDonationAmounts: [Number(own?.total ?? 0)],
    referredMonthlyDonors: referred?.count ?? 0,
  });
}
