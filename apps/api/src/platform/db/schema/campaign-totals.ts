import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The public figures of each campaign (docs/product/campaigns.md#totals): rupiah raised on the platform, paid
 * gifts and distinct donors over its `done` donations, moved by `recordCampaignGift` in the transaction that
 * marks a donation paid or refunded, so the figures calls read one row instead of scanning donations. Keyed
 * by the donations' `campaign_slug` (no foreign key, as on donations: a slug is fixed once published, and
 * only published campaigns take gifts). Gifts recorded offline stay on `campaigns`.
 */
export const campaignTotals = pgTable("campaign_totals", {
  campaignSlug: text("campaign_slug").primaryKey(),
  raised: bigint("raised", { mode: "number" }).notNull().default(0),
  gifts: integer("gifts").notNull().default(0),
  donorCount: integer("donor_count").notNull().default(0),
});

/** Each campaign's donors by lower(e-mail) with their paid gifts (a row leaves at 0), for `donor_count`. */
export const campaignDonors = pgTable(
  "campaign_donors",
  {
    campaignSlug: text("campaign_slug").notNull(),
    email: text("email").notNull(),
    gifts: integer("gifts").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.campaignSlug, table.email] })],
);
