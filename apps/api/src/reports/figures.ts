import type { IncomeKind, Report, ReportMonth } from "@rimbun/contract";
import type { DateRange } from "@rimbun/domain/dates";
import { JAKARTA_OFFSET_MS, jakartaDay, monthRange, rangeToUtcBounds } from "@rimbun/domain/dates";
import { RUPIAH_PER_POINT } from "@rimbun/domain/points";
import { reportMonths as monthsOfRange } from "@rimbun/domain/reports";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { ofDatabase, paymentChanges, recentAnswer, reusedAnswer } from "../campaigns/recent-answers.ts";
import type { Database } from "../platform/db/client.ts";
import { campaigns, reportMonths } from "../platform/db/schema/index.ts";
import { badgeCreditReason, badgeRefundReason } from "../points/points.ts";
import { monthlyOfferFigures } from "./monthly-offer-figures.ts";

/**
 * The reports page's figures (docs/decisions/reports.md): a handful of GROUP BY queries over index
 * ranges, each answering a few dozen rows; JavaScript only folds those rows into months.
 */

/** A timestamptz column's Jakarta month as `YYYY-MM` (UTC+7 all year, no zone tables needed). */
function jakartaMonth(column: SQL): SQL {
  return sql`to_char((${column} at time zone 'UTC') + interval '7 hours', 'YYYY-MM')`;
}

/**
 * The month of the range an instant falls in, as its 1-based index: a binary search over the months'
 * first instants (`width_bucket`), several times cheaper per row than formatting a date (PGlite).
 */
function monthIndex(column: SQL, b: Bounds): SQL {
  return sql`width_bucket(${column}, ${b.monthStarts}::timestamptz[])`;
}

