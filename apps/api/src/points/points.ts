import {
  activePoints,
  donorBadgePoints,
  formatPoints,
  type LedgerSummary,
  type PointHundredths,
  parsePoints,
  pointsToRupiah,
  type RedeemShipping,
  requestSpending,
} from "@rimbun/domain";
import { eq, sql } from "drizzle-orm";
import { audit } from "../platform/audit.ts";
import type { Services } from "../platform/context.ts";
import type { Database } from "../platform/db/client.ts";
import { pointBalances, pointLedger, users } from "../platform/db/schema/index.ts";
import { ApiError } from "../platform/http/errors.ts";

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
 * The summary of a user's ledger (docs/product/fundraiser-buddy.md#points-ledger), from the running balance
 * the database keeps in the transaction of every ledger insert or status change (migration 0016's triggers;
 * `rebuildPointBalances`).
 */
export async function pointSummary(db: Database, userId: string): Promise<LedgerSummary> {
  const [row] = await db
    .select({
      point: pointBalances.point,
      withdrawalPoint: pointBalances.withdrawalPoint,
      withdrawalHold: pointBalances.withdrawalHold,
    })
    .from(pointBalances)
    .where(eq(pointBalances.userId, userId))
    .limit(1);
  return balanceSummary(row ?? {});
}

/** The ledger's summary from a point_balances row's three columns (absent: no ledger entries yet). */
export function balanceSummary(row: {
  point?: string | null | undefined;
  withdrawalPoint?: string | null | undefined;
  withdrawalHold?: string | null | undefined;
}): LedgerSummary {
  const point = signed(row.point);
  const withdrawalPoint = signed(row.withdrawalPoint);
  const withdrawalHold = signed(row.withdrawalHold);
  return {
    point,
    withdrawalPoint,
    withdrawalHold,
    active: activePoints(point, withdrawalPoint, withdrawalHold),
  };
}

export function summaryText(summary: LedgerSummary) {
  return {
    point: formatPoints(summary.point),
    withdrawal_point: formatPoints(summary.withdrawalPoint),
    withdrawal_hold: formatPoints(summary.withdrawalHold),
    active: formatPoints(summary.active),
  };
}

/**
 * docs/product/fundraiser-buddy.md#badges: 1 badge point per Rp 1.000 of own successful donations + 50 per
 * new monthly donor referred; both inputs are running totals (badge_totals, point_balances) the database
 * keeps current.
 */
export async function badgePoints(db: Database, userId: string): Promise<number> {
  const [row] = (
    (await db.execute(sql`
      select (select amount from badge_totals where user_id = ${userId}) as amount,
        (select referred_monthly_donors from point_balances where user_id = ${userId}) as referred`)) as unknown as {
      rows: { amount: string | number | null; referred: number | null }[];
    }
  ).rows;
  return donorBadgePoints({
    successfulDonationAmounts: [Number(row?.amount ?? 0)],
    referredMonthlyDonors: Number(row?.referred ?? 0),
  });
}

/**
 * Recomputes every user's point balance from the ledger (after bulk seeding, or to repair). The
 * table lock makes a ledger write that runs meanwhile add its change after the rebuild, not before.
 */
export async function rebuildPointBalances(db: Database): Promise<void> {
  const spending = sql`type in ('donate', 'withdraw', 'redeem')`;
  const incentive = sql`reason not in (${badgeCreditReason}, ${badgeRefundReason})`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table point_balances in exclusive mode`);
    await tx.execute(sql`delete from point_balances`);
    await tx.execute(sql`
      insert into point_balances (user_id, point, withdrawal_point, withdrawal_hold, referred_monthly_donors)
      select user_id,
        coalesce(sum(points) filter (where status = 'approved' and type in ('earn', 'adjust') and ${incentive}), 0),
        coalesce(sum(points) filter (where status = 'approved' and ${spending} and ${incentive}), 0),
        coalesce(sum(points) filter (where status = 'pending' and ${spending} and ${incentive}), 0),
        (count(*) filter (where status = 'approved' and reason = ${badgeCreditReason})
          - count(*) filter (where status = 'approved' and reason = ${badgeRefundReason}))::int
      from point_ledger group by user_id`);
  });
}

/** Recomputes every user's badge total from the donations (after bulk seeding, or to repair). */
export async function rebuildBadgeTotals(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table badge_totals in exclusive mode`);
    await tx.execute(sql`delete from badge_totals`);
    await tx.execute(sql`
      insert into badge_totals (user_id, amount)
      select u.id, coalesce(o.total, 0) + coalesce(e.total, 0)
      from users u
      left join (select user_id, sum(amount) as total from donations
        where status = 'done' and user_id is not null group by user_id) o on o.user_id = u.id
      left join (select lower(d.email) as email, sum(d.amount) as total from donations d
        join users x on lower(x.email) = lower(d.email)
        where d.status = 'done' and d.user_id is distinct from x.id group by 1) e on e.email = lower(u.email)`);
  });
}

export type SpendingKind = "donate" | "withdraw" | "redeem";

/**
 * Calls 22-24: a pending entry that holds points. The user's row is locked FOR UPDATE first, so
 * simultaneous requests are judged one after another against the same ledger (domain `requestSpending`).
 */
export async function requestPointSpending(
  services: Services,
  input: {
    userId: string;
    type: SpendingKind;
    points: PointHundredths;
    item?: string;
    description: string;
    shipping?: RedeemShipping;
  },
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
        // A withdrawal pays out Rp 100 per point.
        amount: input.type === "withdraw" ? pointsToRupiah(input.points) : null,
        reason: input.item ? `redeem:${input.item}` : input.type,
        description: input.description,
        shipping: input.shipping ?? null,
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
