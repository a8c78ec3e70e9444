import {
  formatPoints,
  INCENTIVE_PAGE_SIZE,
  jakartaDay,
  jakartaYearMonth,
  LEADERBOARD_SIZE,
  type LeaderboardPeriod,
  maskEmail,
  prizeValue,
} from "@rimbun/domain";
import { and, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { donations, pointLedger, referralDonors, referralTotals } from "../db/schema/index.ts";
import { createdWithin } from "./history.ts";
import { pointSummary, signed, summaryText } from "./points.ts";

export const ALL_TIME = "all";
/** The ledger reason of a refunded referral credit's reversal (an `adjust` of minus the credit). */
export const referralRefundReason = "refund";

/** The leaderboard period key of an instant: `YYYY-MM` in Jakarta. */
export function periodOf(at: Date): string {
  const { year, month } = jakartaYearMonth(at);
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The periods a credit counts in: all time, its Jakarta month (leaderboard) and its Jakarta day (stats). */
function periodsOf(at: Date): string[] {
  return [ALL_TIME, periodOf(at), jakartaDay(at)];
}

/** A day period's key is `YYYY-MM-DD`: ten characters, where months have seven and all time three. */
const DAY_KEY_LENGTH = 10;

/**
 * Adds one referral credit to the volunteer's totals (all time, its month and its day) in the
 * caller's transaction; a donor's e-mail counts once per period.
 */
export async function creditReferralTotals(
  tx: Database,
  credit: { userId: string; email: string; amount: number; points: string; at: Date },
): Promise<void> {
  for (const period of periodsOf(credit.at)) {
    const newDonor = await tx
      .insert(referralDonors)
      .values({ userId: credit.userId, period, email: credit.email.toLowerCase() })
      .onConflictDoNothing()
      .returning({ email: referralDonors.email });
    const donors = newDonor.length;
    await tx
      .insert(referralTotals)
      .values({ userId: credit.userId, period, points: credit.points, donations: credit.amount, donors })
      .onConflictDoUpdate({
        target: [referralTotals.userId, referralTotals.period],
        set: {
          points: sql`${referralTotals.points} + ${credit.points}::numeric`,
          donations: sql`${referralTotals.donations} + ${credit.amount}`,
          donors: sql`${referralTotals.donors} + ${donors}`,
        },
      });
  }
}

/**
 * Takes a refunded donation's credit back out of the volunteer's totals (all time, the month and the
 * day it was credited in), in the caller's transaction. The donor stops counting in a period when none of
 * their other donations credited there still stands.
 */
export async function reverseReferralTotals(
  tx: Database,
  credit: { userId: string; email: string; amount: number; points: string; creditedAt: Date },
): Promise<void> {
  const email = credit.email.toLowerCase();
  for (const period of periodsOf(credit.creditedAt)) {
    const format = period.length === DAY_KEY_LENGTH ? "YYYY-MM-DD" : "YYYY-MM";
    const inPeriod =
      period === ALL_TIME
        ? sql`true`
        : sql`to_char(l.created_at at time zone 'Asia/Jakarta', ${format}) = ${period}`;
    const standing = (await tx.execute(sql`
      select 1 from point_ledger l join donations d on d.id = l.donation_id
      where l.user_id = ${credit.userId} and l.reason = 'referral' and l.type = 'earn'
        and l.status = 'approved' and d.status = 'done' and lower(d.email) = ${email} and ${inPeriod}
      limit 1`)) as unknown as { rows: unknown[] };
    const goneDonor =
      standing.rows.length === 0
        ? await tx
            .delete(referralDonors)
            .where(
              and(
                eq(referralDonors.userId, credit.userId),
                eq(referralDonors.period, period),
                eq(referralDonors.email, email),
              ),
            )
            .returning({ email: referralDonors.email })
        : [];
    await tx
      .update(referralTotals)
      .set({
        points: sql`${referralTotals.points} - ${credit.points}::numeric`,
        donations: sql`${referralTotals.donations} - ${credit.amount}`,
        donors: sql`${referralTotals.donors} - ${goneDonor.length}`,
      })
      .where(and(eq(referralTotals.userId, credit.userId), eq(referralTotals.period, period)));
  }
}

/** Recomputes the totals from the ledger (after bulk seeding, or to repair). */
export async function rebuildReferralTotals(db: Database): Promise<void> {
  await db.execute(sql`delete from referral_totals`);
  await db.execute(sql`delete from referral_donors`);
  const month = sql`to_char(l.created_at at time zone 'Asia/Jakarta', 'YYYY-MM')`;
  const day = sql`to_char(l.created_at at time zone 'Asia/Jakarta', 'YYYY-MM-DD')`;
  await db.execute(sql`
    insert into referral_donors (user_id, period, email)
    select distinct l.user_id, p.period, lower(d.email)
    from point_ledger l join donations d on d.id = l.donation_id
    cross join lateral (values ('all'), (${month}), (${day})) as p(period)
    where l.reason = 'referral' and l.type = 'earn' and l.status = 'approved'
      and not exists (select 1 from point_ledger r where r.donation_id = l.donation_id
        and r.user_id = l.user_id and r.reason = ${referralRefundReason})`);
  await db.execute(sql`
    insert into referral_totals (user_id, period, points, donations, donors)
    select l.user_id, p.period, sum(l.points), coalesce(sum(l.amount), 0), 0
    from point_ledger l
    cross join lateral (values ('all'), (${month}), (${day})) as p(period)
    where l.reason = 'referral' and l.type = 'earn' and l.status = 'approved'
      and not exists (select 1 from point_ledger r where r.donation_id = l.donation_id
        and r.user_id = l.user_id and r.reason = ${referralRefundReason})
    group by l.user_id, p.period`);
  await db.execute(sql`
    update referral_totals t set donors = c.n
    from (select user_id, period, count(*)::int as n from referral_donors group by user_id, period) c
    where c.user_id = t.user_id and c.period = t.period`);
}

type Range = { startDate?: string | undefined; endDate?: string | undefined };

/**
 * The referral figures of a range from the volunteer's aggregates: all time is one row of
 * referral_totals; a range of Jakarta days sums its day rows and counts its donors' distinct
 * e-mails, all in one query on the primary keys.
 */
async function referralFigures(db: Database, userId: string, range: Range) {
  type Figures = { points: string; donation: string; donors: number };
  if (!range.startDate && !range.endDate) {
    const [all] = await db
      .select({
        points: sql<string>`${referralTotals.points}::text`,
        donation: sql<string>`${referralTotals.donations}::text`,
        donors: referralTotals.donors,
      })
      .from(referralTotals)
      .where(and(eq(referralTotals.userId, userId), eq(referralTotals.period, ALL_TIME)))
      .limit(1);
    return all ?? { points: "0", donation: "0", donors: 0 };
  }
  const days = (table: typeof referralTotals | typeof referralDonors) =>
    and(
      eq(table.userId, userId),
      sql`length(${table.period}) = ${DAY_KEY_LENGTH}`,
      ...(range.startDate ? [gte(table.period, range.startDate)] : []),
      ...(range.endDate ? [lte(table.period, range.endDate)] : []),
    );
  const result = (await db.execute(sql`
    select
      (select coalesce(sum(${referralTotals.points}), 0)::text from ${referralTotals} where ${days(referralTotals)}) as points,
      (select coalesce(sum(${referralTotals.donations}), 0)::text from ${referralTotals} where ${days(referralTotals)}) as donation,
      (select count(distinct ${referralDonors.email})::int from ${referralDonors} where ${days(referralDonors)}) as donors`)) as unknown as {
    rows: Figures[];
  };
  return result.rows[0] ?? { points: "0", donation: "0", donors: 0 };
}

/**
 * Call 19: figures of the donations credited to the volunteer in a range (by the Jakarta day of the
 * credit, which is the payment's), and the newest referred donations, donors masked.
 */
export async function volunteerStats(
  db: Database,
  input: { userId: string; refCode?: string; limit: number; order: "ASC" | "DESC" } & Range,
) {
  // Three independent reads at once: the answer waits for the slowest, not for their sum.
  const [figures, rows, balance] = await Promise.all([
    referralFigures(db, input.userId, input),
    referredDonations(db, input),
    pointSummary(db, input.userId),
  ]);
  const points = signed(figures.points);
  const donorCount = Number(figures.donors);
  const donation = Number(figures.donation);
  const summary = summaryText(balance);
  return {
    point: formatPoints(points),
    donation,
    total_per_page: donorCount,
    avg_gift: donorCount > 0 ? Math.floor(donation / donorCount) : 0,
    prize_value: formatPoints(prizeValue(points, donorCount)),
    active_point: summary.active,
    hold_point: summary.withdrawal_hold,
    // DECISIONS: donor e-mails shown to a volunteer are masked on the server.
    donors: rows.map((row) => ({
      email: maskEmail(row.email),
      created_at: row.createdAt.toISOString(),
      amount: row.amount,
      donation_type: row.type,
    })),
  };
}

/** The newest (or oldest) paid donations the volunteer referred in the range. */
function referredDonations(
  db: Database,
  input: { userId: string; limit: number; order: "ASC" | "DESC" } & Range,
) {
  // By who referred, not by the code: a changed code keeps its donations, a reused one gets none.
  return db
    .select({
      email: donations.email,
      createdAt: donations.createdAt,
      amount: donations.amount,
      type: donations.type,
    })
    .from(donations)
    .where(
      and(
        eq(donations.referrerUserId, input.userId),
        eq(donations.status, "done"),
        ...createdWithin(donations.createdAt, input),
      ),
    )
    .orderBy(input.order === "ASC" ? donations.createdAt : desc(donations.createdAt))
    .limit(input.limit);
}

export type LedgerRow = typeof pointLedger.$inferSelect;

export function pointHistoryItem(row: LedgerRow) {
  const points = signed(row.points);
  return {
    id: row.id,
    amount: formatPoints(Math.abs(points)),
    rupiah: row.amount ?? null,
    created_at: row.createdAt.toISOString(),
    description: row.description ?? "",
    type: row.type,
    status: row.status,
    notes_action: row.notes ?? null,
  };
}

/** Call 20: SPEC 3's summary (all time) and one page of the point history in the range. */
export async function incentive(db: Database, input: { userId: string; page: number } & Range) {
  const where = and(eq(pointLedger.userId, input.userId), ...createdWithin(pointLedger.createdAt, input));
  const [[total], balance] = await Promise.all([
    db.select({ n: count() }).from(pointLedger).where(where),
    pointSummary(db, input.userId),
  ]);
  const totalRows = total?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(totalRows / INCENTIVE_PAGE_SIZE));
  const page = Math.min(Math.max(1, input.page), pageCount);
  const rows = await db
    .select()
    .from(pointLedger)
    .where(where)
    .orderBy(desc(pointLedger.createdAt), desc(pointLedger.id))
    .limit(INCENTIVE_PAGE_SIZE)
    .offset((page - 1) * INCENTIVE_PAGE_SIZE);
  const summary = summaryText(balance);
  return {
    point: summary.point,
    withdrawal_point: { result: summary.withdrawal_point },
    withdrawal_hold: { result: summary.withdrawal_hold },
    withdrawal_data: { result: rows.map(pointHistoryItem) },
    active: summary.active,
    on_hold: summary.withdrawal_hold,
    page,
    page_count: pageCount,
    total: totalRows,
  };
}

/**
 * Call 21: top 10 of the period and the caller's own rank, from the aggregate (ranking rule of
 * DECISIONS). E-mails leave masked; the caller's own row is found here by user id and flagged `is_me`.
 */
export async function leaderboard(db: Database, period: LeaderboardPeriod, viewerId: string | null) {
  const key =
    period.kind === "allTime" ? ALL_TIME : `${period.year}-${String(period.month).padStart(2, "0")}`;
  const result = (await db.execute(sql`
    select * from (
      select u.id as user_id, u.email, u.name as fullname, u.avatar, t.points::text as points,
             t.donations, t.donors,
             row_number() over (order by t.points desc, t.donations desc, u.created_at asc, u.email asc) as rank
      from referral_totals t join users u on u.id = t.user_id
      where t.period = ${key} and u.role = 'volunteer' and u.deleted_at is null
    ) ranked
    where rank <= ${LEADERBOARD_SIZE} or user_id = ${viewerId ?? ""}
    order by rank`)) as unknown as {
    rows: {
      user_id: string;
      email: string;
      fullname: string;
      avatar: string | null;
      points: string;
      donations: string | number;
      donors: number;
      rank: string | number;
    }[];
  };
  const rows = result.rows.map((row) => {
    const donationsTotal = Number(row.donations);
    const donors = Number(row.donors);
    return {
      rank: Number(row.rank),
      email: maskEmail(row.email),
      fullname: row.fullname,
      avatar: row.avatar ?? null,
      total_donor: donors,
      total_donations: donationsTotal,
      avg_gift: donors > 0 ? Math.floor(donationsTotal / donors) : 0,
      point: formatPoints(signed(row.points)),
      is_me: viewerId !== null && row.user_id === viewerId,
    };
  });
  return {
    label: period.label,
    period: period.kind === "month" ? { month: period.month, year: period.year } : null,
    top: rows.filter((row) => row.rank <= LEADERBOARD_SIZE),
    own: rows.find((row) => row.is_me) ?? null,
  };
}