/** Before the range, the month inside it, or null after it: for running totals (plans, points). */
function monthOrBefore(column: SQL, from: string): SQL {
  return sql`case when ${column} < ${from}::timestamptz then 'before' else ${jakartaMonth(column)} end`;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

const num = (value: unknown): number => Number(value ?? 0);

interface Bounds {
  from: string;
  to: string;
  startDay: string;
  endDay: string;
  /** The range's start, each later month's first Jakarta instant, and the range's end, as a PostgreSQL array literal. */
  monthStarts: string;
  months: string[];
}

/** Paid gifts of the range by month, kind, channel and campaign: one pass over `donations_paid_idx`. */
async function incomeRows(db: Database, b: Bounds) {
  return rows<{
    month: string;
    kind: IncomeKind;
    channel: string;
    campaign: string | null;
    n: string;
    total: string;
  }>(
    db,
    sql`select ${monthIndex(sql`paid_at`, b)} as month,
        case when type in ('monthly', 'recurring') then 'monthly'
             when campaign_slug is not null then 'campaign' else type end as kind,
        channel, campaign_slug as campaign, count(*) as n, sum(amount) as total
      from donations
      where status = 'done' and paid_at >= ${b.from}::timestamptz and paid_at < ${b.to}::timestamptz
      group by 1, 2, 3, 4`,
  ).then((found) => found.map((row) => ({ ...row, month: monthOf(b, row.month) })));
}

/** Paid (done or later refunded) and failed payments by the month they were made. */
async function paymentRows(db: Database, b: Bounds) {
  return rows<{ month: string; status: string; n: string }>(
    db,
    sql`select ${monthIndex(sql`created_at`, b)} as month, status, count(*) as n
      from donations
      where status in ('done', 'refunded', 'failed')
        and created_at >= ${b.from}::timestamptz and created_at < ${b.to}::timestamptz
      group by 1, 2`,
  ).then((found) => found.map((row) => ({ ...row, month: monthOf(b, row.month) })));
}

/** Monthly cycles due in the range with a failed charge, and whether a later try paid them. */
async function cycleRows(db: Database, b: Bounds) {
  return rows<{ month: string; failed: string; recovered: string }>(
    db,
    sql`select left(cycle_due_day, 7) as month, count(*) as failed, count(*) filter (where paid) as recovered
      from (
        select cycle_due_day, bool_or(status = 'failed') as failed, bool_or(status in ('done', 'refunded')) as paid
        from donations
        where cycle_due_day is not null and recurring_plan_id is not null
          and cycle_due_day >= ${b.startDay} and cycle_due_day <= ${b.endDay}
        group by recurring_plan_id, cycle_due_day
      ) cycles
      where failed
      group by 1`,
  );
}

/**
 * Plans that started (their first payment took them out of `pending`) and stopped, before the
 * range and in each of its months, with their monthly amounts.
 */
async function planRows(db: Database, b: Bounds) {
  const stoppedAt = sql`case when status = 'inactive' then coalesce(stopped_at, updated_at) end`;
  return rows<{ edge: "start" | "stop"; month: string; n: string; total: string }>(
    db,
    sql`select 'start' as edge, ${monthOrBefore(sql`created_at`, b.from)} as month, count(*) as n, sum(amount) as total
      from recurring_plans where status <> 'pending' and created_at < ${b.to}::timestamptz
      group by 2
      union all
      select 'stop', ${monthOrBefore(stoppedAt, b.from)}, count(*), sum(amount)
      from recurring_plans where status = 'inactive' and ${stoppedAt} < ${b.to}::timestamptz
      group by 2`,
  );
}

/**
 * Volunteers' outstanding points: approved earnings and adjustments less approved spending, each at
 * the moment it was decided; donors' badge points are no money and stay out.
 */
async function pointRows(db: Database, b: Bounds, withBefore: boolean) {
  const at = sql`coalesce(decided_at, created_at)`;
  const net = sql`sum(case when type in ('earn', 'adjust') then points else -points end)`;
  const counted = sql`status = 'approved' and reason not in (${badgeCreditReason}, ${badgeRefundReason})`;
  // The whole ledger before the range: skipped when the month before is known (cached).
  const before = withBefore
    ? await rows<{ month: string; net: string }>(
        db,
        sql`select 'before' as month, ${net} as net from point_ledger where ${counted} and ${at} < ${b.from}::timestamptz`,
      )
    : [];
  const during = await rows<{ month: string | number; net: string }>(
    db,
    sql`select ${monthIndex(at, b)} as month, ${net} as net from point_ledger
      where ${counted} and ${at} >= ${b.from}::timestamptz and ${at} < ${b.to}::timestamptz
      group by 1`,
  );
  return [...before, ...during.map((row) => ({ ...row, month: monthOf(b, row.month) }))];
}

/** Withdrawals approved in each month of the range, in rupiah. */
async function payoutRows(db: Database, b: Bounds) {
  const at = sql`coalesce(decided_at, created_at)`;
  return rows<{ month: string; n: string; total: string }>(
    db,
    sql`select ${monthIndex(at, b)} as month, count(*) as n,
        sum(coalesce(amount, points * ${RUPIAH_PER_POINT})) as total
      from point_ledger
      where type = 'withdraw' and status = 'approved'
        and ${at} >= ${b.from}::timestamptz and ${at} < ${b.to}::timestamptz
      group by 1`,
  ).then((found) => found.map((row) => ({ ...row, month: monthOf(b, row.month) })));
}

function emptyMonth(month: string): ReportMonth {
  return {
    month,
    income: { monthly: 0, single: 0, boost: 0, campaign: 0 },
    income_total: 0,
    gifts: 0,
    active_monthly_donors: 0,
    new_monthly_donors: 0,
    stopped_monthly_donors: 0,
    mrr: 0,
    payments_paid: 0,
    payments_failed: 0,
    failed_rate: 0,
    cycles_failed: 0,
    cycles_recovered: 0,
    points_liability: 0,
    payouts: 0,
    payouts_amount: 0,
  };
}

type Income = Awaited<ReturnType<typeof incomeRows>>;

type Tally = Record<string, { amount: number; gifts: number }>;

/** One month's figures, with its income by channel and by campaign (summed over the range later). */
export interface MonthRecord {
  month: ReportMonth;
  channels: Tally;
  campaigns: Tally;
}

function tally(into: Tally, key: string, amount: number, gifts: number) {
  const entry = into[key] ?? { amount: 0, gifts: 0 };
  entry.amount += amount;
  entry.gifts += gifts;
  into[key] = entry;
}

function foldIncome(records: Map<string, MonthRecord>, income: Income) {
  for (const row of income) {
    const record = records.get(row.month);
    if (!record) continue;
    const amount = num(row.total);
    const gifts = num(row.n);
    record.month.income[row.kind] += amount;
    record.month.income_total += amount;
    record.month.gifts += gifts;
    tally(record.channels, row.channel, amount, gifts);
    if (row.campaign) tally(record.campaigns, row.campaign, amount, gifts);
  }
}

type Plans = Awaited<ReturnType<typeof planRows>>;

/** Running counts: plans started minus plans stopped up to each month's end. */
function foldPlans(months: ReportMonth[], plans: Plans) {
  const edge = (kind: "start" | "stop", month: string) =>
    plans.find((row) => row.edge === kind && row.month === month);
  let active = num(edge("start", "before")?.n) - num(edge("stop", "before")?.n);
  let mrr = num(edge("start", "before")?.total) - num(edge("stop", "before")?.total);
  for (const month of months) {
    const started = edge("start", month.month);
    const stopped = edge("stop", month.month);
    month.new_monthly_donors = num(started?.n);
    month.stopped_monthly_donors = num(stopped?.n);
    active += month.new_monthly_donors - month.stopped_monthly_donors;
    mrr += num(started?.total) - num(stopped?.total);
    month.active_monthly_donors = Math.max(0, active);
    month.mrr = Math.max(0, mrr);
  }
}

/** numeric(12,2) points text to whole rupiah (1 point = Rp 100, so 0.01 point = Rp 1). */
function pointsToRupiahText(value: unknown): number {
  return Math.round(Number(value ?? 0) * RUPIAH_PER_POINT);
}

/** A bucket number from `monthIndex` back to its `YYYY-MM`. */
function monthOf(b: Bounds, bucket: unknown): string {
  return b.months[Number(bucket) - 1] ?? "";
}

/** The first instant of each month after the range's first, in Jakarta (UTC+7). */
function monthStartsOf(months: string[], from: Date, toExclusive: Date): string {
  const starts = months
    .slice(1)
    .map(
      (month) =>
        new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1) - JAKARTA_OFFSET_MS),
    );
  const instants = [from, ...starts, toExclusive].map((instant) => instant.toISOString());
  return `{${instants.join(",")}}`;
}

