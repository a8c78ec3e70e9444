import {
  type DonationType,
  formatPoints,
  INCENTIVE_PAGE_SIZE,
  jakartaDay,
  jakartaYearMonth,
  LEADERBOARD_SIZE,
  type LeaderboardPeriod,
  type LedgerSummary,
  maskEmail,
  prizeValue,
} from "@rimbun/domain";
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { createdWithin } from "../donations/history.ts";
import type { Database } from "../platform/db/client.ts";
import {
  donations,
  pointBalances,
  pointLedger,
  referralDonors,
  referralTotals,
} from "../platform/db/schema/index.ts";
import { balanceSummary, signed, summaryText } from "./points.ts";

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
 * The referral figures of a range as one row (`points`, `donations`, `donors`; none for a volunteer
 * without credits): all time is one row of referral_totals; a range of Jakarta days sums its day rows
 * and counts its donors' distinct e-mails, on the primary keys.
 */
function referralFiguresSql(userId: string, range: Range) {
  if (!range.startDate && !range.endDate) {
    return sql`select ${referralTotals.points} as points, ${referralTotals.donations} as donations,
      ${referralTotals.donors} as donors
      from ${referralTotals} where ${referralTotals.userId} = ${userId} and ${referralTotals.period} = ${ALL_TIME}`;
  }
  const days = (table: typeof referralTotals | typeof referralDonors) =>
    and(
      eq(table.userId, userId),
      sql`length(${table.period}) = ${DAY_KEY_LENGTH}`,
      ...(range.startDate ? [gte(table.period, range.startDate)] : []),
      ...(range.endDate ? [lte(table.period, range.endDate)] : []),
    );
  return sql`select sum(${referralTotals.points}) as points, sum(${referralTotals.donations}) as donations,
      (select count(distinct ${referralDonors.email}) from ${referralDonors} where ${days(referralDonors)}) as donors
    from ${referralTotals} where ${days(referralTotals)}`;
}

/** The newest (or oldest) paid donations the volunteer referred in the range, as a JSON array. */
function referredDonationsSql(input: { userId: string; limit: number; order: "ASC" | "DESC" } & Range) {
  // By who referred, not by the code: a changed code keeps its donations, a reused one gets none.
  const where = and(
    eq(donations.referrerUserId, input.userId),
    eq(donations.status, "done"),
    ...createdWithin(donations.createdAt, input),
  );
  const order = input.order === "ASC" ? sql`asc` : sql`desc`;
  return sql`(select coalesce(json_agg(r), '[]'::json) from (
    select ${donations.email} as email, ${donations.createdAt} as created_at, ${donations.amount} as amount,
      ${donations.type} as type
    from ${donations} where ${where} order by ${donations.createdAt} ${order} limit ${input.limit}) r)`;
}

/**
 * A user's running point balance (point_balances) for a larger select: its row joined once (none yet:
 * nulls), and its three columns as text.
 */
function balanceSql(userId: string) {
  return {
    join: sql`left join ${pointBalances} on ${pointBalances.userId} = ${userId}`,
    columns: sql`${pointBalances.point}::text as point,
      ${pointBalances.withdrawalPoint}::text as withdrawal_point,
      ${pointBalances.withdrawalHold}::text as withdrawal_hold`,
  };
}

type BalanceColumns = {
  point: string | null;
  withdrawal_point: string | null;
  withdrawal_hold: string | null;
};

function balanceOf(row: BalanceColumns | undefined): LedgerSummary {
  return balanceSummary({
    point: row?.point,
    withdrawalPoint: row?.withdrawal_point,
    withdrawalHold: row?.withdrawal_hold,
  });
}

/**
 * Call 19: figures of the donations credited to the volunteer in a range (by the Jakarta day of the
 * credit, which is the payment's), and the newest referred donations, donors masked. One statement:
 * each round trip costs more of the API's CPU than these index reads cost the database.
 */
