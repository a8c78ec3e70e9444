import type { PartnerReportRow } from "@rimbun/contract";
import { type DateRange, rangeToUtcBounds } from "@rimbun/domain/dates";
import { type SQL, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";

/**
 * The partner report (docs/product/embeds.md#reports): per embed code, the gifts paid through it in a range
 * of Jakarta days (by payment time), their rupiah and distinct donors (by e-mail). Only `done` gifts count,
 * so a refunded gift leaves it. The rows come from the partial index `donations_embed_paid_idx`, which holds
 * only paid gifts made through an embed: the report never reads the other donations.
 */

interface ReportRow {
  embed_id: string;
  partner_name: string;
  gifts: number | string;
  paid_idr: number | string;
  donors: number | string;
}

function paidThroughEmbeds(range: DateRange, after: string | null): SQL {
  const { from, toExclusive } = rangeToUtcBounds(range);
  return sql`d.embed_code_id is not null and d.status = 'done'
    and d.paid_at >= ${from.toISOString()}::timestamptz and d.paid_at < ${toExclusive.toISOString()}::timestamptz
    ${after === null ? sql`` : sql`and d.embed_code_id > ${after}`}`;
}

/** The report's query (exported for the test that reads its plan). */
export function partnerReportQuery(range: DateRange, after: string | null, limit: number): SQL {
  return sql`select d.embed_code_id as embed_id, e.partner_name, count(*) as gifts,
      coalesce(sum(d.amount), 0) as paid_idr, count(distinct lower(d.email)) as donors
    from donations d join embed_codes e on e.id = d.embed_code_id
    where ${paidThroughEmbeds(range, after)}
    group by d.embed_code_id, e.partner_name
    order by d.embed_code_id
    limit ${limit}`;
}

/** The report's rows after code `after` (null: from the first), at most `limit`, in code order. */
export async function partnerReportRows(
  db: Database,
  range: DateRange,
  after: string | null = null,
  limit = 10_000,
): Promise<PartnerReportRow[]> {
  const result = (await db.execute(partnerReportQuery(range, after, limit))) as unknown as {
    rows: ReportRow[];
  };
  return result.rows.map((row) => ({
    embed_id: row.embed_id,
    partner_name: row.partner_name,
    gifts: Number(row.gifts),
    paid_idr: Number(row.paid_idr),
    donors: Number(row.donors),
  }));
}

/** How many codes have paid gifts in the range (the export's row count). */
export async function partnerReportCount(db: Database, range: DateRange): Promise<number> {
  const result = (await db.execute(
    sql`select count(distinct d.embed_code_id) as n from donations d where ${paidThroughEmbeds(range, null)}`,
  )) as unknown as { rows: { n: number | string }[] };
  return Number(result.rows[0]?.n ?? 0);
}

/** GET /v1/reports/partners: the most paid first (the console's table), every code with a paid gift. */
export async function partnerReport(db: Database, range: DateRange): Promise<PartnerReportRow[]> {
  const rows = await partnerReportRows(db, range);
  return rows.sort((a, b) => b.paid_idr - a.paid_idr || a.embed_id.localeCompare(b.embed_id));
}