/**
 * The months of a range (each whole, or cut by the range's ends). `liabilityBefore`: the points
 * liability at the range's start when the month before is known, which spares the whole-ledger sum.
 */
async function computeSpan(
  db: Database,
  range: DateRange,
  liabilityBefore: number | null,
): Promise<MonthRecord[]> {
  const { from, toExclusive } = rangeToUtcBounds(range);
  const monthKeys = monthsOfRange(range);
  const bounds: Bounds = {
    from: from.toISOString(),
    to: toExclusive.toISOString(),
    startDay: range.startDate,
    endDay: range.endDate,
    monthStarts: monthStartsOf(monthKeys, from, toExclusive),
    months: monthKeys,
  };
  const list: MonthRecord[] = monthKeys.map((month) => ({
    month: emptyMonth(month),
    channels: {},
    campaigns: {},
  }));
  const records = new Map(list.map((record) => [record.month.month, record]));
  // One after the other: PGlite has one connection, and on PostgreSQL each is a few milliseconds.
  const income = await incomeRows(db, bounds);
  const payments = await paymentRows(db, bounds);
  const cycles = await cycleRows(db, bounds);
  const plans = await planRows(db, bounds);
  const points = await pointRows(db, bounds, liabilityBefore === null);
  const payouts = await payoutRows(db, bounds);

  foldIncome(records, income);
  for (const row of payments) {
    const month = records.get(row.month)?.month;
    if (!month) continue;
    if (row.status === "failed") month.payments_failed += num(row.n);
    else month.payments_paid += num(row.n);
  }
  for (const row of cycles) {
    const month = records.get(row.month)?.month;
    if (!month) continue;
    month.cycles_failed = num(row.failed);
    month.cycles_recovered = num(row.recovered);
  }
  foldPlans(
    list.map((record) => record.month),
    plans,
  );
  let liability = liabilityBefore ?? pointsToRupiahText(points.find((row) => row.month === "before")?.net);
  for (const { month } of list) {
    liability += pointsToRupiahText(points.find((row) => row.month === month.month)?.net);
    month.points_liability = Math.max(0, liability);
    const payout = payouts.find((row) => row.month === month.month);
    month.payouts = num(payout?.n);
    month.payouts_amount = num(payout?.total);
    const settled = month.payments_paid + month.payments_failed;
    month.failed_rate = settled === 0 ? 0 : month.payments_failed / settled;
  }
  return list;
}

function monthSpan(month: string): DateRange {
  return monthRange(Number(month.slice(0, 4)), Number(month.slice(5, 7)));
}

/** How long one process reuses the figures of a month still open (this month, or a range's cut end). */
export const LIVE_REUSE_MS = 30_000;

/**
 * A month not stored (still open, or cut by the range) computed from the tables, reused for
 * LIVE_REUSE_MS by this process, or until a payment this process settles moves: a burst of staff screens
 * costs one computation, and this month's figures are at most half a minute behind payments
 * settled by another process.
 */
function liveSpan(db: Database, span: DateRange, before: number | null, now: Date): Promise<MonthRecord[]> {
  return reusedAnswer(
    db,
    `report-live:${span.startDate}:${span.endDate}:${before}`,
    () => computeSpan(db, span, before),
    {
      forMs: LIVE_REUSE_MS,
      at: now.getTime(),
      stamp: paymentChanges(),
    },
  );
}

