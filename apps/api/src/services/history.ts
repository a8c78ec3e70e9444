import {
  co2ForAmount,
  type DateRange,
  displayDonationType,
  invoiceNumber,
  rangeToUtcBounds,
} from "@rimbun/domain";
import { and, asc, desc, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";
import { donations } from "../db/schema/index.ts";

export type DonationRow = typeof donations.$inferSelect;

/** Jakarta days (both inclusive, either optional) as UTC bounds on `created_at`. */
export function createdWithin(
  column: AnyPgColumn,
  range: { startDate?: string | undefined; endDate?: string | undefined },
): SQL[] {
  const conditions: SQL[] = [];
  if (range.startDate) {
    const day: DateRange = { startDate: range.startDate, endDate: range.startDate };
    conditions.push(gte(column, rangeToUtcBounds(day).from));
  }
  if (range.endDate) {
    const day: DateRange = { startDate: range.endDate, endDate: range.endDate };
    conditions.push(lt(column, rangeToUtcBounds(day).toExclusive));
  }
  return conditions;
}

/** Call 18: the donations of one e-mail (the index on lower(email), created_at serves it). */
export async function donationHistory(
  db: Database,
  query: {
    email: string;
    order: "ASC" | "DESC";
    limit: number;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
) {
  // Only the columns a history row shows: a page of whole rows cost more to read than to find.
  const rows = await db
    .select(historyColumns)
    .from(donations)
    .where(
      and(
        sql`lower(${donations.email}) = ${query.email.toLowerCase()}`,
        ...createdWithin(donations.createdAt, query),
      ),
    )
    .orderBy(query.order === "ASC" ? asc(donations.createdAt) : desc(donations.createdAt))
    .limit(query.limit);
  return rows.map(historyItem);
}

const historyColumns = {
  id: donations.id,
  localId: donations.localId,
  type: donations.type,
  amount: donations.amount,
  createdAt: donations.createdAt,
  status: donations.status,
  description: donations.description,
  channel: donations.channel,
};

export function historyItem(
  row: Pick<
    DonationRow,
    "id" | "localId" | "type" | "amount" | "createdAt" | "status" | "description" | "channel"
  >,
) {
  return {
    id: row.id,
    local_id: row.localId,
    donation_type: row.type,
    amount: row.amount,
    created_at: row.createdAt.toISOString(),
    status: row.status,
    description: row.description ?? "",
    payment_method: row.channel,
  };
}

/**
 * The invoice page's data (docs/product/monthly-giving.md#invoices): recurring is shown as monthly, the
 * number is the id cut to 14.
 */
export function invoiceData(row: DonationRow) {
  return {
    local_id: row.localId,
    fullname: row.fullname,
    email: row.email,
    invoice_number: invoiceNumber(row.id),
    donation_type: row.type,
    type_shown: displayDonationType(row.type),
    date: (row.paidAt ?? row.createdAt).toISOString(),
    created_at: row.createdAt.toISOString(),
    description: row.description ?? "",
    amount: row.amount,
    note: null,
    co2_kg: co2ForAmount(row.amount),
    status: row.status,
    payment_method: row.channel,
  };
}
