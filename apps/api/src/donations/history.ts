import type { GiftCampaign, InvoiceData } from "@rimbun/contract/history";
import { co2ForAmount, type DateRange, displayDonationType, rangeToUtcBounds } from "@rimbun/domain";
import { and, asc, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "../platform/db/client.ts";
import { campaigns, donations } from "../platform/db/schema/index.ts";
import type { Locale } from "../platform/db/schema/users.ts";
import { hasCertificate } from "../tributes/tribute-reads.ts";

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

/** The campaign a gift went to, titles in both languages; null for the general fund (or a campaign gone). */
export async function giftCampaign(db: Database, slug: string | null): Promise<GiftCampaign | null> {
  if (!slug) return null;
  const [row] = await db
    .select({ slug: campaigns.slug, titleId: campaigns.titleId, titleEn: campaigns.titleEn })
    .from(campaigns)
    .where(eq(campaigns.slug, slug))
    .limit(1);
  return row ? { slug: row.slug, title_id: row.titleId, title_en: row.titleEn } : null;
}

/** A campaign's title in one language (the other when that one is empty); null for the general fund. */
export function campaignTitle(campaign: GiftCampaign | null, locale: Locale): string | null {
  if (!campaign) return null;
  return (locale === "en" ? campaign.title_en : campaign.title_id) || campaign.title_id || campaign.title_en;
}

/**
 * The receipt or invoice page's data (docs/product/monthly-giving.md#invoices): recurring is shown as monthly, one number (the local
 * id), the campaign the gift went to. The session's route and the signed link's answer the same.
 */
export async function invoiceData(db: Database, row: DonationRow): Promise<InvoiceData> {
  return {
    local_id: row.localId,
    fullname: row.fullname,
    donation_type: row.type,
    type_shown: displayDonationType(row.type),
    date: (row.paidAt ?? row.createdAt).toISOString(),
    created_at: row.createdAt.toISOString(),
    description: row.description ?? "",
    amount: row.amount,
    covered_fee: row.coveredFee,
    note: null,
    co2_kg: co2ForAmount(row.amount),
    status: row.status,
    payment_method: row.channel,
    campaign: await giftCampaign(db, row.campaignSlug),
    has_certificate: await hasCertificate(db, row.id, row.status),
  };
}
