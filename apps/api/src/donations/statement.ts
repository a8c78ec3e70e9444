import { co2ForAmount, type DateRange, displayDonationType, rangeToUtcBounds } from "@rimbun/domain";
import { and, asc, eq, gte, lt, or, sql } from "drizzle-orm";
import type { Database } from "../platform/db/client.ts";
import { campaigns, donations, users } from "../platform/db/schema/index.ts";

/** Whose gifts a statement lists: the account and its address, as the invoice's owner check reads them. */
export interface StatementOwner {
  userId: string;
  email: string;
}

/**
 * The successful gifts of one donor in a range of Jakarta days, oldest first. The two arms of the
 * `or` are served by `donations_user_created_idx` and `donations_email_created_idx` (a BitmapOr),
 * so a statement never reads other donors' rows.
 */
export function statementDonations(db: Database, owner: StatementOwner, range: DateRange) {
  const { from, toExclusive } = rangeToUtcBounds(range);
  return (
    db
      .select({
        localId: donations.localId,
        type: donations.type,
        amount: donations.amount,
        coveredFee: donations.coveredFee,
        createdAt: donations.createdAt,
        campaignSlug: donations.campaignSlug,
        campaignTitleId: campaigns.titleId,
        campaignTitleEn: campaigns.titleEn,
      })
      .from(donations)
      // Campaign names come from the campaigns staff edit, not from a copy in the code.
      .leftJoin(campaigns, eq(campaigns.slug, donations.campaignSlug))
      .where(
        and(
          or(
            and(
              eq(donations.userId, owner.userId),
              gte(donations.createdAt, from),
              lt(donations.createdAt, toExclusive),
            ),
            and(
              sql`lower(${donations.email}) = ${owner.email.trim().toLowerCase()}`,
              gte(donations.createdAt, from),
              lt(donations.createdAt, toExclusive),
            ),
          ),
          eq(donations.status, "done"),
        ),
      )
      .orderBy(asc(donations.createdAt), asc(donations.localId))
  );
}

/** GET /v1/donations/statement: the gifts, their total and its CO2 equivalent (one rule: `co2ForAmount`). */
export async function donationStatement(db: Database, owner: StatementOwner, range: DateRange) {
  const [rows, [user]] = await Promise.all([
    statementDonations(db, owner, range),
    db.select({ name: users.name }).from(users).where(eq(users.id, owner.userId)).limit(1),
  ]);
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  return {
    start_date: range.startDate,
    end_date: range.endDate,
    fullname: user?.name ?? "",
    email: owner.email,
    donations: rows.map((row) => ({
      local_id: row.localId,
      donation_type: row.type,
      type_shown: displayDonationType(row.type),
      amount: row.amount,
      covered_fee: row.coveredFee,
      created_at: row.createdAt.toISOString(),
      campaign_slug: row.campaignSlug,
      campaign_title:
        row.campaignSlug && row.campaignTitleId !== null
          ? { id: row.campaignTitleId || row.campaignSlug, en: row.campaignTitleEn || row.campaignSlug }
          : null,
    })),
    total,
    covered_fees: rows.reduce((sum, row) => sum + row.coveredFee, 0),
    co2_kg: co2ForAmount(total),
  };
}
