import type { ReportExportDataset } from "@rimbun/contract";
import { maskEmail } from "@rimbun/domain";
import { type DateRange, JAKARTA_OFFSET_MS, rangeToUtcBounds } from "@rimbun/domain/dates";
import { RUPIAH_PER_POINT } from "@rimbun/domain/points";
import { type SQL, sql } from "drizzle-orm";
import { partnerReportCount, partnerReportRows } from "../embeds/partner-report.ts";
import type { Database } from "../platform/db/client.ts";

/**
 * The accountant's exports (docs/decisions/reports.md): what reconciles the books and no more. No
 * phone numbers or addresses; e-mails masked; a bank account shows its last four digits.
 */

export type Cell = string | number | null;

/** Rows read per query: the CSV streams page after page, keyed on the sort columns. */
const PAGE = 2_000;

export interface ExportDefinition {
  header: string[];
  /** How many rows the range holds (to cap and to say so before the first byte is sent). */
  count(db: Database, range: DateRange): Promise<number>;
  /** Rows after `cursor` (null: from the start), at most `limit`, with the cursor of the last one. */
  page(
    db: Database,
    range: DateRange,
    cursor: string[] | null,
    limit: number,
  ): Promise<{ rows: Cell[][]; cursor: string[] | null }>;
}

async function rows<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

function bounds(range: DateRange) {
  const { from, toExclusive } = rangeToUtcBounds(range);
  return { from: from.toISOString(), to: toExclusive.toISOString() };
}

/** An instant as the Jakarta wall clock `YYYY-MM-DD HH:MM` (what the accountant's books say). */
export function jakartaTime(value: Date | string | null): string | null {
  if (value === null) return null;
  const time = new Date(value).getTime();
  if (!Number.isFinite(time)) return null;
  return new Date(time + JAKARTA_OFFSET_MS).toISOString().slice(0, 16).replace("T", " ");
}

const iso = (value: Date | string) => new Date(value).toISOString();

interface DonationRow {
  id: string;
  local_id: string;
  pg_id: string;
  paid_at: Date | string;
  type: string;
  campaign_slug: string | null;
  channel: string;
  provider: string;
  status: string;
  amount: string | number;
  covered_fee: string | number;
  fullname: string;
  fundraiser_page: string | null;
}

/** Paid gifts of the range (done, or refunded since), by payment time. */
const donationsExport: ExportDefinition = {
  header: [
    "local_id",
    "provider_id",
    "paid_at_jakarta",
    "type",
    "campaign",
    "channel",
    "provider",
    "status",
    "amount_idr",
    // The payment fee the donor covered, apart from the gift (docs/product/donation-flow.md#cover-the-fee).
    "covered_fee_idr",
    "donor_name",
    // The fundraiser page the gift came through (its slug), docs/product/fundraisers.md#staff.
    "fundraiser_page",
  ],
  async count(db, range) {
    const b = bounds(range);
    const [row] = await rows<{ n: string }>(
      db,
      sql`select count(*) as n from donations where status in ('done', 'refunded')
        and paid_at >= ${b.from}::timestamptz and paid_at < ${b.to}::timestamptz`,
    );
    return Number(row?.n ?? 0);
  },
  async page(db, range, cursor, limit) {
    const b = bounds(range);
    const after = cursor ? sql`and (d.paid_at, d.id) > (${cursor[0]}::timestamptz, ${cursor[1]})` : sql``;
    const found = await rows<DonationRow>(
      db,
      sql`select d.id, d.local_id, d.pg_id, d.paid_at, d.type, d.campaign_slug, d.channel, d.provider, d.status,
          d.amount, d.covered_fee, d.fullname, p.slug as fundraiser_page
        from donations d left join fundraiser_pages p on p.id = d.fundraiser_page_id
        where d.status in ('done', 'refunded') and d.paid_at >= ${b.from}::timestamptz and d.paid_at < ${b.to}::timestamptz ${after}
        order by d.paid_at, d.id limit ${limit}`,
    );
    const last = found.at(-1);
    return {
      rows: found.map((row) => [
        row.local_id,
        row.pg_id,
        jakartaTime(row.paid_at),
        row.type === "recurring" ? "monthly" : row.type,
        row.campaign_slug,
        row.channel,
        row.provider,
        row.status,
        Number(row.amount),
        Number(row.covered_fee),
        row.fullname,
        row.fundraiser_page,
      ]),
      cursor: last ? [iso(last.paid_at), last.id] : null,
    };
  },
};