type StoredMonth = { month: string; version: number; record: MonthRecord | null };

/**
 * This process's copies of closed months' records with the version each was read at: a call asks the
 * database for every month's version but only for the records that moved since (36 records parsed on
 * every call were most of a long report's cost).
 */
const knownMonths = new WeakMap<object, Map<string, { version: number; record: MonthRecord }>>();

/**
 * The stored closed months of a list (report_months, migration 0019), each with the version its
 * record was computed at; a month read for the first time gets its row (version 0) first, so a
 * change committed while we compute it bumps a version we compare against when storing.
 */
async function storedMonths(db: Database, months: string[]): Promise<Map<string, StoredMonth>> {
  if (months.length === 0) return new Map();
  const kept = ofDatabase(knownMonths, db);
  const list = (values: (string | number)[], type: SQL) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::${type}`;
  const read = () =>
    rows<{ month: string; version: number; record: MonthRecord | null }>(
      db,
      sql`select m.month, m.version, case when m.version = k.version then null else m.record end as record
        from report_months m
        join unnest(${list(months, sql`text[]`)}, ${list(
          months.map((month) => kept.get(month)?.version ?? -1),
          sql`int[]`,
        )}) as k(month, version) on k.month = m.month`,
    );
  let found = await read();
  // Rows are written once per month ever, not on every call: reading the report writes nothing.
  if (found.length < months.length) {
    const present = new Set(found.map((row) => row.month));
    await db
      .insert(reportMonths)
      .values(months.filter((month) => !present.has(month)).map((month) => ({ month })))
      .onConflictDoNothing();
    found = await read();
  }
  const stored = new Map<string, StoredMonth>();
  for (const row of found) {
    const copy = kept.get(row.month);
    // No record with the version of this process's copy: the copy is current.
    const record = row.record ?? (copy?.version === row.version ? copy.record : null);
    if (row.record) kept.set(row.month, { version: row.version, record: row.record });
    stored.set(row.month, { month: row.month, version: row.version, record });
  }
  return stored;
}

/** Keeps a computed month unless a change moved it since its version was read. */
async function storeMonth(db: Database, record: MonthRecord, version: number): Promise<void> {
  await db
    .update(reportMonths)
    .set({ record })
    .where(and(eq(reportMonths.month, record.month.month), eq(reportMonths.version, version)));
}

/**
 * The range's months: closed whole months (before this Jakarta month) from report_months, the others
 * and any month a change cleared computed from the tables, a run of missing closed months in one pass.
 */
async function monthRecords(db: Database, range: DateRange, now: Date): Promise<MonthRecord[]> {
  const current = jakartaDay(now).slice(0, 7);
  const months = monthsOfRange(range);
  const part = (month: string): DateRange => {
    const whole = monthSpan(month);
    return {
      // ISO days sort as text: the later start, the earlier end.
      startDate: [whole.startDate, range.startDate].sort()[1] ?? whole.startDate,
      endDate: [whole.endDate, range.endDate].sort()[0] ?? whole.endDate,
    };
  };
  const cacheable = (month: string) => {
    const span = part(month);
    const whole = monthSpan(month);
    return month < current && span.startDate === whole.startDate && span.endDate === whole.endDate;
  };
  const stored = await storedMonths(db, months.filter(cacheable));
  const out: MonthRecord[] = [];
  const before = () => out.at(-1)?.month.points_liability ?? null;
  let index = 0;
  while (index < months.length) {
    const month = months[index] ?? "";
    const hit = stored.get(month)?.record;
    if (cacheable(month) && hit) {
      out.push(hit);
      index += 1;
      continue;
    }
    if (!cacheable(month)) {
      out.push(...(await liveSpan(db, part(month), before(), now)));
      index += 1;
      continue;
    }
    // A run of closed months not stored yet, computed together and kept.
    let last = index;
    while (
      last + 1 < months.length &&
      cacheable(months[last + 1] ?? "") &&
      !stored.get(months[last + 1] ?? "")?.record
    )
      last += 1;
    const span = { startDate: monthSpan(month).startDate, endDate: monthSpan(months[last] ?? month).endDate };
    for (const record of await computeSpan(db, span, before())) {
      const version = stored.get(record.month.month)?.version;
      if (version !== undefined) await storeMonth(db, record, version);
      out.push(record);
    }
    index = last + 1;
  }
  return out;
}

/**
 * Computes and stores every closed month from the first donation's to last month (after bulk
 * seeding, or to repair); later calls read them.
 */
export async function rebuildReportMonths(db: Database, now = new Date()): Promise<void> {
  await db.delete(reportMonths);
  const [first] = (
    (await db.execute(sql`select min(created_at) as at from donations`)) as unknown as {
      rows: { at: string | Date | null }[];
    }
  ).rows;
  if (!first?.at) return;
  const startDate = `${jakartaDay(new Date(first.at)).slice(0, 7)}-01`;
  const thisMonth = monthSpan(jakartaDay(now).slice(0, 7)).startDate;
  const endDay = jakartaDay(new Date(Date.parse(`${thisMonth}T00:00:00+07:00`) - 1));
  if (endDay < startDate) return;
  await monthRecords(db, { startDate, endDate: endDay }, now);
}

function largestFirst<K extends string>(tallies: Tally[], key: K) {
  const sum: Tally = {};
  for (const one of tallies)
    for (const [name, entry] of Object.entries(one)) tally(sum, name, entry.amount, entry.gifts);
  return Object.entries(sum)
    .map(
      ([name, entry]) =>
        ({ [key]: name, amount: entry.amount, gifts: entry.gifts }) as { [P in K]: string } & {
          amount: number;
          gifts: number;
        },
    )
    .sort((a, b) => b.amount - a.amount);
}

/**
 * The top campaigns with their titles (one indexed read of at most ten rows, reused for a second by
 * this process, or until it changes a campaign, as the public campaign answers are).
 */
async function withTitles(db: Database, top: { slug: string; amount: number; gifts: number }[]) {
  if (top.length === 0) return [];
  const slugs = top.map((campaign) => campaign.slug);
  const rows = await recentAnswer(db, `report-titles:${slugs.join(",")}`, () => campaignTitles(db, slugs));
  const titles = new Map(rows.map((row) => [row.slug, { id: row.id, en: row.en }]));
  return top.map((campaign) => ({ ...campaign, title: titles.get(campaign.slug) ?? null }));
}

function campaignTitles(db: Database, slugs: string[]) {
  return db
    .select({ slug: campaigns.slug, id: campaigns.titleId, en: campaigns.titleEn })
    .from(campaigns)
    .where(inArray(campaigns.slug, slugs));
}

/**
 * The last answer per range in this process, with the month records it was folded from: when every
 * record is the same object again (no month moved, this month's reuse still running) and it is under
 * a second old (campaign titles), the fold is skipped.
 */
const lastAnswers = new WeakMap<
  object,
  Map<string, { records: MonthRecord[]; report: Report; at: number }>
>();
const ANSWER_REUSE_MS = 1_000;

export async function reportFigures(
  db: Database,
  range: DateRange,
  capped: boolean,
  now: Date,
): Promise<Report> {
  const records = await monthRecords(db, range, now);
  const answers = ofDatabase(lastAnswers, db);
  const key = `${range.startDate}:${range.endDate}:${capped}`;
  const last = answers.get(key);
  const at = performance.now();
  if (
    last &&
    at - last.at < ANSWER_REUSE_MS &&
    last.records.length === records.length &&
    last.records.every((record, index) => record === records[index])
  )
    return last.report;
  const report = await foldReport(db, range, capped, records);
  if (answers.size >= 50) answers.clear();
  answers.set(key, { records, report, at });
  return report;
}

async function foldReport(
  db: Database,
  range: DateRange,
  capped: boolean,
  records: MonthRecord[],
): Promise<Report> {
  const list = records.map((record) => record.month);
  const latest = list.at(-1) ?? emptyMonth(range.endDate.slice(0, 7));
  const sum = (pick: (month: ReportMonth) => number) => list.reduce((total, month) => total + pick(month), 0);
  const paid = sum((month) => month.payments_paid);
  const failed = sum((month) => month.payments_failed);
  return {
    range,
    capped,
    months: list,
    channels: largestFirst(
      records.map((record) => record.channels),
      "channel",
    ),
    monthly_offers: await monthlyOfferFigures(
      db,
      list.map((month) => month.month),
    ),
    top_campaigns: await withTitles(
      db,
      largestFirst(
        records.map((record) => record.campaigns),
        "slug",
      ).slice(0, 10),
    ),
    totals: {
      income: sum((month) => month.income_total),
      gifts: sum((month) => month.gifts),
      active_monthly_donors: latest.active_monthly_donors,
      mrr: latest.mrr,
      points_liability: latest.points_liability,
      payouts_amount: sum((month) => month.payouts_amount),
      failed_rate: paid + failed === 0 ? 0 : failed / (paid + failed),
      cycles_failed: sum((month) => month.cycles_failed),
      cycles_recovered: sum((month) => month.cycles_recovered),
    },
  };
}