export async function volunteerStats(
  db: Database,
  input: { userId: string; refCode?: string; limit: number; order: "ASC" | "DESC" } & Range,
) {
  const balance = balanceSql(input.userId);
  const result = (await db.execute(sql`select
      coalesce(f.points, 0)::text as points,
      coalesce(f.donations, 0)::text as donation,
      coalesce(f.donors, 0)::int as donors,
      ${referredDonationsSql(input)} as rows,
      ${balance.columns}
    from (select 1) one
    left join lateral (${referralFiguresSql(input.userId, input)}) f on true
    ${balance.join}`)) as unknown as {
    rows: (BalanceColumns & {
      points: string;
      donation: string;
      donors: number;
      rows: { email: string; created_at: string; amount: number; type: string }[];
    })[];
  };
  const row = result.rows[0];
  const points = signed(row?.points);
  const donorCount = Number(row?.donors ?? 0);
  const donation = Number(row?.donation ?? 0);
  const summary = summaryText(balanceOf(row));
  return {
    point: formatPoints(points),
    donation,
    total_per_page: donorCount,
    avg_gift: donorCount > 0 ? Math.floor(donation / donorCount) : 0,
    prize_value: formatPoints(prizeValue(points, donorCount)),
    active_point: summary.active,
    hold_point: summary.withdrawal_hold,
    // Donor e-mails shown to a volunteer are masked on the server (docs/product/privacy.md#masked-e-mails).
    donors: (row?.rows ?? []).map((donor) => ({
      email: maskEmail(donor.email),
      created_at: new Date(donor.created_at).toISOString(),
      amount: Number(donor.amount),
      donation_type: donor.type as DonationType,
    })),
  };
}

export type LedgerRow = typeof pointLedger.$inferSelect;

export function pointHistoryItem(
  row: Pick<
    LedgerRow,
    "id" | "points" | "amount" | "createdAt" | "description" | "type" | "status" | "notes"
  >,
) {
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

/**
 * Call 20: the ledger's summary (all time) and one page of the point history in the range, in one
 * statement: the count picks the page (asking past the last page shows the last), the page's rows
 * come as JSON, the summary from the running balance.
 */
export async function incentive(db: Database, input: { userId: string; page: number } & Range) {
  const where = and(eq(pointLedger.userId, input.userId), ...createdWithin(pointLedger.createdAt, input));
  const asked = Math.max(1, Math.trunc(input.page));
  const balance = balanceSql(input.userId);
  const result = (await db.execute(sql`
    with total as (select count(*)::int as n from ${pointLedger} where ${where}),
    shown as (select least(${asked}::int, greatest(1, ceil(n / ${INCENTIVE_PAGE_SIZE}::numeric)::int)) as page from total)
    select total.n as total, shown.page,
      (select coalesce(json_agg(r), '[]'::json) from (
        select ${pointLedger.id} as id, ${pointLedger.points}::text as points, ${pointLedger.amount} as amount,
          ${pointLedger.createdAt} as created_at, ${pointLedger.description} as description,
          ${pointLedger.type} as type, ${pointLedger.status} as status, ${pointLedger.notes} as notes
        from ${pointLedger} where ${where}
        order by ${pointLedger.createdAt} desc, ${pointLedger.id} desc
        limit ${INCENTIVE_PAGE_SIZE} offset ((select page from shown) - 1) * ${INCENTIVE_PAGE_SIZE}) r) as rows,
      ${balance.columns}
    from total cross join shown ${balance.join}`)) as unknown as {
    rows: (BalanceColumns & { total: number; page: number; rows: LedgerJsonRow[] })[];
  };
  const row = result.rows[0];
  const totalRows = Number(row?.total ?? 0);
  const summary = summaryText(balanceOf(row));
  return {
    point: summary.point,
    withdrawal_point: { result: summary.withdrawal_point },
    withdrawal_hold: { result: summary.withdrawal_hold },
    withdrawal_data: { result: (row?.rows ?? []).map(ledgerJsonItem) },
    active: summary.active,
    on_hold: summary.withdrawal_hold,
    page: Number(row?.page ?? 1),
    page_count: Math.max(1, Math.ceil(totalRows / INCENTIVE_PAGE_SIZE)),
    total: totalRows,
  };
}

/** A ledger row as the incentive statement's JSON carries it (snake_case, numeric as text). */
interface LedgerJsonRow {
  id: string;
  points: string;
  amount: number | null;
  created_at: string;
  description: string | null;
  type: LedgerRow["type"];
  status: LedgerRow["status"];
  notes: string | null;
}

function ledgerJsonItem(row: LedgerJsonRow) {
  return pointHistoryItem({
    id: row.id,
    points: row.points,
    amount: row.amount === null ? null : Number(row.amount),
    createdAt: new Date(row.created_at),
    description: row.description,
    type: row.type,
    status: row.status,
    notes: row.notes,
  });
}

/**
 * Call 21: top 10 of the period and the caller's own rank, from the aggregate (ranking rule of
 * docs/product/fundraiser-buddy.md#leaderboard). E-mails leave masked; the caller's own row is found here by
 * user id and flagged `is_me`.
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