interface DonorRow {
  email: string;
  fullname: string;
  gifts: string;
  total: string;
  first_at: Date | string;
  last_at: Date | string;
  monthly: boolean;
}

/** One row per donor address with a paid gift in the range: how much, how often, since when. */
const donorsExport: ExportDefinition = {
  header: [
    "donor_name",
    "email_masked",
    "gifts",
    "total_idr",
    "first_gift_jakarta",
    "last_gift_jakarta",
    "monthly",
  ],
  async count(db, range) {
    const b = bounds(range);
    const [row] = await rows<{ n: string }>(
      db,
      sql`select count(distinct lower(email)) as n from donations where status = 'done'
        and paid_at >= ${b.from}::timestamptz and paid_at < ${b.to}::timestamptz`,
    );
    return Number(row?.n ?? 0);
  },
  async page(db, range, cursor, limit) {
    const b = bounds(range);
    const after = cursor ? sql`having lower(email) > ${cursor[0]}` : sql``;
    const found = await rows<DonorRow>(
      db,
      sql`select lower(email) as email, max(fullname) as fullname, count(*) as gifts, sum(amount) as total,
          min(paid_at) as first_at, max(paid_at) as last_at,
          bool_or(type in ('monthly', 'recurring')) as monthly
        from donations
        where status = 'done' and paid_at >= ${b.from}::timestamptz and paid_at < ${b.to}::timestamptz
        group by lower(email) ${after}
        order by lower(email) limit ${limit}`,
    );
    const last = found.at(-1);
    return {
      rows: found.map((row) => [
        row.fullname,
        maskEmail(row.email),
        Number(row.gifts),
        Number(row.total),
        jakartaTime(row.first_at),
        jakartaTime(row.last_at),
        row.monthly ? "yes" : "no",
      ]),
      cursor: last ? [last.email] : null,
    };
  },
};

interface PayoutRow {
  id: string;
  created_at: Date | string;
  decided_at: Date | string | null;
  status: string;
  points: string;
  amount: string | null;
  name: string;
  bank: { bank_name?: string; account_number?: string } | null;
}

/** Withdrawals requested in the range, whatever became of them, with the bank the money went to. */
const payoutsExport: ExportDefinition = {
  header: [
    "payout_id",
    "requested_at_jakarta",
    "decided_at_jakarta",
    "status",
    "points",
    "amount_idr",
    "volunteer_name",
    "bank",
    "account_last4",
  ],
  async count(db, range) {
    const b = bounds(range);
    const [row] = await rows<{ n: string }>(
      db,
      sql`select count(*) as n from point_ledger where type = 'withdraw'
        and created_at >= ${b.from}::timestamptz and created_at < ${b.to}::timestamptz`,
    );
    return Number(row?.n ?? 0);
  },
  async page(db, range, cursor, limit) {
    const b = bounds(range);
    const after = cursor ? sql`and (l.created_at, l.id) > (${cursor[0]}::timestamptz, ${cursor[1]})` : sql``;
    const found = await rows<PayoutRow>(
      db,
      sql`select l.id, l.created_at, l.decided_at, l.status, l.points::text as points, l.amount,
          u.name, p.bank_account as bank
        from point_ledger l
        join users u on u.id = l.user_id
        left join volunteer_profiles p on p.user_id = l.user_id
        where l.type = 'withdraw' and l.created_at >= ${b.from}::timestamptz and l.created_at < ${b.to}::timestamptz ${after}
        order by l.created_at, l.id limit ${limit}`,
    );
    const last = found.at(-1);
    return {
      rows: found.map((row) => [
        row.id,
        jakartaTime(row.created_at),
        jakartaTime(row.decided_at),
        row.status,
        row.points,
        row.amount === null ? Math.round(Number(row.points) * RUPIAH_PER_POINT) : Number(row.amount),
        row.name,
        row.bank?.bank_name ?? null,
        row.bank?.account_number ? row.bank.account_number.slice(-4) : null,
      ]),
      cursor: last ? [iso(last.created_at), last.id] : null,
    };
  },
};

interface MatchRow {
  donation_id: string;
  local_id: string;
  matched_at: Date | string;
  reversed_at: Date | string | null;
  campaign_slug: string;
  partner_name: string;
  ratio: number;
  gift: string | number;
  amount: string | number;
}

/**
 * Gifts a partner matched in the range (by the time of the match), given back or not: what the partners owe
 * apart from the donors' money (docs/product/campaigns.md#matching-pledges).
 */
const matchesExport: ExportDefinition = {
  header: [
    "local_id",
    "matched_at_jakarta",
    "campaign",
    "partner",
    "ratio",
    "gift_idr",
    "match_idr",
    "status",
  ],
  async count(db, range) {
    const b = bounds(range);
    const [row] = await rows<{ n: string }>(
      db,
      sql`select count(*) as n from donation_matches
        where matched_at >= ${b.from}::timestamptz and matched_at < ${b.to}::timestamptz`,
    );
    return Number(row?.n ?? 0);
  },
  async page(db, range, cursor, limit) {
    const b = bounds(range);
    const after = cursor
      ? sql`and (m.matched_at, m.donation_id) > (${cursor[0]}::timestamptz, ${cursor[1]})`
      : sql``;
    const found = await rows<MatchRow>(
      db,
      sql`select m.donation_id, d.local_id, m.matched_at, m.reversed_at, p.campaign_slug, p.partner_name, p.ratio,
          m.gift, m.amount
        from donation_matches m
        join donations d on d.id = m.donation_id
        join matching_pledges p on p.id = m.pledge_id
        where m.matched_at >= ${b.from}::timestamptz and m.matched_at < ${b.to}::timestamptz ${after}
        order by m.matched_at, m.donation_id limit ${limit}`,
    );
    const last = found.at(-1);
    return {
      rows: found.map((row) => [
        row.local_id,
        jakartaTime(row.matched_at),
        row.campaign_slug,
        row.partner_name,
        `${row.ratio}:1`,
        Number(row.gift),
        Number(row.amount),
        row.reversed_at ? "given-back" : "matched",
      ]),
      cursor: last ? [iso(last.matched_at), last.donation_id] : null,
    };
  },
};

/** The partner report's rows (embeds/partner-report.ts): one per embed code with paid gifts in the range. */
const partnersExport: ExportDefinition = {
  header: ["embed_id", "partner", "gifts", "paid_idr", "donors"],
  count: partnerReportCount,
  async page(db, range, cursor, limit) {
    const found = await partnerReportRows(db, range, cursor?.[0] ?? null, limit);
    const last = found.at(-1);
    return {
      rows: found.map((row) => [row.embed_id, row.partner_name, row.gifts, row.paid_idr, row.donors]),
      cursor: last ? [last.embed_id] : null,
    };
  },
};

export const exportDefinitions: Record<ReportExportDataset, ExportDefinition> = {
  donations: donationsExport,
  donors: donorsExport,
  payouts: payoutsExport,
  matches: matchesExport,
  partners: partnersExport,
};

/** Every row of a range up to `max`, page by page (the CSV stream and the XLSX sheet both read this). */
export async function* exportRows(
  db: Database,
  definition: ExportDefinition,
  range: DateRange,
  max: number,
): AsyncGenerator<Cell[][]> {
  let cursor: string[] | null = null;
  let sent = 0;
  while (sent < max) {
    const limit = Math.min(PAGE, max - sent);
    const page: { rows: Cell[][]; cursor: string[] | null } = await definition.page(db, range, cursor, limit);
    if (page.rows.length === 0) return;
    sent += page.rows.length;
    yield page.rows;
    if (page.rows.length < limit) return;
    cursor = page.cursor;
  }
}

/**
 * OWASP's CSV injection rule: a text cell that a spreadsheet would read as a formula (= + - @, or a
 * tab or carriage return that some of them skip first) gets a leading apostrophe.
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One CSV field (RFC 4180): numbers as they are, text neutralized and quoted when it must be. */
export function csvField(cell: Cell): string {
  if (cell === null) return "";
  if (typeof cell === "number") return String(cell);
  const text = neutralizeFormula(cell);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: Cell[]): string {
  return `${cells.map(csvField).join(",")}\r\n`;
}
